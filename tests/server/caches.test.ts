import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, serverOn, signedInServer, signIn, type TestServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';
import { PRIVACY_CONSENTS } from '../../shared/consent.js';
import { COUNT_CAP } from '../../server/audit/label-search.js';

/**
 * Every cache answers what a write just changed, at once (issue 20): the members
 * list's totals per filter set and search, every area list's totals, the
 * dashboard, and the sessions.
 */
const api = signedInServer();
const { get, send } = api;
const next = mobiles(71000);

const addMember = async (server: TestServer, extra: Record<string, unknown> = {}) => {
  const saved = await postMultipart(
    server.app,
    'members',
    await memberForm(server.db, next(), extra),
    undefined,
    api.session,
  );
  expect(saved.status).toBe(201);
  return saved.body.data.id as number;
};
const total = async (query: string) => (await get(`members/list?${query}`)).body.total as number;
/** A member added through the form: the form as sent, and the new id. */
const addedByForm = async () => {
  const form = await memberForm(api.server.db, next());
  const added = await postMultipart(api.server.app, 'members', form, undefined, api.session);
  expect(added.status).toBe(201);
  return { form, id: added.body.data.id as number };
};
/** The member saved again as the form sends it, its family with it: the head stays. */
const savedAgain = async (form: Record<string, unknown>, id: number, changes = {}) => {
  const again = await postMultipart(
    api.server.app,
    'members',
    { ...form, ...changes, id, family: JSON.stringify([{ id, relation_id: null, is_head: true }]) },
    undefined,
    api.session,
  );
  expect(again.status).toBe(200);
};
/** A write version's counter (`data_versions`): what a kept value was computed at. */
const versionOf = async (name: string) =>
  Number(
    (
      await api.server.db
        .selectFrom('data_versions')
        .select('version')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).version,
  );
const dashboard = async (query = '') => (await get(`dashboard/details${query}`)).body.data;

describe('the members list totals', () => {
  it('a filter set counts a member added or removed a moment ago', async () => {
    const women = await total('genderSelected=0&bloodGroupSelected=AB-');
    expect(await total('genderSelected=0&bloodGroupSelected=AB-')).toBe(women);
    const id = await addMember(api.server, { sex: 0, blood_group: 'AB-' });
    expect(await total('genderSelected=0&bloodGroupSelected=AB-')).toBe(women + 1);
    expect((await send('DELETE', `members/${id}`)).status).toBe(200);
    expect(await total('genderSelected=0&bloodGroupSelected=AB-')).toBe(women);
  });

  it('an edit that moves a member out of a filter counts at once', async () => {
    const id = await addMember(api.server, { blood_group: 'O-' });
    const before = await total('bloodGroupSelected=O-');
    const edited = await postMultipart(
      api.server.app,
      'members',
      { ...(await memberForm(api.server.db, next(), { blood_group: 'A+' })), id },
      undefined,
      api.session,
    );
    expect(edited.status).toBe(200);
    expect(await total('bloodGroupSelected=O-')).toBe(before - 1);
  });

  it('a search counts a new name at once', async () => {
    expect(await total('search=Zyxwvu')).toBe(0);
    await addMember(api.server, { first_name: 'Zyxwvu' });
    expect(await total('search=Zyxwvu')).toBe(1);
  });

  it('a member saved unchanged is still found, and once renamed by the new name only', async () => {
    const { form, id } = await addedByForm();
    const found = async (term: string) =>
      ((await get(`members/search?search=${term}`)).body.data as { id: number }[]).some(
        (m) => m.id === id,
      );
    await savedAgain({ ...form, first_name: 'Qwertzu' }, id);
    expect(await found('Qwertzu')).toBe(true);
    await savedAgain({ ...form, first_name: 'Qwertzu' }, id);
    expect(await found('Qwertzu')).toBe(true);
    await savedAgain({ ...form, first_name: 'Asdfghj' }, id);
    expect(await found('Asdfghj')).toBe(true);
    expect(await found('Qwertzu')).toBe(false);
  });

  it('a write made outside the API (a command-line tool, SQL) counts too', async () => {
    const all = await total('');
    const victim = await addMember(api.server);
    expect(await total('')).toBe(all + 1);
    await api.server.db.deleteFrom('members').where('id', '=', victim).execute();
    expect(await total('')).toBe(all);
  });
});

describe('the members list, written around', () => {
  const version = () => versionOf('member_list');

  it('keeps its totals across a save that changes nothing they count, and follows each column they do', async () => {
    const db = api.server.db;
    const { form, id } = await addedByForm();
    const mobile = form.mobile_no;
    const kept = await version();
    // Saved again as the form sends it back; then a new address.
    await savedAgain(form, id);
    await db
      .updateTable('members')
      .set({ current_address: 'Elsewhere' })
      .where('id', '=', id)
      .execute();
    expect(await version()).toBe(kept);

    // Each write below changes one thing a filter, the search or "living" reads: the
    // total it moves is right at once, whoever wrote it.
    const row = await db
      .selectFrom('members')
      .select(['sex', 'city', 'family_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const follows = async (query: string, write: () => Promise<unknown>, by: number) => {
      const before = await total(query);
      await write();
      expect(await total(query), query).toBe(before + by);
    };
    const other = row.sex === 1 ? 0 : 1;
    await follows(
      `genderSelected=${other}`,
      () => db.updateTable('members').set({ sex: other }).where('id', '=', id).execute(),
      1,
    );
    await follows(
      'citySelected=Qwertypur',
      () => db.updateTable('members').set({ city: 'Qwertypur' }).where('id', '=', id).execute(),
      1,
    );
    await follows(
      `search=${mobile}`,
      () => db.updateTable('members').set({ mobile_no: next() }).where('id', '=', id).execute(),
      -1,
    );
    await follows(
      'adults=1',
      () => db.updateTable('members').set({ marked_minor: 1 }).where('id', '=', id).execute(),
      -1,
    );
    await follows(
      'withdrawn=photos',
      () =>
        db
          .insertInto('member_consents')
          .values({
            member_id: id,
            purpose: PRIVACY_CONSENTS.photos,
            state: 'out',
            source: 'office',
            at: '2026-11-27 00:00:00',
          })
          .execute(),
      1,
    );
    await follows(
      'not_verified_since=2026-01-01',
      () =>
        db
          .updateTable('families')
          .set({ verified_on: '2026-06-01' })
          .where('id', '=', row.family_id!)
          .execute(),
      -1,
    );
    await follows(
      '',
      () => db.updateTable('members').set({ died_on: '2026-11-01' }).where('id', '=', id).execute(),
      -1,
    );
  });
});

describe('the dashboard', () => {
  it('counts a new member, business and job at once, with or without a district', async () => {
    const before = await dashboard();
    await addMember(api.server);
    const business = await api.server.db
      .insertInto('business_portals')
      .values({
        name: 'Fresh Traders',
        mobile_no: '9876599999',
        email: 'f@example.com',
        in_foreign_land: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await dashboard();
    expect(after.members.allMembers).toBe(before.members.allMembers + 1);
    expect(after.business.allBusiness).toBe(before.business.allBusiness + 1);
    expect(business.id).toBeGreaterThan(0);

    const district = (await get('district')).body.data[0] as { id: number };
    const inDistrict = await dashboard(`?district_id=${district.id}`);
    const post = await send('POST', 'post', { name: 'Cache Post', district_id: district.id });
    expect(post.status).toBe(201);
    const village = await send('POST', 'village', {
      name: 'Cache Village',
      post_id: post.body.data.id,
    });
    expect(village.status).toBe(201);
    const withVillage = await dashboard(`?district_id=${district.id}`);
    expect(withVillage.familyInfo.length).toBe(inDistrict.familyInfo.length + 1);
    expect(withVillage.familyInfo.map((r: { name: string }) => r.name)).toContain('Cache Village');
  });
});

describe('the dashboard, written around', () => {
  const version = () => versionOf('dashboard');

  it('keeps its numbers across a write that changes nothing it counts, and follows one that does', async () => {
    const db = api.server.db;
    const { form, id } = await addedByForm();
    const kept = await version();
    await savedAgain(form, id, { first_name: 'Saved Again' });
    expect(await version()).toBe(kept);
    // A name, a mobile, an address: nothing the dashboard counts.
    await db
      .updateTable('members')
      .set({ first_name: 'Renamed', current_address: 'Elsewhere' })
      .where('id', '=', id)
      .execute();
    const district = (await get('district')).body.data[0] as { id: number; name: string };
    await db
      .updateTable('districts')
      .set({ name: district.name })
      .where('id', '=', district.id)
      .execute();
    expect(await version()).toBe(kept);

    const before = await dashboard();
    const abroad = (await db
      .selectFrom('members')
      .select('in_foreign_land')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as { in_foreign_land: number };
    await db
      .updateTable('members')
      .set({ in_foreign_land: abroad.in_foreign_land ? 0 : 1 })
      .where('id', '=', id)
      .execute();
    expect(await version()).toBeGreaterThan(kept);
    const after = await dashboard();
    expect(after.members.inForeign).toBe(
      before.members.inForeign + (abroad.in_foreign_land ? -1 : 1),
    );

    await db
      .updateTable('districts')
      .set({ name: `${district.name} Renamed` })
      .where('id', '=', district.id)
      .execute();
    const names = (await dashboard()).familyInfo.map((r: { name: string }) => r.name);
    expect(names).toContain(`${district.name} Renamed`);
    expect(names).not.toContain(district.name);
    await db
      .updateTable('districts')
      .set({ name: district.name })
      .where('id', '=', district.id)
      .execute();
  });
});

describe("every area list's total", () => {
  it('counts a row written a moment ago, through the API or outside it, then its removal', async () => {
    const db = api.server.db;
    const first = async (table: 'result_segments' | 'galleries' | 'programs' | 'jobs') =>
      (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const [year, gallery, program, job] = [
      await first('result_segments'),
      await first('galleries'),
      await first('programs'),
      await first('jobs'),
    ];
    const member = (
      await db.selectFrom('members').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
    const image = (await db.selectFrom('gallery_images').select('image').executeTakeFirstOrThrow())
      .image;
    const lists: [string, () => Promise<{ table: string; id: number }>][] = [
      [
        `result/students?segment_id=${year}`,
        async () => ({
          table: 'student_results',
          id: (
            await db
              .insertInto('student_results')
              .values({
                result_segment_id: year,
                name: 'Cache Student',
                percentage: 70,
                city: 'Unjha',
                education_id: 1,
                member_id: null,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        }),
      ],
      [
        'business-portal/list?search=cache',
        async () => ({
          table: 'business_portals',
          id: (
            await db
              .insertInto('business_portals')
              .values({
                name: 'Cache Traders',
                mobile_no: '9876598765',
                email: 'cache@example.com',
                in_foreign_land: 0,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        }),
      ],
      [
        'programs',
        async () => ({
          table: 'programs',
          id: (
            await db
              .insertInto('programs')
              .values({ name: 'Cache Program', start_date: '2030-01-01T10:00:00.000Z', time: 60 })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        }),
      ],
      [
        `programs/volunteer-types?program_id=${program}`,
        async () => ({
          table: 'volunteer_types',
          id: (
            await db
              .insertInto('volunteer_types')
              .values({ program_id: program, name: 'Cache desk', want: 3 })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        }),
      ],
      [
        'events?page=2&itemsPerPage=5',
        async () => ({
          table: 'events',
          id: (
            await db
              .insertInto('events')
              .values({ name: 'Cache Event', start_date: '2001-01-01T10:00:00.000Z', time: 60 })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        }),
      ],
      [
        'gallery',
        async () => ({
          table: 'galleries',
          id: (
            await db
              .insertInto('galleries')
              .values({ name: 'Cache Gallery', image })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        }),
      ],
      [
        `gallery/images?gallery_id=${gallery}`,
        async () => ({
          table: 'gallery_images',
          id: (
            await db
              .insertInto('gallery_images')
              .values({ gallery_id: gallery, image })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        }),
      ],
      [
        'job/list?educationSelected=1',
        async () => {
          const { id } = await db
            .insertInto('jobs')
            .values({ title: 'Cache Job', name: 'Cache Co', description: 'x', city: 'Unjha' })
            .returning('id')
            .executeTakeFirstOrThrow();
          await db.insertInto('job_education').values({ job_id: id, education_id: 1 }).execute();
          return { table: 'jobs', id };
        },
      ],
      [
        `job/members?job_id=${job}`,
        async () => ({
          table: 'job_applicants',
          id: (
            await db
              .insertInto('job_applicants')
              .values({ job_id: job, member_id: member })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        }),
      ],
      [
        'notification',
        async () => ({
          table: 'notifications',
          id: (
            await db
              .insertInto('notifications')
              .values({ title: 'Cache', description: 'x', filters: '{}' })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        }),
      ],
    ];
    for (const [path, add] of lists) {
      const before = (await get(path)).body.total as number;
      expect((await get(path)).body.total, path).toBe(before);
      const row = await add();
      expect((await get(path)).body.total, path).toBe(before + 1);
      if (row.table === 'jobs')
        await db.deleteFrom('job_education').where('job_id', '=', row.id).execute();
      await db
        .deleteFrom(row.table as 'jobs')
        .where('id', '=', row.id)
        .execute();
      expect((await get(path)).body.total, path).toBe(before);
    }
    // Through the API: an event added and removed.
    const before = (await get('events')).body.total as number;
    const added = await send('POST', 'events', {
      name: 'Cache Garba',
      time: 60,
      start_date: '2031-01-01T19:00:00+05:30',
    });
    expect(added.status).toBe(201);
    expect((await get('events')).body.total).toBe(before + 1);
    expect((await send('DELETE', `events/${added.body.data.id}`)).status).toBe(200);
    expect((await get('events')).body.total).toBe(before);
  });
});

describe("a nested list's parent", () => {
  it('is named as it is now, renamed or removed a moment ago, through the API or outside it', async () => {
    const db = api.server.db;
    const gallery = (
      await db
        .insertInto('galleries')
        .values({ name: 'Navratri 2026', image: 'galleries/navratri.jpg', status: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const page = () => get(`gallery/images?gallery_id=${gallery}`);
    expect((await page()).body.gallery).toEqual({ id: gallery, name: 'Navratri 2026' });
    // Read again: the name now comes from memory, and must follow a rename made in SQL.
    expect((await page()).body.gallery.name).toBe('Navratri 2026');
    await db
      .updateTable('galleries')
      .set({ name: 'Navratri 2026 (Unjha)' })
      .where('id', '=', gallery)
      .execute();
    expect((await page()).body.gallery.name).toBe('Navratri 2026 (Unjha)');
    await db.deleteFrom('galleries').where('id', '=', gallery).execute();
    expect((await page()).status).toBe(404);
  });

  it('of every kind (a year, a committee, a donor) follows a rename made in SQL at once', async () => {
    const db = api.server.db;
    const kinds = [
      {
        table: 'result_segments',
        column: 'year',
        list: 'result/students?segment_id=',
        key: 'result',
      },
      {
        table: 'committees',
        column: 'name',
        list: 'committee/members?committee_id=',
        key: 'committee',
      },
      { table: 'donors', column: 'name', list: 'donor/members?donor_id=', key: 'donor' },
    ] as const;
    for (const { table, column, list, key } of kinds) {
      const parent = await db
        .selectFrom(table)
        .select(['id', `${column} as name`])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const page = async () => (await get(`${list}${parent.id}`)).body[key];
      expect(await page()).toEqual({ id: parent.id, name: String(parent.name) });
      const renamed = table === 'result_segments' ? '2031' : `${parent.name} (renamed)`;
      await db
        .updateTable(table)
        .set({ [column]: renamed })
        .where('id', '=', parent.id)
        .execute();
      expect(await page(), table).toEqual({ id: parent.id, name: renamed });
      await db
        .updateTable(table)
        .set({ [column]: parent.name })
        .where('id', '=', parent.id)
        .execute();
    }
  });

  it('that did not exist is found once it is added', async () => {
    const db = api.server.db;
    const last = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const next = Number(last.id) + 1;
    expect((await get(`job/members?job_id=${next}`)).status).toBe(404);
    const model = await db.selectFrom('jobs').selectAll().orderBy('id').executeTakeFirstOrThrow();
    await db
      .insertInto('jobs')
      .values({ ...model, id: next, title: 'Accountant, Unjha' })
      .execute();
    const found = await get(`job/members?job_id=${next}`);
    expect(found.status).toBe(200);
    expect(found.body.jobs).toEqual({ id: next, name: 'Accountant, Unjha' });
  });
});

describe('another process on the same database', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await serverOn(api.server.databaseUrl, api.server.storageDir);
  });
  afterAll(() => other.close());

  it('sees the totals and the dashboard change with a write made here', async () => {
    const session = await signIn(other.app);
    const read = async (path: string) => (await apiGet(other.app, session, path)).json();
    const listed = (await read('members/list?genderSelected=1')).total as number;
    const members = (await read('dashboard/details')).data.members.allMembers as number;
    await addMember(api.server, { sex: 1 });
    expect((await read('members/list?genderSelected=1')).total).toBe(listed + 1);
    expect((await read('dashboard/details')).data.members.allMembers).toBe(members + 1);
  });
});

describe("the audit log's capped count", () => {
  it('answers the cap once reached, and counts again after the purge removes events', async () => {
    const { db } = api.server;
    const resource = 'cap-test';
    const rows = Array.from({ length: COUNT_CAP + 50 }, (_, i) => ({
      at: new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(),
      user_id: null,
      user_name: 'tester',
      action: 'update',
      resource,
      record_id: String(i),
      label: `cap ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('audit_events')
        .values(rows.slice(i, i + 500))
        .execute();
    const page = `audit/list?resource=${resource}&itemsPerPage=5`;
    const first = await get(page);
    expect(first.body).toMatchObject({ total: COUNT_CAP });
    // Kept at the cap while only appends happen.
    await db.insertInto('audit_events').values(rows[0]!).execute();
    expect((await get(page)).body.total).toBe(COUNT_CAP);
    // The purge deletes (and moves the log's version): counted again.
    await db
      .deleteFrom('audit_events')
      .where('resource', '=', resource)
      .where('record_id', '>=', '1')
      .execute();
    expect((await get(page)).body.total).toBe(
      Number(
        (
          await db
            .selectFrom('audit_events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('resource', '=', resource)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect((await get(page)).body.total).toBeLessThan(COUNT_CAP);
  });
});

describe('the sessions', () => {
  it('a sign-out ends the session at once, though it was just read', async () => {
    const session = await signIn(api.server.app);
    expect((await apiGet(api.server.app, session, 'user')).statusCode).toBe(200);
    const out = await api.server.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await apiGet(api.server.app, session, 'user')).statusCode).toBe(401);
  });

  it('signing out everywhere ends every session of the account at once', async () => {
    const one = await signIn(api.server.app);
    const two = await signIn(api.server.app);
    expect((await apiGet(api.server.app, two, 'user')).statusCode).toBe(200);
    const out = await api.server.app.inject({
      method: 'POST',
      url: '/auth/logout-everywhere',
      headers: { cookie: one.cookie, 'x-xsrf-token': one.xsrf },
    });
    expect(out.statusCode).toBe(200);
    expect((await apiGet(api.server.app, two, 'user')).statusCode).toBe(401);
  });
});
