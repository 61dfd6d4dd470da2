import type { Kysely } from 'kysely';
import { dropSearchIndexSamples } from '../search-statistics.js';

/**
 * The full-text indexes' term tables without SQLite's sampled statistics, on a
 * database analyzed before: with them every search prepared FTS5's term lookups
 * again (server/db/search-statistics.ts). A later ANALYZE removes them itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await dropSearchIndexSamples(db);
}

export async function down(): Promise<void> {
  // The samples come back with the next ANALYZE of those tables; nothing to undo.
}
