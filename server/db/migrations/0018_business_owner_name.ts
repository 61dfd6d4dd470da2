import { sql, type Kysely } from 'kysely';

/**
 * A business keeps its owner's name as text when the owner is removed from the
 * directory, as donor entries and partners already do (docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE business_portals ADD COLUMN owner_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE business_portals DROP COLUMN owner_name`.execute(db);
}
