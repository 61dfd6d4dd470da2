import { sql, type Kysely } from 'kysely';
import { createTableWithId, currentTimestampSql } from '../dialect.js';

/**
 * One-time sign-in links (docs/security.md "Accounts"): an administrator gives an
 * account a link valid for 48 hours through which its person sets a password.
 * Only the token's SHA-256 is kept; a new link for the account ends the old ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'sign_in_links')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .execute();
  await sql`CREATE INDEX sign_in_links_user ON sign_in_links (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_links').execute();
}
