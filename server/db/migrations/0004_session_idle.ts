import { sql, type Kysely } from 'kysely';

/**
 * Sessions end after a while without use as well as at their absolute expiry:
 * `last_seen_at` is when the session was last used (refreshed at most once a
 * minute). Signing out everywhere deletes an account's sessions by `user_id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await sql`UPDATE sessions SET last_seen_at = ${new Date().toISOString()}`.execute(db);
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_user_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
