import { sql, type Kysely } from 'kysely';
import { bumpNamedVersionOnChange } from '../dialect.js';

/** The version the members list's totals are kept at (server/member/routes.ts). */
export const MEMBER_LIST_VERSIONS = ['member_list'] as const;

/**
 * What the members list counts, column by column: every column a filter, the search
 * or a coordinator's scope reads (server/member/filters.ts, search.ts, ages.ts,
 * server/privacy/minors.ts), and who is living. A member saved with the values it
 * had, or with a new address, leaves the totals as they are; before, every save moved
 * the members' version and the next page of every filter counted its members again
 * (docs/bench.md, issue 43). A filter on a new column adds that column here, in a
 * migration of its own (docs/adding-an-area.md).
 */
const COUNTED: Record<string, readonly string[]> = {
  members: [
    // the filters
    'sex',
    'blood_group',
    'education_id',
    'business_type',
    'business_id',
    'in_foreign_land',
    'in_dpvs',
    'country_id',
    'state_id',
    'city',
    'district_id',
    'post_id',
    'village_id',
    'family_id',
    'date_of_birth',
    'marked_minor',
    'created_at',
    'photo',
    'profile_complete',
    // the living
    'died_on',
    'erased_on',
    // the search: names, mobile, spelling key (and PostgreSQL's search column, made of them)
    'first_name',
    'last_name',
    'mobile_no',
    'surname',
    'native_place',
    'search_key',
  ],
  families: ['verified_on'],
  member_consents: ['member_id', 'purpose', 'state'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO data_versions (name, version) VALUES ('member_list', 0)`.execute(db);
  for (const [table, columns] of Object.entries(COUNTED))
    await bumpNamedVersionOnChange(db, 'member_list', table, columns);
}

export async function down(): Promise<void> {
  // As 0015: the triggers can stay.
}
