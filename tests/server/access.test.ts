import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/contract/access.js';
import {
  accountWithRole,
  apiGet,
  apiSend,
  busiestDistricts,
  signedInServer,
  type Session,
} from './helpers.js';
import { memberForm, postMultipart, villageIn } from './member-fixtures.js';
import { isMinor } from '../../shared/door.js';
import { todayIn } from '../../shared/days.js';

const api = signedInServer();

/** A new account with `role` (and districts), signed in. */
const account = (role: Role, districts: number[] = []) =>
  accountWithRole(api.server, role, districts);

let mine: number;
let other: number;
let coordinator: Session;
let viewer: Session;
const as = (session: Session) => ({
  get: async (path: string) => {
    const r = await apiGet(api.server.app, session, path);
    return { status: r.statusCode, body: r.json() };
  },
  send: async (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => {
    const r = await apiSend(api.server.app, session, method, path, payload);
    return { status: r.statusCode, body: r.json() };
  },
});
const membersIn = async (district: number) =>
  Number(
    (
      await api.server.db
        .selectFrom('members')
        .select(sql<number>`count(*)`.as('n'))
        .where('district_id', '=', district)
        .executeTakeFirstOrThrow()
    ).n,
  );
/** The district's adults: a notification never reaches a child (docs/privacy.md "Children"). */
const adultsIn = async (district: number) =>
  (
    await api.server.db
      .selectFrom('members')
      .select(['date_of_birth', 'marked_minor'])
      .where('district_id', '=', district)
      .execute()
  ).filter((m) => !isMinor(m.date_of_birth, todayIn(), m.marked_minor)).length;

beforeAll(async () => {
  // The two districts with the most members: the coordinator's, and another.
  [mine, other] = (await busiestDistricts(api.server.db)) as [number, number];
  coordinator = await account('coordinator', [mine]);
  viewer = await account('viewer');
});

describe('a coordinator', () => {
  it('is told its role and districts by /user', async () => {
    const { body } = await as(coordinator).get('user');
    expect(body.data).toMatchObject({ role: 'coordinator', districts: [mine] });
    expect((await api.get('user')).body.data).toMatchObject({
      role: 'administrator',
      districts: null,
    });
  });

  it("lists, counts, searches and exports only its districts' members", async () => {
    const list = await as(coordinator).get('members/list?itemsPerPage=-1');
    expect(list.body.total).toBe(await membersIn(mine));
    const ids = list.body.data.map((m: { id: number }) => m.id);
    const outside = await api.server.db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', ids)
      .where('district_id', '<>', mine)
      .execute();
    expect(outside).toEqual([]);
    // Asking for another district finds nobody; the administrator's list is everyone.
    expect((await as(coordinator).get(`members/list?district_id=${other}`)).body.total).toBe(0);
    expect((await api.get(`members/list?district_id=${other}`)).body.total).toBe(
      await membersIn(other),
    );
    const exported = await apiGet(api.server.app, coordinator, 'members/export');
    expect(exported.json().data.length).toBe(await membersIn(mine));
    expect(
      exported.json().data.every((m: { district: string | null }) => m.district !== null),
    ).toBe(true);
    const someone = list.body.data[0] as { first_name: string };
    const found = await as(coordinator).get(
      `members/search?search=${encodeURIComponent(someone.first_name)}`,
    );
    const foundIds = found.body.data.map((m: { id: number }) => m.id);
    const foundOutside = await api.server.db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', foundIds.length ? foundIds : [0])
      .where('district_id', '<>', mine)
      .execute();
    expect(foundOutside).toEqual([]);
  });

  it("cannot open another district's member by its id (404), nor move a member there (422)", async () => {
    const theirs = await api.server.db
      .selectFrom('members')
      .select('id')
      .where('district_id', '=', other)
      .executeTakeFirstOrThrow();
    const ours = await api.server.db
      .selectFrom('members')
      .select('id')
      .where('district_id', '=', mine)
      .executeTakeFirstOrThrow();
    expect((await as(coordinator).get(`members/${theirs.id}`)).status).toBe(404);
    // Nor what removing them would change.
    expect((await as(coordinator).get(`members/${theirs.id}?part_of=1`)).status).toBe(404);
    expect((await as(coordinator).get(`members/${ours.id}`)).status).toBe(200);
    expect((await as(coordinator).send('DELETE', `members/${theirs.id}`)).status).toBe(404);
    expect((await api.get(`members/${theirs.id}`)).status).toBe(200);

    // A new member: in its own district, yes; in another, refused under the field.
    const add = async (district: number, mobile: string) =>
      postMultipart(
        api.server.app,
        'members',
        await memberForm(api.server.db, mobile, await villageIn(api.server.db, district)),
        undefined,
        coordinator,
      );
    const elsewhere = await add(other, '9876588001');
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error_codes.district_id.code).toBe('district_outside_scope');
    expect((await add(mine, '9876588002')).status).toBe(201);
  });

  it("sees the dashboard counted within its districts, and no other district's villages", async () => {
    const { body } = await as(coordinator).get('dashboard/details');
    expect(body.data.members.allMembers).toBe(await membersIn(mine));
    expect(body.data.familyInfo).toHaveLength(1);
    expect(body.data.familyInfo[0].totalMembers).toBe(await membersIn(mine));
    expect((await as(coordinator).get(`dashboard/details?district_id=${other}`)).status).toBe(404);
    expect((await as(coordinator).get(`dashboard/details?district_id=${mine}`)).status).toBe(200);
  });

  it('is offered only its districts in district selects', async () => {
    const { body } = await as(coordinator).get('district');
    expect(body.data.map((d: { id: number }) => d.id)).toEqual([mine]);
    expect((await api.get('district')).body.data.length).toBeGreaterThan(1);
  });

  it("sends notifications to its districts' members only, and seats only them on committees", async () => {
    const sent = await as(coordinator).send('POST', 'notification', {
      title: 'Samaj meeting',
      description: 'Sunday at the hall.',
      filters: { allow_member: 1 },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.recipients_count).toBe(await adultsIn(mine));
    // The deliveries are written after the answer, from the districts kept on the
    // sending (server/notification/fan-out.ts): the coordinator's alone.
    await api.server.app.deliveries.idle();
    const reached = await api.server.db
      .selectFrom('notification_deliveries as d')
      .innerJoin('notification_sendings as s', 's.id', 'd.sending_id')
      .innerJoin('members', 'members.id', 'd.member_id')
      .select('members.district_id')
      .where('s.notification_id', '=', sent.body.data.id)
      .execute();
    expect(reached.length).toBe(await adultsIn(mine));
    expect(new Set(reached.map((r) => r.district_id))).toEqual(new Set([mine]));
    const memberOf = async (district: number) =>
      (
        await api.server.db
          .selectFrom('members')
          .select('id')
          .where('district_id', '=', district)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const committee = (await api.get('committee/list')).body.data[0].id as number;
    const seat = (member_id: number) =>
      as(coordinator).send('POST', 'committee/member/manage', {
        committee_id: committee,
        member_id,
        position: 'Member',
      });
    expect((await seat(await memberOf(other))).status).toBe(422);
    expect((await seat(await memberOf(mine))).status).toBe(201);
    // The committees themselves stay an administrator's.
    expect((await as(coordinator).send('POST', 'committee/add', { name: 'Own' })).status).toBe(403);
  });

  it('may not write masters or other areas (403 with a code)', async () => {
    const refused = await as(coordinator).send('POST', 'district', { name: 'Nowhere' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_allowed');
  });

  it("keeps its list's total right after its own write", async () => {
    const before = (await as(coordinator).get('members/list')).body.total as number;
    const member = await api.server.db
      .selectFrom('members')
      .select('id')
      .where('district_id', '=', mine)
      .where('is_head', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const removed = await as(coordinator).send('DELETE', `members/${member.id}`);
    expect(removed.status).toBe(200);
    expect((await as(coordinator).get('members/list')).body.total).toBe(before - 1);
  });
});

describe("a coordinator's view of what hangs on members of every district", () => {
  const districtOf = async (memberId: number) =>
    (
      await api.server.db
        .selectFrom('members')
        .select('district_id')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).district_id;

  it('names members outside its districts only (no mobile, no photo) in committee, donor and applicant lists', async () => {
    const { db } = api.server;
    const seated = await db
      .selectFrom('committee_members')
      .innerJoin('members', 'members.id', 'committee_members.member_id')
      .select(['committee_members.committee_id', 'members.id', 'members.district_id'])
      .where('members.district_id', '<>', mine)
      .executeTakeFirstOrThrow();
    const list = await as(coordinator).get(
      `committee/members?committee_id=${seated.committee_id}&itemsPerPage=-1`,
    );
    const theirs = list.body.data.find(
      (row: { information: { id: number } }) => row.information.id === seated.id,
    ).information;
    expect(theirs).toMatchObject({ mobile_no: '', photo: null, outside: true });
    expect(theirs.first_name).toBeTruthy();
    for (const row of list.body.data as { information: { id: number; mobile_no: string } }[])
      if ((await districtOf(row.information.id)) === mine)
        expect(row.information.mobile_no).not.toBe('');
    // The administrator sees every mobile.
    const full = await api.get(
      `committee/members?committee_id=${seated.committee_id}&itemsPerPage=-1`,
    );
    expect(
      full.body.data.every(
        (row: { information: { mobile_no: string } }) => row.information.mobile_no,
      ),
    ).toBe(true);

    const applied = await db
      .selectFrom('job_applicants')
      .innerJoin('members', 'members.id', 'job_applicants.member_id')
      .select(['job_applicants.job_id', 'members.id'])
      .where('members.district_id', '<>', mine)
      .executeTakeFirstOrThrow();
    const applicants = await as(coordinator).get(
      `job/members?job_id=${applied.job_id}&itemsPerPage=-1`,
    );
    expect(applicants.body.data.find((row: { id: number }) => row.id === applied.id)).toMatchObject(
      { mobile_no: '', city: null, outside: true },
    );
  });

  it('reads the audit log of its districts and its own only', async () => {
    const { db } = api.server;
    // A write in its district and one by the administrator in another.
    const ours = await db
      .selectFrom('members')
      .select('id')
      .where('district_id', '=', mine)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const theirs = await db
      .selectFrom('members')
      .select('id')
      .where('district_id', '=', other)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const committee = (await api.get('committee/list')).body.data[1].id as number;
    const seat = (id: number, session?: Session) =>
      (session ? as(session) : api).send('POST', 'committee/member/manage', {
        committee_id: committee,
        member_id: id,
        position: 'Trustee',
      });
    expect((await seat(ours.id, coordinator)).status).toBe(201);
    expect((await seat(theirs.id)).status).toBe(201);
    const log = await as(coordinator).get('audit/list?itemsPerPage=-1');
    const events = log.body.data as { resource: string; record_id: string; user_id: number }[];
    expect(events.length).toBeGreaterThan(0);
    const me = (await as(coordinator).get('user')).body.data.id as number;
    // Every event is its own, or of a record of its district.
    const ids = await db
      .selectFrom('audit_events')
      .select('id')
      .where(
        'id',
        'in',
        (log.body.data as { id: number }[]).map((e) => e.id),
      )
      .where((eb) =>
        eb.and([
          eb.or([eb('district_id', 'is', null), eb('district_id', '<>', mine)]),
          eb.or([eb('user_id', 'is', null), eb('user_id', '<>', me)]),
        ]),
      )
      .execute();
    expect(ids).toEqual([]);
    const seatEvents = events.filter((e) => e.resource === 'committee_members');
    expect(seatEvents.length).toBeGreaterThan(0);
    // The administrator's seat in another district is not among them.
    expect(log.body.total).toBeLessThan((await api.get('audit/list')).body.total);
  });

  it('may not read the backups (they hold every district)', async () => {
    expect((await as(coordinator).get('backups')).status).toBe(403);
    expect((await as(viewer).get('backups/latest')).status).toBe(403);
  });

  it('gets the whole member lookup within its districts, and names others asked by id only', async () => {
    const theirs = await api.server.db
      .selectFrom('members')
      .select('id')
      .where('district_id', '=', other)
      .executeTakeFirstOrThrow();
    const all = await as(coordinator).get('members');
    expect(all.body.data.length).toBe(await membersIn(mine));
    const asked = await as(coordinator).get(`members?ids[]=${theirs.id}`);
    expect(asked.body.data).toEqual([expect.objectContaining({ id: theirs.id, mobile_no: '' })]);
  });
});

describe('a viewer', () => {
  it('reads everything and writes nothing: every write route answers 403 with a code', async () => {
    expect((await as(viewer).get('members/list')).body.total).toBe(
      (await api.get('members/list')).body.total,
    );
    await api.server.app.ready();
    const document = api.server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'get')
        .map((m) => [m.toUpperCase(), path] as const),
    );
    const open = ['/api/frontend/member/register', '/api/frontend/member/register/guardian'];
    let checked = 0;
    for (const [method, path] of writes) {
      if (!path.startsWith('/api/frontend/') || open.includes(path)) continue;
      const url = path.replace('/api/frontend/', '').replace(/\{\w+\}/g, '1');
      const answer = await apiSend(api.server.app, viewer, method as 'POST', url, {});
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
      expect(answer.json().code, `${method} ${path}`).toBe('not_allowed');
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe('a disabled account', () => {
  it('can no longer sign in, and its open session ends at once', async () => {
    const session = await account('viewer');
    const { id } = await api.server.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'viewer')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await apiGet(api.server.app, session, 'user')).statusCode).toBe(200);
    expect((await api.send('POST', `accounts/${id}/disable`)).status).toBe(200);
    expect((await apiGet(api.server.app, session, 'user')).statusCode).toBe(401);
  });
});
