import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError, conflict } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import type { FamilyEntry } from '../../shared/contract/member-form.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import { inScope } from '../auth/scope.js';

const familyError = (message: string) => new ApiError(422, message, { family: [message] });
const nameOf = (m: { first_name: string | null; last_name: string | null }) =>
  [m.first_name, m.last_name].filter(Boolean).join(' ') || 'This member';

/** The relation every head of a family has. */
export async function selfRelationId(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('relations')
    .select('id')
    .where('name', '=', 'Self')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A new family with `memberId` as its only member and head. */
export async function giveOwnFamily(db: Kysely<Database>, memberId: number) {
  const family = await db
    .insertInto('families')
    .defaultValues()
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('members')
    .set({ family_id: family.id, is_head: 1, relation_id: await selfRelationId(db) })
    .where('id', '=', memberId)
    .execute();
  return family.id;
}

/** Deletes a family nobody belongs to any more. */
export async function dropIfEmpty(db: Kysely<Database>, familyId: number) {
  const left = await db
    .selectFrom('members')
    .select('id')
    .where('family_id', '=', familyId)
    .limit(1)
    .executeTakeFirst();
  if (!left) await db.deleteFrom('families').where('id', '=', familyId).execute();
}

/**
 * Makes `memberId`'s family exactly `entries` (docs/product.md §11), inside the caller's
 * transaction:
 * - the member is always in it (a member cannot remove themself);
 * - exactly one head; the head cannot be removed (another may be made head);
 * - a listed member from another family moves in with the relation given (refused
 *   when they head another family that still has members); an emptied family goes;
 * - a member left out gets a family of their own, as its head;
 * - within a coordinator's `scope`, only members of its districts move in, and a
 *   relative of another district keeps their place, relation and headship
 *   (docs/security.md "Roles": every id in a body inside the account's scope).
 */
export async function saveFamily(
  db: Kysely<Database>,
  memberId: number,
  entries: FamilyEntry[],
  scope: DistrictScope = null,
): Promise<void> {
  const member = await db
    .selectFrom('members')
    .select(['family_id', 'relation_id', 'is_head'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const familyId = member.family_id;
  const byId = new Map(entries.map((e) => [e.id, e]));
  if (byId.size !== entries.length) throw familyError(say('family_member_twice'));
  if (!byId.has(memberId))
    byId.set(memberId, { id: memberId, relation_id: member.relation_id, is_head: false });

  const current = await db
    .selectFrom('members')
    .select(['id', 'is_head', 'relation_id', 'first_name', 'last_name', 'district_id'])
    .where('family_id', '=', familyId)
    .execute();
  const currentHead = current.find((m) => m.is_head === 1);
  const heads = [...byId.values()].filter((e) => e.is_head);
  if (heads.length > 1) throw familyError(say('family_one_head'));
  const headId = heads[0]?.id ?? currentHead?.id ?? memberId;
  if (currentHead && !byId.has(currentHead.id)) throw familyError(say('family_head_stays'));

  const relationIds = [...byId.values()].map((e) => e.relation_id).filter((r) => r !== null);
  if (relationIds.length) {
    const known = await db
      .selectFrom('relations')
      .select('id')
      .where('id', 'in', relationIds)
      .execute();
    if (known.length !== new Set(relationIds).size) throw familyError(say('relation_choose'));
  }

  for (const relative of current) {
    if (inScope(relative.district_id, scope)) continue;
    const entry = byId.get(relative.id);
    const untouched =
      entry &&
      (entry.relation_id ?? null) === relative.relation_id &&
      (relative.id === headId) === (relative.is_head === 1);
    if (!untouched) throw familyError(say('family_outside_scope', { name: nameOf(relative) }));
  }

  const inFamily = new Set(current.map((m) => m.id));
  const newcomers = [...byId.keys()].filter((id) => !inFamily.has(id));
  const emptied: number[] = [];
  if (newcomers.length) {
    const rows = await db
      .selectFrom('members')
      .select(['id', 'family_id', 'is_head', 'first_name', 'last_name', 'district_id'])
      .where('id', 'in', newcomers)
      .execute();
    if (rows.length !== newcomers.length) throw familyError(say('family_member_missing'));
    if (rows.some((row) => !inScope(row.district_id, scope)))
      throw familyError(say('member_outside_scope'));
    for (const row of rows) {
      if (row.is_head !== 1) continue;
      const others = await db
        .selectFrom('members')
        .select('id')
        .where('family_id', '=', row.family_id)
        .where('id', '<>', row.id)
        .limit(1)
        .executeTakeFirst();
      if (others) throw conflict(say('head_of_other_family', { name: nameOf(row) }));
      emptied.push(row.family_id);
    }
  }

  const self = await selfRelationId(db);
  // Clear any other head first: the database allows one head per family at any
  // moment. A head who stays is left as is (a save that changes nothing changes no
  // row the dashboard counts: migration 0035).
  // `current` is the whole family as this transaction reads it.
  if (current.some((m) => m.is_head === 1 && m.id !== headId))
    await db
      .updateTable('members')
      .set({ is_head: 0 })
      .where('family_id', '=', familyId)
      .where('id', '<>', headId)
      .where('is_head', '=', 1)
      .execute();
  for (const leaving of current.filter((m) => !byId.has(m.id))) {
    await giveOwnFamily(db, leaving.id);
  }
  const asNow = new Map(current.map((m) => [m.id, m]));
  for (const entry of byId.values()) {
    const isHead = entry.id === headId;
    const row = {
      family_id: familyId,
      is_head: isHead ? 1 : 0,
      relation_id: isHead ? (entry.relation_id ?? self) : entry.relation_id,
    };
    // A relative already in the family as the form sends them is left unwritten.
    const now = asNow.get(entry.id);
    if (now && now.is_head === row.is_head && now.relation_id === row.relation_id) continue;
    await db.updateTable('members').set(row).where('id', '=', entry.id).execute();
  }
  for (const old of emptied) await dropIfEmpty(db, old);
}

/** Refuses to delete a head whose family still has other members. */
export async function checkRemovable(db: Kysely<Database>, memberId: number) {
  const member = await db
    .selectFrom('members')
    .select(['family_id', 'is_head'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (member.is_head !== 1) return member;
  const others = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('family_id', '=', member.family_id)
    .where('id', '<>', memberId)
    .executeTakeFirstOrThrow();
  const n = Number(others.n);
  if (n > 0) throw conflict(say('head_of_family', { count: n + 1 }));
  return member;
}
