import { sql, type Kysely } from 'kysely';
import { bumpVersionOnWrite, createTableWithId, currentTimestampSql } from '../dialect.js';

/** The tables whose lists keep their totals (server/lists/versioned-cache.ts). */
export const ANNOUNCEMENT_TABLES = ['announcements'] as const;

/** Announcements: title, body, live or off. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'announcements')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .execute();
  await db.schema
    .createIndex('announcements_created')
    .on('announcements')
    .column('created_at')
    .execute();
  for (const table of ANNOUNCEMENT_TABLES) {
    await sql`INSERT INTO data_versions (name, version) VALUES (${table}, 0)`.execute(db);
    await bumpVersionOnWrite(db, table);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('announcements').execute();
}
