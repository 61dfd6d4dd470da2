import { sql, type Kysely } from 'kysely';
import { bumpVersionOnWrite } from '../dialect.js';

/**
 * The nested lists' parents that had no write version (server/lists/nested-list.ts):
 * with one, a page of a year's results, a committee's seats or a donor's gifts finds
 * its parent's name in memory until that table is written, by any process, as the
 * other parents' pages do. On PostgreSQL that is one round trip fewer a page.
 */
export const PARENT_TABLES = ['result_segments', 'committees', 'donors'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PARENT_TABLES) {
    await sql`INSERT INTO data_versions (name, version) VALUES (${table}, 0)`.execute(db);
    await bumpVersionOnWrite(db, table);
  }
}

export async function down(): Promise<void> {
  // As 0015: the triggers can stay.
}
