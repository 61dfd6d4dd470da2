import { sql, type Kysely } from 'kysely';

/** A job's company details (docs/product.md §3 `company_details`): what the company does, its address. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE jobs ADD COLUMN company_details text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE jobs DROP COLUMN company_details`.execute(db);
}
