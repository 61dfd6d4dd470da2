import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * The district an audit event concerns (docs/security.md "Roles"): the district of
 * the member the record is, or belongs to, when it was written. A coordinator's
 * audit log shows the events of its districts' records (and its own), and a
 * removed member's events stay in that district after the member is gone.
 * Events recorded before are given their member's district where the member is
 * still there.
 */
const RECORD = 'CAST(audit_events.record_id AS INTEGER)';
/**
 * The member id of an event's record, as SQL. Ids are compared as integers, so
 * each lookup uses the primary key: comparing them as text would read every
 * member for each event, hours on a directory of 1,00,000 with 10,00,000 events.
 */
const MEMBER_OF: Record<string, string> = {
  members: RECORD,
  committee_members: `(SELECT member_id FROM committee_members t WHERE t.id = ${RECORD})`,
  donor_members: `(SELECT member_id FROM donor_members t WHERE t.id = ${RECORD})`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').addColumn('district_id', 'integer').execute();
  // Only records named by a number (all of these are; the check keeps PostgreSQL's cast safe).
  const numeric = isPostgres(db)
    ? sql`audit_events.record_id ~ '^[0-9]{1,9}$'`
    : sql`audit_events.record_id NOT GLOB '*[^0-9]*' AND length(audit_events.record_id) BETWEEN 1 AND 9`;
  for (const [resource, member] of Object.entries(MEMBER_OF)) {
    await sql`
      UPDATE audit_events SET district_id = (
        SELECT district_id FROM members WHERE members.id = ${sql.raw(member)}
      )
      WHERE resource = ${resource} AND ${numeric}
    `.execute(db);
  }
  await sql`CREATE INDEX audit_events_district_idx ON audit_events (district_id, at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX audit_events_district_idx`.execute(db);
  await db.schema.alterTable('audit_events').dropColumn('district_id').execute();
}
