import { sql, type Kysely } from 'kysely';
import { bumpVersionOnWrite, createBumpFunction } from '../dialect.js';

/** The tables whose counts the lists and the dashboard cache (server/lists/versioned-cache.ts). */
export const VERSIONED_TABLES = [
  'members',
  'families',
  'jobs',
  'business_portals',
  'districts',
  'posts',
  'villages',
] as const;

/**
 * A version per table that every write to it bumps, by trigger, whoever writes
 * (any API process, the command-line tools): a cached count is good while the
 * versions it was computed at are the current ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE data_versions (
    name text PRIMARY KEY,
    version bigint NOT NULL DEFAULT 0
  )`.execute(db);
  for (const table of VERSIONED_TABLES)
    await sql`INSERT INTO data_versions (name, version) VALUES (${table}, 0)`.execute(db);
  await createBumpFunction(db);
  for (const table of VERSIONED_TABLES) await bumpVersionOnWrite(db, table);
}

export async function down(): Promise<void> {
  // Triggers and the table can stay; nothing reads them once the code is gone.
}
