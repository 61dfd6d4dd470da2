import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../dialect.js';

/**
 * Who changed what, when, from where: one row per write (and sign-in), written
 * in the write's own transaction. `changes` holds a diff as JSON
 * (`{ field: [before, after] }`), `details` what an export or a send was asked.
 * `user_id` is not a foreign key: an event outlives the account it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'audit_events')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text')
    .addColumn('label', 'text')
    .addColumn('changes', 'text')
    .addColumn('details', 'text')
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .execute();
  await sql`CREATE INDEX audit_events_at_idx ON audit_events (at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_events_record_idx ON audit_events (resource, record_id, at DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX audit_events_user_idx ON audit_events (user_id, at DESC)`.execute(db);
  await sql`CREATE INDEX audit_events_action_idx ON audit_events (action, at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
}
