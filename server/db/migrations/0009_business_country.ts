import { sql, type Kysely } from 'kysely';

/** A business abroad names its country, as a member abroad does (the foreign toggle of the form). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE business_portals ADD COLUMN country_id integer REFERENCES countries (id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE business_portals DROP COLUMN country_id`.execute(db);
}
