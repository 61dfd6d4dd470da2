import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountWithRole,
  apiGet,
  apiSend,
  busiestDistricts,
  signedInServer,
  type Session,
} from './helpers.js';
import { memberForm, mobiles, postMultipart, villageIn as villageOf } from './member-fixtures.js';

/**
 * Every id inside a coordinator's write body, and every record the write touches,
 * within its districts (docs/security.md "Roles"): an id of another district
 * inside a body answers 422 with a code and writes nothing; another district's
 * record named by the write is not found (404).
 */
const api = signedInServer();
const nextMobile = mobiles(61000);

let mine: number;
let other: number;
let coordinator: Session;

const send = async (method: 'POST' | 'DELETE', path: string, payload?: unknown) => {
  const r = await apiSend(api.server.app, coordinator, method, path, payload);
  return { status: r.statusCode, body: r.json() };
};
const villageIn = (district: number) => villageOf(api.server.db, district);
/** A member of `district` who is not a head (so could be moved), the newest first. */
const memberOf = (district: number, head = 0) =>
  api.server.db
    .selectFrom('members')
    .select(['id', 'family_id', 'mobile_no', 'first_name', 'relation_id'])
    .where('district_id', '=', district)
    .where('is_head', '=', head)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const familyOf = async (id: number) =>
  (
    await api.server.db
      .selectFrom('members')
      .select('family_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).family_id;
const count = async (table: 'members' | 'donor_members' | 'committee_members' | 'notifications') =>
  Number(
    (
      await api.server.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** A head of `district` whose family is only themself, with their form as the office loads it. */
async function loneHeadIn(district: number) {
  const form = await memberForm(api.server.db, nextMobile(), await villageIn(district));
  const added = await postMultipart(api.server.app, 'members', form, undefined, api.session);
  expect(added.status).toBe(201);
  return { id: added.body.data.id as number, form };
}

beforeAll(async () => {
  // The two districts with the most members: the coordinator's, and another.
  [mine, other] = (await busiestDistricts(api.server.db)) as [number, number];
  coordinator = await accountWithRole(api.server, 'coordinator', [mine]);
});

describe("a coordinator naming another district's member inside a body", () => {
  it('cannot move them into its own member’s family (422 under the family, nobody moved, no mobile shown)', async () => {
    const ours = await loneHeadIn(mine);
    const theirs = await memberOf(other);
    const answer = await postMultipart(
      api.server.app,
      'members',
      {
        ...ours.form,
        id: ours.id,
        family: JSON.stringify([
          { id: ours.id, relation_id: null, is_head: true },
          { id: theirs.id, relation_id: theirs.relation_id, is_head: false },
        ]),
      },
      undefined,
      coordinator,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error_codes.family.code).toBe('member_outside_scope');
    expect(JSON.stringify(answer.body)).not.toContain(theirs.mobile_no);
    expect(await familyOf(theirs.id)).toBe(theirs.family_id);
  });

  it('cannot add a member whose family names them (422, no member written)', async () => {
    const theirs = await memberOf(other);
    const before = await count('members');
    const answer = await postMultipart(
      api.server.app,
      'members',
      {
        ...(await memberForm(api.server.db, nextMobile(), await villageIn(mine))),
        family: JSON.stringify([
          { id: theirs.id, relation_id: theirs.relation_id, is_head: false },
        ]),
      },
      undefined,
      coordinator,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error_codes.family.code).toBe('member_outside_scope');
    expect(await count('members')).toBe(before);
    expect(await familyOf(theirs.id)).toBe(theirs.family_id);
  });

  it("keeps another district's relative where they are: shown by name only, not dropped from the family", async () => {
    // The office puts a relative of another district into a family of ours.
    const ours = await loneHeadIn(mine);
    const theirs = await memberOf(other);
    const joined = await postMultipart(
      api.server.app,
      'members',
      {
        ...ours.form,
        id: ours.id,
        family: JSON.stringify([
          { id: ours.id, relation_id: null, is_head: true },
          { id: theirs.id, relation_id: theirs.relation_id, is_head: false },
        ]),
      },
      undefined,
      api.session,
    );
    expect(joined.status).toBe(200);
    const read = (await apiGet(api.server.app, coordinator, `members/${ours.id}`)).json();
    const relative = read.data.family.find((m: { id: number }) => m.id === theirs.id);
    expect(relative).toMatchObject({ first_name: theirs.first_name, mobile_no: '', photo: null });
    expect(JSON.stringify(read)).not.toContain(theirs.mobile_no);
    // Leaving them out, or making them head, is refused; keeping them saves.
    const save = (family: unknown[]) =>
      postMultipart(
        api.server.app,
        'members',
        { ...ours.form, id: ours.id, family: JSON.stringify(family) },
        undefined,
        coordinator,
      );
    const dropped = await save([{ id: ours.id, relation_id: null, is_head: true }]);
    expect(dropped.status).toBe(422);
    expect(dropped.body.error_codes.family.code).toBe('family_outside_scope');
    const crowned = await save([
      { id: ours.id, relation_id: null, is_head: false },
      { id: theirs.id, relation_id: theirs.relation_id, is_head: true },
    ]);
    expect(crowned.status).toBe(422);
    expect(await familyOf(theirs.id)).toBe(await familyOf(ours.id));
    const kept = await save([
      { id: ours.id, relation_id: null, is_head: true },
      { id: theirs.id, relation_id: theirs.relation_id, is_head: false },
    ]);
    expect(kept.status).toBe(200);
    expect(JSON.stringify(kept.body)).not.toContain(theirs.mobile_no);

    // The log it reads names that relative without their mobile or name.
    const log = (
      await apiGet(api.server.app, coordinator, 'audit/list?resource=members&itemsPerPage=-1')
    ).json();
    const event = log.data.find(
      (e: { record_id: string; changes: { family?: unknown } | null }) =>
        e.record_id === String(ours.id) && e.changes?.family,
    );
    expect(event).toBeTruthy();
    expect(JSON.stringify(log.data)).not.toContain(theirs.mobile_no);
    const full = (await api.get('audit/list?resource=members&itemsPerPage=-1')).body;
    expect(JSON.stringify(full.data)).toContain(theirs.mobile_no);
  });

  it('cannot seat them on a committee, nor unseat them (422)', async () => {
    const theirs = await memberOf(other);
    const committee = (await api.get('committee/list')).body.data[0].id as number;
    const before = await count('committee_members');
    const seat = await send('POST', 'committee/member/manage', {
      committee_id: committee,
      member_id: theirs.id,
      position: 'Member',
    });
    expect(seat.status).toBe(422);
    expect(seat.body.error_codes.member_id.code).toBe('member_outside_scope');
    expect(await count('committee_members')).toBe(before);
    const unseat = await send('POST', 'committee/member/remove', {
      committee_id: committee,
      member_id: theirs.id,
    });
    expect(unseat.status).toBe(422);
  });

  it("cannot list them under a donor, nor rewrite another district's donor entry into a free name", async () => {
    const theirs = await memberOf(other);
    const donor = (await api.get('donor/list')).body.data[0].id as number;
    const listed = await send('POST', 'donor/member/manage', {
      donor_id: donor,
      member_id: theirs.id,
    });
    expect(listed.status).toBe(422);
    expect(listed.body.error_codes.member_id.code).toBe('member_outside_scope');
    const entry = (
      await api.send('POST', 'donor/member/manage', { donor_id: donor, member_id: theirs.id })
    ).body.data.id as number;
    const before = await count('donor_members');
    const rewritten = await send('POST', 'donor/member/manage', {
      id: entry,
      donor_id: donor,
      name: 'Someone else',
    });
    expect(rewritten.status).toBe(404);
    const row = await api.server.db
      .selectFrom('donor_members')
      .select(['member_id', 'name'])
      .where('id', '=', entry)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ member_id: theirs.id, name: null });
    expect((await send('DELETE', `donor/member/remove/${entry}`)).status).toBe(404);
    expect(await count('donor_members')).toBe(before);
  });

  it("cannot send a notification filtered to another district's district, post or village (422)", async () => {
    const place = await villageIn(other);
    const before = await count('notifications');
    for (const [field, value] of [
      ['district_id', place.district_id],
      ['post_id', place.post_id],
      ['village_id', place.village_id],
    ] as const) {
      const sent = await send('POST', 'notification', {
        title: 'Meeting',
        description: 'At the hall.',
        filters: { [field]: value },
      });
      expect(sent.status, field).toBe(422);
      expect(sent.body.error_codes[field].code, field).toMatch(/_outside_scope$/);
    }
    expect(await count('notifications')).toBe(before);
    const ownVillage = await villageIn(mine);
    const ours = await send('POST', 'notification', {
      title: 'Meeting',
      description: 'At the hall.',
      filters: { village_id: ownVillage.village_id },
    });
    expect(ours.status).toBe(201);
  });

  it('is given its own account only in the log’s account filter', async () => {
    const accounts = (await apiGet(api.server.app, coordinator, 'audit/accounts')).json();
    expect(accounts.data).toHaveLength(1);
    expect((await api.get('audit/accounts')).body.data.length).toBeGreaterThan(1);
  });
});
