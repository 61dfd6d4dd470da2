import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** The masters a member names by id: education, and the places from country to village. */
export type NamingMaster =
  'education' | 'countries' | 'states' | 'districts' | 'posts' | 'villages';

export type NamesById = Record<NamingMaster, Map<number, string>>;

const MASTERS: readonly NamingMaster[] = [
  'education',
  'countries',
  'states',
  'districts',
  'posts',
  'villages',
];

/**
 * Every name of those masters by id, read once (a few thousand rows, most of them
 * the world's states): an export names a lakh members from these maps rather than
 * joining six tables in each chunk's query, which PostgreSQL planned again for
 * every chunk (10 ms a plan against 5 ms to run it; docs/bench.md).
 */
export async function namesById(db: Kysely<Database>): Promise<NamesById> {
  const lists = await Promise.all(
    MASTERS.map((table) =>
      (db as unknown as Kysely<Record<NamingMaster, { id: number; name: string }>>)
        .selectFrom(table)
        .select(['id', 'name'])
        .execute(),
    ),
  );
  return Object.fromEntries(
    MASTERS.map((table, i) => [table, new Map(lists[i]!.map((row) => [row.id, row.name]))]),
  ) as NamesById;
}

/** The name of master row `id`, or null (none chosen, or a row since removed). */
export const nameOf = (names: Map<number, string>, id: number | null) =>
  id === null ? null : (names.get(id) ?? null);
