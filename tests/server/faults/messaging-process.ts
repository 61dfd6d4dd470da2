/**
 * A process that delivers one queued sending by WhatsApp through the fake Cloud
 * API at `rate` messages a second, so a test can kill it mid-way.
 *   node --import tsx messaging-process.ts <database-url> <fake-url> <sending-id> <rate>
 */
import { connect } from '../../../server/db/connect.js';
import { createDeliveryQueue, outboxChannel } from '../../../server/notification/delivery.js';
import { whatsappProvider } from '../../../server/messaging/whatsapp.js';

const [url, fake, sendingId, rate] = process.argv.slice(2) as [string, string, string, string];
const db = connect(url);
const whatsapp = whatsappProvider(
  { apiUrl: fake, phoneNumberId: '1', token: 'crash-token', ratePerSecond: Number(rate), price: 0 },
  5000,
);
const queue = createDeliveryQueue(
  db,
  { push: outboxChannel(), providers: { whatsapp } },
  (error) => process.stderr.write(`${String(error)}\n`),
  { leaseMs: 1000 },
);
queue.enqueue(Number(sendingId));
await queue.idle();
await db.destroy();
