import { sql, type Kysely } from 'kysely';
import { bumpVersionOnWrite, createTableWithId } from '../dialect.js';

/** The rights' table whose list keeps cached totals. */
export const RIGHTS_TABLES = ['privacy_requests'] as const;

/**
 * Members' rights and children (docs/privacy.md): requests of access, correction,
 * erasure, grievance and nomination, each due 90 days after it was received; a mark
 * for a member the office knows is a minor although the birth date has no year; the
 * day a member's data was erased (the row stays as "removed member" so relations
 * and counts hold); why a printed book that held an erased member must be printed again;
 * and a minor's registration waiting for a parent's one-time code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'privacy_requests')
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    // The person's name as text once the member is removed (server/member/ties.ts).
    .addColumn('member_name', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nominee_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nominee_mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nominee_relation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('outcome', 'text')
    .addColumn('closed_on', 'text')
    .addColumn('closed_by_name', 'text')
    .addColumn('created_by_name', 'text')
    .addColumn('district_id', 'integer')
    .addColumn('erased', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE INDEX privacy_requests_open ON privacy_requests (status, due_on)`.execute(db);
  await sql`CREATE INDEX privacy_requests_member ON privacy_requests (member_id)`.execute(db);
  await sql`INSERT INTO data_versions (name, version) VALUES ('privacy_requests', 0)`.execute(db);
  await bumpVersionOnWrite(db, 'privacy_requests');

  await db.schema
    .alterTable('members')
    .addColumn('marked_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('members').addColumn('erased_on', 'text').execute();
  await db.schema.alterTable('directory_books').addColumn('reprint', 'text').execute();

  // A registration by a minor, waiting for a parent's one-time code.
  await createTableWithId(db, 'guardian_waits')
    .addColumn('guardian_id', 'integer', (c) => c.notNull())
    .addColumn('guardian_mobile', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guardian_waits').execute();
  await db.schema.alterTable('directory_books').dropColumn('reprint').execute();
  await db.schema.alterTable('members').dropColumn('erased_on').execute();
  await db.schema.alterTable('members').dropColumn('marked_minor').execute();
  await db.schema.dropTable('privacy_requests').execute();
  await sql`DELETE FROM data_versions WHERE name = 'privacy_requests'`.execute(db);
}
