import { sql, type Kysely } from 'kysely';

/**
 * Attempt counters for the login throttle, the registration limits and the
 * per-address ceilings, kept in the database so that several API processes
 * count together: a key's hits within its window, and when the window ends
 * (milliseconds since 1970).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rate_counters (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    resets_at bigint NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX rate_counters_resets_at_idx ON rate_counters (resets_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_counters`.execute(db);
}
