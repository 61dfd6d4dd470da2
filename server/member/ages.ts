import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { FULL_BIRTH_DATE, yearsBefore } from '../../shared/ages.js';

/**
 * Ages in SQL, as shared/ages.ts reads them (docs/dashboard.md): one place for the
 * members list's age filter, the dashboard's pyramid and blood groups, and the
 * children rule (server/privacy/minors.ts).
 */

/** A full birth date (YYYY-MM-DD); never NULL, so `NOT` of it keeps those without one. */
export const hasFullBirthDate: RawBuilder<SqlBool> = sql<SqlBool>`coalesce(members.date_of_birth, '') LIKE ${FULL_BIRTH_DATE}`;

/** Born after the day `years` before `today`: younger than `years` (a full birth date only). */
export const youngerThan = (today: string, years: number): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${hasFullBirthDate} AND members.date_of_birth > ${yearsBefore(today, years)})`;

/** Members of `from` years or older and of `to` or younger (either may be left open). */
export const agedBetween = (today: string, from?: number, to?: number): RawBuilder<SqlBool> => {
  const parts = [hasFullBirthDate];
  if (from !== undefined)
    parts.push(sql<SqlBool>`members.date_of_birth <= ${yearsBefore(today, from)}`);
  if (to !== undefined)
    parts.push(sql<SqlBool>`members.date_of_birth > ${yearsBefore(today, to + 1)}`);
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
};
