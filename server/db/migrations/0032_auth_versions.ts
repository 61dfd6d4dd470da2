import { sql, type Kysely } from 'kysely';
import { bumpVersionOnWrite } from '../dialect.js';

/**
 * The tables whose writes can end or change a signed-in session: a session
 * removed (signed out, everywhere, or purged), an account changed (role, name,
 * disabled), its districts. Sessions read from memory compare these versions on
 * every request (server/auth/sessions.ts), so a change made by any process holds
 * on the very next request. A session's sign-in and its "last seen" touch change
 * nothing a request relies on, so they bump nothing.
 */
export const AUTH_TABLES = ['sessions', 'users', 'user_districts'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of AUTH_TABLES)
    await sql`INSERT INTO data_versions (name, version) VALUES (${table}, 0)`.execute(db);
  await bumpVersionOnWrite(db, 'sessions', ['DELETE']);
  await bumpVersionOnWrite(db, 'users', ['UPDATE', 'DELETE']);
  await bumpVersionOnWrite(db, 'user_districts');
}

export async function down(): Promise<void> {
  // As 0015: the triggers can stay.
}
