import { sql, type Kysely } from 'kysely';

/**
 * An import row's family head in the same sheet (its line), so that accepting or
 * leaving out a head takes its family with it (docs/import.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_rows').addColumn('head_line', 'integer').execute();
  await sql`CREATE INDEX import_rows_head ON import_rows (import_id, head_line)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX import_rows_head`.execute(db);
  await db.schema.alterTable('import_rows').dropColumn('head_line').execute();
}
