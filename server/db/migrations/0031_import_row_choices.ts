import type { Kysely } from 'kysely';

/**
 * The administrator's choices about single rows of an import, as JSON (docs/import.md,
 * "Families" and "Values"): the lines that start a family of their own although the
 * sheet's blank-row reading joined them to the head above (`splits`), and the gender
 * given to rows whose sheet and relation say none (`sexes`, by line).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('imports')
    .addColumn('row_choices', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imports').dropColumn('row_choices').execute();
}
