import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { FULL_BIRTH_DATE, yearsBefore } from '../../shared/ages.js';

/**
 * Ages in SQL, as shared/ages.ts reads them (docs/dashboard.md): one place for the
 * members list's age filter, the dashboard's pyramid and blood groups, and the
 * children rule (server/privacy/minors.ts).
 */

/**
 * A day (YYYY-MM-DD) of our own reckoning written into the statement, not sent as a
 * parameter: these conditions' values change once a day, and PostgreSQL keeps the
 * plan of a statement whose only parameters are the request's own (docs/bench.md).
 */
function dayLiteral(day: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  return sql.lit(day);
}

const fullBirthDateAsValue = sql<SqlBool>`coalesce(members.date_of_birth, '') LIKE ${FULL_BIRTH_DATE}`;
const fullBirthDateInText = sql<SqlBool>`coalesce(members.date_of_birth, '') LIKE ${sql.lit(FULL_BIRTH_DATE)}`;

/**
 * A full birth date (YYYY-MM-DD); never NULL, so `NOT` of it keeps those without one.
 * On SQLite the pattern is sent as a parameter: written into the statement, it made
 * SQLite read the members list's age filter through the birth-date index and sort
 * 15,000 rows for a page of 25 (15 ms, where walking the newest members takes
 * 0.08 ms). On PostgreSQL it is written into the statement: a LIKE value there is
 * planned again on every run, which cost the age filter's page more than running it
 * (docs/bench.md).
 */
export const hasFullBirthDate = (db: Kysely<Database>): RawBuilder<SqlBool> =>
  isPostgres(db) ? fullBirthDateInText : fullBirthDateAsValue;

/** Born after the day `years` before `today`: younger than `years` (a full birth date only). */
export const youngerThan = (
  db: Kysely<Database>,
  today: string,
  years: number,
): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${hasFullBirthDate(db)} AND members.date_of_birth > ${dayLiteral(yearsBefore(today, years))})`;

/** Members of `from` years or older and of `to` or younger (either may be left open). */
export const agedBetween = (
  db: Kysely<Database>,
  today: string,
  from?: number,
  to?: number,
): RawBuilder<SqlBool> => {
  const parts = [hasFullBirthDate(db)];
  if (from !== undefined)
    parts.push(sql<SqlBool>`members.date_of_birth <= ${dayLiteral(yearsBefore(today, from))}`);
  if (to !== undefined)
    parts.push(sql<SqlBool>`members.date_of_birth > ${dayLiteral(yearsBefore(today, to + 1))}`);
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
};
