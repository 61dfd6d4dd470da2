import { sql, type Kysely } from 'kysely';

/**
 * The members list filters by city in any case (`citySelected`): an index on the
 * lower-cased city keeps that filter from scanning every member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX members_city_lower_idx ON members (lower(city))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX members_city_lower_idx`.execute(db);
}
