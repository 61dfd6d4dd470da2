import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { queuedWhatsappSending, whatsappQueue } from './drill.js';
import { drillServer } from './drill-server.js';

const drill = drillServer();

const RECIPIENTS = 200;

describe('a WhatsApp sending killed mid-way', () => {
  // A child process starts with tsx and is killed: on a machine busy with other
  // suites that alone may take several seconds.
  it('is resumed by another process: no number messaged twice, only the requests in flight in doubt', async () => {
    const { sending } = await queuedWhatsappSending(drill.server.db, RECIPIENTS);
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/server/faults/messaging-process.ts',
        drill.server.databaseUrl,
        drill.fake.url,
        String(sending),
        '40',
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed once a quarter has gone, at 40 a second.
    while (drill.fake.whatsapp.length < RECIPIENTS / 4) await sleep(20);
    child.kill('SIGKILL');
    await exited;
    const beforeKill = drill.fake.whatsapp.length;
    expect(beforeKill).toBeLessThan(RECIPIENTS);

    const queue = whatsappQueue(drill.server.db, drill.fake.url, 1000);
    // Taken up once the dead process's lease (a second) has run out.
    const { lease_until } = await drill.server.db
      .selectFrom('notification_sendings')
      .select('lease_until')
      .where('id', '=', sending)
      .executeTakeFirstOrThrow();
    while (Date.now() <= Number(lease_until)) await sleep(50);
    queue.resume();
    await queue.idle();

    const numbers = drill.fake.whatsapp.map((m) => m.to);
    expect(new Set(numbers).size, 'a number messaged twice').toBe(numbers.length);
    const rows = await drill.server.db
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
    const done = await drill.server.db
      .selectFrom('notification_sendings')
      .select('state')
      .where('id', '=', sending)
      .executeTakeFirstOrThrow();
    expect(done.state).toBe('done');
  }, 60_000);
});
