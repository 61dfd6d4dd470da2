import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { fullName } from '../../shared/names.js';
import type { Database } from '../db/types.js';
import { isPostgres, jsonRows, parsedRows } from '../db/dialect.js';
import { removeKin } from '../kin/references.js';
import type { MemberTies } from '../../shared/contract/member.js';

/**
 * Everything a member's removal changes, read before it happens and shown in the
 * Remove confirmation. `removeMemberTies` changes exactly these and nothing else
 * (docs/decisions.md, "Removing a member"):
 *
 * - ended (rows deleted): committee seats, the admin role, volunteer sign-ups,
 *   job applications, help requests (contacts), the member's record in sent
 *   notifications and its delivery records, the app's sign-ins on devices, the
 *   duplicate finder's pairs with the member (open, dismissed or merged);
 * - kept under the person's name as text: donor entries, business partnerships,
 *   owned businesses (the owner's name), student results (their own name);
 * - kept with their own text, without the link: jobs the member posted.
 */
export { memberTies, type MemberTies } from '../../shared/contract/member.js';

type MemberTable =
  | 'job_applicants'
  | 'contacts'
  | 'notification_recipients'
  | 'notification_deliveries'
  | 'device_tokens'
  | 'admins';

/**
 * The rows of `table` that name member `id`: `member_id = id`, except a notification's
 * deliveries on SQLite. There they are indexed by sending and member (migration 0058),
 * not by the member alone: a send to everyone writes a delivery a member at once, and
 * in an index by member that touched nearly every page of an index of every delivery
 * ever made (the first send 1.9 s at a crore of deliveries; docs/bench.md, the tenth
 * session). A member's deliveries are found sending by sending instead, one probe of
 * that index each: the removal, a merge, erasure, a request of access and the Remove
 * confirmation, all about one member at a time. PostgreSQL keeps its member index (its
 * send did not pay for it).
 */
export function namingMember(db: Kysely<Database>, table: string, id: number): RawBuilder<SqlBool> {
  if (table !== 'notification_deliveries' || isPostgres(db)) return sql<SqlBool>`member_id = ${id}`;
  return sql<SqlBool>`sending_id IN (SELECT id FROM notification_sendings) AND member_id = ${id}`;
}

/**
 * One statement for all of it: each tie a subquery, lists as JSON (`jsonRows`).
 * Read apart, the fourteen reads each took a connection of PostgreSQL's pool at
 * once, and a busy office's member pages starved every other request of one
 * (docs/bench.md, issue 43).
 */
export async function readMemberTies(db: Kysely<Database>, id: number): Promise<MemberTies> {
  const ties = await db
    .selectNoFrom((eb) => {
      const countOf = (table: MemberTable) =>
        eb
          .selectFrom(table as 'contacts')
          .select(eb.fn.countAll<number>().as('n'))
          .where(namingMember(db, table, id));
      return [
        eb
          .selectFrom('committee_members')
          .innerJoin('committees', 'committees.id', 'committee_members.committee_id')
          .select(
            jsonRows(
              db,
              { name: 'committees.name', position: 'committee_members.position' },
              'committees.name',
            ).as('j'),
          )
          .where('committee_members.member_id', '=', id)
          .as('committees'),
        eb
          .selectFrom('donor_members')
          .innerJoin('donors', 'donors.id', 'donor_members.donor_id')
          .select(jsonRows(db, { name: 'donors.name' }, 'donors.name').as('j'))
          .where('donor_members.member_id', '=', id)
          .as('donors'),
        eb
          .selectFrom('business_partners')
          .innerJoin(
            'business_portals',
            'business_portals.id',
            'business_partners.business_portal_id',
          )
          .select(jsonRows(db, { name: 'business_portals.name' }, 'business_portals.name').as('j'))
          .where('business_partners.member_id', '=', id)
          .as('partners'),
        eb
          .selectFrom('business_portals')
          .select(jsonRows(db, { name: 'business_portals.name' }, 'business_portals.name').as('j'))
          .where('business_portals.member_id', '=', id)
          .as('businesses'),
        eb
          .selectFrom('student_results')
          .innerJoin('result_segments', 'result_segments.id', 'student_results.result_segment_id')
          .select(
            jsonRows(
              db,
              { year: 'result_segments.year', name: 'student_results.name' },
              'result_segments.year',
            ).as('j'),
          )
          .where('student_results.member_id', '=', id)
          .as('results'),
        eb
          .selectFrom('jobs')
          .select(jsonRows(db, { title: 'jobs.title' }, 'jobs.title').as('j'))
          .where('jobs.member_id', '=', id)
          .as('jobs'),
        eb
          .selectFrom('volunteers')
          .innerJoin('volunteer_types', 'volunteer_types.id', 'volunteers.volunteer_type_id')
          .innerJoin('programs', 'programs.id', 'volunteer_types.program_id')
          .select(
            jsonRows(db, { program: 'programs.name', type: 'volunteer_types.name' }, [
              'programs.name',
              'volunteer_types.name',
            ]).as('j'),
          )
          .where('volunteers.member_id', '=', id)
          .as('volunteering'),
        countOf('admins').as('admin'),
        countOf('job_applicants').as('job_applications'),
        countOf('contacts').as('contacts'),
        countOf('notification_recipients').as('notifications'),
        countOf('device_tokens').as('devices'),
        countOf('notification_deliveries').as('deliveries'),
        eb
          .selectFrom('duplicate_pairs')
          .select(eb.fn.countAll<number>().as('n'))
          .where((pair) => pair.or([pair('member_a', '=', id), pair('member_b', '=', id)]))
          .as('duplicate_pairs'),
      ];
    })
    .executeTakeFirstOrThrow();
  const names = (text: string | null) => parsedRows<{ name: string }>(text).map((r) => r.name);
  return {
    committees: parsedRows<{ name: string; position: string }>(ties.committees),
    donors: names(ties.donors),
    admin: Number(ties.admin) > 0,
    business_partner: names(ties.partners),
    businesses: names(ties.businesses),
    results: parsedRows<{ year: string; name: string }>(ties.results).map(
      (r) => `${r.year}: ${r.name}`,
    ),
    jobs_posted: parsedRows<{ title: string }>(ties.jobs).map((j) => j.title),
    volunteering: parsedRows<{ program: string; type: string }>(ties.volunteering).map(
      (v) => `${v.program} — ${v.type}`,
    ),
    job_applications: Number(ties.job_applications ?? 0),
    contacts: Number(ties.contacts ?? 0),
    notifications: Number(ties.notifications ?? 0),
    devices: Number(ties.devices ?? 0),
    deliveries: Number(ties.deliveries ?? 0),
    duplicate_pairs: Number(ties.duplicate_pairs ?? 0),
  };
}

/** The tables (not views) with a `member_id` column: every one must say what a removal does. */
type TablesNamingAMember = {
  [T in keyof Database]: 'member_id' extends keyof Database[T] ? T : never;
}[Exclude<keyof Database, 'ranked_student_results'>];

interface RemovedMember {
  id: number;
  /** The person's name as text ("Harsh Patel"), or the mobile number when nameless. */
  name: string;
  mobile_no: string;
}

/**
 * What a member's removal does to each table that names the member, one line
 * per table: `end` deletes the rows, `unlink` keeps them without the link (their
 * own text stays), a function keeps them with the person written into them as
 * text. An area whose table gains a `member_id` adds its line here: TypeScript
 * refuses this map until it does, and `tests/server/references.test.ts` checks
 * the database's own foreign keys against it. The Remove confirmation
 * (`readMemberTies` above) names what each line changes.
 */
export const MEMBER_REFERENCES: Record<
  TablesNamingAMember,
  'end' | 'unlink' | ((member: RemovedMember) => Record<string, string>)
> = {
  committee_members: 'end',
  admins: 'end',
  volunteers: 'end',
  job_applicants: 'end',
  contacts: 'end',
  notification_recipients: 'end',
  notification_deliveries: 'end',
  device_tokens: 'end',
  consent_events: 'end',
  member_consents: 'end',
  greetings: 'end',
  member_sessions: 'end',
  change_requests: 'unlink',
  student_results: 'unlink',
  jobs: 'unlink',
  import_rows: 'unlink',
  donor_members: ({ name }) => ({ name }),
  business_partners: ({ name, mobile_no }) => ({ name, mobile_no }),
  business_portals: ({ name, mobile_no }) => ({ owner_name: `${name} (${mobile_no})` }),
  // A request under the member's rights stays on record, answered or not (docs/privacy.md).
  privacy_requests: ({ name }) => ({ member_name: name }),
};

/**
 * The tables that hold a member at most once per something (a seat per
 * committee): a merge drops the gone member's row the kept member already has
 * (server/duplicates/merge.ts). An empty list: at most once at all.
 */
export const MEMBER_ONCE_PER: Partial<Record<TablesNamingAMember, readonly string[]>> = {
  committee_members: ['committee_id'],
  admins: [],
  volunteers: ['volunteer_type_id'],
  job_applicants: ['job_id'],
  notification_recipients: ['notification_id'],
  member_consents: ['purpose'],
  greetings: ['occasion', 'year'],
};

/**
 * Changes what `readMemberTies` listed, in the removal's transaction, by
 * `MEMBER_REFERENCES`: ends the member's own records, keeps history under the
 * person's name as text, and unlinks what keeps its own text.
 */
export async function removeMemberTies(
  trx: Kysely<Database>,
  member: { id: number; first_name: string | null; last_name: string | null; mobile_no: string },
): Promise<void> {
  const removed: RemovedMember = {
    id: member.id,
    name: fullName(member.first_name, member.last_name) || member.mobile_no,
    mobile_no: member.mobile_no,
  };
  for (const [table, removal] of Object.entries(MEMBER_REFERENCES)) {
    const rows = sql`${sql.table(table)}`;
    const naming = namingMember(trx, table, member.id);
    if (removal === 'end') await sql`DELETE FROM ${rows} WHERE ${naming}`.execute(trx);
    else {
      const text = removal === 'unlink' ? {} : removal(removed);
      const sets = [
        sql`member_id = NULL`,
        ...Object.entries(text).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
      ];
      await sql`UPDATE ${rows} SET ${sql.join(sets)} WHERE ${naming}`.execute(trx);
    }
  }
  await removeKin(trx, member.id);
  // Pairs the duplicate finder found with the member are moot once they are gone.
  await trx
    .deleteFrom('duplicate_pairs')
    .where((eb) => eb.or([eb('member_a', '=', member.id), eb('member_b', '=', member.id)]))
    .execute();
}
