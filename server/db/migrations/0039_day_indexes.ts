import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Birthdays and anniversaries are read by the month and day of a stored date
 * (server/birthdays/read.ts): an index of each, so a range of days reads only the
 * members and marriages on those days; then the tables' statistics are refreshed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The last five characters, `MM-DD`, of a full date and of one without its year (`--MM-DD`).
  const day = (column: string) =>
    isPostgres(db) ? sql`right(${sql.ref(column)}, 5)` : sql`substr(${sql.ref(column)}, -5)`;
  await sql`CREATE INDEX members_birth_day ON members ((${day('date_of_birth')}))`.execute(db);
  await sql`CREATE INDEX marriages_day ON marriages ((${day('married_on')}))`.execute(db);
  // The planner learns the new indexes (and 0038's): "not passed away" is nearly everyone,
  // so the list of a day starts from its day's index, not from the date of death's.
  for (const table of ['members', 'marriages', 'kin_parents'])
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX marriages_day`.execute(db);
  await sql`DROP INDEX members_birth_day`.execute(db);
}
