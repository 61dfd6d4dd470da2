import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../dialect.js';

/**
 * The privacy notice (docs/privacy.md): the organisation's settings it names (its
 * contact person and grievance route) and each version published, so a consent can
 * say which version it answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await createTableWithId(db, 'privacy_notices')
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX privacy_notices_hash ON privacy_notices (hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('privacy_notices').execute();
  await db.schema.dropTable('settings').execute();
}
