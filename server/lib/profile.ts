/** India in the countries data (spec §9). */
export const INDIA_ID = 101;
/** Gujarat in the countries data; the database's profile rule (members.profile_complete) relies on it. */
export const GUJARAT_STATE_ID = 4030;
