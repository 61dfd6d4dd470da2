import { sql, type Kysely } from 'kysely';

/**
 * Programs and events start at an ISO 8601 instant in UTC (`2026-11-23T12:30:00.000Z`),
 * which sorts as text and reads back in any time zone. Rows written before as
 * `YYYY-MM-DD HH:MM` (UTC) are rewritten so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['programs', 'events'])
    await sql`UPDATE ${sql.table(table)}
      SET start_date = replace(start_date, ' ', 'T') || ':00.000Z'
      WHERE length(start_date) = 16`.execute(db);
}

export async function down(): Promise<void> {
  // The ISO form reads everywhere; nothing to undo.
}
