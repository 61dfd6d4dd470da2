import { describe, expect, it } from 'vitest';
import { GUJARAT_STATE_ID } from '../../shared/rules.js';
import { freshServer, signedInServer } from './helpers.js';
import { memberForm, mobiles, png, postMultipart, type Photo } from './member-fixtures.js';

const api = signedInServer({ registrationsPerHour: 3 });
const { get, send } = api;
const db = () => api.server.db;

const countWhere = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
  Number((await where(base()).executeTakeFirstOrThrow()).n);
const base = () =>
  db()
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'));

const newMobile = mobiles();
const form = (extra: Record<string, unknown> = {}) => memberForm(db(), newMobile(), extra);

/** Sends a member form as multipart, the way the SPA does. */
const postForm = (path: string, fields: Record<string, unknown>, photo?: Photo, signedIn = true) =>
  postMultipart(api.server.app, path, fields, photo, signedIn ? api.session : undefined);

describe('GET /members/list', () => {
  it('pages newest first, with the profile flag the dashboard counts', async () => {
    const page = await get('members/list?itemsPerPage=25&page=2');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(await countWhere((q) => q));
    expect(page.body.data).toHaveLength(25);
    const ids = page.body.data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const complete = await get('members/list?itemsPerPage=-1');
    const flagged = complete.body.data.filter(
      (m: { profile_complete: boolean }) => m.profile_complete,
    );
    const dashboard = await get('dashboard/details');
    expect(flagged.length).toBe(dashboard.body.data.members.completeProfiles);
  });

  it.each([
    ['bloodGroupSelected=B%2B', (q: ReturnType<typeof base>) => q.where('blood_group', '=', 'B+')],
    ['genderSelected=0', (q: ReturnType<typeof base>) => q.where('sex', '=', 0)],
    [
      'educationSelected[]=1&educationSelected[]=2',
      (q: ReturnType<typeof base>) => q.where('education_id', 'in', [1, 2]),
    ],
    ['businessTypeSelected=2', (q: ReturnType<typeof base>) => q.where('business_type', '=', 2)],
    ['businessSelected=1', (q: ReturnType<typeof base>) => q.where('business_id', '=', 1)],
    ['in_foreign_land=1', (q: ReturnType<typeof base>) => q.where('in_foreign_land', '=', 1)],
    ['in_dpvs=true', (q: ReturnType<typeof base>) => q.where('in_dpvs', '=', 1)],
    ['countryselected=101', (q: ReturnType<typeof base>) => q.where('country_id', '=', 101)],
    [
      `stateSelected=${GUJARAT_STATE_ID}`,
      (q: ReturnType<typeof base>) => q.where('state_id', '=', GUJARAT_STATE_ID),
    ],
    ['citySelected=visnagar', (q: ReturnType<typeof base>) => q.where('city', '=', 'Visnagar')],
    ['district_id=1', (q: ReturnType<typeof base>) => q.where('district_id', '=', 1)],
    ['post_id=1', (q: ReturnType<typeof base>) => q.where('post_id', '=', 1)],
    ['village_id=1', (q: ReturnType<typeof base>) => q.where('village_id', '=', 1)],
    [
      'genderSelected=1&bloodGroupSelected[]=O%2B&in_foreign_land=0',
      (q: ReturnType<typeof base>) =>
        q.where('sex', '=', 1).where('blood_group', '=', 'O+').where('in_foreign_land', '=', 0),
    ],
  ])('filters by %s, as an independent count says', async (query, where) => {
    const { status, body } = await get(`members/list?itemsPerPage=5&${query}`);
    expect(status).toBe(200);
    const expected = await countWhere(where);
    expect(body.total).toBe(expected);
    const all = await get(`members/export?${query}`);
    expect(all.body.total).toBe(expected);
  });

  it("shows each member's family verification day, filtered or not, and null for the unverified", async () => {
    const [first] = (await get('members/list?itemsPerPage=1')).body.data;
    const family = first.family_id as number;
    const { sex } = await db()
      .selectFrom('members')
      .select('sex')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    await db().updateTable('families').set({ verified_on: null }).execute();
    await db()
      .updateTable('families')
      .set({ verified_on: '2026-06-01' })
      .where('id', '=', family)
      .execute();
    for (const query of ['itemsPerPage=-1', `itemsPerPage=-1&genderSelected=${sex}`]) {
      const rows = (await get(`members/list?${query}`)).body.data as {
        family_id: number;
        verified_on: string | null;
      }[];
      expect(rows.filter((m) => m.family_id === family).length, query).toBeGreaterThan(0);
      for (const m of rows)
        expect(m.verified_on, query).toBe(m.family_id === family ? '2026-06-01' : null);
    }
  });

  it('searches first name, middle name and mobile', async () => {
    const member = await db()
      .selectFrom('members')
      .select(['id', 'first_name', 'last_name', 'mobile_no'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const byMobile = await get(`members/list?search=${member.mobile_no}`);
    expect(byMobile.body.data.map((m: { id: number }) => m.id)).toEqual([member.id]);
    const byName = await get(
      `members/list?itemsPerPage=-1&search=${encodeURIComponent(`${member.first_name} ${member.last_name}`)}`,
    );
    expect(byName.body.data.map((m: { id: number }) => m.id)).toContain(member.id);
  });

  it('searches a quote as itself: the name that has it, and nothing for SQL', async () => {
    const member = await db()
      .selectFrom('members')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('members')
      .set({ first_name: "D'Souza" })
      .where('id', '=', member.id)
      .execute();
    const ids = async (search: string) =>
      (
        await get(`members/list?itemsPerPage=-1&search=${encodeURIComponent(search)}`)
      ).body.data.map((m: { id: number }) => m.id);
    expect(await ids("d'souza")).toEqual([member.id]);
    expect(await ids("D'SOUZA")).toEqual([member.id]);
    expect(await ids("x' OR ''='")).toEqual([]);
    expect(await ids("d'souza\\")).toEqual([]);
  });

  it('a search alone (answered from the trigram index) agrees with the same search through the filters', async () => {
    for (const search of ['bhai', 'mesh pat', 'ben']) {
      for (const paging of [
        'itemsPerPage=25&page=1',
        'itemsPerPage=10&page=3',
        'itemsPerPage=-1',
      ]) {
        const q = `search=${encodeURIComponent(search)}&${paging}`;
        const fast = await get(`members/list?${q}`);
        // Naming the default order explicitly takes the general path.
        const general = await get(`members/list?${q}&sortBy=id&sortDesc=true`);
        expect(fast.status).toBe(200);
        expect(fast.body).toEqual(general.body);
      }
    }
    const all = await get('members/list?search=bhai&itemsPerPage=-1');
    const expected = (
      await db()
        .selectFrom('members')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('first_name', 'like', '%bhai%'),
            eb('last_name', 'like', '%bhai%'),
            eb('mobile_no', 'like', '%bhai%'),
          ]),
        )
        .execute()
    ).length;
    expect(all.body.total).toBe(expected);
    expect(all.body.data).toHaveLength(expected);
  });

  it('refuses malformed filters with 422, never 500', async () => {
    for (const query of [
      'bloodGroupSelected=Z',
      'genderSelected=5',
      'district_id=abc',
      'page=0',
      'in_dpvs=maybe',
    ])
      expect((await get(`members/list?${query}`)).status).toBe(422);
  });
});

describe('GET /members/export', () => {
  it('answers every matching member with names for the CSV columns', async () => {
    const { status, body } = await get('members/export');
    expect(status).toBe(200);
    expect(body.total).toBe(await countWhere((q) => q));
    expect(body.data).toHaveLength(body.total);
    const inGujarat = body.data.find((m: { village: string | null }) => m.village);
    expect(Object.keys(inGujarat).sort()).toEqual(
      [
        'id',
        'first_name',
        'last_name',
        'mobile_no',
        'date_of_birth',
        'sex',
        'blood_group',
        'education',
        'country',
        'state',
        'city',
        'district',
        'post',
        'village',
      ].sort(),
    );
    expect(inGujarat).toMatchObject({ country: 'India', state: 'Gujarat' });
  });
});

describe('GET /members/{id}', () => {
  it('answers the member with b_date, settings and the family list', async () => {
    const head = await db()
      .selectFrom('members')
      .select(['id', 'family_id'])
      .where('is_head', '=', 1)
      .where('date_of_birth', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { status, body } = await get(`members/${head.id}`);
    expect(status).toBe(200);
    expect(body.data.b_date).toBe(body.data.date_of_birth);
    expect(body.data.settings).toEqual({
      isMobile: expect.any(Boolean),
      isAddress: expect.any(Boolean),
      isAnniversary: true,
    });
    const family = await countWhere((q) => q.where('family_id', '=', head.family_id));
    expect(body.data.family).toHaveLength(family);
    expect(body.data.family.filter((m: { is_head: boolean }) => m.is_head)).toHaveLength(1);
    expect((await get('members/99999999')).status).toBe(404);
    expect((await get('members/abc')).status).toBe(422);
  });
});

describe('POST /members', () => {
  it('adds a member with a photo, as head of a new family, and reads back what was sent', async () => {
    const fields = await form();
    const added = await postForm('members', fields, {
      bytes: png(),
      name: 'me.png',
      type: 'image/png',
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Member added.');
    const member = added.body.data;
    expect(member).toMatchObject({
      first_name: 'Test',
      mobile_no: fields.mobile_no,
      date_of_birth: '1990-05-17',
      blood_group: 'B+',
      state: GUJARAT_STATE_ID,
      state_name: 'Gujarat',
      village_id: fields.village_id,
      is_head: true,
      settings: { isMobile: true, isAddress: false },
      profile_complete: true,
    });
    expect(member.photo).toMatch(/^members\/[0-9a-f-]{36}\.png$/);
    expect(member.family).toHaveLength(1);
    const photo = await api.server.app.inject({
      method: 'GET',
      url: `/storage/${member.photo}`,
      headers: { cookie: api.session.cookie },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    // Personal data: never kept by a shared cache, never served without a session.
    expect(photo.headers['cache-control']).toBe('private, max-age=86400');
    const anonymous = await api.server.app.inject({ url: `/storage/${member.photo}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('PNG');
  });

  it('serves stored photos without a session only where STORAGE_PUBLIC opens them', async () => {
    const { image: photo } = await api.server.db
      .selectFrom('galleries')
      .select('image')
      .executeTakeFirstOrThrow();
    const open = await freshServer({ publicStorage: true });
    try {
      const served = await open.app.inject({ url: `/storage/${photo}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, max-age=86400');
    } finally {
      await open.close();
    }
  });

  it('edits a member: values come back, the mobile stays unique', async () => {
    const added = await postForm('members', await form());
    const id = added.body.data.id;
    const edited = await postForm(
      'members',
      await form({
        id,
        first_name: 'Edited',
        mobile_no: added.body.data.mobile_no,
        blood_group: 'AB-',
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id, first_name: 'Edited', blood_group: 'AB-' });
    const other = await db()
      .selectFrom('members')
      .select('mobile_no')
      .where('id', '<>', id)
      .where('in_foreign_land', '=', 0)
      .executeTakeFirstOrThrow();
    const duplicate = await postForm('members', await form({ id, mobile_no: other.mobile_no }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors.mobile_no).toEqual([
      'Another member already has this mobile number.',
    ]);
    expect((await postForm('members', await form({ id: 99_999_999 }))).status).toBe(404);
  });

  it('abroad: a country, no state or places; an international number', async () => {
    const usa = await db()
      .selectFrom('countries')
      .select('id')
      .where('iso2', '=', 'US')
      .executeTakeFirstOrThrow();
    const added = await postForm(
      'members',
      await form({
        in_foreign_land: 1,
        country: 'united states',
        mobile_no: '+1 202 555 0143',
        state: '',
      }),
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      country: usa.id,
      state: null,
      village_id: null,
      mobile_no: '+12025550143',
    });
    const noCountry = await postForm('members', await form({ in_foreign_land: 1, country: '' }));
    expect(noCountry.body.errors.country).toBeDefined();
  });

  it('refuses bad input under the fields and writes nothing', async () => {
    const before = await countWhere((q) => q);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, 'first_name'],
      [{ last_name: '   ' }, 'last_name'],
      [{ mobile_no: '' }, 'mobile_no'],
      [{ mobile_no: '12345' }, 'mobile_no'],
      [{ date_of_birth: '2001-02-31' }, 'date_of_birth'],
      [{ date_of_birth: '3001-01-01' }, 'date_of_birth'],
      [{ blood_group: 'C+' }, 'blood_group'],
      [{ education_id: 99999 }, 'education_id'],
      [{ education_id: 'abc' }, 'education_id'],
      [{ state: '' }, 'state'],
      [{ village_id: '' }, 'village_id'],
      [{ business_type: 7 }, 'business_type'],
      [{ family: '[{"id":' }, 'family'],
    ];
    for (const [extra, field] of cases) {
      const { status, body } = await postForm('members', await form(extra));
      expect({ extra, status }).toEqual({ extra, status: 422 });
      expect(body.errors[field], JSON.stringify(extra)).toBeDefined();
    }
    const feb = await postForm('members', await form({ date_of_birth: '2001-02-31' }));
    expect(feb.body.errors.date_of_birth).toEqual(['This date does not exist.']);
    expect(await countWhere((q) => q)).toBe(before);
  });

  it('refuses a photo that is not an image (by content) or too large', async () => {
    const before = await countWhere((q) => q);
    const fake = await postForm('members', await form(), {
      bytes: Buffer.from('<html>not an image</html>'),
      name: 'photo.png',
      type: 'image/png',
    });
    expect(fake.status).toBe(415);
    expect(fake.body.errors.photo).toBeDefined();
    const big = await postForm('members', await form(), {
      bytes: Buffer.concat([png(), Buffer.alloc(6 * 1024 * 1024)]),
      name: 'big.png',
      type: 'image/png',
    });
    expect(big.status).toBe(413);
    expect(await countWhere((q) => q)).toBe(before);
  });

  it('needs a signed-in administrator', async () => {
    expect((await postForm('members', await form(), undefined, false)).status).toBe(401);
    const inject = api.server.app.inject.bind(api.server.app);
    for (const [method, url] of [
      ['GET', 'members/list'],
      ['GET', 'members/export'],
      ['GET', 'members/1'],
      ['DELETE', 'members/1'],
    ] as const)
      expect((await inject({ method, url: `/api/frontend/${url}` })).statusCode).toBe(401);
  });
});

describe('families', () => {
  const relation = async (name: string) =>
    (
      await db()
        .selectFrom('relations')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const familyOf = async (id: number) =>
    (await get(`members/${id}`)).body.data.family as {
      id: number;
      is_head: boolean;
      relation_id: number;
    }[];

  it('adds a member to a family with a relation, changes it, and removes them to a family of their own', async () => {
    const head = (await postForm('members', await form())).body.data;
    const child = (await postForm('members', await form())).body.data;
    const son = await relation('Son');
    const entries = (list: object[]) => JSON.stringify(list);

    const joined = await postForm(
      'members',
      await form({
        id: head.id,
        mobile_no: head.mobile_no,
        family: entries([
          { id: head.id, is_head: true },
          { id: child.id, relation_id: son },
        ]),
      }),
    );
    expect(joined.status).toBe(200);
    expect(joined.body.data.family.map((m: { id: number }) => m.id).sort()).toEqual(
      [head.id, child.id].sort(),
    );
    // The child's own one-person family is gone.
    expect(
      await db().selectFrom('families').select('id').where('id', '=', child.family_id).execute(),
    ).toHaveLength(0);
    expect((await familyOf(child.id)).find((m) => m.id === child.id)).toMatchObject({
      relation_id: son,
      is_head: false,
    });

    const daughter = await relation('Daughter');
    await postForm(
      'members',
      await form({
        id: head.id,
        mobile_no: head.mobile_no,
        family: entries([
          { id: head.id, is_head: true },
          { id: child.id, relation_id: daughter },
        ]),
      }),
    );
    expect((await familyOf(head.id)).find((m) => m.id === child.id)?.relation_id).toBe(daughter);

    // The head cannot be removed from the family.
    const noHead = await postForm(
      'members',
      await form({
        id: child.id,
        mobile_no: child.mobile_no,
        family: entries([{ id: child.id, relation_id: daughter }]),
      }),
    );
    expect(noHead.status).toBe(422);
    expect(noHead.body.errors.family).toEqual([
      'The head of the family cannot be removed from it.',
    ]);

    // Removing the child gives them a family of their own, as head.
    await postForm(
      'members',
      await form({
        id: head.id,
        mobile_no: head.mobile_no,
        family: entries([{ id: head.id, is_head: true }]),
      }),
    );
    const alone = await familyOf(child.id);
    expect(alone).toEqual([expect.objectContaining({ id: child.id, is_head: true })]);
    expect(await familyOf(head.id)).toHaveLength(1);
  });

  it('refuses to move in the head of another family that still has members', async () => {
    const other = await db()
      .selectFrom('members as h')
      .select(['h.id'])
      .where('h.is_head', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('members as m')
            .select('m.id')
            .whereRef('m.family_id', '=', 'h.family_id')
            .whereRef('m.id', '<>', 'h.id'),
        ),
      )
      .executeTakeFirstOrThrow();
    const me = (await postForm('members', await form())).body.data;
    const moved = await postForm(
      'members',
      await form({
        id: me.id,
        mobile_no: me.mobile_no,
        family: JSON.stringify([
          { id: me.id, is_head: true },
          { id: other.id, relation_id: 2 },
        ]),
      }),
    );
    expect(moved.status).toBe(409);
    expect(moved.body.message).toMatch(/is the head of another family/);
    expect(await familyOf(me.id)).toHaveLength(1);
  });

  it('DELETE /members/{id}: a head with a family is refused; others go, the family keeps its head', async () => {
    const head = (await postForm('members', await form())).body.data;
    const child = (await postForm('members', await form())).body.data;
    await postForm(
      'members',
      await form({
        id: head.id,
        mobile_no: head.mobile_no,
        family: JSON.stringify([
          { id: head.id, is_head: true },
          { id: child.id, relation_id: 2 },
        ]),
      }),
    );
    const refused = await send('DELETE', `members/${head.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This member is the head of a family of 2. Make another member the head first.',
    );

    const { body: committee } = await send('POST', 'committee/add', { name: 'Cleanup check' });
    await send('POST', 'committee/member/manage', {
      committee_id: committee.data.id,
      member_id: child.id,
    });
    const removed = await send('DELETE', `members/${child.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Member removed.');
    expect(await familyOf(head.id)).toEqual([
      expect.objectContaining({ id: head.id, is_head: true }),
    ]);
    expect((await get(`committee/members?committee_id=${committee.data.id}`)).body.total).toBe(0);
    // Alone now, the head can go, and the empty family with them.
    expect((await send('DELETE', `members/${head.id}`)).status).toBe(200);
    expect(
      await db().selectFrom('families').select('id').where('id', '=', head.family_id).execute(),
    ).toHaveLength(0);
    expect((await send('DELETE', `members/${head.id}`)).status).toBe(404);
  });
});

describe('POST /member/register', () => {
  it('registers without signing in; the new member shows in the list', async () => {
    const fields = await form({ first_name: 'Registered', state: 'ગુજરાત' });
    const done = await postForm('member/register', fields, undefined, false);
    expect(done.status).toBe(201);
    expect(done.body.message).toBe('Registration complete.');
    const listed = await get(`members/list?search=${fields.mobile_no}`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ first_name: 'Registered', is_head: true }),
    ]);

    const again = await postForm('member/register', { ...fields }, undefined, false);
    expect(again.status).toBe(409);
    expect(again.body.errors.mobile_no).toEqual(['This mobile number is already registered.']);
  });

  it('stores only what the person chose: no blood group when none, the show switches as set, sex required', async () => {
    const server = await freshServer();
    try {
      const register = async (extra: Record<string, unknown>) =>
        postMultipart(
          server.app,
          'member/register',
          await memberForm(server.db, newMobile(), extra),
        );
      const chosen = await register({
        blood_group: '',
        education_id: '',
        settings: JSON.stringify({ isMobile: false, isAddress: true }),
      });
      expect(chosen.status).toBe(201);
      const stored = await server.db
        .selectFrom('members')
        .select(['blood_group', 'education_id', 'show_mobile', 'show_address', 'sex'])
        .where('id', '=', chosen.body.data.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        blood_group: null,
        education_id: null,
        show_mobile: 0,
        show_address: 1,
        sex: 1,
      });
      const noSex = await register({ sex: '' });
      expect(noSex.status).toBe(422);
      expect(noSex.body.error_codes.sex.code).toBe('gender_choose');
    } finally {
      await server.close();
    }
  });

  it('is rate-limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 3; i++)
      last = (await postForm('member/register', await form(), undefined, false)).status;
    expect(last).toBe(429);
    const limited = await postForm('member/register', await form(), undefined, false);
    expect(limited.body.message).toMatch(/Too many registrations/);
  });
});
