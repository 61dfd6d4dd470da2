/**
 * A process that delivers one queued notification sending through FCM with a
 * fake client: each batch of device tokens is appended to `log` (one per line)
 * as it is "sent", a tenth of a second apart, so a test can kill it mid-way.
 *   node --import tsx delivering-process.ts <database-url> <log> <sending-id>
 */
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from '../../../server/db/connect.js';
import { createDeliveryQueue, fcmChannel } from '../../../server/notification/delivery.js';

const [url, log, sendingId] = process.argv.slice(2) as [string, string, string];
const db = connect(url);
const queue = createDeliveryQueue(
  db,
  {
    push: fcmChannel({
      async sendEachForMulticast({ tokens }) {
        appendFileSync(log, `${tokens.join('\n')}\n`);
        await sleep(100);
        return { responses: tokens.map(() => ({ success: true })) };
      },
    }),
    providers: {},
  },
  (error) => process.stderr.write(`${String(error)}\n`),
  // Long enough that the test's own queue looks while the lease still holds, however
  // busy the machine (a second was not, in CI with a core taken), short enough to wait out.
  { leaseMs: 4000 },
);
queue.enqueue(Number(sendingId));
await queue.idle();
await db.destroy();
