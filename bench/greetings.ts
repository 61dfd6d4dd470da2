/**
 * `npm run bench:greetings [-- --members N --database postgres]`: the Birthdays
 * screen's lists and the daily greeting at 1,00,000 members (docs/birthdays.md). On a
 * copy of the bench's community (or a fresh seed), with a third of the families opted
 * in to WhatsApp and approved birthday and anniversary templates, it measures the
 * lists (today, a week, a month; 10 connections for 5 s each) and greets one day's
 * birthdays and anniversaries through local fakes of both providers
 * (tests/fakes/providers.ts), then greets the same day again to show nobody gets two.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { connect } from '../server/db/connect.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { configFromEnv } from '../server/config.js';
import { providersFrom } from '../server/messaging/channels.js';
import { runGreetings } from '../server/birthdays/greetings.js';
import { todayIn } from '../shared/days.js';
import { startFakeProviders } from '../tests/fakes/providers.js';
import { BENCH_STORAGE, benchCommunity } from './community.js';
import { load } from './load.js';
import { signIn, startServer } from './server.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    database: { type: 'string' },
    seconds: { type: 'string', default: '5' },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const { database, stop } = await benchCommunity(
  'greetings',
  Number(values.members),
  values.database === 'postgres',
  log,
);
const fake = await startFakeProviders({ whatsappToken: 'bench', msg91AuthKey: 'bench' });
const db = connect(database);
try {
  await migrateToLatest(db);
  await db.deleteFrom('greetings').execute();
  await db.deleteFrom('member_consents').execute();
  await sql`INSERT INTO member_consents (member_id, purpose, state, source, at)
    SELECT id, 'messages_whatsapp', 'in', 'registration', ${new Date().toISOString()}
    FROM members WHERE family_id % 3 = 0`.execute(db);
  for (const [channel, name, purpose, dlt] of [
    ['whatsapp', 'bench_birthday', 'birthday', null],
    ['sms', '66benchbday', 'birthday', '1207170000000009201'],
    ['whatsapp', 'bench_anniversary', 'anniversary', null],
    ['sms', '66benchanniv', 'anniversary', '1207170000000009202'],
  ] as const)
    await db
      .insertInto('message_templates')
      .values({
        channel,
        name,
        language: 'gu',
        purpose,
        dlt_template_id: dlt,
        body: 'શુભેચ્છા {{1}}',
        variables: JSON.stringify(['first_name']),
        status: 'approved',
      })
      .onConflict((c) => c.columns(['channel', 'name', 'language']).doNothing())
      .execute();

  const { base, child } = await startServer({ database, storage: BENCH_STORAGE });
  try {
    const login = await signIn(base);
    const headers = { cookie: login.cookie };
    for (const [what, path] of [
      ["today's", 'birthdays?range=today'],
      ['next 7 days, page 1', 'birthdays?range=week'],
      ['next 30 days, page 1', 'birthdays?range=month'],
      ['next 30 days, all (CSV, print)', 'birthdays?range=month&itemsPerPage=-1'],
    ] as const) {
      const url = `${base}/api/frontend/${path}`;
      const { total } = (await (await fetch(url, { headers })).json()) as { total: number };
      const r = await load([url], headers, {
        connections: 10,
        durationMs: Number(values.seconds) * 1000,
      });
      log(
        `/birthdays ${what}: ${total.toLocaleString('en-IN')} rows · ${r.rps.toFixed(0)} req/s · p50 ${r.p50.toFixed(1)} ms · p95 ${r.p95.toFixed(1)} ms · ${r.errors} errors`,
      );
    }
  } finally {
    child.kill();
  }

  const providers = providersFrom(
    configFromEnv({
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_TOKEN: 'bench',
      WHATSAPP_RATE: '1000',
      SMS_PROVIDER: 'msg91',
      MSG91_API_URL: fake.url,
      MSG91_AUTH_KEY: 'bench',
      SMS_RATE: '1000',
    }).messaging,
  );
  const day = todayIn();
  const started = performance.now();
  const run = await runGreetings(db, providers, day);
  const seconds = (performance.now() - started) / 1000;
  log(
    `greetings for ${day}: ${run.sent} sent, ${run.failed + run.unknown} not reached, ${run.skipped} not sent, in ${seconds.toFixed(1)} s`,
  );
  const numbers = [
    ...fake.whatsapp.map((m) => m.to),
    ...fake.sms.flatMap((r) => r.recipients.map((x) => x.mobiles)),
  ];
  const again = await runGreetings(db, providers, day);
  log(
    `greeted again: ${again.sent} sent, ${again.done_before} already greeted; ${numbers.length - new Set(numbers).size} numbers messaged twice`,
  );
} finally {
  await db.destroy();
  await fake.close();
  await stop();
}
