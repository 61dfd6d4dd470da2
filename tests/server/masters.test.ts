import { describe, expect, it } from 'vitest';
import { idByName, signedInServer } from './helpers.js';

const api = signedInServer();

const { get, send } = api;
const idOf = (table: 'districts' | 'posts' | 'education' | 'business_types', name: string) =>
  idByName(api.server.db, table, name);

describe.each([
  {
    label: 'Business type',
    list: 'business/list',
    add: 'business/add',
    row: 'business',
    table: 'business_types' as const,
    used: 'Textiles',
  },
  {
    label: 'Education',
    list: 'education/list',
    add: 'education/add',
    row: 'education',
    table: 'education' as const,
    used: 'SSC (10th)',
  },
  {
    label: 'District',
    list: 'district/list',
    add: 'district',
    row: 'district',
    table: 'districts' as const,
    used: 'Mehsana',
  },
])('$label', ({ label, list, add, row, table, used }) => {
  it('lists by name with paging, search and total', async () => {
    const all = await get(`${list}?itemsPerPage=-1`);
    expect(all.status).toBe(200);
    const count = (await api.server.db.selectFrom(table).select('id').execute()).length;
    expect(all.body.total).toBe(count);
    expect(all.body.data).toHaveLength(count);
    const page = await get(`${list}?page=2&itemsPerPage=3`);
    expect(page.body.data).toEqual(all.body.data.slice(3, 6));
    expect(page.body.total).toBe(count);
    const needle = used.slice(1, 4).toLowerCase().trim();
    const found = await get(`${list}?search=${encodeURIComponent(needle)}`);
    expect(found.body.data.length).toBeGreaterThan(0);
    for (const r of found.body.data) expect(r.name.toLowerCase()).toContain(needle);
    const desc = await get(`${list}?itemsPerPage=-1&sortBy[]=name&sortDesc[]=true`);
    expect(desc.body.data.map((r: { name: string }) => r.name)).toEqual(
      all.body.data.map((r: { name: string }) => r.name).reverse(),
    );
  });

  it('adds a trimmed name, refuses a blank one and a duplicate in any case', async () => {
    const added = await send('POST', add, { name: '  Zeta New  ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ message: `${label} added.`, data: { name: 'Zeta New' } });
    const blank = await send('POST', add, { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name[0]).toBe('The name is required.');
    expect((await send('POST', add, {})).status).toBe(422);
    expect((await send('POST', add, { name: ['x'] })).status).toBe(422);
    const dup = await send('POST', add, { name: 'zeta new' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(`${label} "zeta new" already exists.`);
  });

  it('renames, 404s an unknown id and refuses a malformed one', async () => {
    const id = await idOf(table, 'Zeta New');
    const renamed = await send('PUT', `${row}/${id}`, { name: 'Zeta Renamed' });
    expect(renamed.status).toBe(200);
    // Districts carry their Gujarati name too (none given here: kept empty).
    expect(renamed.body.data).toEqual({
      id,
      name: 'Zeta Renamed',
      ...(table === 'districts' ? { name_gu: null } : {}),
    });
    expect((await send('PUT', `${row}/${id}`, { name: 'zeta RENAMED' })).status).toBe(200);
    expect((await send('PUT', `${row}/${id}`, { name: used })).status).toBe(409);
    expect((await send('PUT', `${row}/999999`, { name: 'Anything' })).status).toBe(404);
    expect((await send('PUT', `${row}/abc`, { name: 'Anything' })).status).toBe(422);
    expect((await send('DELETE', `${row}/1.5`)).status).toBe(422);
  });

  it('deletes an unused row, and refuses (409) one still in use, saying what uses it', async () => {
    const usedId = await idOf(table, used);
    const refused = await send('DELETE', `${row}/${usedId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /is still used by [\d,]+ (posts?|members?|businesses|jobs?|student results?)/,
    );
    expect(
      (await api.server.db.selectFrom(table).select('id').where('id', '=', usedId).execute())
        .length,
    ).toBe(1);
    const id = await idOf(table, 'zeta RENAMED');
    const deleted = await send('DELETE', `${row}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(`${label} deleted.`);
    expect((await send('DELETE', `${row}/${id}`)).status).toBe(404);
  });

  it('needs a signed-in administrator, and the XSRF header for writes', async () => {
    expect(
      (await api.server.app.inject({ method: 'GET', url: `/api/frontend/${list}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await api.server.app.inject({
          method: 'POST',
          url: `/api/frontend/${add}`,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    const noXsrf = await api.server.app.inject({
      method: 'POST',
      url: `/api/frontend/${add}`,
      headers: { cookie: api.session.cookie },
      payload: { name: 'x' },
    });
    expect(noXsrf.statusCode).toBe(403);
  });
});

describe('Post', () => {
  it('lists with the district, filters by district and searches post or district names', async () => {
    const mehsana = await idOf('districts', 'Mehsana');
    const filtered = await get(`post/list?districtSelected=${mehsana}&itemsPerPage=-1`);
    expect(filtered.body.total).toBe(4);
    for (const p of filtered.body.data)
      expect(p).toMatchObject({ district_id: mehsana, district: { id: mehsana, name: 'Mehsana' } });
    const many = await get(
      `post/list?districtSelected[]=${mehsana}&districtSelected[]=${await idOf('districts', 'Patan')}`,
    );
    expect(many.body.total).toBe(6);
    const byDistrictName = await get('post/list?search=banas');
    expect(byDistrictName.body.data.map((p: { name: string }) => p.name).sort()).toEqual([
      'Deesa',
      'Palanpur',
      'Vadgam',
    ]);
    expect((await get('post/list?districtSelected=abc')).status).toBe(422);
  });

  it('offers the districts for its select', async () => {
    const { body } = await get('post/district');
    expect(body.data).toHaveLength(33);
  });

  it('adds under a district, unique within it but not across districts', async () => {
    const tapi = await idOf('districts', 'Tapi');
    const added = await send('POST', 'post', { name: 'Vyara', district_id: tapi });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      name: 'Vyara',
      district_id: tapi,
      district: { name: 'Tapi' },
    });
    expect((await send('POST', 'post', { name: 'VYARA', district_id: tapi })).status).toBe(409);
    expect(
      (await send('POST', 'post', { name: 'Vyara', district_id: await idOf('districts', 'Surat') }))
        .status,
    ).toBe(201);
    const noDistrict = await send('POST', 'post', { name: 'Songadh' });
    expect(noDistrict.status).toBe(422);
    expect(noDistrict.body.errors.district_id[0]).toBe('Choose a district.');
    const unknown = await send('POST', 'post', { name: 'Songadh', district_id: 99999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.district_id[0]).toBe('The selected district does not exist.');
  });

  it('moves a post to another district on edit, and refuses to delete one with villages', async () => {
    const vyara = (await get('post/list?search=vyara&itemsPerPage=-1')).body.data.find(
      (p: { district: { name: string } }) => p.district.name === 'Tapi',
    );
    const navsari = await idOf('districts', 'Navsari');
    const moved = await send('PUT', `post/${vyara.id}`, { name: 'Vyara', district_id: navsari });
    expect(moved.body.data.district).toEqual({ id: navsari, name: 'Navsari', name_gu: 'નવસારી' });
    const visnagar = await idOf('posts', 'Visnagar');
    const refused = await send('DELETE', `post/${visnagar}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/still used by 4 villages and [\d,]+ members/);
    expect((await send('DELETE', `post/${vyara.id}`)).status).toBe(200);
  });

  it('refuses to delete a district that still has posts', async () => {
    const navsari = await idOf('districts', 'Navsari');
    const post = await send('POST', 'post', { name: 'Gandevi', district_id: navsari });
    const refused = await send('DELETE', `district/${navsari}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This district is still used by 1 post. Move or remove them first.',
    );
    await send('DELETE', `post/${post.body.data.id}`);
    expect((await send('DELETE', `district/${navsari}`)).status).toBe(200);
  });
});

describe('Village', () => {
  it('lists with the post, 25 per page, filters by post and searches', async () => {
    const first = await get('village/list');
    expect(first.body.data).toHaveLength(25);
    const total = (await api.server.db.selectFrom('villages').select('id').execute()).length;
    expect(first.body.total).toBe(total);
    const visnagar = await idOf('posts', 'Visnagar');
    const filtered = await get(`village/list?postSelected=${visnagar}`);
    expect(filtered.body.data.map((v: { name: string }) => v.name)).toEqual([
      'Bhandu',
      'Kamana',
      'Kansa',
      'Valam',
    ]);
    expect(filtered.body.data[0].post).toEqual({ id: visnagar, name: 'Visnagar', name_gu: null });
    const searched = await get(`village/list?postSelected=${visnagar}&search=kam`);
    expect(searched.body.data.map((v: { name: string }) => v.name)).toEqual(['Kamana']);
  });

  it('offers every post, with its district, for the select', async () => {
    const { body } = await get('village/post');
    const count = (await api.server.db.selectFrom('posts').select('id').execute()).length;
    expect(body.data).toHaveLength(count);
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        district: expect.any(String),
      }),
    );
  });

  it('adds, renames and deletes; refuses a missing post, a duplicate and a village people live in', async () => {
    const visnagar = await idOf('posts', 'Visnagar');
    const added = await send('POST', 'village', { name: 'Gunja', post_id: visnagar });
    expect(added.status).toBe(201);
    const id = added.body.data.id;
    expect((await send('POST', 'village', { name: 'gunja', post_id: visnagar })).status).toBe(409);
    const noPost = await send('POST', 'village', { name: 'Gothva' });
    expect(noPost.status).toBe(422);
    expect(noPost.body.errors.post_id[0]).toBe('Choose a post.');
    expect(
      (await send('PUT', `village/${id}`, { name: 'Gunja Nagar', post_id: visnagar })).body.data
        .name,
    ).toBe('Gunja Nagar');
    const kansa = (await get(`village/list?postSelected=${visnagar}&search=kansa`)).body.data[0];
    const refused = await send('DELETE', `village/${kansa.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This village is still used by [\d,]+ members\./);
    expect((await send('DELETE', `village/${id}`)).status).toBe(200);
    expect((await send('DELETE', `village/${id}`)).status).toBe(404);
  });

  it('never answers 500 to odd input', async () => {
    for (const [method, path, payload] of [
      ['POST', 'village', { name: 'x'.repeat(500), post_id: 1 }],
      ['POST', 'village', { name: 'x', post_id: 'abc' }],
      ['POST', 'village', { name: null, post_id: -1 }],
      ['PUT', 'village/99999999999', { name: 'x', post_id: 1 }],
      ['POST', 'post', { name: 'x', district_id: 1e20 }],
    ] as const) {
      const r = await send(method, path, payload);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.message).toBeTruthy();
    }
    for (const query of [
      'page=0',
      'itemsPerPage=0',
      'itemsPerPage=abc',
      'sortBy=drop%20table',
      `search=${'x'.repeat(200)}`,
    ]) {
      const r = await get(`village/list?${query}`);
      expect(r.status === 200 || r.status === 422).toBe(true);
    }
  });
});
