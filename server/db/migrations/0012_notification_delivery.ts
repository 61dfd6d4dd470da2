import { sql, type Kysely } from 'kysely';
import { idColumnSql } from '../dialect.js';

/**
 * Delivering notifications: each send or resend is a sending (its channel, how many
 * it reached, delivered and failed), with one delivery per recipient; the family
 * app registers device tokens for the FCM channel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idColumn = idColumnSql(db);
  await sql`CREATE TABLE device_tokens (
    ${idColumn},
    member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    token text NOT NULL UNIQUE,
    platform text,
    last_seen text
  )`.execute(db);
  await sql`CREATE INDEX device_tokens_member_idx ON device_tokens (member_id)`.execute(db);
  await sql`CREATE TABLE notification_sendings (
    ${idColumn},
    notification_id integer NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
    at text NOT NULL,
    channel text NOT NULL,
    state text NOT NULL,
    recipients integer NOT NULL,
    delivered integer NOT NULL DEFAULT 0,
    failed integer NOT NULL DEFAULT 0
  )`.execute(db);
  await sql`CREATE INDEX notification_sendings_notification_idx
    ON notification_sendings (notification_id, id)`.execute(db);
  await sql`CREATE TABLE notification_deliveries (
    ${idColumn},
    sending_id integer NOT NULL REFERENCES notification_sendings (id) ON DELETE CASCADE,
    member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    status text NOT NULL,
    error text,
    at text
  )`.execute(db);
  await sql`CREATE INDEX notification_deliveries_sending_idx
    ON notification_deliveries (sending_id, status)`.execute(db);
  await sql`CREATE INDEX notification_deliveries_member_idx
    ON notification_deliveries (member_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE notification_deliveries`.execute(db);
  await sql`DROP TABLE notification_sendings`.execute(db);
  await sql`DROP TABLE device_tokens`.execute(db);
}
