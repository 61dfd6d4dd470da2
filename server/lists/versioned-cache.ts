import { currentRequest } from '../http/request-context.js';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { VERSIONED_TABLES } from '../db/migrations/0015_data_versions.js';
import type { LIST_TABLES } from '../db/migrations/0017_list_versions.js';
import type { AUTH_TABLES } from '../db/migrations/0032_auth_versions.js';
import type { DASHBOARD_VERSIONS } from '../db/migrations/0035_dashboard_version.js';
import type { MESSAGING_TABLES } from '../db/migrations/0037_messaging.js';
import type { DOOR_TABLES } from '../db/migrations/0041_member_door.js';
import type { CONSENT_TABLES } from '../db/migrations/0043_consent_versions.js';
import type { RIGHTS_TABLES } from '../db/migrations/0045_privacy_rights.js';
import type { CHART_VERSIONS } from '../db/migrations/0046_chart_version.js';
import type { MEMBER_LIST_VERSIONS } from '../db/migrations/0050_member_list_version.js';
import type { AUDIT_LABEL_VERSIONS } from '../db/migrations/0036_audit_label_version.js';
import type { PARENT_TABLES } from '../db/migrations/0052_parent_versions.js';
import type { FastifyRequest } from 'fastify';
import { changeStamp } from '../db/connect.js';
import { KeptMap } from '../db/kept-map.js';
import type { Database } from '../db/types.js';
export type VersionedTable =
  | (typeof VERSIONED_TABLES)[number]
  | (typeof LIST_TABLES)[number]
  | (typeof AUTH_TABLES)[number]
  | (typeof DASHBOARD_VERSIONS)[number]
  | (typeof MESSAGING_TABLES)[number]
  | (typeof DOOR_TABLES)[number]
  | (typeof CONSENT_TABLES)[number]
  | (typeof RIGHTS_TABLES)[number]
  | (typeof CHART_VERSIONS)[number]
  | (typeof MEMBER_LIST_VERSIONS)[number]
  | (typeof AUDIT_LABEL_VERSIONS)[number]
  | (typeof PARENT_TABLES)[number];

/**
 * On PostgreSQL, every write version as a read request first needed them: its session
 * check, its list's total and a results year's ranks then cost one read, not three.
 * GET requests only, on the server's own handle (not a transaction's): a request that
 * writes must see its own writes' versions. A GET that reads at the versions its
 * request began with answers as of that moment; a value it computes after a commit
 * is kept under the older versions, which no later request reads.
 */
const versionsOfRequest = new WeakMap<
  FastifyRequest,
  { at: number; read: Promise<Map<string, number>> }
>();
/**
 * How long a request's versions serve it: work a request started and left running
 * (it keeps the request's context) reads them afresh after this.
 */
const REQUEST_VERSIONS_MS = 1000;
/**
 * The read of every version, compiled once per database: one row of `name=version`
 * pairs, not a row per table (31 rows), which cost the driver more to parse than
 * the read itself.
 */
const everyVersionQuery = new WeakMap<Kysely<Database>, CompiledQuery<{ v: string | null }>>();
/** The last versions read, parsed: while nothing is written, every request reads the same. */
let lastRead: { pairs: string | null; versions: Map<string, number> } | undefined;
const versionsIn = (pairs: string | null) => {
  if (lastRead?.pairs === pairs) return lastRead.versions;
  const versions = new Map<string, number>();
  for (const pair of pairs ? pairs.split(',') : []) {
    const at = pair.lastIndexOf('=');
    versions.set(pair.slice(0, at), Number(pair.slice(at + 1)));
  }
  lastRead = { pairs, versions };
  return versions;
};
/**
 * The read of every version not sent yet, per database: the requests that arrive
 * before it leaves share it. It leaves once the event loop has taken in the
 * requests that came together (`setImmediate`), so it still starts after each of
 * them arrived and sees every write that committed before any of them was sent: a
 * revocation holds on the next request as before, for a fraction of the round trips
 * under load.
 */
const nextRead = new WeakMap<Kysely<Database>, Promise<Map<string, number>>>();
function sharedRead(db: Kysely<Database>): Promise<Map<string, number>> {
  let read = nextRead.get(db);
  if (read) return read;
  read = new Promise((resolve, reject) =>
    setImmediate(() => {
      nextRead.delete(db);
      let everyVersion = everyVersionQuery.get(db);
      if (!everyVersion)
        everyVersionQuery.set(
          db,
          (everyVersion = sql<{
            v: string | null;
          }>`SELECT string_agg(name || '=' || version, ',') AS v FROM data_versions`.compile(db)),
        );
      db.executeQuery(everyVersion).then(
        ({ rows }) => resolve(versionsIn(rows[0]?.v ?? null)),
        reject,
      );
    }),
  );
  nextRead.set(db, read);
  return read;
}
function requestVersions(db: Kysely<Database>): Promise<Map<string, number>> | undefined {
  const request = currentRequest();
  if (!request || request.method !== 'GET' || db.isTransaction) return undefined;
  const now = performance.now();
  let kept = versionsOfRequest.get(request);
  if (!kept || now - kept.at > REQUEST_VERSIONS_MS)
    versionsOfRequest.set(request, (kept = { at: now, read: sharedRead(db) }));
  return kept.read;
}

/**
 * The current write versions of `tables`, as one string (one indexed read). The
 * query is compiled once per table set. On SQLite it runs only when something was
 * written since it last ran (the database's change stamp moved), by this process
 * or another; PostgreSQL reads them for every request, once for all its tables.
 * `known(db)` answers without a promise when no read is needed (a request's hot
 * path stays synchronous), else undefined.
 */
export function versionReader(tables: readonly VersionedTable[]) {
  const sorted = [...tables].sort();
  // Per database: SQLite and PostgreSQL write the same query differently.
  const compiled = new WeakMap<
    Kysely<Database>,
    CompiledQuery<{ name: string; version: number }>
  >();
  /** These tables' versions out of a request's read of them all, made once per read. */
  const ofAll = new WeakMap<Map<string, number>, string>();
  /** The versions last read, at the database's change stamp then (SQLite). */
  const lastRead = new WeakMap<Kysely<Database>, { stamp: string; versions: string }>();
  /** The versions without a read, when nothing was written since they were read (SQLite). */
  const known = (db: Kysely<Database>): string | undefined => {
    const stamp = changeStamp(db);
    const last = lastRead.get(db);
    return stamp !== undefined && last?.stamp === stamp ? last.versions : undefined;
  };
  const read = async (db: Kysely<Database>) => {
    const kept = known(db);
    if (kept !== undefined) return kept;
    const stamp = changeStamp(db);
    const ofRequest = stamp === undefined ? requestVersions(db) : undefined;
    if (ofRequest) {
      const all = await ofRequest;
      let versions = ofAll.get(all);
      if (versions === undefined)
        ofAll.set(
          all,
          (versions = sorted
            .filter((name) => all.has(name))
            .map((name) => `${name}:${all.get(name)}`)
            .join('|')),
        );
      return versions;
    }
    let query = compiled.get(db);
    if (!query) {
      query = db
        .selectFrom('data_versions')
        .select(['name', 'version'])
        .where('name', 'in', tables)
        .orderBy('name')
        .compile();
      compiled.set(db, query);
    }
    const { rows } = await db.executeQuery(query);
    // In JavaScript's order of the names, as the request's versions are written above.
    const versions = [...rows]
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((r) => `${r.name}:${r.version}`)
      .join('|');
    if (stamp !== undefined) lastRead.set(db, { stamp, versions });
    return versions;
  };
  return Object.assign(read, { known });
}

/**
 * Values computed from some tables (a list's total for a filter set, the
 * dashboard's numbers), kept until any of those tables is written: each read
 * compares the tables' write versions (bumped by trigger on every write, by any
 * process) with those the value was computed at. Never stale after a write that
 * has committed; at most `max` values per database (server/db/kept-map.ts says
 * which go). Kept apart per database handle, so a transaction never shares its view.
 */
export function versionedCache<T>(tables: readonly VersionedTable[], { max = 500 } = {}) {
  const versionsOf = versionReader(tables);
  const byDatabase = new WeakMap<
    Kysely<Database>,
    KeptMap<string, { version: string; value: T }>
  >();
  return async (db: Kysely<Database>, key: string, compute: () => Promise<T>): Promise<T> => {
    let entries = byDatabase.get(db);
    if (!entries) byDatabase.set(db, (entries = new KeptMap(max)));
    const version = versionsOf.known(db) ?? (await versionsOf(db));
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = await compute();
    entries.set(key, { version, value });
    return value;
  };
}

/**
 * A list's totals, one per filter set (`filtersKey`: the filters and the search,
 * and a nested list's parent), kept until one of `tables` is written: for
 * `fetchPage`'s `total`. One per list: its query must follow from the key alone.
 */
export function listTotals(tables: readonly VersionedTable[]) {
  const totals = versionedCache<number>(tables);
  return (db: Kysely<Database>, key: string) => (count: () => Promise<number>) =>
    totals(db, key, count);
}
