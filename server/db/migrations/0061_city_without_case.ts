import { sql, type Kysely } from 'kysely';
import { isPostgres, sqliteAnalyzed } from '../dialect.js';

/**
 * The members list's city filter on SQLite through an index on the city in
 * SQLite's NOCASE collation (`city = ? COLLATE NOCASE`, server/member/filters.ts)
 * in place of the index on `lower(city)`: the same cities match (both fold ASCII
 * letters alone, and Gujarati has no case), and a page of a city's members read
 * through it took about half the time (docs/bench.md, issue 43). PostgreSQL keeps
 * its `lower(city)` index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`CREATE INDEX members_city_nocase_idx ON members (city COLLATE NOCASE)`.execute(db);
  await sql`DROP INDEX members_city_lower_idx`.execute(db);
  if (await sqliteAnalyzed(db)) await sql`ANALYZE members_city_nocase_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`CREATE INDEX members_city_lower_idx ON members (lower(city))`.execute(db);
  await sql`DROP INDEX members_city_nocase_idx`.execute(db);
}
