import { sql, type Kysely } from 'kysely';
import { idColumnSql, isPostgres } from '../dialect.js';

/**
 * A send to 100,000 members writes 100,000 deliveries in its request; PostgreSQL
 * checks each row's two foreign keys one by one (half a second each at that size),
 * so the deliveries keep none: removing a notification or a member deletes its
 * deliveries explicitly (server/notification/routes.ts, removeMemberTies in server/member/ties.ts),
 * and every delivery is written from a sending and the members just read. SQLite
 * changes a table's constraints by rebuilding it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE notification_deliveries
      DROP CONSTRAINT notification_deliveries_sending_id_fkey,
      DROP CONSTRAINT notification_deliveries_member_id_fkey`.execute(db);
    return;
  }
  await sql`CREATE TABLE notification_deliveries_new (
    ${idColumnSql(db)},
    sending_id integer NOT NULL,
    member_id integer NOT NULL,
    status text NOT NULL,
    error text,
    at text
  )`.execute(db);
  await sql`INSERT INTO notification_deliveries_new (id, sending_id, member_id, status, error, at)
    SELECT id, sending_id, member_id, status, error, at FROM notification_deliveries`.execute(db);
  await sql`DROP TABLE notification_deliveries`.execute(db);
  await sql`ALTER TABLE notification_deliveries_new RENAME TO notification_deliveries`.execute(db);
  await sql`CREATE INDEX notification_deliveries_sending_idx
    ON notification_deliveries (sending_id, status)`.execute(db);
  await sql`CREATE INDEX notification_deliveries_member_idx
    ON notification_deliveries (member_id)`.execute(db);
}

export async function down(): Promise<void> {
  // The explicit deletes keep the table clean either way; nothing to restore.
}
