import { sql, type Kysely } from 'kysely';
import { bumpVersionOnWrite, createTableWithId, currentTimestampSql } from '../dialect.js';

/** The tables whose lists keep their totals (server/lists/versioned-cache.ts). */
export const MESSAGING_TABLES = ['message_templates'] as const;

/**
 * WhatsApp and SMS beside push (docs/messaging.md):
 *
 * - `message_templates`: each template as the provider approved it (a WhatsApp
 *   template's name, an SMS template's MSG91 id and DLT id), its language, body and
 *   what fills each numbered variable.
 * - `consent_events` is the ledger (every consent given or withdrawn, how, by whom,
 *   under which version of the privacy notice); `member_consents` the latest per
 *   member and purpose, which a send joins.
 * - `members.preferred_language` chooses a template's language (Gujarati unless set).
 * - A sending keeps its channels in order and its templates; each delivery its
 *   channel, the number used, the template and the provider's message id (receipts
 *   find it by that).
 * - `one_time_codes`: the codes' hashes for the member's door.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'message_templates')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dlt_template_id', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('variables', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .execute();
  await sql`CREATE UNIQUE INDEX message_templates_name
    ON message_templates (channel, name, language)`.execute(db);
  for (const table of MESSAGING_TABLES) {
    await sql`INSERT INTO data_versions (name, version) VALUES (${table}, 0)`.execute(db);
    await bumpVersionOnWrite(db, table);
  }

  await createTableWithId(db, 'consent_events')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('notice_version', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX consent_events_member ON consent_events (member_id, id)`.execute(db);
  await createTableWithId(db, 'member_consents')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('notice_version', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX member_consents_key ON member_consents (member_id, purpose)`.execute(
    db,
  );

  await sql`ALTER TABLE members ADD COLUMN preferred_language text NOT NULL DEFAULT 'gu'`.execute(
    db,
  );

  await sql`ALTER TABLE notification_sendings ADD COLUMN channels text`.execute(db);
  await sql`ALTER TABLE notification_sendings ADD COLUMN templates text`.execute(db);
  await sql`ALTER TABLE notification_sendings ADD COLUMN counts text`.execute(db);
  await sql`ALTER TABLE notification_sendings ADD COLUMN skipped integer NOT NULL DEFAULT 0`.execute(
    db,
  );
  await sql`ALTER TABLE notification_deliveries ADD COLUMN channel text`.execute(db);
  await sql`ALTER TABLE notification_deliveries ADD COLUMN address text`.execute(db);
  await sql`ALTER TABLE notification_deliveries ADD COLUMN template_id integer`.execute(db);
  await sql`ALTER TABLE notification_deliveries ADD COLUMN provider_id text`.execute(db);
  // Every delivery so far went by push (the outbox or FCM).
  await sql`UPDATE notification_deliveries SET channel = 'push'`.execute(db);
  await sql`CREATE INDEX notification_deliveries_channel
    ON notification_deliveries (sending_id, channel, status)`.execute(db);
  await sql`CREATE INDEX notification_deliveries_provider
    ON notification_deliveries (provider_id)`.execute(db);

  // A receipt that arrives before its message's id was written waits here.
  await createTableWithId(db, 'message_receipts')
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX message_receipts_provider ON message_receipts (provider_id)`.execute(db);

  await createTableWithId(db, 'one_time_codes')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .execute();
  await sql`CREATE INDEX one_time_codes_mobile ON one_time_codes (mobile, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('one_time_codes').execute();
  await db.schema.dropTable('message_receipts').execute();
  await sql`DROP INDEX notification_deliveries_provider`.execute(db);
  await sql`DROP INDEX notification_deliveries_channel`.execute(db);
  for (const column of ['provider_id', 'template_id', 'address', 'channel'])
    await sql`ALTER TABLE notification_deliveries DROP COLUMN ${sql.id(column)}`.execute(db);
  for (const column of ['skipped', 'counts', 'templates', 'channels'])
    await sql`ALTER TABLE notification_sendings DROP COLUMN ${sql.id(column)}`.execute(db);
  await sql`ALTER TABLE members DROP COLUMN preferred_language`.execute(db);
  await db.schema.dropTable('member_consents').execute();
  await db.schema.dropTable('consent_events').execute();
  await db.schema.dropTable('message_templates').execute();
  await sql`DELETE FROM data_versions WHERE name = 'message_templates'`.execute(db);
}
