import { sql, type Kysely } from 'kysely';

/**
 * Committee and donor names are unique, ignoring case, as the masters' are: a
 * double-clicked Save can no longer create two. Names that are already doubled
 * keep the oldest as it is and get their id appended, so nothing is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['committees', 'donors']) {
    await sql`UPDATE ${sql.table(table)} SET name = name || ' (' || id || ')'
      WHERE id NOT IN (SELECT min(id) FROM ${sql.table(table)} GROUP BY lower(name))`.execute(db);
    await sql`CREATE UNIQUE INDEX ${sql.id(`${table}_name_unique`)} ON ${sql.table(table)} (lower(name))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['committees', 'donors'])
    await sql`DROP INDEX ${sql.id(`${table}_name_unique`)}`.execute(db);
}
