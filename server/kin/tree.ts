import type { Kysely } from 'kysely';
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
 * and descendants down, each with every spouse (current or not), level by level,
 * one query per level; cut at `TREE_LIMIT` people.
 */
export async function readTree(db: Db, rootId: number): Promise<TreeRow> {
  const root = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', rootId)
    .executeTakeFirst();
  if (!root) throw notFound('member');
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

  // Up: parents of the level below.
  let level = [rootId];
  for (let g = 0; g < TREE_GENERATIONS && level.length; g++) {
    const rows = await inChunks(level, (chunk) =>
      db.selectFrom('kin_parents').select('parent_id').where('child_id', 'in', chunk).execute(),
    );
    level = rows.map((r) => r.parent_id).filter(add);
  }
  // Down: children of the level above.
  level = [rootId];
  for (let g = 0; g < TREE_GENERATIONS && level.length; g++) {
    const rows = await inChunks(level, (chunk) =>
      db.selectFrom('kin_parents').select('child_id').where('parent_id', 'in', chunk).execute(),
    );
    level = [...new Set(rows.map((r) => r.child_id))].filter(add);
  }
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
