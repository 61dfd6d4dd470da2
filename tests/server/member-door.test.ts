import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { configFromEnv } from '../../server/config.js';
import { bookMembers, villageOf } from './book-members.js';
import { startFakeProviders, type FakeProviders } from '../fakes/providers.js';
import {
  accountWithRole,
  apiGet,
  apiSend,
  freshServer,
  signIn,
  type Session,
  type TestServer,
} from './helpers.js';
import { memberForm, postMultipart } from './member-fixtures.js';

/** The member's door and the office's review (docs/member-door.md), against local fakes of the providers. */
let fake: FakeProviders;
let server: TestServer;
let office: Session;

beforeAll(async () => {
  fake = await startFakeProviders({ msg91AuthKey: 'msg91-key', webhookBase: '' });
  const messaging = configFromEnv({
    SMS_PROVIDER: 'msg91',
    MSG91_API_URL: fake.url,
    MSG91_AUTH_KEY: 'msg91-key',
    MSG91_SENDER_ID: 'SAMAJD',
    MSG91_DLT_ENTITY_ID: '1201160000000000001',
    SMS_RATE: '1000',
    // Many sign-ins from one test address.
    CODES_PER_ADDRESS_PER_HOUR: '1000',
    CODES_PER_MOBILE_PER_HOUR: '1000',
  }).messaging;
  // The day's greetings are tests/server/greetings.test.ts's (see messaging.test.ts).
  server = await freshServer({
    messaging,
    appUrl: 'https://directory.example.org',
    greetingHour: null,
  });
  office = await signIn(server.app);
  for (const [purpose, body, variables] of [
    ['code', '{{1}} is your code for the Samaj directory.', ['code']],
    ['request_outcome', 'Your changes were {{1}}.', ['outcome']],
    ['verification', 'Please check your family: {{1}}', ['link']],
    ['privacy_notice', 'Our privacy notice: {{1}}', ['link']],
  ] as const) {
    const made = await apiSend(server.app, office, 'POST', 'message-templates', {
      channel: 'sms',
      name: `door${purpose.length}`,
      dlt_template_id: `120717000000000${String(purpose.length).padStart(4, '0')}`,
      language: 'en',
      purpose,
      body,
      variables,
      status: 'approved',
    });
    expect(made.statusCode, made.body).toBe(201);
  }
});
// The server first, finishing its sends while the fake still answers.
afterAll(async () => {
  await server.close();
  await fake.close();
}, 60_000);

interface MemberSession {
  cookie: string;
  xsrf: string;
  id: number;
}
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name)?.value ?? '';

/** Asks for a code, reads it from the fake SMS gateway, and signs in. */
async function signInAsMember(mobile: string): Promise<MemberSession> {
  const before = fake.sms.length;
  const asked = await server.app.inject({
    method: 'POST',
    url: '/api/member/code',
    payload: { mobile_no: mobile },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  expect(fake.sms.length).toBe(before + 1);
  const code = fake.sms.at(-1)!.recipients[0]!.var1!;
  const signedIn = await server.app.inject({
    method: 'POST',
    url: '/api/member/sign-in',
    payload: { mobile_no: mobile, code },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const session = cookieOf(signedIn, 'fd_member');
  const xsrf = cookieOf(signedIn, 'MEMBER-XSRF-TOKEN');
  return {
    cookie: `fd_member=${session}; MEMBER-XSRF-TOKEN=${xsrf}`,
    xsrf,
    id: signedIn.json<{ data: { id: number } }>().data.id,
  };
}

const door = async (
  member: MemberSession,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
) => {
  const response = await server.app.inject({
    method,
    url: `/api/member/${path}`,
    headers: { cookie: member.cookie, 'x-xsrf-token': member.xsrf },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};
const officeGet = async (path: string, session = office) => {
  const r = await apiGet(server.app, session, path);
  return { status: r.statusCode, body: r.json() };
};
const officeSend = async (
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  session = office,
) => {
  const r = await apiSend(server.app, session, method, path, payload);
  return { status: r.statusCode, body: r.json() };
};

/** An adult head of a family with at least two other living members, an Indian mobile, and its district. */
async function aFamily(skip: number[] = []) {
  const heads = await server.db
    .selectFrom('members')
    .select(['id', 'family_id', 'mobile_no', 'district_id'])
    .where('is_head', '=', 1)
    .where('died_on', 'is', null)
    .where('mobile_no', 'not like', '+%')
    .where('date_of_birth', '<', '1990-01-01')
    .where('district_id', 'is not', null)
    .orderBy('id')
    .execute();
  for (const head of heads) {
    if (skip.includes(head.family_id)) continue;
    const others = await server.db
      .selectFrom('members')
      .select(['id', 'blood_group', 'first_name', 'current_address', 'mobile_no'])
      .where('family_id', '=', head.family_id)
      .where('id', '<>', head.id)
      .where('died_on', 'is', null)
      .orderBy('id')
      .execute();
    if (others.length >= 2) return { head, others };
  }
  throw new Error('no family with three members');
}

describe('signing in at the door', () => {
  it('sends a code by SMS, answers alike for a stranger, refuses a wrong code, and signs in', async () => {
    const { head } = await aFamily();
    const state = await server.app.inject({ method: 'GET', url: '/api/member/door' });
    expect(state.json()).toEqual({ open: true, signed_in: false });
    const before = fake.sms.length;
    const stranger = await server.app.inject({
      method: 'POST',
      url: '/api/member/code',
      payload: { mobile_no: '9000000001' },
    });
    const known = await server.app.inject({
      method: 'POST',
      url: '/api/member/code',
      payload: { mobile_no: head.mobile_no },
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual(known.json());
    expect(fake.sms.length).toBe(before + 1);
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/member/sign-in',
      payload: { mobile_no: head.mobile_no, code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeDefined();
    const member = await signInAsMember(head.mobile_no);
    expect(member.id).toBe(head.id);
    const family = await door(member, 'GET', 'family');
    expect(family.status).toBe(200);
    expect(family.body.data.family_id).toBe(head.family_id);
    expect(family.body.data.members.map((m: { id: number }) => m.id)).toContain(head.id);
    // Signed out, the session is gone.
    await door(member, 'POST', 'sign-out');
    expect((await door(member, 'GET', 'family')).status).toBe(401);
  });

  it('can reach nothing under /api/frontend with a member session', async () => {
    const { head } = await aFamily();
    const member = await signInAsMember(head.mobile_no);
    await server.app.ready();
    const document = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/frontend/')) continue;
      for (const method of Object.keys(methods)) {
        if (method === 'head') continue;
        const url = path.replace(/\{\w+\}/g, '1');
        const send = (cookie?: string) =>
          server.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: cookie ? { cookie, 'x-xsrf-token': member.xsrf } : {},
            ...(method === 'get' ? {} : { payload: {} }),
          });
        const [withMember, withNobody] = [await send(member.cookie), await send()];
        // A member session is nobody to the office's API: public routes answer alike, the others 401.
        if (
          withMember.statusCode !== withNobody.statusCode ||
          (withMember.statusCode === 200 && withNobody.statusCode !== 200)
        )
          wrong.push(
            `${method} ${path}: ${withMember.statusCode} (nobody: ${withNobody.statusCode})`,
          );
        if (withNobody.statusCode === 401 && withMember.statusCode !== 401)
          wrong.push(`${method} ${path}: ${withMember.statusCode}`);
      }
    }
    expect(wrong.join('\n')).toBe('');
  });

  it('says the door is closed when no channel can send codes', async () => {
    const closed = await freshServer();
    try {
      const state = await closed.app.inject({ method: 'GET', url: '/api/member/door' });
      expect(state.json()).toEqual({ open: false, signed_in: false });
      const asked = await closed.app.inject({
        method: 'POST',
        url: '/api/member/code',
        payload: { mobile_no: '9876543210' },
      });
      expect(asked.statusCode).toBe(409);
      expect(asked.json().code).toBe('door_closed');
    } finally {
      await closed.close();
    }
  });
});

describe('what a member may change', () => {
  it("answers 404 for another family's member and writes nothing", async () => {
    const mine = await aFamily();
    const theirs = await aFamily([mine.head.family_id]);
    const member = await signInAsMember(mine.head.mobile_no);
    const other = theirs.others[0]!;
    for (const [path, body] of [
      ['changes', { member_id: other.id, changes: { blood_group: 'AB-' } }],
      ['passed-away', { member_id: other.id, died_on: '2026-01-01' }],
    ] as const)
      expect((await door(member, 'POST', path, body)).status, path).toBe(404);
    const photo = await server.app.inject({
      method: 'GET',
      url: `/api/member/photo/${other.id}`,
      headers: { cookie: member.cookie },
    });
    expect(photo.statusCode).toBe(404);
    const count = await server.db
      .selectFrom('change_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('follows each field policy: at once, for review, when blank, view only', async () => {
    const { head, others } = await aFamily();
    const member = await signInAsMember(head.mobile_no);
    const target = others[0]!;
    // At once: the contact settings by default.
    const atOnce = await door(member, 'POST', 'changes', {
      member_id: target.id,
      changes: { show_address: false },
    });
    expect(atOnce.status, JSON.stringify(atOnce.body)).toBe(200);
    expect(atOnce.body.data).toMatchObject({ applied: ['show_address'], review: [] });
    const row = () =>
      server.db
        .selectFrom('members')
        .selectAll()
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
    expect((await row()).show_address).toBe(0);
    // For review: the blood group waits, the member row keeps its value.
    const group = target.blood_group === 'AB-' ? 'O-' : 'AB-';
    const review = await door(member, 'POST', 'changes', {
      member_id: target.id,
      changes: { blood_group: group },
    });
    expect(review.body.data.review).toEqual(['blood_group']);
    expect((await row()).blood_group).toBe(target.blood_group);
    // A bad value: a clear message under the field, nothing written.
    const bad = await door(member, 'POST', 'changes', {
      member_id: target.id,
      changes: { date_of_birth: '2099-01-01', show_mobile: false },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.date_of_birth).toBeDefined();
    expect((await row()).show_mobile).toBe(1);
    // An administrator makes the address "add when blank" and the first name view only.
    const policies = await officeSend('PUT', 'field-policies', {
      policies: { current_address: 'add_blank', first_name: 'view' },
    });
    expect(policies.status, JSON.stringify(policies.body)).toBe(200);
    expect(
      (await officeSend('PUT', 'field-policies', { policies: { is_head: 'apply' } })).status,
    ).toBe(422);
    await server.db
      .updateTable('members')
      .set({ current_address: null })
      .where('id', '=', target.id)
      .execute();
    const blank = await door(member, 'POST', 'changes', {
      member_id: target.id,
      changes: { current_address: 'Station Road, Unjha' },
    });
    expect(blank.body.data.applied).toEqual(['current_address']);
    const again = await door(member, 'POST', 'changes', {
      member_id: target.id,
      changes: { current_address: 'Another road' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.current_address[0]).toMatch(/already has a value/);
    const viewOnly = await door(member, 'POST', 'changes', {
      member_id: target.id,
      changes: { first_name: 'Renamed' },
    });
    expect(viewOnly.status).toBe(422);
    expect(viewOnly.body.errors.first_name).toBeDefined();
    expect((await row()).current_address).toBe('Station Road, Unjha');
    await officeSend('PUT', 'field-policies', {
      policies: { current_address: 'review', first_name: 'review' },
    });
  });

  it('lets a minor read the family but not propose', async () => {
    const { head, others } = await aFamily();
    const child = others[0]!;
    await server.db
      .updateTable('members')
      .set({ date_of_birth: '2014-05-01', mobile_no: '9812300001' })
      .where('id', '=', child.id)
      .execute();
    const member = await signInAsMember('9812300001');
    const family = await door(member, 'GET', 'family');
    expect(family.body.data.may_propose).toBe(false);
    const refused = await door(member, 'POST', 'changes', {
      member_id: head.id,
      changes: { blood_group: 'O-' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('minor_cannot_propose');
  });
});

describe('the office reviews', () => {
  it('accepts, edits and rejects fields; the audit log names the member and the reviewer; the member is told', async () => {
    const { head, others } = await aFamily();
    const member = await signInAsMember(head.mobile_no);
    const target = others[1]!;
    const proposed = await door(member, 'POST', 'changes', {
      member_id: target.id,
      changes: { mobile_no: '9812300002', blood_group: 'AB-', current_address: 'New road' },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const id = proposed.body.data.request_id as number;
    const open = await officeGet('change-requests?status=open');
    expect(open.body.data.map((r: { id: number }) => r.id)).toContain(id);
    const request = (await officeGet(`change-requests/${id}`)).body.data;
    const item = (field: string) => request.items.find((i: { field: string }) => i.field === field);
    expect(item('mobile_no')).toMatchObject({
      current_value: target.mobile_no,
      proposed_value: '9812300002',
    });
    const smsBefore = fake.sms.length;
    const decided = await officeSend('POST', `change-requests/${id}/decide`, {
      fields: [
        { id: item('mobile_no').id, decision: 'accepted' },
        { id: item('current_address').id, decision: 'edited', value: 'New Road, Unjha' },
        { id: item('blood_group').id, decision: 'rejected' },
      ],
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.data).toMatchObject({ status: 'decided', outcome: 'partly' });
    const row = await server.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      mobile_no: '9812300002',
      current_address: 'New Road, Unjha',
      blood_group: target.blood_group,
    });
    const event = await server.db
      .selectFrom('audit_events')
      .selectAll()
      .where('resource', '=', 'members')
      .where('record_id', '=', String(target.id))
      .where('action', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.user_name).toBe('Demo Administrator');
    expect(JSON.parse(event.details!).proposed_by).toContain(String(head.mobile_no));
    // The member hears the outcome by SMS, and sees it at the door.
    expect(fake.sms.length).toBe(smsBefore + 1);
    expect(fake.sms.at(-1)!.recipients[0]).toMatchObject({
      mobiles: `91${head.mobile_no}`,
      var1: 'partly accepted',
    });
    const seen = await door(member, 'GET', 'family');
    expect(seen.body.data.requests[0]).toMatchObject({ id, status: 'decided', outcome: 'partly' });
    // Decided once.
    const twice = await officeSend('POST', `change-requests/${id}/decide`, {
      fields: [{ id: item('blood_group').id, decision: 'accepted' }],
    });
    expect(twice.status).toBe(409);
  });

  it('says so when the office changed a field after it was proposed, instead of overwriting it', async () => {
    const { head, others } = await aFamily();
    const member = await signInAsMember(head.mobile_no);
    const target = others[0]!;
    const proposed = await door(member, 'POST', 'changes', {
      member_id: target.id,
      changes: { current_address: 'Proposed road' },
    });
    const id = proposed.body.data.request_id as number;
    // Later, the office edits the same field.
    await new Promise((r) => setTimeout(r, 5));
    await server.db
      .updateTable('members')
      .set({ current_address: 'Office road', updated_at: new Date().toISOString() })
      .where('id', '=', target.id)
      .execute();
    const request = (await officeGet(`change-requests/${id}`)).body.data;
    expect(request.items[0]).toMatchObject({ conflict: true, current_value: 'Office road' });
    const accepted = await officeSend('POST', `change-requests/${id}/decide`, {
      fields: [{ id: request.items[0].id, decision: 'accepted' }],
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.code).toBe('field_conflict');
    const kept = await server.db
      .selectFrom('members')
      .select('current_address')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(kept.current_address).toBe('Office road');
    const rejected = await officeSend('POST', `change-requests/${id}/decide`, {
      fields: [{ id: request.items[0].id, decision: 'rejected' }],
    });
    expect(rejected.status).toBe(200);
  });

  it('adds a newborn to the family when accepted', async () => {
    const { head } = await aFamily();
    const member = await signInAsMember(head.mobile_no);
    const relation = await server.db
      .selectFrom('relations')
      .select('id')
      .where('name', '=', 'Son')
      .executeTakeFirstOrThrow();
    const proposed = await door(member, 'POST', 'new-member', {
      first_name: 'Baby',
      relation_id: relation.id,
      sex: 1,
      date_of_birth: '2026-10-01',
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const id = proposed.body.data.request_id as number;
    const request = (await officeGet(`change-requests/${id}`)).body.data;
    const decided = await officeSend('POST', `change-requests/${id}/decide`, {
      fields: request.items.map((i: { id: number }) => ({ id: i.id, decision: 'accepted' })),
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const baby = await server.db
      .selectFrom('members')
      .selectAll()
      .where('family_id', '=', head.family_id)
      .where('first_name', '=', 'Baby')
      .executeTakeFirstOrThrow();
    expect(baby).toMatchObject({
      relation_id: relation.id,
      date_of_birth: '2026-10-01',
      is_head: 0,
    });
  });

  it("lets a coordinator decide its own districts' requests only; a viewer reads", async () => {
    const mine = await aFamily();
    const member = await signInAsMember(mine.head.mobile_no);
    const proposed = await door(member, 'POST', 'changes', {
      member_id: mine.others[0]!.id,
      changes: { blood_group: 'O-' },
    });
    const id = proposed.body.data.request_id as number;
    const other = await server.db
      .selectFrom('districts')
      .select('id')
      .where('id', '<>', mine.head.district_id!)
      .executeTakeFirstOrThrow();
    const outsider = await accountWithRole(server, 'coordinator', [other.id]);
    expect((await officeGet(`change-requests/${id}`, outsider)).status).toBe(404);
    const list = await officeGet('change-requests', outsider);
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const request = (await officeGet(`change-requests/${id}`)).body.data;
    const body = { fields: [{ id: request.items[0].id, decision: 'accepted' }] };
    expect((await officeSend('POST', `change-requests/${id}/decide`, body, outsider)).status).toBe(
      404,
    );
    const viewer = await accountWithRole(server, 'viewer');
    expect((await officeGet(`change-requests/${id}`, viewer)).status).toBe(200);
    expect((await officeSend('POST', `change-requests/${id}/decide`, body, viewer)).status).toBe(
      403,
    );
    const coordinator = await accountWithRole(server, 'coordinator', [mine.head.district_id!]);
    const decided = await officeSend('POST', `change-requests/${id}/decide`, body, coordinator);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    // A move to another district's village is beyond the coordinator: 422, nothing written.
    const elsewhere = await server.db
      .selectFrom('villages')
      .innerJoin('posts', 'posts.id', 'villages.post_id')
      .select('villages.id')
      .where('posts.district_id', '<>', mine.head.district_id!)
      .executeTakeFirstOrThrow();
    const moving = await door(member, 'POST', 'changes', {
      member_id: mine.others[0]!.id,
      changes: { village_id: elsewhere.id },
    });
    const move = (await officeGet(`change-requests/${moving.body.data.request_id}`)).body.data;
    const refused = await officeSend(
      'POST',
      `change-requests/${move.id}/decide`,
      { fields: [{ id: move.items[0].id, decision: 'accepted' }] },
      coordinator,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.field_village_id[0]).toMatch(/districts your account looks after/);
  });
});

describe('choices at the door', () => {
  it('withdraws a listing in one tap: the next book leaves the member out; a child’s by a parent, not another adult’s', async () => {
    const { head, others } = await aFamily();
    const member = await signInAsMember(head.mobile_no);
    const village = await villageOf(server.db, head.id);
    const listed = async (id: number) =>
      (await bookMembers(server.db, village)).some((m) => m.id === id);
    expect(await listed(head.id)).toBe(true);
    const withdrawn = await door(member, 'POST', 'consents', {
      member_id: head.id,
      purpose: 'book',
      state: 'out',
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await listed(head.id)).toBe(false);
    const family = await door(member, 'GET', 'family');
    const me = family.body.data.members.find((m: { id: number }) => m.id === head.id);
    expect(me).toMatchObject({ consents: { book: 'out', greetings: 'in' }, may_consent: true });
    const ledger = await server.db
      .selectFrom('consent_events')
      .selectAll()
      .where('member_id', '=', head.id)
      .where('purpose', '=', 'book_listing')
      .executeTakeFirstOrThrow();
    expect(ledger).toMatchObject({ state: 'out', source: 'member_door' });
    expect(ledger.notice_version).toBeGreaterThan(0);
    // Another adult's choice is theirs alone; a child's is a parent's to make.
    const adult = others[0]!;
    await server.db
      .updateTable('members')
      .set({ date_of_birth: '1980-01-01' })
      .where('id', '=', adult.id)
      .execute();
    const refused = await door(member, 'POST', 'consents', {
      member_id: adult.id,
      purpose: 'greetings',
      state: 'out',
    });
    expect(refused.status).toBe(403);
    const child = others[1]!;
    await server.db
      .updateTable('members')
      .set({ date_of_birth: '2016-03-01' })
      .where('id', '=', child.id)
      .execute();
    const forChild = await door(member, 'POST', 'consents', {
      member_id: child.id,
      purpose: 'greetings',
      state: 'out',
    });
    expect(forChild.status).toBe(200);
    // Back in: listed again.
    await door(member, 'POST', 'consents', { member_id: head.id, purpose: 'book', state: 'in' });
    expect(await listed(head.id)).toBe(true);
  });

  it('shows a child by name and relation only until a parent consents at the door; a request of access from the door is due in 90 days', async () => {
    const { head, others } = await aFamily();
    const member = await signInAsMember(head.mobile_no);
    const child = others[0]!;
    await server.db
      .updateTable('members')
      .set({ date_of_birth: '2015-06-01', blood_group: 'O+' })
      .where('id', '=', child.id)
      .execute();
    const village = await villageOf(server.db, head.id);
    const inBook = async () =>
      (await bookMembers(server.db, village)).find((m) => m.id === child.id)!;
    // No parent's consent yet: the name and the relation, nothing else.
    expect(await inBook()).toMatchObject({
      first_name: child.first_name,
      date_of_birth: null,
      blood_group: null,
      mobile_no: '',
      thumb: null,
    });
    const family = await door(member, 'GET', 'family');
    const asShown = family.body.data.members.find((m: { id: number }) => m.id === child.id);
    expect(asShown).toMatchObject({
      minor: true,
      consents: { guardian: 'out' },
      may_consent: true,
    });
    const given = await door(member, 'POST', 'consents', {
      member_id: child.id,
      purpose: 'guardian',
      state: 'in',
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(await inBook()).toMatchObject({ date_of_birth: '2015-06-01', blood_group: 'O+' });

    // A request of access, for the member themself, from the door.
    const asked = await door(member, 'POST', 'requests', {
      member_id: head.id,
      kind: 'access',
      details: 'Please send me what you hold.',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(asked.body.data).toMatchObject({ kind: 'access', source: 'door', status: 'open' });
    const days =
      (Date.parse(asked.body.data.due_on) - Date.parse(asked.body.data.received_on)) / 86_400_000;
    expect(days).toBe(90);
    expect(
      Math.abs(Date.parse(asked.body.data.received_on) - Date.parse(today)),
    ).toBeLessThanOrEqual(86_400_000);
    const listed = await officeGet('privacy-requests?kind=access&status=open&itemsPerPage=100');
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(asked.body.data.id);
    const mine = await door(member, 'GET', 'requests');
    expect(mine.body.data.map((r: { id: number }) => r.id)).toContain(asked.body.data.id);
    // Another adult's rights are theirs to use.
    const adult = others[1]!;
    await server.db
      .updateTable('members')
      .set({ date_of_birth: '1985-01-01' })
      .where('id', '=', adult.id)
      .execute();
    const refused = await door(member, 'POST', 'requests', {
      member_id: adult.id,
      kind: 'erasure',
    });
    expect(refused.status).toBe(403);
    // Once the family tree names the child's parents, they answer for the child, not any adult.
    await server.db
      .insertInto('kin_parents')
      .values({ child_id: child.id, parent_id: adult.id, role: 'mother' })
      .execute();
    const notParent = await door(member, 'POST', 'consents', {
      member_id: child.id,
      purpose: 'guardian',
      state: 'out',
    });
    expect(notParent.status).toBe(403);
  });
});

describe('a new photo', () => {
  it('waits for the office by default, shows beside the old one, and is the member’s once accepted', async () => {
    const { head, others } = await aFamily();
    const member = await signInAsMember(head.mobile_no);
    const target = others[0]!;
    const body = new FormData();
    body.append('member_id', String(target.id));
    const bytes = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#369' },
    })
      .jpeg()
      .toBuffer();
    body.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'me.jpg');
    const request = new Request('http://x', { method: 'POST', body });
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/member/photo',
      headers: {
        ...Object.fromEntries(request.headers),
        cookie: member.cookie,
        'x-xsrf-token': member.xsrf,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.request_id as number;
    const before = await server.db
      .selectFrom('members')
      .select('photo')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    const request_ = (await officeGet(`change-requests/${id}`)).body.data;
    expect(request_.items[0]).toMatchObject({ field: 'photo', current_value: before.photo });
    const proposed = request_.items[0].proposed_value as string;
    expect(proposed).toMatch(/^members\/.+\.(jpg|jpeg|webp|png)$/);
    await officeSend('POST', `change-requests/${id}/decide`, {
      fields: [{ id: request_.items[0].id, decision: 'accepted' }],
    });
    const after = await server.db
      .selectFrom('members')
      .select('photo')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(after.photo).toBe(proposed);
    // The member page shows it to the family, never to another family.
    const own = await server.app.inject({
      method: 'GET',
      url: `/api/member/photo/${target.id}`,
      headers: { cookie: member.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^image\//);
  });
});

describe('the notice to members already in the directory', () => {
  it('goes to each family as a campaign, and the dashboard counts the families with it on record', async () => {
    // A village none of whose families has the notice on record yet.
    const villages = await server.db
      .selectFrom('members')
      .select('village_id')
      .where('is_head', '=', 1)
      .where('village_id', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('members as m')
              .innerJoin('consent_events as ce', 'ce.member_id', 'm.id')
              .select('m.id')
              .whereRef('m.village_id', '=', 'members.village_id')
              .where('ce.notice_version', 'is not', null),
          ),
        ),
      )
      .groupBy('village_id')
      .orderBy('village_id')
      .execute();
    const village = villages[0]!.village_id!;
    const head = await server.db
      .selectFrom('members')
      .select(['id', 'mobile_no'])
      .where('is_head', '=', 1)
      .where('village_id', '=', village)
      .where('mobile_no', 'not like', '+%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = (await officeGet('dashboard/details')).body.data;
    const sms = fake.sms.length;
    const made = await officeSend('POST', 'verification-campaigns', {
      kind: 'notice',
      name: 'Privacy notice, Diwali 2026',
      village_id: village,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ kind: 'notice' });
    const mine = fake.sms
      .slice(sms)
      .map((r) => r.recipients[0]!)
      .find((r) => r.mobiles === `91${head.mobile_no}`)!;
    expect(mine.var1).toBe('https://directory.example.org/privacy-policy');
    // Counted afresh: every family the notice reached is on record now.
    const after = (await officeGet('dashboard/details')).body.data;
    expect(after.noticeFamilies).toBe(before.noticeFamilies + made.body.data.sent);
  });
});

describe('verification campaigns', () => {
  it('sends each head a link of its own and counts opened, confirmed and proposed', async () => {
    const { head } = await aFamily();
    const village = await server.db
      .selectFrom('members')
      .select('village_id')
      .where('id', '=', head.id)
      .executeTakeFirstOrThrow();
    const heads = await server.db
      .selectFrom('members')
      .select('id')
      .where('is_head', '=', 1)
      .where('died_on', 'is', null)
      .where('village_id', '=', village.village_id)
      .execute();
    const before = fake.sms.length;
    const made = await officeSend('POST', 'verification-campaigns', {
      name: 'Village check',
      village_id: village.village_id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const campaign = made.body.data;
    expect(campaign.families).toBe(heads.length);
    const links = fake.sms.slice(before).map((r) => r.recipients[0]!);
    const mine = links.find((r) => r.mobiles === `91${head.mobile_no}`)!;
    expect(mine.var1).toMatch(/^https:\/\/directory\.example\.org\/me\?t=/);
    const token = new URL(mine.var1!).searchParams.get('t')!;
    const opened = await server.app.inject({ method: 'GET', url: `/api/member/door?t=${token}` });
    expect(opened.json()).toEqual({ open: true, signed_in: false, mobile_no: head.mobile_no });
    const member = await signInAsMember(head.mobile_no);
    const confirmed = await door(member, 'POST', 'verified');
    expect(confirmed.status).toBe(200);
    const family = await server.db
      .selectFrom('families')
      .select('verified_on')
      .where('id', '=', head.family_id)
      .executeTakeFirstOrThrow();
    expect(family.verified_on).toBe(confirmed.body.data.verified_on);
    const counts = (await officeGet(`verification-campaigns/${campaign.id}`)).body.data;
    expect(counts).toMatchObject({ families: heads.length, opened: 1, confirmed: 1, proposed: 0 });
    const waiting = await officeGet(
      `verification-campaigns/families?campaign_id=${campaign.id}&answered=no`,
    );
    expect(waiting.body.total).toBe(counts.sent - 1);
    expect(waiting.body.data.map((f: { head_id: number }) => f.head_id)).not.toContain(head.id);
  });
});

describe('a registration by a person under 18', () => {
  it('waits for a parent in the directory to confirm with a code, then records the parent’s consent', async () => {
    const { head } = await aFamily();
    const childMobile = `97${String(Date.now()).slice(-8)}`;
    const form = await memberForm(server.db, childMobile, {
      first_name: 'Kavya',
      date_of_birth: '2013-08-09',
    });
    // Without a parent's mobile, or with one the directory has no adult for: refused under the field.
    const without = await postMultipart(server.app, 'member/register', form);
    expect(without.status).toBe(422);
    expect(Object.keys(without.body.errors)).toEqual(['guardian_mobile']);
    const stranger = await postMultipart(server.app, 'member/register', {
      ...form,
      guardian_mobile: '9999912345',
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors.guardian_mobile).toBeDefined();
    const before = fake.sms.length;
    const waiting = await postMultipart(server.app, 'member/register', {
      ...form,
      guardian_mobile: head.mobile_no,
    });
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(202);
    expect(waiting.body.message).toBe(
      'We sent a code to the parent’s mobile. The registration waits for it.',
    );
    // Nobody is in the directory yet.
    const none = await server.db
      .selectFrom('members')
      .select('id')
      .where('mobile_no', '=', childMobile)
      .executeTakeFirst();
    expect(none).toBeUndefined();
    expect(fake.sms.length).toBe(before + 1);
    const code = fake.sms.at(-1)!.recipients[0]!.var1!;
    const confirm = (body: object) =>
      server.app.inject({
        method: 'POST',
        url: '/api/frontend/member/register/guardian',
        payload: body,
      });
    const wrong = await confirm({ pending: waiting.body.data.pending, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    const done = await confirm({ pending: waiting.body.data.pending, code });
    expect(done.statusCode, done.body).toBe(201);
    const child = done.json<{ data: { id: number } }>().data.id;
    const consent = await server.db
      .selectFrom('member_consents')
      .select(['state', 'source'])
      .where('member_id', '=', child)
      .where('purpose', '=', 'guardian_consent')
      .executeTakeFirstOrThrow();
    expect(consent).toEqual({ state: 'in', source: 'registration' });
    const parent = await server.db
      .selectFrom('kin_parents')
      .select('parent_id')
      .where('child_id', '=', child)
      .executeTakeFirstOrThrow();
    expect(parent.parent_id).toBe(head.id);
    // Used once: the wait is gone.
    expect((await confirm({ pending: waiting.body.data.pending, code })).statusCode).toBe(410);
  });
});
