import { sql, type Kysely } from 'kysely';

/** The audit screen's common filter, a kind of change in one area, by its own index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX audit_events_resource_action_idx ON audit_events (resource, action, at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX audit_events_resource_action_idx`.execute(db);
}
