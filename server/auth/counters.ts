import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
/** How often a process clears the counters whose window has ended. */
const PURGE_MS = 10 * 60_000;

export interface Count {
  hits: number;
  /** Milliseconds until the window ends (0 when there is none). */
  msLeft: number;
}

/**
 * Attempt counters in the database (table `rate_counters`), so that every API
 * process behind one address counts the same attempts: a key counts its hits in
 * a window that starts with its first hit and lasts `windowMs`; a hit after the
 * window has ended starts a new one. One upsert per hit, atomic on SQLite and
 * PostgreSQL alike.
 */
export function createCounters(db: Kysely<Database>) {
  let purged = 0;

  const purge = async (now: number) => {
    if (now - purged < PURGE_MS) return;
    purged = now;
    await db.deleteFrom('rate_counters').where('resets_at', '<=', now).execute();
  };

  return {
    async hit(key: string, windowMs: number, now = Date.now()): Promise<Count> {
      await purge(now);
      const ended = sql<boolean>`rate_counters.resets_at <= ${now}`;
      const row = await db
        .insertInto('rate_counters')
        .values({ key, hits: 1, resets_at: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql`CASE WHEN ${ended} THEN 1 ELSE rate_counters.hits + 1 END`,
            resets_at: sql`CASE WHEN ${ended} THEN ${now + windowMs} ELSE rate_counters.resets_at END`,
          }),
        )
        .returning(['hits', 'resets_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), msLeft: Number(row.resets_at) - now };
    },

    /** The key's count in its current window, without counting. */
    async peek(key: string, now = Date.now()): Promise<Count> {
      const row = await db
        .selectFrom('rate_counters')
        .select(['hits', 'resets_at'])
        .where('key', '=', key)
        .where('resets_at', '>', now)
        .executeTakeFirst();
      return row
        ? { hits: Number(row.hits), msLeft: Number(row.resets_at) - now }
        : { hits: 0, msLeft: 0 };
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_counters').where('key', '=', key).execute();
    },
  };
}
export type Counters = ReturnType<typeof createCounters>;
