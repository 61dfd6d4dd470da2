import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { diff } from '../../server/audit/audit.js';
import { DEMO_LOGIN } from '../../server/seed/index.js';
import * as auditWords from '../../server/db/migrations/0019_audit_words.js';
import { signedInServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

const api = signedInServer();
const newMobile = mobiles(91000);

interface Event {
  action: string;
  resource: string;
  record_id: string | null;
  user_name: string | null;
  label: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  details: Record<string, unknown> | null;
}

const events = async (query: string) =>
  (await api.get(`audit/list?itemsPerPage=100&${query}`)).body.data as Event[];
const count = async () =>
  Number(
    (
      await api.server.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const photo = async () => ({
  bytes: await sharp({ create: { width: 30, height: 30, channels: 3, background: '#963' } })
    .jpeg()
    .toBuffer(),
  name: 'p.jpg',
  type: 'image/jpeg',
});

describe('the diff', () => {
  it('lists only what changed, files as "changed", never secrets', () => {
    expect(
      diff(
        { name: 'A', city: 'Patan', photo: 'a.jpg', password_hash: 'x', same: 1 },
        { name: 'B', city: 'Patan', photo: 'b.jpg', password_hash: 'y', same: '1' },
        { fields: ['name', 'city', 'photo'], files: ['photo'] },
      ),
    ).toEqual({ name: ['A', 'B'], photo: ['changed', 'changed'] });
    expect(diff({ name: 'A' }, { name: 'A' }, { fields: ['name'] })).toBeNull();
  });
});

describe('every write leaves one event in its transaction', () => {
  it('a committee: added, renamed, hidden, removed', async () => {
    const before = await count();
    const added = await api.send('POST', 'committee/add', { name: 'Yuva Mandal' });
    const id = added.body.data.id;
    await api.send('PUT', `committee/edit/${id}`, { name: 'Yuva Mandal 2026' });
    await api.send('PUT', `committee/edit/${id}`, { status: 0 });
    await api.send('DELETE', `committee/${id}`);
    expect(await count()).toBe(before + 4);
    const history = await events(`resource=committees&record_id=${id}`);
    expect(history.map((e) => e.action)).toEqual(['delete', 'hide', 'update', 'create']);
    expect(history.every((e) => e.user_name === DEMO_LOGIN.name)).toBe(true);
    expect(history[2]).toMatchObject({
      resource: 'committees',
      label: 'Yuva Mandal 2026',
      changes: { name: ['Yuva Mandal', 'Yuva Mandal 2026'] },
    });
    expect(history[1]!.changes).toEqual({ status: [true, false] });
  });

  it.each([
    ['district', 'district', 'districts', 'District'],
    ['education', 'education/add', 'education', 'Education'],
    ['business type', 'business/add', 'business_types', 'Business type'],
    ['donor', 'donor/add', 'donors', 'Donor'],
  ] as const)('a %s: added and renamed, one event each', async (_kind, add, resource, noun) => {
    const created = await api.send('POST', add, { name: `Audit ${noun}` });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const rename = resource === 'donors' ? `donor/edit/${id}` : `${add.replace('/add', '')}/${id}`;
    expect((await api.send('PUT', rename, { name: `Audit ${noun} 2` })).status).toBe(200);
    const history = await events(`resource=${resource}&record_id=${id}`);
    expect(history.map((e) => [e.action, e.label, e.user_name])).toEqual([
      ['update', `Audit ${noun} 2`, DEMO_LOGIN.name],
      ['create', `Audit ${noun}`, DEMO_LOGIN.name],
    ]);
    expect(history[0]!.changes).toEqual({ name: [`Audit ${noun}`, `Audit ${noun} 2`] });
  });

  it('a village, a committee seat, a donor entry, an admin, a contact: one event per write', async () => {
    const member = (
      await postMultipart(
        api.server.app,
        'members',
        await memberForm(api.server.db, newMobile(), { first_name: 'Seat' }),
        undefined,
        api.session,
      )
    ).body.data;
    const post = await api.server.db.selectFrom('posts').select('id').executeTakeFirstOrThrow();
    const before = await count();
    const village = await api.send('POST', 'village', { name: 'Audit Village', post_id: post.id });
    expect(village.status).toBe(201);
    const committee = (await api.send('POST', 'committee/add', { name: 'Audit Seats' })).body.data;
    await api.send('POST', 'committee/member/manage', {
      committee_id: committee.id,
      member_id: member.id,
      position: 'Mantri',
    });
    const donor = (await api.send('POST', 'donor/add', { name: 'Audit Gifts' })).body.data;
    await api.send('POST', 'donor/member/manage', { donor_id: donor.id, name: 'Anonymous giver' });
    const admin = await api.send('POST', 'admin/add', { member_id: member.id });
    expect(admin.status).toBe(201);
    await api.send('DELETE', `admin/${admin.body.data.id}`);
    expect(await count()).toBe(before + 7);
    const [removedAdmin, addedAdmin, entry, , seat] = (await api.get('audit/list?itemsPerPage=5'))
      .body.data as Event[];
    expect(removedAdmin).toMatchObject({ action: 'delete', resource: 'admins' });
    expect(addedAdmin!.label).toBe(`Seat Member (${member.mobile_no})`);
    expect(entry).toMatchObject({
      resource: 'donor_members',
      label: 'Anonymous giver',
    });
    // Ids are written as the names a person reads.
    expect(seat).toMatchObject({
      resource: 'committee_members',
      label: `Seat Member (${member.mobile_no})`,
      changes: {
        committee_id: [null, 'Audit Seats'],
        member_id: [null, `Seat Member (${member.mobile_no})`],
        position: [null, 'Mantri'],
      },
    });

    const contact = await api.server.db
      .insertInto('contacts')
      .values({ member_id: member.id, title: 'Help', description: 'Please call' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.send('DELETE', `contacts/${contact.id}`);
    const [removed] = await events('resource=contacts');
    expect(removed).toMatchObject({
      action: 'delete',
      label: `Help — Seat Member (${member.mobile_no})`,
    });
  });

  it('a refused write leaves none', async () => {
    await api.send('POST', 'committee/add', { name: 'Seva Dal' });
    const before = await count();
    expect((await api.send('POST', 'committee/add', { name: 'seva dal' })).status).toBe(409);
    const taken = newMobile();
    await postMultipart(
      api.server.app,
      'members',
      await memberForm(api.server.db, taken),
      undefined,
      api.session,
    );
    const afterMember = await count();
    const duplicate = await postMultipart(
      api.server.app,
      'members',
      await memberForm(api.server.db, taken),
      await photo(),
      api.session,
    );
    expect(duplicate.status).toBe(409);
    expect(await count()).toBe(afterMember);
    expect(afterMember).toBe(before + 1);
  });

  it('a member: the changed mobile number before and after, a photo as added, never its name', async () => {
    const mobile = newMobile();
    const fields = await memberForm(api.server.db, mobile, {
      first_name: 'Jash',
      last_name: 'Harsh',
    });
    const saved = await postMultipart(api.server.app, 'members', fields, undefined, api.session);
    const id = saved.body.data.id;
    const changed = newMobile();
    await postMultipart(
      api.server.app,
      'members',
      { ...fields, id, mobile_no: changed },
      await photo(),
      api.session,
    );
    const [update, create] = await events(`resource=members&record_id=${id}`);
    expect(create).toMatchObject({ action: 'create', label: `Jash Harsh (${mobile})` });
    expect(update).toMatchObject({ action: 'update', label: `Jash Harsh (${changed})` });
    expect(update!.changes).toEqual({
      mobile_no: [mobile, changed],
      // The member had no photo: added (the screen says "photo added").
      photo: [null, 'changed'],
    });
  });

  it('a public registration has no account; an export records its filters and rows', async () => {
    const fields = await memberForm(api.server.db, newMobile(), { first_name: 'Public' });
    const done = await postMultipart(api.server.app, 'member/register', fields);
    expect(done.status).toBe(201);
    const [registered] = await events(`resource=members&record_id=${done.body.data.id}`);
    expect(registered).toMatchObject({
      action: 'create',
      user_name: null,
      details: { registration: true },
    });

    const exported = await api.server.app.inject({
      url: '/api/frontend/members/export?genderSelected=0',
      headers: { cookie: api.session.cookie },
    });
    const rows = exported.json().data.length;
    const [event] = await events('action=export');
    expect(event).toMatchObject({
      resource: 'members',
      user_name: DEMO_LOGIN.name,
      details: { filters: { genderSelected: [0] }, rows },
    });
  });

  it('sign-ins are recorded, failed ones too, and no password ever appears', async () => {
    await api.server.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: DEMO_LOGIN.email, password: 'not-the-password' },
    });
    const [failed] = await events('action=login_failed');
    expect(failed).toMatchObject({ user_name: null, label: DEMO_LOGIN.email });
    const all = await api.server.db.selectFrom('audit_events').selectAll().execute();
    const text = JSON.stringify(all);
    expect(text).not.toContain('not-the-password');
    expect(text).not.toContain(DEMO_LOGIN.password);
    expect(text).not.toContain('scrypt$');
    expect((await events('action=login')).length).toBeGreaterThan(0);
  });
});

describe('every action is named for what happened', () => {
  it('live and off, shown and hidden, for each area with a status', async () => {
    const { db } = api.server;
    const event = await db
      .insertInto('events')
      .values({ name: 'Audit Mela', start_date: '2026-12-01T10:00:00.000Z', time: 60 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await api.send('POST', 'events/publish', { id: event.id, status: 0 })).status).toBe(
      200,
    );
    expect((await api.send('POST', 'events/publish', { id: event.id, status: 1 })).status).toBe(
      200,
    );
    const history = await events(`resource=events&record_id=${event.id}`);
    expect(history.map((e) => [e.action, e.label])).toEqual([
      ['off', 'Audit Mela'],
      ['live', 'Audit Mela'],
    ]);
    expect(history[0]!.changes).toEqual({ status: [true, false] });

    const { id: gallery } = await db.selectFrom('galleries').select('id').executeTakeFirstOrThrow();
    await api.send('PUT', `gallery/${gallery}`, { status: 0 });
    await api.send('PUT', `gallery/${gallery}`, { status: 1 });
    const shown = await events(`resource=galleries&record_id=${gallery}`);
    expect(shown.slice(0, 2).map((e) => e.action)).toEqual(['show', 'hide']);

    const image = await db
      .selectFrom('gallery_images')
      .innerJoin('galleries', 'galleries.id', 'gallery_images.gallery_id')
      .select(['gallery_images.id', 'galleries.name'])
      .executeTakeFirstOrThrow();
    await api.send('PUT', `gallery/image/${image.id}`, { status: 0 });
    const [hidden] = await events(`resource=gallery_images&record_id=${image.id}`);
    expect(hidden).toMatchObject({ action: 'hide', label: image.name });

    const { id: business } = await db
      .selectFrom('business_portals')
      .select('id')
      .executeTakeFirstOrThrow();
    await api.send('PUT', `business-portal/status/${business}`, { status: 0 });
    const [off] = await events(`resource=business_portals&record_id=${business}`);
    expect(off!.action).toBe('off');
  });

  it('ids are written as names: a job’s education levels and business type', async () => {
    const { db } = api.server;
    const levels = await db
      .selectFrom('education')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(2)
      .execute();
    const type = await db
      .selectFrom('business_types')
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    const created = await api.send('POST', 'job/add', {
      title: 'Audit clerk',
      name: 'Audit Traders',
      description: 'Books',
      city: 'Surat',
      education_id: levels.map((l) => l.id),
      business_type_id: type.id,
    });
    expect(created.status, created.body.message).toBe(201);
    const [added] = await events(`resource=jobs&record_id=${created.body.data.id}`);
    expect(added!.changes).toMatchObject({
      education_id: [null, levels.map((l) => l.name)],
      business_type_id: [null, type.name],
    });
  });
});

describe('GET /audit/list', () => {
  it('pages, searches labels and filters by account, action and dates', async () => {
    const page = await api.get('audit/list?itemsPerPage=2&page=1');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.total).toBeGreaterThan(2);
    expect(page.body.data[0].at >= page.body.data[1].at).toBe(true);
    const found = await api.get('audit/list?search=Yuva');
    expect(found.body.data.every((e: Event) => e.label!.includes('Yuva'))).toBe(true);
    const user = await api.server.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const mine = await api.get(`audit/list?user_id=${user.id}&action=create`);
    expect(
      mine.body.data.every((e: Event) => e.action === 'create' && e.user_name === DEMO_LOGIN.name),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api.get(`audit/list?from=${today}&to=${today}`)).body.total).toBe(
      page.body.total,
    );
    expect((await api.get('audit/list?to=2000-01-01')).body.total).toBe(0);
    expect((await api.get('audit/list?action=nonsense')).status).toBe(422);
  });

  it('finds events by any part of their label, in any case and script, as labels change', async () => {
    const db = api.server.db;
    const event = (label: string) => ({
      at: new Date().toISOString(),
      action: 'update',
      resource: 'committees',
      record_id: '1',
      label,
    });
    const [{ id }] = await db
      .insertInto('audit_events')
      .values([event('Mahila Mandal Unjha'), event('મહિલા મંડળ ઊંઝા')])
      .returning('id')
      .execute();
    const labels = async (search: string) =>
      (await api.get(`audit/list?search=${encodeURIComponent(search)}&itemsPerPage=-1`)).body.data
        .map((e: Event) => e.label)
        .filter((l: string) => /Mandal|મંડળ|Samiti/.test(l));
    expect(await labels('mandal unj')).toEqual(['Mahila Mandal Unjha']);
    expect(await labels('MAHILA')).toEqual(['Mahila Mandal Unjha']);
    // Two letters read the labels themselves; a Gujarati part is found as well.
    expect(await labels('Un')).toEqual(['Mahila Mandal Unjha']);
    expect(await labels('મંડળ')).toEqual(['મહિલા મંડળ ઊંઝા']);
    // A label that changes is found by its new words only.
    await db
      .updateTable('audit_events')
      .set({ label: 'Seva Samiti Unjha' })
      .where('id', '=', id!)
      .execute();
    expect(await labels('mandal unj')).toEqual([]);
    expect(await labels('samiti')).toEqual(['Seva Samiti Unjha']);
  });

  it('pages a term found in more events than it counts, newest first, alone or with a filter', async () => {
    const db = api.server.db;
    const start = Date.parse('2026-03-01T00:00:00Z');
    const rows = Array.from({ length: 12_000 }, (_, i) => ({
      at: new Date(start + i * 1000).toISOString(),
      action: i % 2 ? 'update' : 'create',
      resource: 'members',
      record_id: String(i),
      label: i % 10 ? `Kansara Parivar ${i}` : `Other ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('audit_events')
        .values(rows.slice(i, i + 500))
        .execute();
    const page = async (query: string) =>
      (await api.get(`audit/list?search=kansara&itemsPerPage=25&${query}`)).body as {
        data: Event[];
        total: number;
      };
    const first = await page('page=1');
    const second = await page('page=2');
    expect(first.total).toBe(10_000);
    expect(first.data.map((e) => e.label)).toEqual(
      rows
        .filter((r) => r.label.startsWith('Kansara'))
        .reverse()
        .slice(0, 25)
        .map((r) => r.label),
    );
    expect(second.data[0]!.label).toBe(
      rows.filter((r) => r.label.startsWith('Kansara')).reverse()[25]!.label,
    );
    const oldest = await page('page=1&sortDesc=false');
    expect(oldest.data[0]!.label).toBe('Kansara Parivar 1');
    // With a filter beside it, every event the page shows matches both.
    const created = await page('page=1&action=create');
    expect(created.data).toHaveLength(25);
    expect(created.data.every((e) => e.action === 'create' && e.label?.includes('Kansara'))).toBe(
      true,
    );
    expect(created.data[0]!.label).toBe('Kansara Parivar 11998');
  });

  it("counts a term's events again as events are written, purged and renamed", async () => {
    const db = api.server.db;
    const total = async () => (await api.get('audit/list?search=Zarukha')).body.total as number;
    const add = (label: string) =>
      db
        .insertInto('audit_events')
        .values({ at: new Date().toISOString(), action: 'update', resource: 'committees', label })
        .returning('id')
        .executeTakeFirstOrThrow();
    expect(await total()).toBe(0);
    const first = await add('Zarukha Mandal');
    expect(await total()).toBe(1);
    await add('Zarukha Yuvak');
    await add('Another Mandal');
    expect(await total()).toBe(2);
    await db
      .updateTable('audit_events')
      .set({ label: 'Renamed Mandal' })
      .where('id', '=', first.id)
      .execute();
    expect(await total()).toBe(1);
    await db.deleteFrom('audit_events').where('label', '=', 'Zarukha Yuvak').execute();
    expect(await total()).toBe(0);
  });

  it('names the accounts for the account filter', async () => {
    const accounts = await api.get('audit/accounts');
    expect(accounts.body.data).toEqual([expect.objectContaining({ name: DEMO_LOGIN.name })]);
  });

  it('answers 401 without a session', async () => {
    const response = await api.server.app.inject({ url: '/api/frontend/audit/list' });
    expect(response.statusCode).toBe(401);
  });
});

describe('events recorded before the log spoke in words', () => {
  it('get the words of new ones: what a switch did, labels without an English noun', async () => {
    const { db } = api.server;
    const at = new Date().toISOString();
    const old = [
      ['publish', 'events', 'Event: Old Mela', { status: [1, 0] }],
      ['publish', 'programs', 'Program: Old Camp', { status: [0, 1] }],
      ['status', 'business_portals', 'Business: Old Traders', { status: [true, false] }],
      ['status', 'galleries', 'Gallery: Old Album', { status: [false, true] }],
      ['publish', 'result_segments', 'Result year: 2001', { status: [false, true] }],
      ['update', 'committee_members', 'Committee member: Old Seat (9825000000)', null],
      ['export', 'members', 'Members export', null],
    ] as const;
    const ids: number[] = [];
    for (const [action, resource, label, changes] of old) {
      const row = await db
        .insertInto('audit_events')
        .values({ at, action, resource, label, changes: changes && JSON.stringify(changes) })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await auditWords.up(db as never);
    const rows = await db
      .selectFrom('audit_events')
      .select(['action', 'label'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.label])).toEqual([
      ['off', 'Old Mela'],
      ['live', 'Old Camp'],
      ['off', 'Old Traders'],
      ['show', 'Old Album'],
      ['publish', '2001'],
      ['update', 'Old Seat (9825000000)'],
      ['export', null],
    ]);
  });
});
