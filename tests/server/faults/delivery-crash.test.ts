import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  createDeliveryQueue,
  fcmChannel,
  FCM_BATCH,
} from '../../../server/notification/delivery.js';
import { queuedSendingOf } from './drill.js';
import { drillServer } from './drill-server.js';

const drill = drillServer();

const TOKENS = FCM_BATCH * 6;
const lines = (file: string) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];

/** A queued sending to 100 members holding `TOKENS` device tokens between them. */
async function queuedSending() {
  const { db } = drill.server;
  const members = await db.selectFrom('members').select('id').orderBy('id').limit(100).execute();
  await db
    .insertInto('device_tokens')
    .values(
      Array.from({ length: TOKENS }, (_, n) => ({
        member_id: members[n % members.length]!.id,
        token: `token-${n}`,
        platform: 'android',
      })),
    )
    .execute();
  const { sending: id } = await queuedSendingOf(db, 'fcm', members.length);
  await db
    .insertInto('notification_deliveries')
    .values(members.map((m) => ({ sending_id: id, member_id: m.id, status: 'queued' })))
    .execute();
  return id;
}

describe('a delivery killed mid-way', () => {
  // A child process starts with tsx and is killed: on a machine busy with other
  // suites that alone may take several seconds.
  it('is resumed once its lease runs out, and no device token is sent twice', async () => {
    const sending = await queuedSending();
    const log = join(mkdtempSync(join(tmpdir(), 'fd-crash-')), 'sent.txt');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/server/faults/delivering-process.ts',
        drill.server.databaseUrl,
        log,
        String(sending),
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed once it has sent two batches, with four to go.
    while (lines(log).length < FCM_BATCH * 2) await sleep(20);
    child.kill('SIGKILL');
    await exited;
    const beforeKill = lines(log);
    expect(beforeKill.length).toBeLessThan(TOKENS);
    const state = await drill.server.db
      .selectFrom('notification_sendings')
      .select(['state', 'lease_until'])
      .where('id', '=', sending)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe('sending');

    // Another process: it leaves the sending alone while the lease holds, then takes it up.
    const resumed: string[] = [];
    const queue = createDeliveryQueue(
      drill.server.db,
      {
        push: fcmChannel({
          async sendEachForMulticast({ tokens }) {
            resumed.push(...tokens);
            return { responses: tokens.map(() => ({ success: true })) };
          },
        }),
        providers: {},
      },
      () => {},
    );
    queue.resume();
    await queue.idle();
    expect(resumed, 'taken while the dead process still held it').toEqual([]);
    while (Date.now() <= Number(state.lease_until)) await sleep(50);
    queue.resume();
    await queue.idle();

    const all = [...beforeKill, ...resumed];
    process.stdout.write(
      `crash drill: ${beforeKill.length} sent before the kill, ${resumed.length} after, ${TOKENS - all.length} handed over as it died\n`,
    );
    expect(new Set(all).size, 'a token sent twice').toBe(all.length);
    // At most the one batch handed over as the process died goes unsent.
    expect(all.length).toBeGreaterThanOrEqual(TOKENS - FCM_BATCH);
    const done = await drill.server.db
      .selectFrom('notification_sendings')
      .select(['state', 'delivered'])
      .where('id', '=', sending)
      .executeTakeFirstOrThrow();
    expect(done.state).toBe('done');
    expect(done.delivered).toBe(100);
  }, 60_000);
});
