import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryQueue, outboxChannel } from '../../../server/notification/delivery.js';
import { whatsappProvider } from '../../../server/messaging/whatsapp.js';
import { startFakeProviders, type FakeProviders } from '../../fakes/providers.js';
import { freshServer, type TestServer } from '../helpers.js';

let server: TestServer;
let fake: FakeProviders;
beforeAll(async () => {
  server = await freshServer();
  fake = await startFakeProviders({ whatsappToken: 'crash-token' });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const RECIPIENTS = 200;

/** A queued WhatsApp sending to `RECIPIENTS` members, each on a number of its own. */
async function queuedSending() {
  const { db } = server;
  const members = await db
    .selectFrom('members')
    .select('id')
    .orderBy('id')
    .limit(RECIPIENTS)
    .execute();
  const { id: template } = await db
    .insertInto('message_templates')
    .values({
      channel: 'whatsapp',
      name: 'crash_drill',
      language: 'gu',
      purpose: 'notification',
      body: '{{1}}',
      variables: JSON.stringify(['title']),
      status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: notification } = await db
    .insertInto('notifications')
    .values({ title: 'Crash drill', description: 'Resumed after a kill.', filters: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('notification_sendings')
    .values({
      notification_id: notification,
      at: new Date().toISOString(),
      channel: 'whatsapp',
      channels: '["whatsapp"]',
      state: 'queued',
      recipients: members.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('notification_deliveries')
    .values(
      members.map((m, n) => ({
        sending_id: id,
        member_id: m.id,
        status: 'queued',
        channel: 'whatsapp',
        address: `9190000${String(n).padStart(5, '0')}`,
        template_id: template,
      })),
    )
    .execute();
  return id;
}

describe('a WhatsApp sending killed mid-way', () => {
  it('is resumed by another process: no number messaged twice, only the requests in flight in doubt', async () => {
    const sending = await queuedSending();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/server/faults/messaging-process.ts',
        server.databaseUrl,
        fake.url,
        String(sending),
        '40',
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed once a quarter has gone, at 40 a second.
    while (fake.whatsapp.length < RECIPIENTS / 4) await sleep(20);
    child.kill('SIGKILL');
    await exited;
    const beforeKill = fake.whatsapp.length;
    expect(beforeKill).toBeLessThan(RECIPIENTS);

    const queue = createDeliveryQueue(
      server.db,
      {
        push: outboxChannel(),
        providers: {
          whatsapp: whatsappProvider(
            {
              apiUrl: fake.url,
              phoneNumberId: '1',
              token: 'crash-token',
              ratePerSecond: 1000,
              price: 0,
            },
            5000,
          ),
        },
      },
      () => {},
    );
    // Taken up once the dead process's lease (a second) has run out.
    const { lease_until } = await server.db
      .selectFrom('notification_sendings')
      .select('lease_until')
      .where('id', '=', sending)
      .executeTakeFirstOrThrow();
    while (Date.now() <= Number(lease_until)) await sleep(50);
    queue.resume();
    await queue.idle();

    const numbers = fake.whatsapp.map((m) => m.to);
    expect(new Set(numbers).size, 'a number messaged twice').toBe(numbers.length);
    const rows = await server.db
      .selectFrom('notification_deliveries')
      .select(['status', 'error'])
      .where('sending_id', '=', sending)
      .execute();
    const unknown = rows.filter((r) => r.status === 'unknown');
    process.stdout.write(
      `message crash drill: ${beforeKill} sent before the kill, ${numbers.length - beforeKill} after, ${unknown.length} in doubt\n`,
    );
    expect(unknown.every((r) => r.error === 'interrupted')).toBe(true);
    // At most the eight requests that were in flight when it died.
    expect(unknown.length).toBeLessThanOrEqual(8);
    // Every delivery is sent or in doubt; the ones in doubt may or may not have arrived.
    const sent = rows.filter((r) => r.status === 'sent').length;
    expect(sent + unknown.length).toBe(RECIPIENTS);
    expect(numbers.length).toBeGreaterThanOrEqual(sent);
    expect(numbers.length).toBeLessThanOrEqual(RECIPIENTS);
    const done = await server.db
      .selectFrom('notification_sendings')
      .select('state')
      .where('id', '=', sending)
      .executeTakeFirstOrThrow();
    expect(done.state).toBe('done');
  });
});
