import { sql, type Kysely } from 'kysely';

/**
 * Student results with their rank among the year's results of the same
 * education level (1 = the highest percentage; equal percentages share a rank).
 * A view, so the list searches, filters and sorts by rank like by any column;
 * the index serves the window's partitions in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX student_results_rank_idx
    ON student_results (result_segment_id, education_id, percentage DESC)`.execute(db);
  await sql`CREATE VIEW ranked_student_results AS
    SELECT student_results.*,
      rank() OVER (
        PARTITION BY result_segment_id, education_id ORDER BY percentage DESC
      ) AS rank
    FROM student_results`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW ranked_student_results`.execute(db);
  await sql`DROP INDEX student_results_rank_idx`.execute(db);
}
