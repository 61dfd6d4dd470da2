import { sql, type Kysely } from 'kysely';

/**
 * The notifications list opens newest first with the id as the tie-break
 * (`sent_at DESC, id`): an index in that very order lets both databases read the
 * page's 25 rows instead of sorting every notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX notifications_sent_idx ON notifications (sent_at DESC, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_sent_idx`.execute(db);
}
