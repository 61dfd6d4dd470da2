import type { Kysely } from 'kysely';
import { createTableWithId, currentTimestampSql } from '../dialect.js';

/**
 * The printed directory's books (docs/directory.md): each asked book with its
 * options, its place in the queue and its progress, and the PDF it made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'directory_books')
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('families_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('families_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages', 'integer')
    .addColumn('bytes', 'integer')
    .addColumn('file', 'text')
    .addColumn('error', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .addColumn('finished_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('directory_books').execute();
}
