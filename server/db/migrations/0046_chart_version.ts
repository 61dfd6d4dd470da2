import { sql, type Kysely } from 'kysely';
import { bumpNamedVersionOnChange } from '../dialect.js';

/** The version the dashboard's charts are kept at (server/dashboard/charts.ts). */
export const CHART_VERSIONS = ['charts'] as const;

/**
 * What the charts count, column by column (docs/dashboard.md): a member's name or
 * mobile saved leaves them valid; a birth date, a photo, a district, a death or an
 * erasure does not. The cards read this version too, for the deaths and erasures
 * their own (migration 0035) does not follow.
 */
const COUNTED: Record<string, readonly string[]> = {
  members: [
    'district_id',
    'village_id',
    'family_id',
    'is_head',
    'profile_complete',
    'date_of_birth',
    'sex',
    'blood_group',
    'education_id',
    'business_type',
    'business_id',
    'photo',
    'died_on',
    'erased_on',
    'created_at',
  ],
  families: ['verified_on', 'created_at'],
  districts: ['name', 'name_gu'],
  posts: ['district_id'],
  villages: ['name', 'name_gu', 'post_id'],
  education: ['name'],
  business_types: ['name'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO data_versions (name, version) VALUES ('charts', 0)`.execute(db);
  for (const [table, columns] of Object.entries(COUNTED))
    await bumpNamedVersionOnChange(db, 'charts', table, columns);
}

export async function down(): Promise<void> {
  // As 0015: the triggers can stay.
}
