import { sql, type Kysely } from 'kysely';
import { bumpNamedVersionOnChange, isPostgres } from '../dialect.js';

/** The version the dashboard's numbers are kept at (server/dashboard/routes.ts). */
export const DASHBOARD_VERSIONS = ['dashboard'] as const;

/**
 * What the dashboard counts, column by column: a write that changes none of these
 * (a member's name or mobile saved, a district renamed to its own name) leaves its
 * numbers valid. Members count by district, village, head, complete profile and
 * abroad; businesses by approval; the table names districts and villages, which
 * belong to districts through their posts.
 */
export const DASHBOARD_MEMBER_COLUMNS = [
  'district_id',
  'village_id',
  'is_head',
  'profile_complete',
  'in_foreign_land',
] as const;
const COUNTED: Record<string, readonly string[]> = {
  members: DASHBOARD_MEMBER_COLUMNS,
  families: [],
  jobs: [],
  business_portals: ['status'],
  districts: ['name', 'name_gu'],
  posts: ['district_id'],
  villages: ['name', 'name_gu', 'post_id'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO data_versions (name, version) VALUES ('dashboard', 0)`.execute(db);
  if (isPostgres(db))
    await sql`CREATE FUNCTION bump_named_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
        RETURN NULL;
      END $$`.execute(db);
  for (const [table, columns] of Object.entries(COUNTED))
    await bumpNamedVersionOnChange(db, 'dashboard', table, columns);
}

export async function down(): Promise<void> {
  // As 0015: the triggers can stay.
}
