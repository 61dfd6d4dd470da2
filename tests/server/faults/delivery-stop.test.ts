import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config.js';
import { apiGet, apiSend, freshServer, signIn } from '../helpers.js';
import { DRILL_TOKEN, queuedWhatsappSending, whatsappQueue } from './drill.js';
import { drillServer } from './drill-server.js';

const drill = drillServer();

const RECIPIENTS = 200;

const sendingRow = (id: number) =>
  drill.server.db
    .selectFrom('notification_sendings')
    .select(['state', 'lease_owner', 'lease_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a server stopped in the middle of a WhatsApp sending', () => {
  it('stops after the requests on their way, and the next process sends the rest at once, nobody twice', async () => {
    const { sending } = await queuedWhatsappSending(drill.server.db, RECIPIENTS);
    // At 40 a second the whole sending would take five seconds.
    const closing = whatsappQueue(drill.server.db, drill.fake.url, 40, { owner: 'closing' });
    closing.enqueue(sending);
    while (drill.fake.whatsapp.length < RECIPIENTS / 10) await sleep(20);
    await closing.stop();
    const atStop = drill.fake.whatsapp.length;
    expect(atStop, 'the stop waited for the whole sending').toBeLessThan(RECIPIENTS / 2);

    // Nothing left in doubt: what left was recorded, the rest still queued.
    const statuses = await drill.server.db
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
    expect(drill.fake.whatsapp.length).toBe(atStop);

    const next = whatsappQueue(drill.server.db, drill.fake.url, 1000, { owner: 'next' });
    next.resume();
    await next.idle();
    const numbers = drill.fake.whatsapp.map((m) => m.to);
    expect(numbers).toHaveLength(RECIPIENTS);
    expect(new Set(numbers).size, 'a number messaged twice').toBe(RECIPIENTS);
    const done = await sendingRow(sending);
    expect(done.state).toBe('done');
    expect(done.lease_owner).toBe('next');
  });
});

describe('a notification removed in the middle of its WhatsApp sending', () => {
  it('answers once the requests on their way are back, and nothing more is sent', async () => {
    // The server's own queue, sending through the fake at 40 a second.
    const messaging = configFromEnv({
      WHATSAPP_API_URL: drill.fake.url,
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_TOKEN: DRILL_TOKEN,
      WHATSAPP_RATE: '40',
    }).messaging;
    const sending = await freshServer({ messaging, greetingHour: null });
    try {
      const session = await signIn(sending.app);
      const before = drill.fake.whatsapp.length;
      const { sending: id, notification } = await queuedWhatsappSending(sending.db, RECIPIENTS);
      sending.app.deliveries.enqueue(id);
      while (drill.fake.whatsapp.length - before < RECIPIENTS / 10) await sleep(20);

      const removed = await apiSend(sending.app, session, 'DELETE', `notification/${notification}`);
      expect(removed.statusCode, removed.body).toBe(200);
      const atRemoval = drill.fake.whatsapp.length - before;
      expect(atRemoval, 'the removal waited for the whole sending').toBeLessThan(RECIPIENTS / 2);
      await sending.app.deliveries.idle();
      expect(drill.fake.whatsapp.length - before, 'sent after the removal').toBe(atRemoval);
      expect((await apiGet(sending.app, session, `notification/${notification}`)).statusCode).toBe(
        404,
      );
      const left = await sending.db
        .selectFrom('notification_deliveries')
        .select('id')
        .where('sending_id', '=', id)
        .execute();
      expect(left).toEqual([]);
    } finally {
      await sending.close();
    }
  });

  it('also stops what another process is sending, but for the requests already on their way', async () => {
    const session = await signIn(drill.server.app);
    const before = drill.fake.whatsapp.length;
    const { sending, notification } = await queuedWhatsappSending(drill.server.db, RECIPIENTS);
    // Another process's queue, with the whole batch of 200 already read.
    const other = whatsappQueue(drill.server.db, drill.fake.url, 40, { owner: 'other' });
    other.enqueue(sending);
    while (drill.fake.whatsapp.length - before < RECIPIENTS / 10) await sleep(20);

    const removed = await apiSend(
      drill.server.app,
      session,
      'DELETE',
      `notification/${notification}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const atRemoval = drill.fake.whatsapp.length - before;
    await other.idle();
    // At most the eight requests that were on their way.
    expect(drill.fake.whatsapp.length - before - atRemoval).toBeLessThanOrEqual(8);
  });
});
