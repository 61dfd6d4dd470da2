import { sql, type Kysely } from 'kysely';
import { bumpNamedVersionOnChange, bumpVersionOnWrite, createTableWithId } from '../dialect.js';

/** The door's tables whose lists keep cached totals. */
export const DOOR_TABLES = ['change_requests', 'verification_campaigns'] as const;

/**
 * The member's own door (docs/member-door.md): member sessions (a cookie of their
 * own), the field policy administrators set, change requests with their fields
 * (current beside proposed, each decided on its own), the family's verification
 * stamp, and verification campaigns with one row per family they reached.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX member_sessions_member ON member_sessions (member_id)`.execute(db);

  await db.schema
    .createTable('field_policies')
    .addColumn('field', 'text', (c) => c.primaryKey())
    .addColumn('policy', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'change_requests')
    .addColumn('family_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('proposed_by', 'integer')
    .addColumn('proposer_name', 'text', (c) => c.notNull())
    .addColumn('district_id', 'integer')
    .addColumn('village_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('outcome', 'text')
    .addColumn('based_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_by_name', 'text')
    .execute();
  await sql`CREATE INDEX change_requests_open ON change_requests (status, created_at)`.execute(db);
  await sql`CREATE INDEX change_requests_family ON change_requests (family_id)`.execute(db);

  await createTableWithId(db, 'change_request_fields')
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('change_requests.id').onDelete('cascade'),
    )
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('current_value', 'text')
    .addColumn('proposed_value', 'text')
    .addColumn('decision', 'text')
    .addColumn('final_value', 'text')
    .execute();
  await sql`CREATE INDEX change_request_fields_request ON change_request_fields (request_id)`.execute(
    db,
  );

  await db.schema.alterTable('families').addColumn('verified_on', 'text').execute();
  await sql`CREATE INDEX families_verified_on ON families (verified_on)`.execute(db);

  await createTableWithId(db, 'verification_campaigns')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('district_id', 'integer')
    .addColumn('template_id', 'integer')
    .addColumn('families', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'campaign_families')
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('verification_campaigns.id').onDelete('cascade'),
    )
    .addColumn('family_id', 'integer', (c) => c.notNull())
    .addColumn('head_id', 'integer')
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('sent', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('proposed_at', 'text')
    .execute();
  await sql`CREATE INDEX campaign_families_campaign ON campaign_families (campaign_id)`.execute(db);
  await sql`CREATE INDEX campaign_families_family ON campaign_families (family_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX campaign_families_token ON campaign_families (token_hash)`.execute(
    db,
  );

  for (const table of DOOR_TABLES) {
    await sql`INSERT INTO data_versions (name, version) VALUES (${table}, 0)`.execute(db);
    await bumpVersionOnWrite(db, table);
  }
  // The dashboard counts families verified in the last 12 months.
  await bumpNamedVersionOnChange(db, 'dashboard', 'families', ['verified_on'], []);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['campaign_families', 'verification_campaigns', 'change_request_fields'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable('change_requests').execute();
  await db.schema.dropTable('field_policies').execute();
  await db.schema.dropTable('member_sessions').execute();
  await sql`DROP INDEX families_verified_on`.execute(db);
  await db.schema.alterTable('families').dropColumn('verified_on').execute();
  await sql`DELETE FROM data_versions WHERE name IN ('change_requests', 'verification_campaigns')`.execute(
    db,
  );
}
