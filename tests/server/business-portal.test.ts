import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUJARAT_STATE_ID } from '../../shared/rules.js';
import { thumbPath } from '../../server/uploads/images.js';
import { signedInServer } from './helpers.js';
import { memberForm, png, postFiles, postMultipart, type Photo } from './member-fixtures.js';

const api = signedInServer();
const { get, send } = api;

const logo = (): Photo => ({ bytes: png(), name: 'logo.png', type: 'image/png' });
const stored = (path: string) => existsSync(join(api.server.storageDir, path));

/** Posts the business form as multipart, the logo under `logo`; `null` sends none. */
const save = (fields: Record<string, unknown>, file: Photo | null = logo()) =>
  postFiles(api.server.app, 'business-portal', fields, file ? { logo: file } : {}, api.session);

const someMembers = async (n: number) =>
  api.server.db
    .selectFrom('members')
    .select(['id', 'first_name', 'mobile_no', 'city'])
    .orderBy('id')
    .limit(n)
    .execute();
const count = async (table: 'business_portals' | 'business_partners' | 'audit_events') =>
  Number(
    (
      await api.server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const valid = {
  name: 'Test Traders',
  mobile_no: '9825011111',
  email: 'hello@test-traders.in',
  business_id: '1',
  in_foreign_land: '0',
  state: String(GUJARAT_STATE_ID),
  city: 'Mehsana',
  address: '12, Station Road',
};

describe('the business portal list', () => {
  it('lists the seeded businesses by name with types, owners and a boolean live status', async () => {
    const all = await get('business-portal/list?itemsPerPage=-1');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(20);
    expect(all.body.data.filter((b: { status: boolean }) => b.status)).toHaveLength(15);
    const names = all.body.data.map((b: { name: string }) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const row = all.body.data[0];
    expect(row.business).toEqual({ id: row.business_id, name: expect.any(String) });
    expect(row.state).toBe('Gujarat');
    expect(typeof row.in_foreign_land).toBe('boolean');
    const page = await get('business-portal/list?page=2&itemsPerPage=5');
    expect(page.body.data).toEqual(all.body.data.slice(5, 10));
    const found = await get('business-portal/list?search=dairy');
    expect(found.body.data.map((b: { name: string }) => b.name)).toEqual(['Shree Krishna Dairy']);
  });

  it('filters by type, state and city, each checked against the database', async () => {
    const db = api.server.db;
    const type = (
      await db.selectFrom('business_portals').select('business_id').executeTakeFirstOrThrow()
    ).business_id!;
    const byType = await db
      .selectFrom('business_portals')
      .select('id')
      .where('business_id', '=', type)
      .execute();
    const typed = await get(`business-portal/list?businessSelected=${type}&itemsPerPage=-1`);
    expect(typed.body.total).toBe(byType.length);
    const inMehsana = await db
      .selectFrom('business_portals')
      .select('id')
      .where('city', '=', 'Mehsana')
      .execute();
    const city = await get('business-portal/list?citySelected=mehsana&itemsPerPage=-1');
    expect(city.body.data.map((b: { id: number }) => b.id).sort()).toEqual(
      inMehsana.map((b) => b.id).sort(),
    );
    const state = await get(`business-portal/list?stateSelected[]=${GUJARAT_STATE_ID}`);
    expect(state.body.total).toBe(20);
    const none = await get('business-portal/list?stateSelected=1');
    expect(none.body.total).toBe(0);
    const combined = await get(
      `business-portal/list?businessSelected=${type}&citySelected[]=Mehsana&citySelected[]=Unjha&itemsPerPage=-1`,
    );
    const expected = await db
      .selectFrom('business_portals')
      .select('id')
      .where('business_id', '=', type)
      .where('city', 'in', ['Mehsana', 'Unjha'])
      .execute();
    expect(combined.body.total).toBe(expected.length);
  });
});

describe('a business', () => {
  it('is added with a logo and partners, read back, edited, switched live and off, deleted', async () => {
    const [owner, partner, other] = await someMembers(3);
    const added = await save({
      ...valid,
      member_id: String(owner!.id),
      members: [{ member_id: partner!.id }, { name: 'Ramesh Soni', mobile_no: '98250 22222' }],
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Business added.',
      data: {
        name: 'Test Traders',
        email: 'hello@test-traders.in',
        state: 'Gujarat',
        status: false,
        member: { id: owner!.id },
        partners_count: 2,
        members: [
          {
            member_id: partner!.id,
            information: { id: partner!.id, first_name: partner!.first_name },
          },
          { member_id: null, name: 'Ramesh Soni', mobile_no: '9825022222', information: null },
        ],
      },
    });
    const id = added.body.data.id as number;
    const firstLogo = added.body.data.logo as string;
    expect(stored(firstLogo) && stored(thumbPath(firstLogo))).toBe(true);

    const one = await get(`business-portal/${id}`);
    expect(one.body.data).toEqual(added.body.data);

    // Edit: another partner instead, no new logo (the stored one stays).
    const edited = await save(
      { ...valid, id: String(id), name: 'Test Traders LLP', members: [{ member_id: other!.id }] },
      null,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      message: 'Business updated.',
      data: { id, name: 'Test Traders LLP', logo: firstLogo, member: null, partners_count: 1 },
    });
    expect(edited.body.data.members.map((p: { member_id: number }) => p.member_id)).toEqual([
      other!.id,
    ]);

    // Live, off; each sends the status it wants.
    const live = await send('PUT', `business-portal/status/${id}`, { status: true });
    expect(live.body).toMatchObject({ message: 'Business is live.', data: { status: true } });
    const off = await send('PUT', `business-portal/status/${id}`, { status: 0 });
    expect(off.body).toMatchObject({ message: 'Business is off.', data: { status: false } });
    expect((await send('PUT', `business-portal/status/${id}`, { status: 'x' })).status).toBe(422);

    // Delete: partners and the logo go, the members stay.
    const partners = await count('business_partners');
    const removed = await send('DELETE', `business-portal/${id}`);
    expect(removed.body).toMatchObject({ message: 'Business removed.', data: { id } });
    expect(await count('business_partners')).toBe(partners - 1);
    expect([stored(firstLogo), stored(thumbPath(firstLogo))]).toEqual([false, false]);
    expect((await someMembers(3)).map((m) => m.id)).toEqual([owner!.id, partner!.id, other!.id]);
    expect((await get(`business-portal/${id}`)).status).toBe(404);
    expect((await send('DELETE', `business-portal/${id}`)).status).toBe(404);

    const events = await api.server.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('resource', '=', 'business_portals')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'live', 'off', 'delete']);
    expect(JSON.parse(events[1]!.changes!)).toHaveProperty('partners');
  });

  it('is removed while a job names it: the job keeps its text and loses the link', async () => {
    const created = await save({ ...valid, name: 'Linked Traders' }, null);
    expect(created.status, created.body.message).toBe(201);
    const id = created.body.data.id as number;
    const { id: jobId } = await api.server.db
      .insertInto('jobs')
      .values({
        title: 'Clerk',
        name: 'Linked Traders',
        description: 'Books',
        city: 'Surat',
        business_id: id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(`business-portal/${id}`)).body.data.jobs_count).toBe(1);

    const removed = await send('DELETE', `business-portal/${id}`);
    expect(removed.status, removed.body.message).toBe(200);
    const job = await api.server.db
      .selectFrom('jobs')
      .select(['title', 'name', 'business_id'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ title: 'Clerk', name: 'Linked Traders', business_id: null });
    const event = await api.server.db
      .selectFrom('audit_events')
      .select('details')
      .where('resource', '=', 'business_portals')
      .where('record_id', '=', String(id))
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.details!)).toMatchObject({ jobs: 1 });
  });

  it('refuses bad fields, bad partners and duplicate partners, writing nothing', async () => {
    const [member] = await someMembers(1);
    const businesses = await count('business_portals');
    const partners = await count('business_partners');
    const events = await count('audit_events');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: ' ' }, 'name', 'The name is required.'],
      [{ ...valid, email: '' }, 'email', 'The email is required.'],
      [{ ...valid, email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
      [{ ...valid, mobile_no: '' }, 'mobile_no', 'The mobile number is required.'],
      [{ ...valid, mobile_no: '12345' }, 'mobile_no', 'The mobile number is not valid.'],
      [{ ...valid, business_id: '99999' }, 'business_id', 'Choose a business type from the list.'],
      [{ ...valid, member_id: '99999999' }, 'member_id', 'The selected member does not exist.'],
      [{ ...valid, members: '[not json' }, 'members', 'The partners could not be read.'],
      [
        { ...valid, members: [{ member_id: 99999999 }] },
        'members.0.member_id',
        'The selected member does not exist.',
      ],
      [
        { ...valid, members: [{}] },
        'members.0.member_id',
        'Choose a family member, or enter a name and a mobile number.',
      ],
      [
        { ...valid, members: [{ name: 'Someone' }] },
        'members.0.mobile_no',
        "The partner's mobile number is required.",
      ],
      [
        { ...valid, members: [{ mobile_no: '9825033333' }] },
        'members.0.name',
        "The partner's name is required.",
      ],
      [
        { ...valid, members: [{ name: 'Someone', mobile_no: '123' }] },
        'members.0.mobile_no',
        'The mobile number is not valid.',
      ],
      [
        { ...valid, members: [{ member_id: member!.id }, { member_id: member!.id }] },
        'members.1.member_id',
        'This partner is already added.',
      ],
      [
        {
          ...valid,
          members: [
            { name: 'Kanti Patel', mobile_no: '9825044444' },
            { name: 'kanti patel', mobile_no: '+91 98250 44444' },
          ],
        },
        'members.1.name',
        'This partner is already added.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await save(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(422);
      expect(refused.body.errors[field], field).toEqual([message]);
    }
    const notImage = await save(valid, {
      bytes: Buffer.from('text'),
      name: 'a.png',
      type: 'image/png',
    });
    expect([notImage.status, notImage.body.errors.logo]).toEqual([
      415,
      ['The file must be an image (JPEG, PNG, WebP or GIF).'],
    ]);
    const tooLarge = await save(valid, {
      bytes: Buffer.alloc(6 * 1024 * 1024, 1),
      name: 'big.png',
      type: 'image/png',
    });
    expect(tooLarge.status).toBe(413);
    expect((await save({ ...valid, id: '999999' })).status).toBe(404);
    expect(await count('business_portals')).toBe(businesses);
    expect(await count('business_partners')).toBe(partners);
    expect(await count('audit_events')).toBe(events);
  });

  it('abroad takes a country, not India; a member fills what is known about them', async () => {
    const abroad = await save(
      {
        ...valid,
        in_foreign_land: '1',
        country: 'Canada',
        mobile_no: '+1 416 555 0199',
        state: '',
      },
      null,
    );
    expect(abroad.status).toBe(201);
    expect(abroad.body.data).toMatchObject({
      in_foreign_land: true,
      country: 'Canada',
      state: null,
      mobile_no: '+14165550199',
    });
    const india = await save({ ...valid, in_foreign_land: '1', country: '101' }, null);
    expect(india.body.errors.country).toBeDefined();

    const [member] = await someMembers(1);
    const known = await get(`business-portal/member/${member!.id}`);
    expect(known.body.data).toMatchObject({ id: member!.id, mobile_no: member!.mobile_no });
    expect(known.body.data).toHaveProperty('email');
    expect((await get('business-portal/member/99999999')).status).toBe(404);
    expect((await get('business-portal/member/abc')).status).toBe(422);
  });

  it('deleting a member keeps the business: the partner keeps a name, the owner is forgotten', async () => {
    const newMember = async (mobile: string, first_name: string) => {
      const fields = await memberForm(api.server.db, mobile, { first_name, last_name: 'Vyas' });
      const saved = await postMultipart(api.server.app, 'members', fields, undefined, api.session);
      expect(saved.status).toBe(201);
      return saved.body.data.id as number;
    };
    const owner = await newMember('9876572001', 'Owner');
    const partner = await newMember('9876572002', 'Partner');
    const added = await save(
      {
        ...valid,
        name: 'Kept Business',
        member_id: String(owner),
        members: [{ member_id: partner }],
      },
      null,
    );
    const id = added.body.data.id as number;
    expect((await send('DELETE', `members/${owner}`)).status).toBe(200);
    expect((await send('DELETE', `members/${partner}`)).status).toBe(200);
    const after = await get(`business-portal/${id}`);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({
      member_id: null,
      member: null,
      members: [
        { member_id: null, name: 'Partner Vyas', mobile_no: '9876572002', information: null },
      ],
    });
  });

  it('answers 401 signed out and never 500 to malformed input', async () => {
    const signedOut = await api.server.app.inject({
      method: 'GET',
      url: '/api/frontend/business-portal/list',
    });
    expect(signedOut.statusCode).toBe(401);
    const odd = [
      await get('business-portal/list?businessSelected=abc'),
      await get('business-portal/list?citySelected[]=' + 'x'.repeat(200)),
      await get('business-portal/abc'),
      await send('PUT', 'business-portal/status/1', {}),
      await send('PUT', 'business-portal/status/abc', { status: true }),
      await send('DELETE', 'business-portal/0'),
      await send('POST', 'business-portal', { name: 'JSON only' }),
      await save({ ...valid, members: [[[[[[[[1]]]]]]]] }),
      await save({ ...valid, members: { not: 'a list' } }),
    ];
    for (const answer of odd) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe('the demo community', () => {
  it('gives each business the type its name says', async () => {
    const rows = await api.server.db
      .selectFrom('business_portals')
      .innerJoin('business_types', 'business_types.id', 'business_portals.business_id')
      .select(['business_portals.name', 'business_types.name as type'])
      .where('business_portals.name', 'in', [
        'Ambica Diamonds',
        'Shiv Medical Stores',
        'Shree Krishna Dairy',
        'Navkar Infotech',
      ])
      .orderBy('business_portals.name')
      .execute();
    expect(rows.map((r) => [r.name, r.type])).toEqual([
      ['Ambica Diamonds', 'Diamonds'],
      ['Navkar Infotech', 'IT Services'],
      ['Shiv Medical Stores', 'Medical'],
      ['Shree Krishna Dairy', 'Dairy'],
    ]);
  });
});
