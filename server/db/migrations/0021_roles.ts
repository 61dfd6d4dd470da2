import { sql, type Kysely } from 'kysely';

/**
 * Accounts with roles (docs/security.md "Roles"): each account is an
 * administrator (as every account was before), a coordinator of some districts, or
 * a viewer; an account can be disabled without losing its audit history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'administrator'`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN disabled_at text`.execute(db);
  await sql`CREATE TABLE user_districts (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    district_id integer NOT NULL REFERENCES districts (id),
    PRIMARY KEY (user_id, district_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE user_districts`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN disabled_at`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN role`.execute(db);
}
