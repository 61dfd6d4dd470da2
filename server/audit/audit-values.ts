import { sql, type Kysely } from 'kysely';
import type { AuditResource } from '../../shared/audit.js';
import { fullName } from '../../shared/names.js';
import type { Database } from '../db/types.js';
type Named = { id: number; name: string };
type Lookup = (db: Kysely<Database>, ids: number[]) => Promise<Named[]>;

/** The names of the rows of a table with a `name` column. */
const namesIn =
  (
    table:
      | 'education'
      | 'districts'
      | 'posts'
      | 'villages'
      | 'business_types'
      | 'states'
      | 'countries'
      | 'committees'
      | 'donors'
      | 'programs'
      | 'galleries'
      | 'volunteer_types'
      | 'business_portals',
  ): Lookup =>
  (db, ids) =>
    db
      .selectFrom(table as 'education')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();

const memberNames: Lookup = async (db, ids) =>
  (
    await db
      .selectFrom('members')
      .select(['id', 'first_name', 'last_name', 'mobile_no'])
      .where('id', 'in', ids)
      .execute()
  ).map((m) => ({
    id: m.id,
    name: `${fullName(m.first_name, m.last_name) || '—'} (${m.mobile_no})`,
  }));

const resultYears: Lookup = async (db, ids) =>
  db
    .selectFrom('result_segments')
    .select(['id', sql<string>`year`.as('name')])
    .where('id', 'in', ids)
    .execute();

/**
 * The fields (and member filters) whose values are ids, with where their names
 * are: the log keeps "Graduate", never `3`, and keeps it as it was that day.
 */
const LOOKUPS: Record<string, Lookup> = {
  education_id: namesIn('education'),
  educationSelected: namesIn('education'),
  district_id: namesIn('districts'),
  post_id: namesIn('posts'),
  village_id: namesIn('villages'),
  business_type_id: namesIn('business_types'),
  businessSelected: namesIn('business_types'),
  state_id: namesIn('states'),
  stateSelected: namesIn('states'),
  country_id: namesIn('countries'),
  countryselected: namesIn('countries'),
  member_id: memberNames,
  committee_id: namesIn('committees'),
  donor_id: namesIn('donors'),
  program_id: namesIn('programs'),
  gallery_id: namesIn('galleries'),
  type_id: namesIn('volunteer_types'),
  result_segment_id: resultYears,
};

/** A job's `business_id` names a business of the portal; everywhere else a business type. */
const lookupOf = (resource: AuditResource, key: string): Lookup | undefined =>
  key === 'business_id'
    ? namesIn(resource === 'jobs' ? 'business_portals' : 'business_types')
    : Object.hasOwn(LOOKUPS, key)
      ? LOOKUPS[key]
      : undefined;

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value])
    .map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v))
    .filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0);

/** `value` with each id replaced by its name (an unknown id stays as it is). */
async function named(db: Kysely<Database>, lookup: Lookup, value: unknown): Promise<unknown> {
  const ids = idsIn(value);
  if (!ids.length) return value;
  const names = new Map((await lookup(db, [...new Set(ids)])).map((row) => [row.id, row.name]));
  const one = (v: unknown) => names.get(Number(v)) ?? v;
  return Array.isArray(value) ? value.map(one) : one(value);
}

/**
 * A record's changes (`{ field: [before, after] }`) or an event's details with
 * ids read as names, in the write's own transaction (the names as they are now),
 * member filters inside `filters` included.
 */
export async function readableValues<T extends Record<string, unknown>>(
  db: Kysely<Database>,
  resource: AuditResource,
  values: T,
  pairs: boolean,
): Promise<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const lookup = lookupOf(resource, key);
    if (key === 'filters' && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = await readableValues(db, 'members', value as Record<string, unknown>, false);
    } else if (!lookup) {
      out[key] = value;
    } else if (pairs && Array.isArray(value) && value.length === 2) {
      out[key] = [await named(db, lookup, value[0]), await named(db, lookup, value[1])];
    } else {
      out[key] = await named(db, lookup, value);
    }
  }
  return out as T;
}
