import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import { ADULT_AGE } from '../../shared/door.js';
import { youngerThan } from '../member/ages.js';
import { PRIVACY_CONSENTS, type PrivacyConsent } from '../../shared/consent.js';

/**
 * Children in SQL (docs/privacy.md "Children"), as `isMinor` in shared/door.ts
 * decides one member: marked a minor, or born after the day 18 years before
 * `today` (YYYY-MM-DD). A birth date without a year (`--MM-DD`), or none, counts as an
 * adult; never NULL, so `NOT` of it keeps the members without a birth date.
 */
export function minorSql(db: Kysely<Database>, today: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(members.marked_minor = 1 OR ${youngerThan(db, today, ADULT_AGE)})`;
}

/**
 * Whether the member's latest answer for `purpose` is `state` (our own words, written
 * into the statement). `perRow` for a page's few rows: one indexed lookup a row,
 * where PostgreSQL may otherwise read every answer into a hash first (it plans for
 * every row the query could return, not the page's 25).
 */
export const consentIs = (
  purpose: PrivacyConsent,
  state: 'in' | 'out',
  { perRow = false } = {},
): RawBuilder<SqlBool> => {
  const answered = sql`FROM member_consents mc WHERE mc.member_id = members.id
    AND mc.purpose = ${sql.lit(PRIVACY_CONSENTS[purpose])} AND mc.state = ${sql.lit(state)}`;
  return perRow
    ? sql<SqlBool>`(coalesce((SELECT 1 ${answered} LIMIT 1), 0) = 1)`
    : sql<SqlBool>`EXISTS (SELECT 1 ${answered})`;
};
