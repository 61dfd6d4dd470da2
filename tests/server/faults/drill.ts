import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types.js';
import { createDeliveryQueue, outboxChannel } from '../../../server/notification/delivery.js';
import { whatsappProvider } from '../../../server/messaging/whatsapp.js';

/** The fake Cloud API's token in these drills (tests/fakes/providers.ts). */
export const DRILL_TOKEN = 'crash-token';

/** A queued sending of a notification by `channel`, without its deliveries. */
export async function queuedSendingOf(
  db: Kysely<Database>,
  channel: string,
  recipients: number,
): Promise<{ sending: number; notification: number }> {
  // Sent now, as a send leaves it.
  const at = new Date().toISOString();
  const { id: notification } = await db
    .insertInto('notifications')
    .values({
      title: 'Crash drill',
      description: 'Resumed after a kill.',
      filters: '{}',
      sent_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: sending } = await db
    .insertInto('notification_sendings')
    .values({
      notification_id: notification,
      at,
      channel,
      channels: JSON.stringify([channel === 'fcm' ? 'push' : channel]),
      state: 'queued',
      recipients,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { sending, notification };
}

/**
 * A queued WhatsApp sending to the first `count` members, each on a number of its
 * own, with its deliveries written: what a send leaves for the delivery queue.
 */
export async function queuedWhatsappSending(
  db: Kysely<Database>,
  count: number,
): Promise<{ sending: number; notification: number }> {
  const members = await db.selectFrom('members').select('id').orderBy('id').limit(count).execute();
  // The drill's template, made by the first drill on this database.
  const { id: template } =
    (await db
      .selectFrom('message_templates')
      .select('id')
      .where('name', '=', 'crash_drill')
      .executeTakeFirst()) ??
    (await db
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
      .executeTakeFirstOrThrow());
  const { sending: id, notification } = await queuedSendingOf(db, 'whatsapp', members.length);
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
  return { sending: id, notification };
}

/** A delivery queue that sends WhatsApp through the fake at `ratePerSecond`. */
export const whatsappQueue = (
  db: Kysely<Database>,
  fakeUrl: string,
  ratePerSecond: number,
  options: Parameters<typeof createDeliveryQueue>[3] = {},
  log: (error: unknown) => void = () => {},
) =>
  createDeliveryQueue(
    db,
    {
      push: outboxChannel(),
      providers: {
        whatsapp: whatsappProvider(
          { apiUrl: fakeUrl, phoneNumberId: '1', token: DRILL_TOKEN, ratePerSecond, price: 0 },
          5000,
        ),
      },
    },
    log,
    options,
  );
