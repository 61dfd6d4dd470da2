import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError, invalid } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { fullName } from '../../shared/names.js';
import { dropIfEmpty } from '../member/family.js';

/**
 * Moving people between households (docs/families.md "A wedding"): the relation to
 * the new head, the household's place, and the headship of the household left.
 * Records that follow a person (committee seats, results, jobs, volunteering) are
 * keyed by the member, so they move with them untouched.
 */

type Db = Kysely<Database>;

/** A household's address: what a member moving in takes from its head. */
export const PLACE_COLUMNS = [
  'in_foreign_land',
  'country_id',
  'state_id',
  'city',
  'district_id',
  'post_id',
  'village_id',
  'current_address',
] as const;

export type RelationName =
  | 'Self'
  | 'Wife'
  | 'Husband'
  | 'Son'
  | 'Daughter'
  | 'Brother'
  | 'Sister'
  | 'Daughter-in-law'
  | 'Son-in-law'
  | 'Other';

/** The relations' ids by name (the product seeds them; another backend's names may differ). */
export async function relationIds(db: Db): Promise<(name: RelationName) => number | null> {
  const rows = await db.selectFrom('relations').select(['id', 'name']).execute();
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  return (name) => byName.get(name) ?? byName.get('Other') ?? null;
}

export async function headOf(db: Db, familyId: number) {
  return db
    .selectFrom('members')
    .leftJoin('relations', 'relations.id', 'members.relation_id')
    .select([
      'members.id',
      'relations.name as relation',
      ...PLACE_COLUMNS.map((c) => `members.${c}` as const),
    ])
    .where('members.family_id', '=', familyId)
    .orderBy('members.is_head', 'desc')
    .orderBy('members.id')
    .executeTakeFirst();
}

/** A new, empty household. */
export async function newHousehold(db: Db): Promise<number> {
  const row = await db
    .insertInto('families')
    .defaultValues()
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Leaving {
  id: number;
  family_id: number;
  is_head: number;
  first_name: string | null;
  last_name: string | null;
}

/**
 * Before `leaving` move out of their households: a head whose household keeps
 * members hands it to `successorId` (one who stays), or the step is refused with
 * the question. Called once per household left.
 */
export async function handOver(
  db: Db,
  leaving: Leaving[],
  successorId: number | undefined,
  selfId: number | null,
): Promise<{ household: number; successor: number | null }[]> {
  const moving = new Set(leaving.map((p) => p.id));
  const handed: { household: number; successor: number | null }[] = [];
  for (const head of leaving.filter((p) => p.is_head === 1)) {
    const staying = (
      await db.selectFrom('members').select('id').where('family_id', '=', head.family_id).execute()
    )
      .map((m) => m.id)
      .filter((id) => !moving.has(id));
    if (!staying.length) {
      handed.push({ household: head.family_id, successor: null });
      continue;
    }
    if (!successorId) {
      const message = say('successor_required', {
        name: fullName(head.first_name, head.last_name),
      });
      throw new ApiError(422, message, { successor_id: [message] });
    }
    if (!staying.includes(successorId)) throw invalid('successor_id', say('successor_invalid'));
    // One head at a time: the leaving head steps down before the successor steps up.
    await db.updateTable('members').set({ is_head: 0 }).where('id', '=', head.id).execute();
    await db
      .updateTable('members')
      .set({ is_head: 1, relation_id: selfId })
      .where('id', '=', successorId)
      .execute();
    handed.push({ household: head.family_id, successor: successorId });
  }
  return handed;
}

/** Moves members into `familyId` with their relation to its head and its address. */
export async function moveInto(
  db: Db,
  familyId: number,
  moves: { id: number; relation_id: number | null; is_head?: boolean }[],
  place: Partial<Record<(typeof PLACE_COLUMNS)[number], unknown>> | undefined,
) {
  const left = new Set<number>();
  for (const move of moves) {
    const before = await db
      .selectFrom('members')
      .select('family_id')
      .where('id', '=', move.id)
      .executeTakeFirstOrThrow();
    if (before.family_id !== familyId) left.add(before.family_id);
    await db
      .updateTable('members')
      .set({
        family_id: familyId,
        relation_id: move.relation_id,
        is_head: move.is_head ? 1 : 0,
        ...(place && !move.is_head ? placeValues(place) : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', move.id)
      .execute();
  }
  for (const household of left) await dropIfEmpty(db, household);
}

export const placeValues = (place: Partial<Record<(typeof PLACE_COLUMNS)[number], unknown>>) =>
  Object.fromEntries(
    PLACE_COLUMNS.map((c) => [c, place[c] ?? (c === 'in_foreign_land' ? 0 : null)]),
  ) as {
    in_foreign_land: number;
    country_id: number | null;
    state_id: number | null;
    city: string | null;
    district_id: number | null;
    post_id: number | null;
    village_id: number | null;
    current_address: string | null;
  };
