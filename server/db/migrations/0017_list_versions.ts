import { sql, type Kysely } from 'kysely';
import { bumpVersionOnWrite } from '../dialect.js';

/** The tables whose lists keep their totals (server/lists/versioned-cache.ts `listTotals`). */
export const LIST_TABLES = [
  'student_results',
  'programs',
  'volunteer_types',
  'events',
  'galleries',
  'gallery_images',
  'job_education',
  'job_applicants',
  'notifications',
] as const;

/** Write versions (migration 0015) for the remaining areas' lists. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of LIST_TABLES) {
    await sql`INSERT INTO data_versions (name, version) VALUES (${table}, 0)`.execute(db);
    await bumpVersionOnWrite(db, table);
  }
}

export async function down(): Promise<void> {
  // As 0015: the triggers can stay.
}
