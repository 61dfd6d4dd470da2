import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, serverOn, signedInServer, signIn, type TestServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

/**
 * Every cache answers what a write just changed, at once (issue 20): the members
 * list's totals per filter set and search, the dashboard, and the sessions.
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

  it('a write made outside the API (a command-line tool, SQL) counts too', async () => {
    const all = await total('');
    const victim = await addMember(api.server);
    expect(await total('')).toBe(all + 1);
    await api.server.db.deleteFrom('members').where('id', '=', victim).execute();
    expect(await total('')).toBe(all);
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
