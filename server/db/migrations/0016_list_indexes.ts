import type { Kysely } from 'kysely';

/**
 * Indexes the lists need at 1,00,000 rows (issue 20's bench): a year's results
 * newest first without sorting the whole year (SQLite keeps rowid order within
 * one value of the index) and its approved count from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('student_results_segment_idx')
    .on('student_results')
    .columns(['result_segment_id', 'id'])
    .execute();
  await db.schema
    .createIndex('student_results_segment_status_idx')
    .on('student_results')
    .columns(['result_segment_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('student_results_segment_status_idx').execute();
  await db.schema.dropIndex('student_results_segment_idx').execute();
}
