import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import type { TreeRow } from '../../shared/contract/kin.js';

/** How far a tree reaches each way, and how many people it holds at most. */
export const TREE_GENERATIONS = 12;
export const TREE_LIMIT = 2000;

type Db = Kysely<Database>;
const CHUNK = 500;

async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

/**
 * A member's lineage across households (docs/families.md "The tree"): ancestors up
 * and descendants down (a recursive query each way), each with every spouse (current
 * or not); cut at `TREE_LIMIT` people.
 */
export async function readTree(db: Db, rootId: number): Promise<TreeRow> {
  const root = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', rootId)
    .executeTakeFirst();
  if (!root) throw notFound('member');
  // Up and down in one recursive query each, a generation a step.
  const walk = (from: 'child_id' | 'parent_id', to: 'child_id' | 'parent_id') =>
    sql<{ id: number }>`WITH RECURSIVE lineage(id, depth) AS (
        SELECT CAST(${rootId} AS integer), 0
        UNION
        SELECT k.${sql.ref(to)}, lineage.depth + 1 FROM kin_parents k
        JOIN lineage ON k.${sql.ref(from)} = lineage.id
        WHERE lineage.depth < ${TREE_GENERATIONS})
      SELECT id FROM lineage LIMIT ${TREE_LIMIT + 1}`.execute(db);
  const [up, down] = await Promise.all([
    walk('child_id', 'parent_id'),
    walk('parent_id', 'child_id'),
  ]);
  const ids = new Set<number>([rootId]);
  let cut = false;
  const add = (id: number) => {
    if (ids.has(id)) return false;
    if (ids.size >= TREE_LIMIT) {
      cut = true;
      return false;
    }
    ids.add(id);
    return true;
  };
  for (const row of [...up.rows, ...down.rows]) add(Number(row.id));

  // Everyone's spouses.
  const lineage = [...ids];
  const marriages = await inChunks(lineage, (chunk) =>
    db
      .selectFrom('marriages')
      .select(['id', 'spouse_a_id', 'spouse_b_id', 'married_on', 'current', 'ended_by'])
      .where((eb) => eb.or([eb('spouse_a_id', 'in', chunk), eb('spouse_b_id', 'in', chunk)]))
      .execute(),
  );
  const uniqueMarriages = [...new Map(marriages.map((m) => [m.id, m])).values()];
  for (const m of uniqueMarriages) {
    add(m.spouse_a_id);
    add(m.spouse_b_id);
  }
  const everyone = [...ids];
  const [people, parents] = await Promise.all([
    inChunks(everyone, (chunk) =>
      db
        .selectFrom('members')
        .leftJoin('villages', 'villages.id', 'members.village_id')
        .select([
          'members.id',
          'members.first_name',
          'members.last_name',
          'members.surname',
          'members.sex',
          'members.date_of_birth',
          'members.died_on',
          'villages.name as village',
          'villages.name_gu as village_gu',
          'members.native_place',
          'members.family_id',
        ])
        .where('members.id', 'in', chunk)
        .execute(),
    ),
    inChunks(everyone, (chunk) =>
      db
        .selectFrom('kin_parents')
        .select(['child_id', 'parent_id', 'role'])
        .where('child_id', 'in', chunk)
        .execute(),
    ),
  ]);
  const parentOf = new Map(parents.map((p) => [`${p.child_id}:${p.role}`, p.parent_id]));
  const inTree = (id: number | undefined) => (id !== undefined && ids.has(id) ? id : null);
  return {
    root: rootId,
    cut,
    people: people
      .sort((a, b) => a.id - b.id)
      .map((p) => ({
        ...p,
        village: p.village ?? null,
        village_gu: p.village_gu ?? null,
        father_id: inTree(parentOf.get(`${p.id}:father`)),
        mother_id: inTree(parentOf.get(`${p.id}:mother`)),
      })),
    marriages: uniqueMarriages
      .filter((m) => ids.has(m.spouse_a_id) && ids.has(m.spouse_b_id))
      .sort((a, b) => a.id - b.id)
      .map((m) => ({ ...m, current: m.current === 1 })),
  };
}
