/**
 * A process that delivers one queued sending by WhatsApp through the fake Cloud
 * API at `rate` messages a second, so a test can kill it mid-way.
 *   node --import tsx messaging-process.ts <database-url> <fake-url> <sending-id> <rate>
 */
import { connect } from '../../../server/db/connect.js';
import { whatsappQueue } from './drill.js';

const [url, fake, sendingId, rate] = process.argv.slice(2) as [string, string, string, string];
const db = connect(url);
const queue = whatsappQueue(db, fake, Number(rate), { leaseMs: 1000 }, (error) =>
  process.stderr.write(`${String(error)}\n`),
);
queue.enqueue(Number(sendingId));
await queue.idle();
await db.destroy();
