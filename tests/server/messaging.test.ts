import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { startFakeProviders, type FakeProviders } from '../fakes/providers.js';
import { apiGet, apiSend, freshServer, signIn, type Session, type TestServer } from './helpers.js';
import { memberForm, postMultipart } from './member-fixtures.js';
import { isMinor } from '../../shared/door.js';
import { todayIn } from '../../shared/days.js';

const APP_SECRET = 'meta-app-secret';
const SMS_SECRET = 'sms-hook-secret';
let fake: FakeProviders;
let server: TestServer;
let session: Session;
const fakeOptions = {
  whatsappToken: 'wa-token',
  appSecret: APP_SECRET,
  msg91AuthKey: 'msg91-key',
  smsSecret: SMS_SECRET,
  webhookBase: '',
  statuses: ['sent', 'delivered', 'read'] as ('sent' | 'delivered' | 'read')[],
};

beforeAll(async () => {
  fake = await startFakeProviders(fakeOptions);
  const messaging = configFromEnv({
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_TOKEN: 'wa-token',
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_RATE: '1000',
    SMS_PROVIDER: 'msg91',
    MSG91_API_URL: fake.url,
    MSG91_AUTH_KEY: 'msg91-key',
    MSG91_SENDER_ID: 'SAMAJD',
    MSG91_DLT_ENTITY_ID: '1201160000000000001',
    SMS_WEBHOOK_SECRET: SMS_SECRET,
    SMS_RATE: '1000',
    MESSAGE_TIMEOUT_SECONDS: '3',
  }).messaging;
  // The day's greetings are tests/server/greetings.test.ts's: here they would go out
  // whenever the file outlived the scheduler's first look (10 s, on a busy machine).
  server = await freshServer({ messaging, greetingHour: null });
  session = await signIn(server.app);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  fakeOptions.webhookBase = `http://127.0.0.1:${address.port}`;
});
// The server closes first, waiting for the messages on their way while the fakes still
// answer (against a closed fake each would wait out five tries); the fakes' last
// receipts then find no server, which they ignore. A busy machine (both cores taken,
// PostgreSQL among them) may need more than the usual 10 s.
afterAll(async () => {
  await server.close();
  await fake.close();
}, 60_000);

const get = async (path: string) => {
  const r = await apiGet(server.app, session, path);
  return { status: r.statusCode, body: r.json() };
};
const send = async (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => {
  const r = await apiSend(server.app, session, method, path, payload);
  return { status: r.statusCode, body: r.json() };
};

const templates: Record<string, number> = {};
async function template(body: Record<string, unknown>) {
  const made = await send('POST', 'message-templates', body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.id as number;
}

/**
 * A village with a handful of families: `everyone` in it, and the audience of these
 * sends, its adult `members` (a notification never reaches a child, docs/privacy.md).
 */
async function smallVillage() {
  const row = await server.db
    .selectFrom('members')
    .select((eb) => ['village_id', eb.fn.countAll<number>().as('n')])
    .where('village_id', 'is not', null)
    .where('mobile_no', 'not like', '+%')
    .groupBy('village_id')
    .having((eb) => eb.fn.countAll(), '>=', 6)
    .orderBy('village_id')
    .executeTakeFirstOrThrow();
  const everyone = await server.db
    .selectFrom('members')
    .select([
      'id',
      'family_id',
      'mobile_no',
      'preferred_language',
      'is_head',
      'date_of_birth',
      'marked_minor',
    ])
    .where('village_id', '=', row.village_id)
    .orderBy('id')
    .execute();
  const members = everyone.filter((m) => !isMinor(m.date_of_birth, todayIn(), m.marked_minor));
  return { villageId: row.village_id!, everyone, members };
}

const statusesOf = async (notificationId: number) =>
  server.db
    .selectFrom('notification_deliveries as d')
    .innerJoin('notification_sendings as s', 's.id', 'd.sending_id')
    .select(['d.member_id', 'd.channel', 'd.status', 'd.error', 'd.provider_id', 'd.address'])
    .where('s.notification_id', '=', notificationId)
    .orderBy('d.member_id')
    .execute();

/** Waits until the fakes' webhook calls have moved every message past `sent`. */
async function receiptsIn(notificationId: number, settled: (status: string) => boolean) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const rows = await statusesOf(notificationId);
    if (rows.every((r) => settled(r.status))) return rows;
    if (Date.now() > deadline) throw new Error(`receipts did not arrive: ${JSON.stringify(rows)}`);
    await sleep(50);
  }
}

describe('message templates', () => {
  it('are validated as Meta and DLT take them, audited, and listed', async () => {
    const bad = await send('POST', 'message-templates', {
      channel: 'whatsapp',
      name: 'Samaj Notice',
      language: 'gu',
      purpose: 'notification',
      body: 'નમસ્તે {{1}}, {{3}}',
      variables: ['first_name', 'title'],
      status: 'approved',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'variables']);
    const noDlt = await send('POST', 'message-templates', {
      channel: 'sms',
      name: '64f0c0ffee',
      language: 'en',
      purpose: 'notification',
      body: 'Dear {{1}}, {{2}} - Samaj',
      variables: ['first_name', 'title'],
    });
    expect(noDlt.status).toBe(422);
    expect(noDlt.body.errors.dlt_template_id).toBeDefined();
    const tooLong = await send('POST', 'message-templates', {
      channel: 'whatsapp',
      name: 'long_one',
      language: 'en',
      purpose: 'notification',
      body: 'x'.repeat(1025),
      variables: [],
    });
    expect(tooLong.body.errors.body).toBeDefined();
    const seeded = await server.db.selectFrom('message_templates').select('id').execute();

    templates.waGu = await template({
      channel: 'whatsapp',
      name: 'meeting_notice',
      language: 'gu',
      purpose: 'notification',
      body: 'નમસ્તે {{1}}, {{2}}: {{3}}',
      variables: ['first_name', 'title', 'description'],
      status: 'approved',
    });
    templates.waEn = await template({
      channel: 'whatsapp',
      name: 'meeting_notice',
      language: 'en',
      purpose: 'notification',
      body: 'Hello {{1}}, {{2}}: {{3}}',
      variables: ['first_name', 'title', 'description'],
      status: 'approved',
    });
    templates.smsGu = await template({
      channel: 'sms',
      name: '64f0c0ffee01',
      dlt_template_id: '1207170000000000001',
      language: 'gu',
      purpose: 'notification',
      body: '{{1}}: {{2}} - સમાજ',
      variables: ['title', 'description'],
      status: 'approved',
    });
    templates.waCode = await template({
      channel: 'whatsapp',
      name: 'door_code_test',
      language: 'gu',
      purpose: 'code',
      body: '{{1}} તમારો કોડ છે.',
      variables: ['code'],
      status: 'approved',
    });
    templates.smsCode = await template({
      channel: 'sms',
      name: '64f0c0ffee02',
      dlt_template_id: '1207170000000000002',
      language: 'en',
      purpose: 'code',
      body: '{{1}} is your code for the Samaj directory. It expires in 10 minutes.',
      variables: ['code'],
      status: 'approved',
    });
    const twin = await send('POST', 'message-templates', {
      channel: 'whatsapp',
      name: 'meeting_notice',
      language: 'gu',
      purpose: 'notification',
      body: 'x',
      variables: [],
    });
    expect(twin.status).toBe(409);
    const listed = await get('message-templates?channel=whatsapp&status=approved&search=meeting');
    expect(listed.body.total).toBe(2);
    expect(await server.db.selectFrom('message_templates').select('id').execute()).toHaveLength(
      seeded.length + 5,
    );
    const events = await server.db
      .selectFrom('audit_events')
      .select('action')
      .where('resource', '=', 'message_templates')
      .execute();
    expect(events).toHaveLength(5);
  });
});

describe('consent and a send by WhatsApp, else SMS, else push', () => {
  let village: Awaited<ReturnType<typeof smallVillage>>;
  let optedIn: number[];
  let notificationId: number;

  it('records a paper form for a whole family, in the ledger and the audit log', async () => {
    village = await smallVillage();
    // The demo's opt-ins from its registration form are left out of this village.
    await server.db
      .deleteFrom('member_consents')
      .where(
        'member_id',
        'in',
        village.everyone.map((m) => m.id),
      )
      .execute();
    const head = village.members[0]!;
    const recorded = await send('PUT', `members/${head.id}/messaging`, {
      whatsapp: 'in',
      preferred_language: 'en',
      whole_family: true,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data.whatsapp.state).toBe('in');
    expect(recorded.body.data.whatsapp.source).toBe('paper_form');
    expect(recorded.body.data.preferred_language).toBe('en');
    const family = village.everyone.filter((m) => m.family_id === head.family_id).map((m) => m.id);
    expect(recorded.body.message).toMatch(new RegExp(`for ${family.length} members?`));
    const ledger = await server.db
      .selectFrom('consent_events')
      .select('member_id')
      .where('member_id', 'in', family)
      .execute();
    expect(ledger).toHaveLength(family.length);
    // The audience's opted-in members: the family's adults.
    optedIn = village.members.filter((m) => family.includes(m.id)).map((m) => m.id);
    // One member of another family said no to SMS.
    const other = village.members.find((m) => m.family_id !== head.family_id)!;
    expect((await send('PUT', `members/${other.id}/messaging`, { sms: 'out' })).status).toBe(200);
    const events = await server.db
      .selectFrom('audit_events')
      .select('changes')
      .where('resource', '=', 'members')
      .where('record_id', '=', String(head.id))
      .where('action', '=', 'update')
      .execute();
    expect(events.at(-1)!.changes).toContain('whatsapp_consent');
  });

  it('says before sending how many each channel reaches, why others are not, and the cost', async () => {
    const reach = await send('POST', 'notification/reach', {
      title: 'Meeting',
      description: 'Sunday 10 am',
      filters: { village_id: village.villageId },
      channels: ['whatsapp', 'sms', 'push'],
      templates: { whatsapp: templates.waGu, sms: templates.smsGu },
    });
    expect(reach.status).toBe(200);
    const { data } = reach.body;
    expect(data.total).toBe(village.members.length);
    const byChannel = Object.fromEntries(
      data.channels.map((c: { channel: string }) => [c.channel, c]),
    );
    // Family members share the head's number: one message per number.
    const numbers = new Set(
      village.members.filter((m) => optedIn.includes(m.id)).map((m) => m.mobile_no),
    );
    expect(byChannel.whatsapp.reach).toBe(numbers.size);
    expect(byChannel.whatsapp.unreachable.no_consent).toBe(village.members.length - optedIn.length);
    expect(byChannel.sms.unreachable.opted_out).toBe(1);
    expect(byChannel.whatsapp.cost).toBeCloseTo(numbers.size * 0.79);
    expect(data.cost).toBeGreaterThan(0);
    // Without a live channel's template, the send is refused under the field.
    const refused = await send('POST', 'notification/reach', {
      filters: { village_id: village.villageId },
      channels: ['whatsapp'],
      templates: { whatsapp: templates.waCode },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['templates.whatsapp']).toBeDefined();
  });

  it('fans out by channel, picks each member’s language, and receipts move the counts', async () => {
    const sent = await send('POST', 'notification', {
      title: 'Meeting',
      description: 'Sunday 10 am',
      filters: { village_id: village.villageId },
      channels: ['whatsapp', 'sms', 'push'],
      templates: { whatsapp: templates.waGu, sms: templates.smsGu },
    });
    expect(sent.status).toBe(201);
    notificationId = sent.body.data.id;
    await server.app.deliveries.idle();
    const rows = await receiptsIn(
      notificationId,
      (s) => !['queued', 'sending', 'sent'].includes(s),
    );
    const byMember = new Map(rows.map((r) => [r.member_id, r]));
    for (const id of optedIn) expect(['whatsapp'], String(id)).toContain(byMember.get(id)!.channel);
    const whatsappDone = rows.filter((r) => r.channel === 'whatsapp' && r.status === 'read');
    expect(whatsappDone.length).toBeGreaterThan(0);
    // The head asked for English: the English twin of the template went to them alone.
    const languages = new Map(
      (
        await server.db
          .selectFrom('members')
          .select(['id', 'preferred_language'])
          .where('id', 'in', optedIn)
          .execute()
      ).map((m) => [m.id, m.preferred_language]),
    );
    const went = whatsappDone.map((r) => ({
      wanted: languages.get(r.member_id),
      got: fake.whatsapp.find((m) => m.id === r.provider_id)!.template.language.code,
    }));
    expect(went.some((w) => w.got === 'en')).toBe(true);
    for (const w of went) expect(w.got).toBe(w.wanted);
    // Everyone else with an Indian number went by SMS, except the one who opted out.
    const sms = rows.filter((r) => r.channel === 'sms' && r.status === 'delivered');
    expect(sms.length).toBeGreaterThan(0);
    expect(fake.sms.at(-1)!.DLT_TE_ID).toBe('1207170000000000001');
    await server.app.deliveries.recounts.flush();
    const shown = await get(`notification/${notificationId}`);
    const { counts } = shown.body.data.last_sending;
    expect(counts.whatsapp.read).toBe(whatsappDone.length);
    expect(counts.sms.delivered).toBe(sms.length);
    expect(shown.body.data.last_sending.channels).toEqual(['whatsapp', 'sms', 'push']);
    const failures = await get(`notification/${notificationId}/failures?status=skipped`);
    expect(failures.body.total).toBe(shown.body.data.last_sending.skipped);
  }, 60_000);

  it('refuses a forged or unsigned receipt and changes nothing', async () => {
    const rows = await statusesOf(notificationId);
    const target = rows.find((r) => r.channel === 'whatsapp')!;
    const forged = {
      entry: [
        { changes: [{ value: { statuses: [{ id: target.provider_id, status: 'failed' }] } }] },
      ],
    };
    const raw = JSON.stringify(forged);
    for (const signature of [undefined, 'sha256=' + 'ab'.repeat(32), 'sha1=abc']) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        payload: raw,
      });
      expect(answer.statusCode).toBe(401);
    }
    const smsForged = await server.app.inject({
      method: 'POST',
      url: '/webhooks/sms?secret=guess',
      headers: { 'content-type': 'application/json' },
      payload: { data: [{ requestId: 'x', report: [{ number: '919999999999', status: '2' }] }] },
    });
    expect(smsForged.statusCode).toBe(401);
    const after = await statusesOf(notificationId);
    expect(after.find((r) => r.member_id === target.member_id)!.status).toBe(target.status);
    // Meta's handshake: the challenge for the right token only.
    const ok = await server.app.inject({
      url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=42',
    });
    expect(ok.body).toBe('42');
    const wrong = await server.app.inject({
      url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=42',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('ignores signed receipts with hostile values, on both databases, without a 500', async () => {
    const before = await statusesOf(notificationId);
    const event = {
      entry: [
        {
          changes: [
            {
              value: {
                statuses: [
                  { id: 'wamid.\u0000x', status: 'failed', errors: [{ code: 99999999999999 }] },
                  { id: 'x'.repeat(5000), status: 'read' },
                  { id: 42, status: 'read' },
                ],
                messages: [{ from: '91\u00009', type: 'text', text: { body: 'STOP' } }],
              },
            },
          ],
        },
      ],
    };
    const raw = JSON.stringify(event);
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`;
    const answer = await server.app.inject({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: raw,
    });
    expect(answer.statusCode).toBe(200);
    const sms = await server.app.inject({
      method: 'POST',
      url: `/webhooks/sms?secret=${SMS_SECRET}`,
      headers: { 'content-type': 'application/json' },
      payload: {
        data: [{ requestId: 'msg91-\u0000', report: [{ number: '91\u00009', status: '2' }] }],
      },
    });
    expect(sms.statusCode).toBe(200);
    const unreadable = await server.app.inject({
      method: 'POST',
      url: `/webhooks/sms?secret=${SMS_SECRET}`,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(unreadable.statusCode).toBe(200);
    expect(await statusesOf(notificationId)).toEqual(before);
  });

  it('opts a number out of WhatsApp when it replies STOP', async () => {
    const member = village.members.find((m) => optedIn.includes(m.id))!;
    const event = {
      entry: [
        {
          changes: [
            {
              value: {
                messages: [{ from: `91${member.mobile_no}`, type: 'text', text: { body: 'બંધ' } }],
              },
            },
          ],
        },
      ],
    };
    const raw = JSON.stringify(event);
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`;
    const answer = await server.app.inject({
      method: 'POST',
      url: '/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: raw,
    });
    expect(answer.statusCode).toBe(200);
    const consent = await get(`members/${member.id}/messaging`);
    expect(consent.body.data.whatsapp).toMatchObject({ state: 'out', source: 'stop_reply' });
  });
});

describe('the registration form', () => {
  it('records the registrant’s consent and language with the member, in one write', async () => {
    const opted = await postMultipart(server.app, 'member/register', {
      ...(await memberForm(server.db, '9812300001', { first_name: 'Kinjal' })),
      messages_whatsapp: 'true',
      messages_sms: 'false',
      preferred_language: 'en',
    });
    expect(opted.status).toBe(201);
    const mine = await get(`members/${opted.body.data.id}/messaging`);
    expect(mine.body.data).toMatchObject({
      preferred_language: 'en',
      whatsapp: { state: 'in', source: 'registration' },
      sms: { state: 'out', source: 'registration' },
    });
    // Nothing ticked: WhatsApp stays unasked (an opt-in must be given), SMS may reach them.
    const plain = await postMultipart(server.app, 'member/register', {
      ...(await memberForm(server.db, '9812300002', { first_name: 'Ramesh' })),
    });
    expect(plain.status).toBe(201);
    const theirs = await get(`members/${plain.body.data.id}/messaging`);
    expect(theirs.body.data).toMatchObject({
      preferred_language: 'gu',
      whatsapp: { state: 'unknown' },
      sms: { state: 'in' },
    });
    const wrong = await postMultipart(server.app, 'member/register', {
      ...(await memberForm(server.db, '9812300003', { first_name: 'Wrong' })),
      preferred_language: 'fr',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.preferred_language).toBeDefined();
  });
});

describe('delivering through a provider that struggles', () => {
  it('retries a 429, marks a lost answer unknown without sending again, and fails a refused number', async () => {
    const village = await smallVillage();
    const members = village.members.filter((m) => m.is_head === 1).slice(0, 3);
    expect(members.length).toBe(3);
    for (const m of members) await send('PUT', `members/${m.id}/messaging`, { whatsapp: 'in' });
    const [slow, refused] = members;
    fake.state.hanging.add(`91${slow!.mobile_no}`);
    fake.state.failing.add(`91${refused!.mobile_no}`);
    fake.state.throttleNext = 2;
    const before = fake.whatsapp.length;
    const sent = await send('POST', 'notification', {
      title: 'Blood needed',
      description: 'O- at the civil hospital',
      filters: { village_id: village.villageId },
      channels: ['whatsapp'],
      templates: { whatsapp: templates.waGu },
    });
    expect(sent.status).toBe(201);
    await server.app.deliveries.idle();
    const rows = await statusesOf(sent.body.data.id);
    const of = (id: number) => rows.find((r) => r.member_id === id)!;
    expect(of(slow!.id)).toMatchObject({ status: 'unknown', error: 'timeout' });
    expect(of(refused!.id)).toMatchObject({ status: 'failed', error: 'whatsapp_131026' });
    expect(['sent', 'delivered', 'read']).toContain(of(members[2]!.id).status);
    expect(fake.state.throttleNext).toBe(0);
    // Exactly one message reached the fake for the member who got one.
    expect(
      fake.whatsapp.slice(before).filter((m) => m.to === `91${members[2]!.mobile_no}`),
    ).toHaveLength(1);
    fake.state.hanging.clear();
    fake.state.failing.clear();
  }, 60_000);

  it('resumes a sending whose process died without a second message to anyone handed over', async () => {
    const village = await smallVillage();
    const [a, b] = village.members.filter((m) => m.is_head === 1);
    const { id: notification } = await server.db
      .insertInto('notifications')
      .values({ title: 'Crash', description: 'Resumed', filters: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: sendingId } = await server.db
      .insertInto('notification_sendings')
      .values({
        notification_id: notification,
        at: new Date().toISOString(),
        channel: 'whatsapp',
        state: 'sending',
        recipients: 2,
        channels: '["whatsapp"]',
        lease_owner: 'dead-process',
        lease_until: Date.now() - 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The dead process had handed `a` to the provider; `b` was still queued.
    await server.db
      .insertInto('notification_deliveries')
      .values([
        {
          sending_id: sendingId,
          member_id: a!.id,
          status: 'sending',
          channel: 'whatsapp',
          address: `91${a!.mobile_no}`,
          template_id: templates.waGu!,
        },
        {
          sending_id: sendingId,
          member_id: b!.id,
          status: 'queued',
          channel: 'whatsapp',
          address: `91${b!.mobile_no}`,
          template_id: templates.waGu!,
        },
      ])
      .execute();
    const before = fake.whatsapp.length;
    server.app.deliveries.resume();
    await server.app.deliveries.idle();
    const rows = await statusesOf(notification);
    expect(rows.find((r) => r.member_id === a!.id)).toMatchObject({
      status: 'unknown',
      error: 'interrupted',
    });
    expect(fake.whatsapp.slice(before).map((m) => m.to)).toEqual([`91${b!.mobile_no}`]);
  });
});

describe('one-time codes', () => {
  it('sends a code only to a member’s number, answers alike for others, and locks after five wrong tries', async () => {
    const { codes } = server.app;
    const member = await server.db
      .selectFrom('members')
      .select(['id', 'mobile_no'])
      .where('mobile_no', 'not like', '+%')
      .where('is_head', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // No WhatsApp opt-in: the code goes by SMS.
    await server.db.deleteFrom('member_consents').where('member_id', '=', member.id).execute();
    const smsBefore = fake.sms.length;
    expect(await codes.request(member.mobile_no, '203.0.113.9')).toEqual({ sent: true });
    const request = fake.sms.at(-1)!;
    expect(fake.sms.length).toBe(smsBefore + 1);
    const code = request.recipients[0]!.var1!;
    expect(code).toMatch(/^\d{6}$/);
    const stored = await server.db
      .selectFrom('one_time_codes')
      .select('code_hash')
      .where('mobile', '=', member.mobile_no)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    // A stranger's number: the same answer to the caller, and nothing sent.
    const answer = await codes.request('9000000001', '203.0.113.9');
    expect(answer.sent).toBe(false);
    expect(fake.sms.length).toBe(smsBefore + 1);
    // Right code works once.
    expect(await codes.verify(member.mobile_no, code)).toBe('ok');
    expect(await codes.verify(member.mobile_no, code)).toBe('wrong');
    // A new code, then five wrong tries lock it, and even the right one is refused.
    await codes.request(member.mobile_no, '203.0.113.9');
    const second = fake.sms.at(-1)!.recipients[0]!.var1!;
    const wrongCode = second === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await codes.verify(member.mobile_no, wrongCode));
    expect(answers).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked']);
    expect(await codes.verify(member.mobile_no, second)).toBe('locked');
    // A third code within the hour is sent; the fourth request is refused.
    expect((await codes.request(member.mobile_no, '203.0.113.9')).sent).toBe(true);
    await expect(codes.request(member.mobile_no, '203.0.113.9')).rejects.toMatchObject({
      status: 429,
    });
  });

  it('expires a code after ten minutes', async () => {
    const member = await server.db
      .selectFrom('members')
      .select(['mobile_no'])
      .where('mobile_no', 'not like', '+%')
      .where('is_head', '=', 1)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(1)
      .executeTakeFirstOrThrow();
    await server.db
      .deleteFrom('member_consents')
      .where('member_id', 'in', (eb) =>
        eb.selectFrom('members').select('id').where('mobile_no', '=', member.mobile_no),
      )
      .execute();
    await server.app.codes.request(member.mobile_no, '203.0.113.10');
    const code = fake.sms.at(-1)!.recipients[0]!.var1!;
    await server.db
      .updateTable('one_time_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('mobile', '=', member.mobile_no)
      .execute();
    expect(await server.app.codes.verify(member.mobile_no, code)).toBe('wrong');
  });
});
