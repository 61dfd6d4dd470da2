import type { Kysely } from 'kysely';

const PLACES = ['districts', 'posts', 'villages'] as const;

/**
 * Districts, posts and villages gain an optional Gujarati name, shown wherever a
 * place is named in Gujarati and searched beside the English one (docs/import.md,
 * "Places in both scripts").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PLACES) {
    await db.schema.alterTable(table).addColumn('name_gu', 'text').execute();
  }
  // The Gujarati spellings a preview matched to places without a Gujarati name, which
  // the commit records for the ones the administrator accepts.
  await db.schema
    .alterTable('imports')
    .addColumn('gujarati_names', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imports').dropColumn('gujarati_names').execute();
  for (const table of PLACES) {
    await db.schema.alterTable(table).dropColumn('name_gu').execute();
  }
}
