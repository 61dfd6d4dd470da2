import { sql, type Kysely } from 'kysely';

/**
 * The district an audit event concerns (docs/security.md "Roles"): the district of
 * the member the record is, or belongs to, when it was written. A coordinator's
 * audit log shows the events of its districts' records (and its own), and a
 * removed member's events stay in that district after the member is gone.
 * Events recorded before are given their member's district where the member is
 * still there.
 */
const MEMBER_OF: Record<string, string> = {
  members: 'id',
  committee_members:
    '(SELECT member_id FROM committee_members t WHERE CAST(t.id AS TEXT) = audit_events.record_id)',
  donor_members:
    '(SELECT member_id FROM donor_members t WHERE CAST(t.id AS TEXT) = audit_events.record_id)',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').addColumn('district_id', 'integer').execute();
  for (const [resource, member] of Object.entries(MEMBER_OF)) {
    const memberId =
      member === 'id' ? sql.raw('audit_events.record_id') : sql.raw(`CAST(${member} AS TEXT)`);
    await sql`
      UPDATE audit_events SET district_id = (
        SELECT district_id FROM members WHERE CAST(members.id AS TEXT) = ${memberId}
      )
      WHERE resource = ${resource} AND record_id IS NOT NULL
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
