import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { templateValues, type Language, type TemplateChannel } from '../../shared/messaging.js';
import { createPacer, inParallel } from '../messaging/pacer.js';
import type { MessageProvider, OutgoingMessage, SendOutcome } from '../messaging/provider.js';
import { sendWithRetry } from '../messaging/send-with-retry.js';
import { applyWaitingReceipts } from '../messaging/receipts.js';
import type { DeliverOptions } from './delivery.js';

/** Deliveries handed over per round (between two lease renewals). */
export const HANDOVER = 500;
/** Requests in flight at once per provider. */
const IN_FLIGHT = 8;

interface TemplateRow {
  id: number;
  name: string;
  language: string;
  purpose: string;
  dlt_template_id: string | null;
  variables: string;
}

/**
 * Delivers a sending's queued deliveries of one channel through its provider.
 * Each request's deliveries are marked `sending` just before it leaves, so a process
 * that dies leaves only the requests in flight `sending`, and whoever resumes the
 * sending marks those `unknown` instead of sending again: never twice to one number,
 * and at most the requests in flight lost. Requests go out
 * within the provider's rate, several at once; refusals for now are retried
 * (send-with-retry.ts), an answer that never came is `unknown`. Once `stopped`, the
 * requests not yet on their way stay queued and the next batch's `onBatch` (which
 * then throws) ends the round.
 */
export async function deliverMessages(
  db: Kysely<Database>,
  sendingId: number,
  provider: MessageProvider,
  { onBatch, stopped }: DeliverOptions = {},
): Promise<void> {
  const channel: TemplateChannel = provider.channel;
  const now = () => new Date().toISOString();
  await db
    .updateTable('notification_deliveries')
    .set({ status: 'unknown', error: 'interrupted', at: now() })
    .where('sending_id', '=', sendingId)
    .where('channel', '=', channel)
    .where('status', '=', 'sending')
    .execute();
  const notification = await db
    .selectFrom('notification_sendings')
    .innerJoin('notifications', 'notifications.id', 'notification_sendings.notification_id')
    .select(['notifications.title', 'notifications.description'])
    .where('notification_sendings.id', '=', sendingId)
    .executeTakeFirstOrThrow();
  const templates = new Map<number, TemplateRow>();
  const templateOf = async (id: number) => {
    if (!templates.has(id)) {
      const row = await db
        .selectFrom('message_templates')
        .select(['id', 'name', 'language', 'purpose', 'dlt_template_id', 'variables'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row) templates.set(id, row);
    }
    return templates.get(id);
  };
  const pace = createPacer(provider.ratePerSecond);
  const date = new Date();
  for (;;) {
    const rows = await db
      .selectFrom('notification_deliveries as d')
      .innerJoin('members', 'members.id', 'd.member_id')
      .leftJoin('villages', 'villages.id', 'members.village_id')
      .select([
        'd.id',
        'd.address',
        'd.template_id',
        'members.first_name',
        'members.last_name',
        'villages.name as village',
        'villages.name_gu as village_gu',
      ])
      .where('d.sending_id', '=', sendingId)
      .where('d.channel', '=', channel)
      .where('d.status', '=', 'queued')
      .orderBy('d.id')
      .limit(HANDOVER)
      .execute();
    if (!rows.length) break;
    await onBatch?.();

    const outcomes = new Map<number, SendOutcome>();
    const ready: { id: number; message: OutgoingMessage }[] = [];
    for (const row of rows) {
      const template = row.template_id ? await templateOf(row.template_id) : undefined;
      if (!template || !row.address) {
        outcomes.set(row.id, { kind: 'failed', error: template ? 'no_mobile' : 'no_template' });
        continue;
      }
      const language = template.language as Language;
      ready.push({
        id: row.id,
        message: {
          to: row.address,
          template: {
            name: template.name,
            language,
            dltTemplateId: template.dlt_template_id,
            purpose: template.purpose,
          },
          values: templateValues(
            JSON.parse(template.variables) as string[],
            { ...row, ...notification, date },
            language,
          ),
        },
      });
    }
    const chunks: (typeof ready)[] = [];
    for (let i = 0; i < ready.length; i += provider.batchSize)
      chunks.push(ready.slice(i, i + provider.batchSize));
    // Set once a chunk finds deliveries no longer queued: the batch read is stale
    // (its notification removed), so the rest is read again rather than paced through.
    let stale = false;
    await inParallel(chunks, IN_FLIGHT, async (chunk) => {
      // Closing: what has not left stays queued, for the next process (its next
      // batch's `onBatch` ends the sending).
      if (stopped?.() || stale) return;
      await pace(chunk.length);
      if (stopped?.() || stale) return;
      // Marked just before the request leaves: a process that dies now leaves only
      // the requests in flight `sending`, never sent again (`unknown` on resume).
      // Only what was still queued leaves: a delivery gone since the batch was read
      // (its notification removed, in this process or another) is not sent.
      const marked = await db
        .updateTable('notification_deliveries')
        .set({ status: 'sending', at: now() })
        .where(
          'id',
          'in',
          chunk.map((c) => c.id),
        )
        .where('status', '=', 'queued')
        .returning('id')
        .execute();
      const still = new Set(marked.map((row) => row.id));
      const leaving = chunk.filter((c) => still.has(c.id));
      if (leaving.length < chunk.length) stale = true;
      if (!leaving.length) return;
      const answers = await sendWithRetry(
        provider,
        leaving.map((c) => c.message),
      );
      // Written as each answer comes, so that receipts find their deliveries soon.
      await recordOutcomes(db, new Map(leaving.map((c, i) => [c.id, answers[i]!])), now());
    });
    await recordOutcomes(db, outcomes, now());
  }
}

/** Writes each message's outcome: sent with the provider's id, failed or unknown with why. */
async function recordOutcomes(
  db: Kysely<Database>,
  outcomes: Map<number, SendOutcome>,
  at: string,
) {
  const sent: { id: number; providerId: string }[] = [];
  const others = new Map<string, number[]>();
  for (const [id, outcome] of outcomes) {
    if (outcome.kind === 'sent') sent.push({ id, providerId: outcome.providerId });
    else {
      const key = `${outcome.kind === 'unknown' ? 'unknown' : 'failed'}\n${outcome.error}`;
      others.set(key, [...(others.get(key) ?? []), id]);
    }
  }
  await db.transaction().execute(async (trx) => {
    // A receipt may already have moved a delivery on; only `sending` is written over.
    for (const { id, providerId } of sent)
      await trx
        .updateTable('notification_deliveries')
        .set({ status: 'sent', provider_id: providerId, error: null, at })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
    // MSG91 names a batch by one request id: its receipts find each number by its address.
    for (const [key, ids] of others) {
      const [status, error] = key.split('\n') as [string, string];
      // `queued` too: a delivery without a template or number never left.
      await trx
        .updateTable('notification_deliveries')
        .set({ status, error, at })
        .where('id', 'in', ids)
        .where('status', 'in', ['sending', 'queued'])
        .execute();
    }
  });
  if (sent.length) await applyWaitingReceipts(db, [...new Set(sent.map((s) => s.providerId))]);
}
