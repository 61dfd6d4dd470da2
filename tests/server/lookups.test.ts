import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';

const api = signedInServer();

const { get } = api;

const sortedByName = (rows: { name: string }[]) =>
  rows.every(
    (row, i) =>
      i === 0 || rows[i - 1]!.name.localeCompare(row.name, 'en', { sensitivity: 'base' }) <= 0,
  );

describe('lookups', () => {
  it.each(['members', 'members/search?search=ram'])(
    '%s needs a signed-in administrator (people are not public)',
    async (path) => {
      const response = await api.server.app.inject({ method: 'GET', url: `/api/frontend/${path}` });
      expect(response.statusCode).toBe(401);
    },
  );

  it.each([
    'district',
    'education',
    'countries',
    'states?country_id=101',
    'businesses',
    'relations',
    'post?district_id=1',
    'village?post_id=1',
  ])('%s is open to the public registration form', async (path) => {
    const response = await api.server.app.inject({ method: 'GET', url: `/api/frontend/${path}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.length).toBeGreaterThan(0);
  });

  it('lists Gujarat districts by name', async () => {
    const { status, body } = await get('district');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(33);
    expect(body.data[0]).toEqual({ id: expect.any(Number), name: 'Ahmedabad', name_gu: 'અમદાવાદ' });
    expect(sortedByName(body.data)).toBe(true);
  });

  it('lists education levels and business types as id and name', async () => {
    for (const path of ['education', 'businesses']) {
      const { body } = await get(path);
      expect(body.data.length).toBeGreaterThan(5);
      expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'name']);
    }
  });

  it('lists relations with Self first', async () => {
    const { body } = await get('relations');
    expect(body.data[0].name).toBe('Self');
    expect(body.data.map((r: { name: string }) => r.name)).toContain('Daughter-in-law');
  });

  it('lists countries with India as id 101', async () => {
    const { body } = await get('countries');
    expect(body.data.length).toBeGreaterThan(200);
    expect(body.data).toContainEqual({ id: 101, name: 'India' });
  });

  it("lists a country's states and requires a numeric country_id", async () => {
    const { body } = await get('states?country_id=101');
    expect(body.data).toContainEqual({ id: 4030, name: 'Gujarat' });
    expect(body.data.length).toBeGreaterThan(30);
    expect((await get('states')).status).toBe(422);
    const bad = await get('states?country_id=india');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.country_id).toBeDefined();
  });

  it("lists a district's posts and a post's villages", async () => {
    const districts = (await get('district')).body.data as { id: number; name: string }[];
    const mehsana = districts.find((d) => d.name === 'Mehsana')!;
    const posts = (await get(`post?district_id=${mehsana.id}`)).body.data;
    expect(posts.map((p: { name: string }) => p.name)).toEqual([
      'Kadi',
      'Unjha',
      'Vadnagar',
      'Visnagar',
    ]);
    const visnagar = posts.find((p: { name: string }) => p.name === 'Visnagar');
    const villages = (await get(`village?post_id=${visnagar.id}`)).body.data;
    expect(villages.map((v: { name: string }) => v.name)).toEqual([
      'Bhandu',
      'Kamana',
      'Kansa',
      'Valam',
    ]);
    expect(villages.every((v: { post_id: number }) => v.post_id === visnagar.id)).toBe(true);
    expect((await get('post')).status).toBe(422);
    expect((await get('village?post_id=-3')).status).toBe(422);
    expect((await get('post?district_id=999999')).body.data).toEqual([]);
  });

  it('lists every member, or only the ids asked for', async () => {
    const all = (await get('members')).body.data;
    expect(all).toHaveLength(1000);
    const some = (await get(`members?ids[]=${all[0].id}&ids[]=${all[5].id}`)).body.data;
    expect(some.map((m: { id: number }) => m.id).sort()).toEqual([all[0].id, all[5].id].sort());
    expect((await get('members?ids[]=abc')).status).toBe(422);
  });
});

describe('GET /members/search', () => {
  const contains = (
    m: { first_name: string; last_name: string; mobile_no: string },
    term: string,
  ) =>
    [m.first_name, m.last_name, m.mobile_no].some((v) =>
      v?.toLowerCase().includes(term.toLowerCase()),
    );

  it('finds up to 20 members whose first name, middle name or mobile contains the text', async () => {
    const { body } = await get('members/search?search=RAM');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(20);
    for (const member of body.data) {
      expect(Object.keys(member)).toEqual(expect.arrayContaining(['id', 'first_name']));
      expect(contains(member, 'ram')).toBe(true);
    }
  });

  it('finds by short text and by mobile digits', async () => {
    const short = (await get('members/search?search=ja')).body.data;
    expect(short.length).toBeGreaterThan(0);
    expect(short.every((m: never) => contains(m, 'ja'))).toBe(true);
    const members = (await get('members')).body.data;
    const digits = members[10].mobile_no.slice(3, 9);
    const byMobile = (await get(`members/search?search=${digits}`)).body.data;
    expect(byMobile.map((m: { id: number }) => m.id)).toContain(members[10].id);
  });

  it('needs every word to match, and treats quotes and wildcards as text', async () => {
    const both = (await get('members/search?search=Kalpesh%20Ramanbhai')).body.data;
    for (const m of both) expect(contains(m, 'kalpesh') && contains(m, 'ramanbhai')).toBe(true);
    for (const odd of ['%25', '_', '%22', '%22%20OR%20%22', 'a*']) {
      const response = await get(`members/search?search=${odd}`);
      expect(response.status).toBe(200);
    }
    expect((await get('members/search?search=%25%25%25')).body.data).toEqual([]);
  });

  it('answers members on mount, with an empty search', async () => {
    expect((await get('members/search')).body.data).toHaveLength(20);
  });
});
