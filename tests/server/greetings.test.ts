import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { connect } from '../../server/db/connect.js';
import { providersFrom } from '../../server/messaging/channels.js';
import { runGreetings, settleStaleClaims } from '../../server/birthdays/greetings.js';
import { recordConsent } from '../../server/messaging/consent.js';
import { startFakeProviders, type FakeProviders } from '../fakes/providers.js';
import { apiGet, freshServer, signIn, type Session, type TestServer } from './helpers.js';

let fake: FakeProviders;
let server: TestServer;
let session: Session;
let providers: ReturnType<typeof providersFrom>;
const DAY = '2027-03-12';

beforeAll(async () => {
  fake = await startFakeProviders({ whatsappToken: 'wa-token', msg91AuthKey: 'msg91-key' });
  const messaging = configFromEnv({
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_TOKEN: 'wa-token',
    WHATSAPP_RATE: '1000',
    SMS_PROVIDER: 'msg91',
    MSG91_API_URL: fake.url,
    MSG91_AUTH_KEY: 'msg91-key',
    MSG91_SENDER_ID: 'SAMAJD',
    MSG91_DLT_ENTITY_ID: '1201160000000000001',
    SMS_RATE: '1000',
    MESSAGE_TIMEOUT_SECONDS: '3',
  }).messaging;
  providers = providersFrom(messaging);
  server = await freshServer({ messaging });
  session = await signIn(server.app);
  const template = (channel: string, name: string, purpose: string, dlt: string | null) => ({
    channel,
    name,
    language: 'gu',
    purpose,
    dlt_template_id: dlt,
    body: 'જન્મદિવસની શુભેચ્છા {{1}}! {{2}}',
    variables: JSON.stringify(['first_name', 'years']),
    status: 'approved',
  });
  await server.db
    .insertInto('message_templates')
    .values([
      template('whatsapp', 'birthday_wish', 'birthday', null),
      template('sms', '66birthday01', 'birthday', '1207170000000009101'),
      template('whatsapp', 'anniversary_wish', 'anniversary', null),
      template('sms', '66anniv01', 'anniversary', '1207170000000009102'),
    ])
    .execute();
}, 60_000);
// The server first, finishing its sends while the fake still answers.
afterAll(async () => {
  await server.close();
  await fake.close();
}, 60_000);

const db = () => server.db;

/** Each number a message reached, as often as the fakes were sent one. */
const reached = () => [
  ...fake.whatsapp.map((m) => m.to),
  ...fake.sms.flatMap((r) => r.recipients.map((x) => x.mobiles!)),
];

/**
 * The day's only birthdays (`day` is YYYY-MM-DD): nobody else is born on its month and
 * day, and `count` living members with a mobile of their own, past the first `skip`,
 * are born on it in `birthYear`. Answers their ids.
 */
async function onlyBornOn(day: string, birthYear: number, count: number, skip = 0) {
  const monthDay = day.slice(4);
  await db()
    .updateTable('members')
    .set({ date_of_birth: '1970-01-01' })
    .where('date_of_birth', 'like', `%${monthDay}`)
    .execute();
  const rows = await db()
    .selectFrom('members')
    .select(['id'])
    .where('mobile_no', 'not like', '+%')
    .where('died_on', 'is', null)
    .orderBy('id')
    .offset(skip)
    .limit(count)
    .execute();
  const ids = rows.map((r) => r.id);
  await db()
    .updateTable('members')
    .set({ date_of_birth: `${birthYear}${monthDay}` })
    .where('id', 'in', ids)
    .execute();
  return ids;
}

/** Members born on the greeting's day, with what a test needs of them. */
async function bornOn(
  ids: Record<string, number>,
  consents: Record<string, ['whatsapp' | 'sms', 'in' | 'out'][]>,
) {
  for (const [name, id] of Object.entries(ids)) {
    await db()
      .updateTable('members')
      .set({ date_of_birth: name === 'noYear' ? '--03-12' : '1980-03-12' })
      .where('id', '=', id)
      .execute();
    for (const [channel, state] of consents[name] ?? [])
      await db()
        .insertInto('member_consents')
        .values({
          member_id: id,
          purpose: channel === 'whatsapp' ? 'messages_whatsapp' : 'messages_sms',
          state,
          source: 'paper_form',
          at: new Date().toISOString(),
        })
        .onConflict((c) => c.columns(['member_id', 'purpose']).doUpdateSet({ state }))
        .execute();
  }
}

describe('the daily greeting', () => {
  it('greets each member once by WhatsApp, else SMS, skipping opt-outs and the deceased, even with two processes', async () => {
    // Nobody else is born on the day, so the counts are the test's own.
    await db()
      .updateTable('members')
      .set({ date_of_birth: '1970-01-01' })
      .where('date_of_birth', 'like', '%03-12')
      .execute();
    const rows = await db()
      .selectFrom('members')
      .select(['id', 'mobile_no'])
      .where('mobile_no', 'not like', '+%')
      .where('died_on', 'is', null)
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    const ids = {
      whatsapp: rows[0]!.id,
      sms: rows[1]!.id,
      optedOut: rows[2]!.id,
      deceased: rows[3]!.id,
      noYear: rows[4]!.id,
    };
    await bornOn(ids, {
      whatsapp: [['whatsapp', 'in']],
      optedOut: [['sms', 'out']],
    });
    await db()
      .updateTable('members')
      .set({ died_on: '2026-01-01' })
      .where('id', '=', ids.deceased)
      .execute();
    // A second process on the same database, at the same moment.
    const other = connect(server.databaseUrl);
    try {
      const [one, two] = await Promise.all([
        runGreetings(db(), providers, DAY, { batch: 2 }),
        runGreetings(other, providers, DAY, { batch: 2 }),
      ]);
      expect(one.sent + two.sent).toBe(3);
      expect(one.skipped + two.skipped).toBe(1);
    } finally {
      await other.destroy();
    }
    const numbers = reached();
    expect(new Set(numbers).size).toBe(numbers.length);
    const mobile = (id: number) => `91${rows.find((r) => r.id === id)!.mobile_no}`;
    expect(fake.whatsapp.map((m) => m.to)).toEqual([mobile(ids.whatsapp)]);
    expect(numbers).toEqual(expect.arrayContaining([mobile(ids.sms), mobile(ids.noYear)]));
    expect(numbers).not.toContain(mobile(ids.optedOut));
    expect(numbers).not.toContain(mobile(ids.deceased));
    const ledger = await db().selectFrom('greetings').selectAll().where('day', '=', DAY).execute();
    expect(ledger.find((g) => g.member_id === ids.optedOut)).toMatchObject({
      status: 'skipped',
      error: 'opted_out',
    });
    expect(ledger.find((g) => g.member_id === ids.deceased)).toBeUndefined();

    // Run again (a restart): nobody is greeted twice.
    const again = await runGreetings(db(), providers, DAY);
    expect(again).toMatchObject({ sent: 0, skipped: 0, done_before: 4 });
    expect(reached()).toHaveLength(numbers.length);

    // The screen's summary.
    const summary = await apiGet(server.app, session, `birthdays/greetings?day=${DAY}`);
    expect(summary.json()).toMatchObject({
      day: DAY,
      sent: 3,
      skipped: 1,
      reasons: { opted_out: 1 },
    });
  });

  it('finishes after a crash between batches without greeting anyone twice, and never resends a message left in flight', async () => {
    const day = '2027-08-20';
    await onlyBornOn(day, 1985, 6);
    const before = reached().length;
    await expect(
      runGreetings(db(), providers, day, {
        batch: 2,
        onBatch: (n) => {
          if (n === 0) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(reached().length - before).toBe(2);
    // A claim left by a process that died while its message was leaving.
    const inFlight = (
      await db()
        .selectFrom('greetings')
        .select('member_id')
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
    ).member_id;
    await db()
      .updateTable('greetings')
      .set({ status: 'claimed', at: '2020-01-01T00:00:00.000Z' })
      .where('day', '=', day)
      .where('member_id', '=', inFlight)
      .execute();
    await settleStaleClaims(db());
    const rest = await runGreetings(db(), providers, day, { batch: 2 });
    expect(rest.sent).toBe(4);
    expect(reached().length - before).toBe(6);
    const ledger = await db()
      .selectFrom('greetings')
      .select(['member_id', 'status'])
      .where('day', '=', day)
      .execute();
    expect(ledger).toHaveLength(6);
    expect(ledger.find((g) => g.member_id === inFlight)?.status).toBe('unknown');
  });

  it('stops between batches when the server shuts down; the next run greets the rest', async () => {
    const day = '2029-02-14';
    await onlyBornOn(day, 1990, 4, 20);
    const before = reached().length;
    let batches = 0;
    const stopped = await runGreetings(db(), providers, day, {
      batch: 1,
      // The shutdown comes while the first batch is being sent.
      stopping: () => batches++ > 0,
    });
    expect(stopped.sent).toBe(1);
    expect(reached().length - before).toBe(1);
    const rest = await runGreetings(db(), providers, day, { batch: 1 });
    expect(rest).toMatchObject({ sent: 3, done_before: 1 });
    expect(reached().length - before).toBe(4);
  });
});

describe('a withdrawn greeting', () => {
  it('is not sent, and the day says why (docs/privacy.md)', async () => {
    const day = '2028-05-05';
    await db()
      .updateTable('members')
      .set({ date_of_birth: '1970-01-01' })
      .where('date_of_birth', 'like', '%05-05')
      .execute();
    const member = await db()
      .selectFrom('members')
      .select(['id', 'mobile_no'])
      .where('mobile_no', 'not like', '+%')
      .where('died_on', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('members')
      .set({ date_of_birth: '1980-05-05' })
      .where('id', '=', member.id)
      .execute();
    await db()
      .transaction()
      .execute((trx) =>
        recordConsent(trx, {
          memberIds: [member.id],
          purpose: 'greetings',
          state: 'out',
          source: 'member_door',
        }),
      );
    const before = fake.sms.length + fake.whatsapp.length;
    const run = await runGreetings(db(), providers, day);
    expect(run, JSON.stringify(run)).toMatchObject({ sent: 0, skipped: 1 });
    expect(fake.sms.length + fake.whatsapp.length).toBe(before);
    const ledger = await db()
      .selectFrom('greetings')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('year', '=', 2028)
      .executeTakeFirstOrThrow();
    expect(ledger).toMatchObject({ status: 'skipped', error: 'no_consent' });
  });
});
