import { sql, type Kysely } from 'kysely';
import { createTableWithId, currentTimestampSql } from '../dialect.js';

/**
 * Spreadsheet imports (docs/import.md): the file's rows as read, each row's
 * preview and what its commit did, and the column headings' fields remembered for
 * the next file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'imports')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('sheet', 'text')
    .addColumn('sheets', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('places', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('unknown_places', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rows_total', 'integer', (c) => c.notNull())
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .execute();
  await createTableWithId(db, 'import_rows')
    .addColumn('import_id', 'integer', (c) =>
      c.notNull().references('imports.id').onDelete('cascade'),
    )
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('cells', 'text', (c) => c.notNull())
    .addColumn('preview', 'text')
    .addColumn('outcome', 'text')
    .addColumn('accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('member_id', 'integer')
    .addColumn('reason', 'text')
    .execute();
  await sql`CREATE INDEX import_rows_import ON import_rows (import_id, line)`.execute(db);
  await db.schema
    .createTable('import_headings')
    .addColumn('heading', 'text', (c) => c.primaryKey())
    .addColumn('field', 'text')
    .execute();
  // The duplicate finder reads candidates by birth year and village.
  await sql`CREATE INDEX members_birth ON members (date_of_birth)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX members_birth`.execute(db);
  await db.schema.dropTable('import_headings').execute();
  await db.schema.dropTable('import_rows').execute();
  await db.schema.dropTable('imports').execute();
}
