import type { Kysely } from 'kysely';

/**
 * How an imported text file was read — its encoding and delimiter, as JSON — so the
 * screen can say it (docs/import.md, "Reading the file"); null for a workbook.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imports').addColumn('file_format', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imports').dropColumn('file_format').execute();
}
