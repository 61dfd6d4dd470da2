import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { versionReader } from '../lists/versioned-cache.js';
import { AUDIT_LABEL_VERSIONS } from '../db/migrations/0036_audit_label_version.js';
import { COUNT_CAP } from './label-search.js';

/** How many filter sets are remembered per database (the least recently used go first). */
const MAX_KEPT = 500;

/**
 * The audit log's capped count, remembered once it reached the cap. Events are only
 * appended, but for the daily purge and a label renamed with its record, which move
 * the `audit_labels` version (migration 0036): a filter set that matched the cap
 * still does until that version moves, so its count is not read again (10,000 index
 * entries, about 0.4 ms, on every page of a log of millions). A count under the cap
 * is read each time, as events are written.
 */
export function cappedCounts() {
  const versions = versionReader(AUDIT_LABEL_VERSIONS);
  const full = new WeakMap<Kysely<Database>, Map<string, string>>();
  return async (
    db: Kysely<Database>,
    /** Every input of the count: the filters, the account's scope and role. */
    key: string,
    count: () => Promise<number>,
  ): Promise<number> => {
    const version = versions.known(db) ?? (await versions(db));
    let kept = full.get(db);
    if (!kept) full.set(db, (kept = new Map()));
    if (kept.get(key) === version) return COUNT_CAP;
    const n = await count();
    if (n >= COUNT_CAP) {
      kept.delete(key);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, version);
    }
    return n;
  };
}
