import { sql, type RawBuilder } from 'kysely';

/** India in the countries data (spec §9). */
export const INDIA_ID = 101;
/** Gujarat is recognised by name, in either case or in Gujarati spelling (spec §4). */
export const GUJARAT_NAMES = ['gujarat', 'ગુજરાત'];

export const isGujaratName = (name: string | null | undefined) =>
  !!name && GUJARAT_NAMES.includes(name.trim().toLowerCase());

const filled = (column: string) =>
  sql`(${sql.ref(column)} IS NOT NULL AND trim(${sql.ref(column)}) <> '')`;

/**
 * A member's profile is complete (DESIGN.md §4) when the first name (not the
 * text "null"), middle name, mobile number, date of birth and education are set,
 * and the location is: the village for members in Gujarat, the city otherwise.
 */
export function profileComplete(): RawBuilder<boolean> {
  const inGujarat = sql`(members.in_foreign_land = 0 AND members.state_id IN (
    SELECT states.id FROM states WHERE states.country_id = ${INDIA_ID}
    AND lower(states.name) IN (${sql.join(GUJARAT_NAMES)})))`;
  return sql<boolean>`(${filled('members.first_name')} AND lower(members.first_name) <> 'null'
    AND ${filled('members.last_name')} AND ${filled('members.mobile_no')}
    AND members.date_of_birth IS NOT NULL AND members.education_id IS NOT NULL
    AND (CASE WHEN ${inGujarat} THEN members.village_id IS NOT NULL ELSE ${filled('members.city')} END))`;
}
