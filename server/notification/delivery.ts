import { readFile } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { PROCESS_ID } from '../work/leases.js';
import type { MessageProvider } from '../messaging/provider.js';
import type { TemplateChannel } from '../../shared/messaging.js';
import { createRecounter, recount } from './counts.js';
import { deliverMessages } from './send-messages.js';
import { writeDeliveries } from './fan-out.js';
/**
 * How a notification reaches members' phones (docs/product.md §11 "Notifications",
 * docs/messaging.md): the send writes the sending; the queue writes one queued
 * delivery per recipient, each with its channel (fan-out.ts); then each channel delivers its own deliveries
 * and records each outcome, and the sending's counts are written. Push (this
 * interface: the outbox or FCM) takes the deliveries whose channel is `push`;
 * WhatsApp and SMS go through their providers (send-messages.ts).
 */
export interface DeliveryChannel {
  readonly name: 'outbox' | 'fcm';
  deliver(db: Kysely<Database>, sendingId: number, options?: DeliverOptions): Promise<void>;
}

/** Every way this server reaches members: push always, WhatsApp and SMS when configured. */
export interface Channels {
  push: DeliveryChannel;
  providers: Partial<Record<TemplateChannel, MessageProvider>>;
}

export interface DeliverOptions {
  /**
   * Called before each batch is handed over: the queue renews its lease there, and
   * throws `DeliveryStopped` once the server is closing (nothing of the batch left).
   */
  onBatch?: () => Promise<void>;
  /** True once the server is closing: requests not yet on their way stay queued. */
  stopped?: () => boolean;
}

/** Thrown between batches once the queue stops: the sending is left for the next process. */
export class DeliveryStopped extends Error {
  constructor() {
    super('The delivery queue is stopping');
  }
}

const now = () => new Date().toISOString();

/** The push channel's deliveries (those from before channels were chosen have none). */
const byPush = sql<boolean>`(notification_deliveries.channel = 'push' OR notification_deliveries.channel IS NULL)`;

/**
 * The default channel: each delivery is recorded in the database as delivered,
 * where the family app reads its notifications.
 */
export const outboxChannel = (): DeliveryChannel => ({
  name: 'outbox',
  async deliver(db, sendingId) {
    await db
      .updateTable('notification_deliveries')
      .set({ status: 'delivered', at: now() })
      .where('sending_id', '=', sendingId)
      .where('status', '=', 'queued')
      .where(byPush)
      .execute();
  },
});

/** What the FCM channel needs of firebase-admin's messaging client (a fake in tests). */
export interface MessagingClient {
  sendEachForMulticast(message: {
    tokens: string[];
    notification: { title: string; body: string };
  }): Promise<{ responses: { success: boolean; error?: { code: string; message?: string } }[] }>;
}

/** FCM answers these for a token that will never work again: it is forgotten. */
const GONE = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);
/** FCM takes at most this many tokens per multicast. */
export const FCM_BATCH = 500;

/**
 * Firebase Cloud Messaging: the recipients' registered device tokens in batches of
 * 500. A member is delivered when one of their devices took it, failed otherwise
 * (the last error, or `no_device`); tokens FCM reports gone are deleted.
 */
export const fcmChannel = (client: MessagingClient): DeliveryChannel => ({
  name: 'fcm',
  async deliver(db, sendingId, options = {}) {
    const message = await db
      .selectFrom('notification_sendings')
      .innerJoin('notifications', 'notifications.id', 'notification_sendings.notification_id')
      .select(['notifications.title', 'notifications.description'])
      .where('notification_sendings.id', '=', sendingId)
      .executeTakeFirstOrThrow();
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom('notification_deliveries')
        .innerJoin('device_tokens', 'device_tokens.member_id', 'notification_deliveries.member_id')
        .leftJoin('notification_token_sends as sent', (join) =>
          join
            .onRef('sent.token_id', '=', 'device_tokens.id')
            .on('sent.sending_id', '=', sendingId),
        )
        .select(['device_tokens.id', 'device_tokens.token', 'notification_deliveries.member_id'])
        .where('notification_deliveries.sending_id', '=', sendingId)
        .where(byPush)
        .where('sent.token_id', 'is', null)
        .where('device_tokens.id', '>', after)
        .orderBy('device_tokens.id')
        .limit(FCM_BATCH)
        .execute();
      if (!rows.length) break;
      after = rows[rows.length - 1]!.id;
      // Before the tokens are marked: a stop here leaves them for the next process.
      await options.onBatch?.();
      // Written before FCM has them: a process that dies now leaves these tokens
      // handed over, and the sending resumed elsewhere skips them (at most once).
      await db
        .insertInto('notification_token_sends')
        .values(rows.map((row) => ({ sending_id: sendingId, token_id: row.id })))
        .execute();
      const { responses } = await client.sendEachForMulticast({
        tokens: rows.map((r) => r.token),
        notification: { title: message.title, body: message.description },
      });
      const delivered = new Set<number>();
      const failed = new Map<number, string>();
      const gone: number[] = [];
      responses.forEach((response, i) => {
        const row = rows[i]!;
        if (response.success) delivered.add(row.member_id);
        else {
          failed.set(row.member_id, response.error?.code ?? 'unknown');
          if (response.error && GONE.has(response.error.code)) gone.push(row.id);
        }
      });
      if (delivered.size)
        await db
          .updateTable('notification_deliveries')
          .set({ status: 'delivered', error: null, at: now() })
          .where('sending_id', '=', sendingId)
          .where('member_id', 'in', [...delivered])
          .where(byPush)
          .execute();
      for (const [member, error] of failed) {
        if (delivered.has(member)) continue;
        await db
          .updateTable('notification_deliveries')
          .set({ status: 'failed', error, at: now() })
          .where('sending_id', '=', sendingId)
          .where('member_id', '=', member)
          .where('status', '<>', 'delivered')
          .where(byPush)
          .execute();
      }
      if (gone.length) await db.deleteFrom('device_tokens').where('id', 'in', gone).execute();
      if (rows.length < FCM_BATCH) break;
    }
    // Whoever is still queued has no registered device.
    await db
      .updateTable('notification_deliveries')
      .set({ status: 'failed', error: 'no_device', at: now() })
      .where('sending_id', '=', sendingId)
      .where('status', '=', 'queued')
      .where(byPush)
      .execute();
  },
});

/**
 * The FCM channel from a service-account file, through firebase-admin (loaded only
 * when this channel is configured).
 */
export async function loadFcmChannel(serviceAccountFile: string): Promise<DeliveryChannel> {
  const account = JSON.parse(await readFile(serviceAccountFile, 'utf8')) as Record<string, string>;
  const { initializeApp, cert } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const app = initializeApp({ credential: cert(account) }, `fd-${Date.now()}`);
  return fcmChannel(getMessaging(app) as unknown as MessagingClient);
}

/** How long a sending is held by the process delivering it, renewed between batches. */
export const SENDING_LEASE_MS = 5 * 60_000;

/**
 * Deliveries run after the answer, one sending after another, never holding a
 * request open; `idle()` resolves once everything queued has been delivered (tests,
 * a notification's removal). `stop()` (shutdown) ends the sending under way after the
 * requests already on their way and gives its lease up, so that the next process to
 * start takes it up at once instead of a shutdown waiting out a send to every member
 * (docs/messaging.md). A sending is claimed with a lease (`lease_owner`, `lease_until`)
 * before it is delivered and the lease is renewed between batches, so with several
 * processes on one database each sending is delivered by one of them; a sending
 * whose process died is taken up again once its lease has run out, by the next
 * start or by another process's sweep (`resume`, every `sweepMs`). Device tokens
 * already handed over are never handed over again (fcmChannel).
 */
export function createDeliveryQueue(
  db: Kysely<Database>,
  channels: Channels,
  log: (error: unknown) => void,
  { owner = PROCESS_ID, leaseMs = SENDING_LEASE_MS, sweepMs = 60_000 } = {},
) {
  let tail: Promise<void> = Promise.resolve();
  let stopping = false;
  /** Sendings of notifications being removed: never started, or ended after their batch. */
  const withdrawn = new Set<number>();
  /** The sending being delivered now. */
  let running: { sendingId: number; done: Promise<void> } | undefined;
  const recounts = createRecounter(db, log);
  const claim = async (sendingId: number) => {
    const now = Date.now();
    const claimed = await db
      .updateTable('notification_sendings')
      .set({ state: 'sending', lease_owner: owner, lease_until: now + leaseMs })
      .where('id', '=', sendingId)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'queued'),
          eb.and([eb('state', '=', 'sending'), eb('lease_until', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) > 0;
  };
  /** This process's lease on a sending, to run until `until` (ms). */
  const leaseTo = async (sendingId: number, until: number) => {
    await db
      .updateTable('notification_sendings')
      .set({ lease_until: until })
      .where('id', '=', sendingId)
      .where('lease_owner', '=', owner)
      .execute();
  };
  const renew = (sendingId: number) => leaseTo(sendingId, Date.now() + leaseMs);
  /** Given up on stopping: the next process's resume claims it without waiting. */
  const release = (sendingId: number) => leaseTo(sendingId, 0);
  /** Whether a sending is to end after its batch: the server closing, or it withdrawn. */
  const ending = (sendingId: number) => stopping || withdrawn.has(sendingId);
  const deliver = async (sendingId: number) => {
    try {
      // Claimed by one process only: another that holds it leaves 0 rows here.
      if (!(await claim(sendingId))) return;
      // A new sending's deliveries first (the send answered before writing them).
      await writeDeliveries(db, sendingId);
      // Between batches: the lease renewed, and the counts the page shows recounted soon.
      const onBatch = async () => {
        recounts.touch([sendingId]);
        if (ending(sendingId)) throw new DeliveryStopped();
        await renew(sendingId);
      };
      const stopped = () => ending(sendingId);
      for (const provider of Object.values(channels.providers))
        await deliverMessages(db, sendingId, provider, { onBatch, stopped });
      // Queued for a channel this process has no credentials for (changed since).
      await db
        .updateTable('notification_deliveries')
        .set({ status: 'failed', error: 'not_configured', at: now() })
        .where('sending_id', '=', sendingId)
        .where('status', '=', 'queued')
        .where('channel', 'in', ['whatsapp', 'sms'])
        .where('channel', 'not in', ['', ...Object.keys(channels.providers)])
        .execute();
      await channels.push.deliver(db, sendingId, { onBatch, stopped });
      await recount(db, sendingId, true);
    } catch (error) {
      if (error instanceof DeliveryStopped) {
        // Closing: the next process takes it at once (withdrawn: its rows are going).
        await release(sendingId).catch(log);
        return;
      }
      log(error);
      await db
        .updateTable('notification_sendings')
        .set({ state: 'failed' })
        .where('id', '=', sendingId)
        .execute()
        .catch(log);
    }
  };
  const enqueue = (sendingId: number) => {
    tail = tail.then(() => {
      // Closing: left queued (or to its lease) for the next process.
      if (ending(sendingId)) return;
      const done = deliver(sendingId);
      running = { sendingId, done };
      return done.finally(() => (running = undefined));
    });
  };
  /** Takes up the sendings still queued, and those whose process died (lease run out). */
  const resume = () => {
    tail = tail
      .then(async () => {
        const waiting = await db
          .selectFrom('notification_sendings')
          .select('id')
          .where((eb) =>
            eb.or([
              eb('state', '=', 'queued'),
              eb.and([eb('state', '=', 'sending'), eb('lease_until', '<', Date.now())]),
            ]),
          )
          .orderBy('id')
          .execute();
        for (const { id } of waiting) enqueue(id);
      })
      .catch(log);
  };
  let sweep: NodeJS.Timeout | undefined;
  return {
    channel: channels.push,
    providers: channels.providers,
    /** Receipts name sendings to recount a moment later. */
    recounts,
    enqueue,
    resume,
    /** Looks for abandoned sendings every `sweepMs` (another process may have died). */
    startSweeping() {
      sweep ??= setInterval(resume, sweepMs);
      sweep.unref();
    },
    /**
     * A notification's sendings given up as it is removed: the one under way ends
     * after the requests already on their way, the others never start. Resolves once
     * this process delivers none of them, so nothing it writes follows the removal,
     * with what takes them up again should the removal fail.
     */
    withdraw: async (sendingIds: readonly number[]) => {
      for (const id of sendingIds) withdrawn.add(id);
      const now = running;
      if (now && withdrawn.has(now.sendingId)) await now.done;
      return () => {
        for (const id of sendingIds) withdrawn.delete(id);
        resume();
      };
    },
    /** Everything queued delivered (the sweep goes on). */
    idle: () => settled(),
    /** Shutdown: the sending under way ends after its batch, the rest stays queued. */
    stop: async () => {
      stopping = true;
      if (sweep) clearInterval(sweep);
      sweep = undefined;
      await settled();
    },
  };
  async function settled() {
    // A resume enqueues as it runs: wait until nothing new was added meanwhile.
    let seen: Promise<void>;
    do {
      seen = tail;
      await seen;
    } while (seen !== tail);
    await recounts.flush();
  }
}
export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;
