import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';

const api = signedInServer();
const { get, send } = api;

const count = async (table: 'programs' | 'volunteer_types' | 'volunteers' | 'events') =>
  Number(
    (
      await api.server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const csv = async (query: string) =>
  api.server.app.inject({
    method: 'GET',
    url: `/api/frontend/programs/export?${query}`,
    headers: { cookie: api.session.cookie },
  });
const parse = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('programs', () => {
  it('lists the seeded programs with counts, newest first; pages and searches', async () => {
    const all = await get('programs?itemsPerPage=-1');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(await count('programs'));
    const starts = all.body.data.map((p: { start_date: string }) => p.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    for (const p of all.body.data) {
      expect(p.start_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(typeof p.status).toBe('boolean');
      expect(p.types_count).toBeGreaterThan(0);
    }
    const first = all.body.data[0].name as string;
    expect(
      (await get(`programs?search=${encodeURIComponent(first.slice(2, 7))}`)).body.data,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ name: first })]));
    expect((await get('programs?page=2&itemsPerPage=1')).body.data[0]).toEqual(all.body.data[1]);
  });

  it('adds with a start in UTC; refuses a blank name, a bad start and a bad duration', async () => {
    const added = await send('POST', 'programs', {
      name: 'Swachhata Abhiyan',
      time: '90',
      date: '2026-12-05T09:30:00+05:30',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Program added.',
      data: {
        name: 'Swachhata Abhiyan',
        time: 90,
        start_date: '2026-12-05T04:00:00.000Z',
        status: false,
      },
    });
    const before = await count('programs');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ', time: 60, date: '2026-12-05T09:30Z' }, 'name', 'The name is required.'],
      [{ name: 'X', time: 60, date: '' }, 'date', 'The start date and time are required.'],
      [
        { name: 'X', time: 60, date: '05/12/2026' },
        'date',
        'Enter the start as a date and a time.',
      ],
      [
        { name: 'X', time: 60, date: '2026-12-05T09:30' },
        'date',
        'Enter the start as a date and a time.',
      ],
      [
        { name: 'X', time: 60, date: '2026-02-30T09:30Z' },
        'date',
        'Enter the start as a date and a time.',
      ],
      [{ name: 'X', time: '', date: '2026-12-05T09:30Z' }, 'time', 'The duration is required.'],
      [
        { name: 'X', time: 0, date: '2026-12-05T09:30Z' },
        'time',
        'Enter the duration in whole minutes, from 1 to 10,080.',
      ],
      [
        { name: 'X', time: '1.5', date: '2026-12-05T09:30Z' },
        'time',
        'Enter the duration in whole minutes, from 1 to 10,080.',
      ],
      [
        { name: 'X', time: 10_081, date: '2026-12-05T09:30Z' },
        'time',
        'Enter the duration in whole minutes, from 1 to 10,080.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await send('POST', 'programs', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors[field]).toEqual([message]);
    }
    expect(await count('programs')).toBe(before);
  });

  it('publish flips the status the client saw, so a retry lands on the same result', async () => {
    const { id } = (
      await send('POST', 'programs', { name: 'Camp', time: 60, date: '2026-12-01T05:00:00Z' })
    ).body.data;
    const live = await send('POST', 'programs/publish', { id, status: false });
    expect(live.body).toMatchObject({ message: 'Program is live.', data: { status: true } });
    const again = await send('POST', 'programs/publish', { id, status: false });
    expect(again.body.data.status).toBe(true);
    const off = await send('POST', 'programs/publish', { id, status: 1 });
    expect(off.body).toMatchObject({ message: 'Program is off.', data: { status: false } });
    expect((await send('POST', 'programs/publish', { id: 999999, status: 0 })).status).toBe(404);
    expect((await send('POST', 'programs/publish', { id })).status).toBe(422);
  });

  it('volunteer types: list with sign-ups, add once per program, remove; the program cascades', async () => {
    const { id } = (
      await send('POST', 'programs', {
        name: 'Medical Camp',
        time: 240,
        date: '2026-12-10T04:30:00Z',
      })
    ).body.data;
    expect(
      (await send('POST', 'programs/volunteer-type', { name: 'Doctors', want: 3, program_id: id }))
        .status,
    ).toBe(201);
    const nurses = await send('POST', 'programs/volunteer-type', {
      name: 'Nurses',
      want: '5',
      program_id: id,
    });
    expect(nurses.body).toMatchObject({
      message: 'Volunteer type added.',
      data: { want: 5, signed_up: 0 },
    });
    const twice = await send('POST', 'programs/volunteer-type', {
      name: 'nurses',
      want: 2,
      program_id: id,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errors.name).toEqual([
      'The volunteer type "nurses" already exists in this program.',
    ]);
    for (const [body, field] of [
      [{ name: '', want: 2, program_id: id }, 'name'],
      [{ name: 'A', want: 0, program_id: id }, 'want'],
      [{ name: 'A', want: 'x', program_id: id }, 'want'],
      [{ name: 'A', want: 2 }, 'program_id'],
    ] as const) {
      const refused = await send('POST', 'programs/volunteer-type', body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[field]).toHaveLength(1);
    }
    expect(
      (await send('POST', 'programs/volunteer-type', { name: 'A', want: 2, program_id: 999999 }))
        .status,
    ).toBe(404);

    // Three members sign up as nurses (the family app does this).
    const members = await api.server.db.selectFrom('members').select('id').limit(3).execute();
    await api.server.db
      .insertInto('volunteers')
      .values(members.map((m) => ({ volunteer_type_id: nurses.body.data.id, member_id: m.id })))
      .execute();
    const list = await get(`programs/volunteer-types?program_id=${id}`);
    expect(list.body).toMatchObject({
      total: 2,
      programs: { id, name: 'Medical Camp' },
      data: [
        { name: 'Doctors', want: 3, signed_up: 0 },
        { name: 'Nurses', want: 5, signed_up: 3 },
      ],
    });
    expect((await get(`programs/volunteer-types?program_id=${id}&search=doc`)).body.total).toBe(1);
    // The counts follow every write to the sign-ups, whoever makes it: a move, a removal.
    const signedUp = async () =>
      Object.fromEntries(
        (await get(`programs/volunteer-types?program_id=${id}`)).body.data.map(
          (t: { name: string; signed_up: number }) => [t.name, t.signed_up],
        ),
      );
    const programCount = async () =>
      (await get('programs?itemsPerPage=100')).body.data.find((p: { id: number }) => p.id === id)
        .volunteers_count;
    const fourth = await api.server.db
      .selectFrom('members')
      .select('id')
      .where(
        'id',
        'not in',
        members.map((m) => m.id),
      )
      .executeTakeFirstOrThrow();
    const { id: extra } = await api.server.db
      .insertInto('volunteers')
      .values({ volunteer_type_id: list.body.data[0].id, member_id: fourth.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await signedUp()).toEqual({ Doctors: 1, Nurses: 3 });
    expect(await programCount()).toBe(4);
    await api.server.db
      .updateTable('volunteers')
      .set({ volunteer_type_id: nurses.body.data.id })
      .where('id', '=', extra)
      .execute();
    expect(await signedUp()).toEqual({ Doctors: 0, Nurses: 4 });
    await api.server.db.deleteFrom('volunteers').where('id', '=', extra).execute();
    expect(await signedUp()).toEqual({ Doctors: 0, Nurses: 3 });
    expect(await programCount()).toBe(3);
    expect((await get('programs/volunteer-types?program_id=999999')).status).toBe(404);

    const doctors = list.body.data[0].id;
    expect((await send('DELETE', `programs/volunteer-type/${doctors}`)).body.message).toBe(
      'Volunteer type removed.',
    );
    expect((await send('DELETE', `programs/volunteer-type/${doctors}`)).status).toBe(404);

    const volunteers = await count('volunteers');
    const removed = await send('DELETE', `programs/${id}`);
    expect(removed.body).toMatchObject({
      message: 'Program removed.',
      data: { volunteers_count: 3 },
    });
    expect(await count('volunteers')).toBe(volunteers - 3);
    expect((await get(`programs/volunteer-types?program_id=${id}`)).status).toBe(404);
    expect(
      (
        await api.server.db
          .selectFrom('members')
          .select('id')
          .where(
            'id',
            'in',
            members.map((m) => m.id),
          )
          .execute()
      ).length,
    ).toBe(3);
  });

  it('exports volunteers as CSV with a byte-order mark, by program or by type; a Gujarati name round-trips', async () => {
    const { id } = (
      await send('POST', 'programs', { name: 'Seva', time: 60, date: '2026-12-01T05:00:00Z' })
    ).body.data;
    const type = (
      await send('POST', 'programs/volunteer-type', { name: 'Rasoi', want: 2, program_id: id })
    ).body.data;
    const other = (
      await send('POST', 'programs/volunteer-type', { name: 'Parking', want: 2, program_id: id })
    ).body.data;
    const [a, b] = await api.server.db
      .selectFrom('members')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    await api.server.db
      .updateTable('members')
      .set({ first_name: 'જશ', last_name: 'હર્ષ' })
      .where('id', '=', a!.id)
      .execute();
    await api.server.db
      .insertInto('volunteers')
      .values([
        { volunteer_type_id: type.id, member_id: a!.id },
        { volunteer_type_id: other.id, member_id: b!.id },
      ])
      .execute();

    const all = await csv(`program_id=${id}`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="volunteers-Seva\.csv"/,
    );
    expect(all.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = parse(all.body);
    expect(lines[0]).toBe('Name,Mobile No.,Volunteer Type,Signed Up,City / Village');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^જશ હર્ષ,\d+,Rasoi,\d{4}-\d{2}-\d{2},/);

    const byType = parse((await csv(`type_id=${other.id}`)).body);
    expect(byType).toHaveLength(2);
    expect(byType[1]).toContain(',Parking,');

    for (const query of ['', 'program_id=1&type_id=1', 'program_id=abc'])
      expect((await csv(query)).statusCode, query).toBe(422);
    expect((await csv('program_id=999999')).statusCode).toBe(404);
    expect((await csv('type_id=999999')).statusCode).toBe(404);
    const events = await api.server.db
      .selectFrom('audit_events')
      .select(['details'])
      .where('action', '=', 'export')
      .where('resource', '=', 'programs')
      .execute();
    expect(JSON.parse(events.at(-1)!.details!)).toMatchObject({ program_id: 'Seva', rows: 2 });
  });
});

describe('events', () => {
  it('lists upcoming events first (soonest first), then past ones (latest first), marked past', async () => {
    const all = await get('events?itemsPerPage=-1');
    expect(all.body.total).toBe(12);
    const rows = all.body.data as { start_date: string; past: boolean; time: number }[];
    const now = Date.now();
    const upcoming = rows.filter((r) => new Date(r.start_date).getTime() >= now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(rows.slice(0, upcoming.length)).toEqual(upcoming);
    const upStarts = upcoming.map((r) => r.start_date);
    expect(upStarts).toEqual([...upStarts].sort());
    const pastStarts = rows.slice(upcoming.length).map((r) => r.start_date);
    expect(pastStarts).toEqual([...pastStarts].sort().reverse());
    for (const r of rows.slice(upcoming.length)) expect(r.past).toBe(true);
    for (const r of upcoming) expect(r.past).toBe(false);
    // Page by page (pages that straddle the upcoming and the past) the same order.
    for (const size of [2, 5, 7]) {
      const paged = [];
      for (let page = 1; (page - 1) * size < 12; page++) {
        const answer = await get(`events?itemsPerPage=${size}&page=${page}`);
        expect(answer.body.total).toBe(12);
        paged.push(...answer.body.data);
      }
      expect(paged).toEqual(rows);
    }
    const byName = await get('events?sortBy=name&itemsPerPage=-1');
    const names = byName.body.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y)));
  });

  it('adds, edits, publishes and deletes; refuses bad input', async () => {
    const added = await send('POST', 'events', {
      name: 'Sharad Purnima Garba',
      time: 180,
      start_date: '2026-12-24T19:00:00+05:30',
    });
    expect(added.body).toMatchObject({
      message: 'Event added.',
      data: { start_date: '2026-12-24T13:30:00.000Z', status: false, past: false },
    });
    const id = added.body.data.id as number;
    const edited = await send('PUT', `events/${id}`, {
      name: 'Sharad Purnima Raas Garba',
      time: '150',
      start_date: '2026-12-24T13:00:00Z',
    });
    expect(edited.body).toMatchObject({
      message: 'Event updated.',
      data: {
        name: 'Sharad Purnima Raas Garba',
        time: 150,
        start_date: '2026-12-24T13:00:00.000Z',
      },
    });
    const live = await send('POST', 'events/publish', { id, status: 0 });
    expect(live.body).toMatchObject({ message: 'Event is live.', data: { status: true } });
    const off = await send('POST', 'events/publish', { id, status: true });
    expect(off.body).toMatchObject({ message: 'Event is off.', data: { status: false } });

    const before = await count('events');
    for (const body of [
      { name: '', time: 60, start_date: '2026-12-24T13:00:00Z' },
      { name: 'X', time: -5, start_date: '2026-12-24T13:00:00Z' },
      { name: 'X', time: 60, start_date: 'tomorrow' },
      {},
    ]) {
      expect((await send('POST', 'events', body)).status).toBe(422);
      expect((await send('PUT', `events/${id}`, body)).status).toBe(422);
    }
    expect(await count('events')).toBe(before);
    expect(
      (
        await send('PUT', 'events/999999', {
          name: 'X',
          time: 60,
          start_date: '2026-12-24T13:00:00Z',
        })
      ).status,
    ).toBe(404);
    expect((await send('DELETE', `events/${id}`)).body.message).toBe('Event removed.');
    expect((await send('DELETE', `events/${id}`)).status).toBe(404);
    const actions = await api.server.db
      .selectFrom('audit_events')
      .select('action')
      .where('resource', '=', 'events')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'live', 'off', 'delete']);
  });

  it('answers 401 signed out and never 500 to malformed input', async () => {
    for (const url of [
      '/api/frontend/programs',
      '/api/frontend/events',
      '/api/frontend/programs/export?program_id=1',
    ])
      expect((await api.server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const odd = [
      await send('POST', 'programs', { name: ['x'], time: { a: 1 }, date: 5 }),
      await send('POST', 'events/publish', { id: 'x', status: 'maybe' }),
      await send('DELETE', 'programs/abc'),
      await send('DELETE', 'programs/volunteer-type/-1'),
      await get('programs/volunteer-types?program_id=' + 'x'.repeat(50)),
      await get('events?page=-1'),
    ];
    for (const answer of odd) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
