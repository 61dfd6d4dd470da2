/**
 * `npm run bench:messages [-- --members N --rate R --database postgres]`: a send to
 * every member by WhatsApp, else SMS, else push, through local fakes of Meta's
 * Cloud API and MSG91 (tests/fakes/providers.ts) that call the webhooks back, as
 * docs/messaging.md describes. Half the families opted in to WhatsApp. Measures
 * how long the send's request takes (routing and queueing every member), the
 * messages a second at the configured rate (`--rate`, for both providers), the
 * server's peak memory, and checks that no number got a message twice and every
 * receipt landed. Runs on a copy of the bench's community (`npm run bench` seeds
 * it) or a fresh seed; nothing else is touched.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { connect } from '../server/db/connect.js';
import { startFakeProviders } from '../tests/fakes/providers.js';
import { signIn, startServer } from './server.js';
import { BENCH_STORAGE, benchCommunity } from './community.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '1000' },
    database: { type: 'string' },
  },
});
const members = Number(values.members);
const rate = values.rate!;
const out = resolve('bench/out');
const log = (line: string) => process.stdout.write(`${line}\n`);

const { database, stop: stopPostgres } = await benchCommunity(
  'messages',
  members,
  values.database === 'postgres',
  log,
);
const storage = BENCH_STORAGE;

// The fakes call the server's webhooks back once it listens (`webhookBase` below).
const fakeOptions = {
  webhookBase: '',
  whatsappToken: 'bench-token',
  appSecret: 'bench-secret',
  msg91AuthKey: 'bench-key',
  smsSecret: 'bench-sms',
  statuses: ['sent', 'delivered', 'read'] as ('sent' | 'delivered' | 'read')[],
};
const fake = await startFakeProviders(fakeOptions);
const { base, child } = await startServer({
  database,
  storage,
  env: {
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_PHONE_NUMBER_ID: '1',
    WHATSAPP_TOKEN: 'bench-token',
    WHATSAPP_APP_SECRET: 'bench-secret',
    WHATSAPP_RATE: rate,
    SMS_PROVIDER: 'msg91',
    MSG91_API_URL: fake.url,
    MSG91_AUTH_KEY: 'bench-key',
    SMS_WEBHOOK_SECRET: 'bench-sms',
    SMS_RATE: rate,
  },
});
fakeOptions.webhookBase = base;

/** Peak and current resident memory of the server process, in MB. */
const memory = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
};

const db = connect(database);
try {
  // The templates as the office would have them, and WhatsApp opt-ins for half the families.
  await db.deleteFrom('member_consents').execute();
  await sql`INSERT INTO member_consents (member_id, purpose, state, source, at)
    SELECT id, 'messages_whatsapp', 'in', 'registration', ${new Date().toISOString()}
    FROM members WHERE family_id % 2 = 0`.execute(db);
  const template = async (channel: string, name: string, language: string, dlt: string | null) =>
    (
      await db
        .insertInto('message_templates')
        .values({
          channel,
          name,
          language,
          dlt_template_id: dlt,
          purpose: 'notification',
          body: channel === 'sms' ? '{{1}}: {{2}}' : 'નમસ્તે {{1}}, {{2}}: {{3}}',
          variables: JSON.stringify(
            channel === 'sms' ? ['title', 'description'] : ['first_name', 'title', 'description'],
          ),
          status: 'approved',
        })
        .onConflict((c) =>
          c.columns(['channel', 'name', 'language']).doUpdateSet({ status: 'approved' }),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const whatsapp = await template('whatsapp', 'bench_notice', 'gu', null);
  const smsTemplate = await template('sms', '66bench01', 'gu', '1207170000000009001');

  const login = await signIn(base);
  const headers = {
    cookie: login.cookie,
    'x-xsrf-token': decodeURIComponent(login.xsrf),
    'content-type': 'application/json',
  };
  const body = {
    title: 'Annual general meeting',
    description: 'Sunday at 10 am in the Samaj Bhavan.',
    allow_member: 1,
    filters: { allow_member: 1 },
    channels: ['whatsapp', 'sms', 'push'],
    templates: { whatsapp, sms: smsTemplate },
  };
  const reachStarted = performance.now();
  const reach = await fetch(`${base}/api/frontend/notification/reach`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const reachMs = performance.now() - reachStarted;
  const reached = ((await reach.json()) as { data: unknown }).data;

  const started = performance.now();
  const sent = await fetch(`${base}/api/frontend/notification`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const queueMs = performance.now() - started;
  if (sent.status !== 201)
    throw new Error(`The send answered ${sent.status}: ${await sent.text()}`);
  const { data } = (await sent.json()) as { data: { id: number; recipients_count: number } };
  log(`Queued ${data.recipients_count.toLocaleString('en-IN')} in ${queueMs.toFixed(0)} ms.`);

  let peak = memory().peak;
  let state = '';
  let sendingDone = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    peak = Math.max(peak, memory().peak);
    const answer = await fetch(`${base}/api/frontend/notification/${data.id}`, { headers });
    const row = ((await answer.json()) as { data: { last_sending: { state: string } } }).data;
    state = row.last_sending.state;
    const handed = fake.whatsapp.length + fake.sms.reduce((n, r) => n + r.recipients.length, 0);
    process.stdout.write(
      `\r${handed.toLocaleString('en-IN')} messages handed to the fakes, ${state}   `,
    );
    if (state === 'done' || state === 'failed') {
      sendingDone = performance.now() - started;
      break;
    }
  }
  log('');
  const whatsappMessages = fake.whatsapp.length;
  const smsMessages = fake.sms.reduce((n, r) => n + r.recipients.length, 0);
  const numbers = [
    ...fake.whatsapp.map((m) => m.to),
    ...fake.sms.flatMap((r) => r.recipients.map((x) => x.mobiles!)),
  ];
  const twice = numbers.length - new Set(numbers).size;
  const countDeliveries = () =>
    db
      .selectFrom('notification_deliveries')
      .select(['channel', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where(
        'sending_id',
        '=',
        db.selectFrom('notification_sendings').select((eb) => eb.fn.max('id').as('id')),
      )
      .groupBy(['channel', 'status'])
      .execute();
  // Handed over is not yet delivered: the last receipts land a moment after.
  let counts = await countDeliveries();
  const settleStarted = performance.now();
  while (counts.some((c) => c.status === 'sent') && performance.now() - settleStarted < 30_000) {
    await new Promise((r) => setTimeout(r, 500));
    counts = await countDeliveries();
  }
  const receiptsSettleMs = Math.round(performance.now() - settleStarted);
  const seconds = sendingDone / 1000;
  const result = {
    engine: database.startsWith('postgres') ? 'postgres' : 'sqlite',
    members,
    ratePerSecond: Number(rate),
    reachMs: Math.round(reachMs),
    queueMs: Math.round(queueMs),
    whatsappMessages,
    smsMessages,
    smsRequests: fake.sms.length,
    deliverSeconds: Math.round(seconds),
    messagesPerSecond: Math.round((whatsappMessages + smsMessages) / seconds),
    peakMemoryMb: Math.round(peak),
    numbersMessagedTwice: twice,
    receiptsSettleMs,
    deliveries: counts.map((c) => ({ channel: c.channel, status: c.status, n: Number(c.n) })),
    reach: reached,
  };
  log(JSON.stringify(result, null, 2));
  writeFileSync(resolve(out, `messages-${result.engine}.json`), JSON.stringify(result, null, 2));
  if (twice) throw new Error(`${twice} numbers got the message twice.`);
} finally {
  await db.destroy();
  child.kill('SIGTERM');
  await fake.close();
  await stopPostgres();
}
