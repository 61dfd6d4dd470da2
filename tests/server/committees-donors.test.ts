import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';

const api = signedInServer();
const { get, send } = api;

/** Members the test can add: the first `n` members by id. */
const someMembers = async (n: number) =>
  (await api.server.db.selectFrom('members').select('id').orderBy('id').limit(n).execute()).map(
    (m) => m.id,
  );
const count = async (table: 'committee_members' | 'donor_members' | 'members', where?: number) => {
  let query = api.server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (where !== undefined && table === 'committee_members')
    query = query.where('committee_id' as never, '=', where as never);
  if (where !== undefined && table === 'donor_members')
    query = query.where('donor_id' as never, '=', where as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe.each([
  { label: 'Committee', prefix: 'committee', table: 'committees' as const },
  { label: 'Donor', prefix: 'donor', table: 'donors' as const },
])('$label list', ({ label, prefix, table }) => {
  it('lists with paging, search, member counts and a boolean status', async () => {
    const all = await get(`${prefix}/list?itemsPerPage=-1`);
    expect(all.status).toBe(200);
    const rows = await api.server.db.selectFrom(table).select('id').execute();
    expect(all.body.total).toBe(rows.length);
    const names = all.body.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const row of all.body.data) {
      expect(typeof row.status).toBe('boolean');
      expect(row.members_count).toBe(
        await count(prefix === 'committee' ? 'committee_members' : 'donor_members', row.id),
      );
    }
    const page = await get(`${prefix}/list?page=2&itemsPerPage=2`);
    expect(page.body.data).toEqual(all.body.data.slice(2, 4));
    const first = all.body.data[0].name as string;
    const found = await get(`${prefix}/list?search=${encodeURIComponent(first.slice(1, 5))}`);
    expect(found.body.data.map((r: { name: string }) => r.name)).toContain(first);
    // The original client's extra keys (groupBy, sortBy[]) are accepted.
    const sorted = await get(`${prefix}/list?sortBy[]=name&sortDesc[]=true&groupBy=`);
    expect(sorted.body.data[0].name).toBe(names.at(-1));
  });

  it('adds, renames, switches status and removes; a blank name is refused', async () => {
    expect((await send('POST', `${prefix}/add`, { name: '   ' })).status).toBe(422);
    expect((await send('POST', `${prefix}/add`, {})).body.errors.name).toBeDefined();
    const added = await send('POST', `${prefix}/add`, { name: '  Test group  ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: `${label} added.`,
      data: { name: 'Test group', status: true, members_count: 0 },
    });
    const id = added.body.data.id;

    const renamed = await send('PUT', `${prefix}/edit/${id}`, { name: 'Renamed group' });
    expect(renamed.body).toMatchObject({
      message: `${label} updated.`,
      data: { name: 'Renamed group' },
    });
    const hidden = await send('PUT', `${prefix}/edit/${id}`, { status: false });
    expect(hidden.body).toMatchObject({ message: `${label} is hidden.`, data: { status: false } });
    const shown = await send('PUT', `${prefix}/edit/${id}`, { status: 1 });
    expect(shown.body.data.status).toBe(true);
    expect((await send('PUT', `${prefix}/edit/${id}`, {})).status).toBe(422);
    expect((await send('PUT', `${prefix}/edit/${id}`, { status: 'maybe' })).status).toBe(422);
    expect((await send('PUT', `${prefix}/edit/999999`, { name: 'x' })).status).toBe(404);
    expect((await send('PUT', `${prefix}/edit/abc`, { name: 'x' })).status).toBe(422);

    const removed = await send('DELETE', `${prefix}/${id}`);
    expect(removed.body.message).toBe(`${label} removed.`);
    expect((await send('DELETE', `${prefix}/${id}`)).status).toBe(404);
  });

  it('needs a signed-in administrator', async () => {
    const inject = api.server.app.inject.bind(api.server.app);
    expect((await inject({ method: 'GET', url: `/api/frontend/${prefix}/list` })).statusCode).toBe(
      401,
    );
    expect(
      (await inject({ method: 'POST', url: `/api/frontend/${prefix}/add`, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await inject({ method: 'GET', url: `/api/frontend/${prefix}/members` })).statusCode,
    ).toBe(401);
  });
});

describe('Committee members', () => {
  it('adds once, updates the position on a second add, filters, searches and removes', async () => {
    const { body } = await send('POST', 'committee/add', { name: 'Seva Samiti' });
    const committee_id = body.data.id as number;
    const [a, b, c] = await someMembers(3);

    const empty = await get(`committee/members?committee_id=${committee_id}`);
    expect(empty.body).toMatchObject({ data: [], total: 0, committee: { name: 'Seva Samiti' } });

    const added = await send('POST', 'committee/member/manage', {
      committee_id,
      member_id: a,
      position: ' Pramukh ',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      member_id: a,
      position: 'Pramukh',
      information: { id: a, first_name: expect.any(String) },
    });
    const seatB = await send('POST', 'committee/member/manage', {
      committee_id,
      member_id: b,
      position: '',
    });
    await send('POST', 'committee/member/manage', {
      committee_id,
      member_id: c,
      position: 'Mantri',
    });

    // The member-once rule: adding a seated member again is refused, nothing changes.
    const twice = await send('POST', 'committee/member/manage', {
      committee_id,
      member_id: a,
      position: '',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errors.member_id).toEqual([
      'This member is already in the committee. Edit their position instead.',
    ]);
    // Editing (the seat's id sent) changes the position.
    const again = await send('POST', 'committee/member/manage', {
      id: seatB.body.data.id,
      committee_id,
      member_id: b,
      position: 'Mantri',
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Position updated.');
    expect(await count('committee_members', committee_id)).toBe(3);

    const positions = await get(`committee/positions?committee_id=${committee_id}`);
    expect(positions.body.data).toEqual(['Mantri', 'Pramukh']);
    const seats = await get(`committee/members?committee_id=${committee_id}`);
    expect(seats.body.data.find((r: { member_id: number }) => r.member_id === a).position).toBe(
      'Pramukh',
    );

    const mantri = await get(
      `committee/members?committee_id=${committee_id}&positionSelected=Mantri`,
    );
    expect(mantri.body.data.map((r: { member_id: number }) => r.member_id).sort()).toEqual(
      [b, c].sort(),
    );
    const either = await get(
      `committee/members?committee_id=${committee_id}&positionSelected[]=Mantri&positionSelected[]=Pramukh`,
    );
    expect(either.body.total).toBe(3);

    const member = await api.server.db
      .selectFrom('members')
      .select(['first_name', 'mobile_no'])
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    const byMobile = await get(
      `committee/members?committee_id=${committee_id}&search=${member.mobile_no}`,
    );
    expect(byMobile.body.data.map((r: { member_id: number }) => r.member_id)).toEqual([a]);

    const removed = await send('POST', 'committee/member/remove', { committee_id, member_id: a });
    expect(removed.body.message).toBe('Member removed from the committee.');
    expect(
      (await send('POST', 'committee/member/remove', { committee_id, member_id: a })).status,
    ).toBe(404);
    expect(await count('committee_members', committee_id)).toBe(2);
  });

  it('refuses blank, malformed and unknown input without writing', async () => {
    const { body } = await send('POST', 'committee/add', { name: 'Checks' });
    const committee_id = body.data.id as number;
    const before = await count('committee_members');
    const noMember = await send('POST', 'committee/member/manage', { committee_id });
    expect(noMember.status).toBe(422);
    expect(noMember.body.errors.member_id).toEqual(['Choose a member.']);
    expect(
      (await send('POST', 'committee/member/manage', { committee_id, member_id: 'abc' })).status,
    ).toBe(422);
    const unknownMember = await send('POST', 'committee/member/manage', {
      committee_id,
      member_id: 99_999_999,
    });
    expect(unknownMember.status).toBe(422);
    expect(unknownMember.body.errors.member_id).toBeDefined();
    const [m] = await someMembers(1);
    expect(
      (await send('POST', 'committee/member/manage', { committee_id: 999_999, member_id: m }))
        .status,
    ).toBe(404);
    expect(
      (
        await send('POST', 'committee/member/manage', {
          committee_id,
          member_id: m,
          position: 'x'.repeat(101),
        })
      ).status,
    ).toBe(422);
    expect((await get('committee/members')).status).toBe(422);
    expect((await get('committee/members?committee_id=999999')).status).toBe(404);
    expect((await get('committee/positions?committee_id=abc')).status).toBe(422);
    const raw = await api.server.app.inject({
      method: 'POST',
      url: '/api/frontend/committee/member/manage',
      headers: {
        cookie: api.session.cookie,
        'x-xsrf-token': api.session.xsrf,
        'content-type': 'application/json',
      },
      payload: '{"committee_id":',
    });
    expect(raw.statusCode).toBe(400);
    expect(await count('committee_members')).toBe(before);
  });

  it('deleting a committee removes its memberships in one go, never the members', async () => {
    const { body } = await send('POST', 'committee/add', { name: 'Short-lived' });
    const committee_id = body.data.id as number;
    const ids = await someMembers(4);
    for (const member_id of ids)
      await send('POST', 'committee/member/manage', {
        committee_id,
        member_id,
        position: 'Sabhya',
      });
    const members = await count('members');
    expect(await count('committee_members', committee_id)).toBe(4);
    expect((await send('DELETE', `committee/${committee_id}`)).status).toBe(200);
    expect(await count('committee_members', committee_id)).toBe(0);
    expect(await count('members')).toBe(members);
  });
});

describe('Donor members', () => {
  it('adds registered and unknown donors, edits, searches and removes', async () => {
    const { body } = await send('POST', 'donor/add', { name: 'Mandir Fund' });
    const donor_id = body.data.id as number;
    const [a, b] = await someMembers(2);

    const registered = await send('POST', 'donor/member/manage', {
      donor_id,
      member_id: a,
      position: 'Mukhya Data',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({
      type: 1,
      member_id: a,
      name: null,
      position: 'Mukhya Data',
      information: { id: a },
    });
    const unknown = await send('POST', 'donor/member/manage', {
      donor_id,
      name: 'A well-wisher',
      position: '',
    });
    expect(unknown.body.data).toMatchObject({
      type: 0,
      member_id: null,
      name: 'A well-wisher',
      position: null,
      information: null,
    });

    // A member is listed under a donor once.
    const twice = await send('POST', 'donor/member/manage', { donor_id, member_id: a });
    expect(twice.status).toBe(409);
    expect(twice.body.errors.member_id).toBeDefined();

    // Edit: the unknown donor gets a position; the registered one becomes another member.
    const edited = await send('POST', 'donor/member/manage', {
      id: unknown.body.data.id,
      donor_id,
      name: 'A well-wisher from Surat',
      position: 'Sahyogi',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      message: 'Donor member updated.',
      data: { name: 'A well-wisher from Surat', position: 'Sahyogi' },
    });
    const moved = await send('POST', 'donor/member/manage', {
      id: registered.body.data.id,
      donor_id,
      member_id: b,
    });
    expect(moved.body.data.member_id).toBe(b);

    const listed = await get(`donor/members?donor_id=${donor_id}`);
    expect(listed.body.total).toBe(2);
    expect(listed.body.donor).toMatchObject({ id: donor_id, name: 'Mandir Fund' });
    const found = await get(`donor/members?donor_id=${donor_id}&search=surat`);
    expect(found.body.data.map((r: { name: string }) => r.name)).toEqual([
      'A well-wisher from Surat',
    ]);
    const paged = await get(`donor/members?donor_id=${donor_id}&itemsPerPage=1&page=2`);
    expect(paged.body.data).toHaveLength(1);

    const removed = await send('DELETE', `donor/member/remove/${unknown.body.data.id}`);
    expect(removed.body.message).toBe('Donor member removed.');
    expect((await send('DELETE', `donor/member/remove/${unknown.body.data.id}`)).status).toBe(404);
    expect(await count('donor_members', donor_id)).toBe(1);
  });

  it('refuses blank, doubled, malformed and unknown input without writing', async () => {
    const { body } = await send('POST', 'donor/add', { name: 'Checks' });
    const donor_id = body.data.id as number;
    const [m] = await someMembers(1);
    const before = await count('donor_members');

    const blank = await send('POST', 'donor/member/manage', {
      donor_id,
      name: '  ',
      member_id: '',
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.member_id).toEqual(['Choose a member or a name.']);
    expect(
      (await send('POST', 'donor/member/manage', { donor_id, member_id: m, name: 'Both' })).status,
    ).toBe(422);
    expect(
      (await send('POST', 'donor/member/manage', { donor_id, member_id: 99_999_999 })).status,
    ).toBe(422);
    expect(
      (await send('POST', 'donor/member/manage', { donor_id: 999_999, name: 'x' })).status,
    ).toBe(404);
    expect(
      (await send('POST', 'donor/member/manage', { id: 999_999, donor_id, name: 'x' })).status,
    ).toBe(404);
    expect((await send('POST', 'donor/member/manage', { donor_id: 'abc', name: 'x' })).status).toBe(
      422,
    );
    expect((await send('DELETE', 'donor/member/remove/abc')).status).toBe(422);
    expect((await get('donor/members')).status).toBe(422);
    expect(await count('donor_members')).toBe(before);
  });

  it('deleting a donor removes its entries, never the members', async () => {
    const { body } = await send('POST', 'donor/add', { name: 'Gone' });
    const donor_id = body.data.id as number;
    const [m] = await someMembers(1);
    await send('POST', 'donor/member/manage', { donor_id, member_id: m });
    await send('POST', 'donor/member/manage', { donor_id, name: 'Anonymous' });
    const members = await count('members');
    await send('DELETE', `donor/${donor_id}`);
    expect(await count('donor_members', donor_id)).toBe(0);
    expect(await count('members')).toBe(members);
  });
});

describe('Sorting the member lists', () => {
  const sorted = (values: string[], desc = false) => {
    const copy = [...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    return desc ? copy.reverse() : copy;
  };

  it('sorts a committee by name, mobile number and position, either way', async () => {
    const committee = await api.server.db
      .selectFrom('committees')
      .select('id')
      .executeTakeFirstOrThrow();
    const list = async (sortBy: string, desc: boolean) =>
      (
        await get(
          `committee/members?committee_id=${committee.id}&itemsPerPage=-1&sortBy=${sortBy}&sortDesc=${desc}`,
        )
      ).body.data as {
        position: string | null;
        information: { first_name: string; mobile_no: string };
      }[];
    const byMobile = (await list('information.mobile_no', true)).map(
      (r) => r.information.mobile_no,
    );
    expect(byMobile.length).toBeGreaterThan(2);
    expect(byMobile).toEqual([...byMobile].sort().reverse());
    const byName = (await list('name', false)).map((r) => r.information.first_name);
    expect(byName).toEqual(sorted(byName));
  });

  it("sorts a donor's list by the name it shows, members and typed names together", async () => {
    const donor = await api.server.db
      .selectFrom('donors')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await send('POST', 'donor/member/manage', { donor_id: donor.id, name: 'A Aaaa Unregistered' });
    const rows = (
      await get(`donor/members?donor_id=${donor.id}&itemsPerPage=-1&sortBy=name&sortDesc=false`)
    ).body.data as {
      name: string | null;
      information: { first_name: string; last_name: string } | null;
    }[];
    const shown = rows.map((r) =>
      r.information
        ? `${r.information.first_name} ${r.information.last_name ?? ''}`.trim()
        : r.name!,
    );
    expect(shown[0]).toBe('A Aaaa Unregistered');
    expect(shown).toEqual(sorted(shown));
  });
});
