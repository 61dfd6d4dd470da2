import { sql, type Kysely } from 'kysely';

/**
 * Background work that survives a crash (docs/deploy.md "Background work"):
 *
 * - `leases`: a named piece of work (tonight's backup) is claimed by one process
 *   until a time; another may take it once that time has passed.
 * - A notification sending carries the same lease (`lease_owner`, `lease_until`),
 *   so a sending whose process died is taken up again by the next start or by
 *   another process.
 * - `notification_token_sends`: each device token a sending hands to FCM, written
 *   before it is handed over, so a resumed sending never sends to it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE leases (
    name text PRIMARY KEY,
    owner text NOT NULL,
    until bigint NOT NULL
  )`.execute(db);
  await sql`ALTER TABLE notification_sendings ADD COLUMN lease_owner text`.execute(db);
  await sql`ALTER TABLE notification_sendings ADD COLUMN lease_until bigint`.execute(db);
  await sql`CREATE TABLE notification_token_sends (
    sending_id integer NOT NULL,
    token_id integer NOT NULL,
    PRIMARY KEY (sending_id, token_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE notification_token_sends`.execute(db);
  await sql`ALTER TABLE notification_sendings DROP COLUMN lease_until`.execute(db);
  await sql`ALTER TABLE notification_sendings DROP COLUMN lease_owner`.execute(db);
  await sql`DROP TABLE leases`.execute(db);
}
