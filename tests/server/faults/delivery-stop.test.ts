import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../fakes/providers.js';
import { freshServer, type TestServer } from '../helpers.js';
import { DRILL_TOKEN, queuedWhatsappSending, whatsappQueue } from './whatsapp-sending.js';

let server: TestServer;
let fake: FakeProviders;
beforeAll(async () => {
  server = await freshServer();
  fake = await startFakeProviders({ whatsappToken: DRILL_TOKEN });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const RECIPIENTS = 200;

const sendingRow = (id: number) =>
  server.db
    .selectFrom('notification_sendings')
    .select(['state', 'lease_owner', 'lease_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a server stopped in the middle of a WhatsApp sending', () => {
  it('stops after the requests on their way, and the next process sends the rest at once, nobody twice', async () => {
    const sending = await queuedWhatsappSending(server.db, RECIPIENTS);
    // At 40 a second the whole sending would take five seconds.
    const closing = whatsappQueue(server.db, fake.url, 40, { owner: 'closing' });
    closing.enqueue(sending);
    while (fake.whatsapp.length < RECIPIENTS / 10) await sleep(20);
    await closing.stop();
    const atStop = fake.whatsapp.length;
    expect(atStop, 'the stop waited for the whole sending').toBeLessThan(RECIPIENTS / 2);

    // Nothing left in doubt: what left was recorded, the rest still queued.
    const statuses = await server.db
      .selectFrom('notification_deliveries')
      .select(['status'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sending_id', '=', sending)
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(statuses.find((s) => s.status === status)?.n ?? 0);
    expect(count('sending')).toBe(0);
    expect(count('sent')).toBe(atStop);
    expect(count('queued')).toBe(RECIPIENTS - atStop);
    // Its lease given up, for the next process to take at once.
    const stopped = await sendingRow(sending);
    expect(stopped.state).toBe('sending');
    expect(Number(stopped.lease_until)).toBeLessThan(Date.now());

    // The stopped queue takes nothing up any more.
    closing.resume();
    await closing.idle();
    expect(fake.whatsapp.length).toBe(atStop);

    const next = whatsappQueue(server.db, fake.url, 1000, { owner: 'next' });
    next.resume();
    await next.idle();
    const numbers = fake.whatsapp.map((m) => m.to);
    expect(numbers).toHaveLength(RECIPIENTS);
    expect(new Set(numbers).size, 'a number messaged twice').toBe(RECIPIENTS);
    const done = await sendingRow(sending);
    expect(done.state).toBe('done');
    expect(done.lease_owner).toBe('next');
  });
});
