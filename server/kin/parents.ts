import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { invalid, notFound } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { fullName } from '../../shared/names.js';
import { audit, personName } from '../audit/audit.js';
import type { KinBody } from '../../shared/contract/kin.js';

type Db = Kysely<Database>;

/** Everyone descending from `memberId` (children, their children…). */
async function descendants(db: Db, memberId: number): Promise<Set<number>> {
  const seen = new Set<number>();
  let level = [memberId];
  while (level.length && seen.size < 5000) {
    const rows = await db
      .selectFrom('kin_parents')
      .select('child_id')
      .where('parent_id', 'in', level)
      .execute();
    level = rows.map((r) => r.child_id).filter((id) => !seen.has(id) && seen.add(id));
  }
  return seen;
}

/**
 * Sets a member's father and mother (null: not recorded). A parent must exist, must
 * not be the member, and must not descend from the member (a tree has no loops).
 */
export async function saveParents(db: Db, memberId: number, body: KinBody) {
  const member = await db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'mobile_no', 'district_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw notFound('member');
  const before = await db
    .selectFrom('kin_parents')
    .innerJoin('members', 'members.id', 'kin_parents.parent_id')
    .select(['kin_parents.role', 'members.first_name', 'members.last_name', 'members.mobile_no'])
    .where('kin_parents.child_id', '=', memberId)
    .execute();
  const below = await descendants(db, memberId);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const role of ['father', 'mother'] as const) {
    const field = `${role}_id` as const;
    const parentId = body[field];
    let name: string | null = null;
    if (parentId !== null) {
      if (parentId === memberId) throw invalid(field, say('kin_self'));
      const parent = await db
        .selectFrom('members')
        .select(['id', 'first_name', 'last_name', 'mobile_no'])
        .where('id', '=', parentId)
        .executeTakeFirst();
      if (!parent) throw invalid(field, say('member_missing'));
      if (below.has(parentId))
        throw invalid(
          field,
          say('kin_descendant', { name: fullName(parent.first_name, parent.last_name) }),
        );
      name = personName(parent);
    }
    const old = before.find((p) => p.role === role);
    const oldName = old ? personName(old) : null;
    if (oldName === name) continue;
    changes[role] = [oldName, name];
    await db
      .deleteFrom('kin_parents')
      .where('child_id', '=', memberId)
      .where('role', '=', role)
      .execute();
    if (parentId !== null)
      await db
        .insertInto('kin_parents')
        .values({ child_id: memberId, parent_id: parentId, role })
        .execute();
  }
  if (Object.keys(changes).length)
    await audit(db, {
      action: 'parents',
      resource: 'members',
      recordId: memberId,
      label: personName(member),
      changes,
      districtId: member.district_id,
    });
}
