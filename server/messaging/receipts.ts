import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** A provider's word on one message: delivered, read, failed (with why). */
export interface Receipt {
  providerId: string;
  /** The number, where one provider id names a batch (MSG91). */
  address?: string | null;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  error?: string | null;
  at?: string;
}

/**
 * The states a receipt may move a delivery from: a receipt never moves a delivery
 * back (a late "delivered" after "read"), and a message that failed stays failed.
 */
const FROM: Record<Receipt['status'], string[]> = {
  sent: ['sending', 'unknown'],
  delivered: ['sending', 'unknown', 'sent'],
  read: ['sending', 'unknown', 'sent', 'delivered'],
  failed: ['sending', 'unknown', 'sent'],
};

/** Receipts waiting for their message's id are kept this long. */
const WAIT_MS = 24 * 3_600_000;

async function apply(db: Kysely<Database>, receipt: Receipt) {
  let query = db
    .updateTable('notification_deliveries')
    .set({
      status: receipt.status,
      error: receipt.status === 'failed' ? (receipt.error ?? 'failed') : null,
      at: receipt.at ?? new Date().toISOString(),
    })
    .where('provider_id', '=', receipt.providerId)
    .where('status', 'in', FROM[receipt.status]);
  if (receipt.address) query = query.where('address', '=', receipt.address);
  return query.returning('sending_id').execute();
}

/**
 * Moves the deliveries a receipt names, answering the sendings touched (their
 * counts are then recounted). A receipt for a message whose id is not written yet
 * (the provider called the webhook before our request had its answer) waits in
 * `message_receipts`, and is applied by whichever comes last: the sender, once it
 * has written the id, or this receipt's second try after waiting.
 */
export async function applyReceipt(db: Kysely<Database>, receipt: Receipt): Promise<number[]> {
  const sendings = (rows: { sending_id: number }[]) => [...new Set(rows.map((r) => r.sending_id))];
  const first = await apply(db, receipt);
  if (first.length) return sendings(first);
  // Not moved: its message id not written yet, or a receipt that comes too late to
  // move anything (a "delivered" after "read"). It waits while that is unclear.
  const { id } = await db
    .insertInto('message_receipts')
    .values({
      provider_id: receipt.providerId,
      address: receipt.address ?? null,
      status: receipt.status,
      error: receipt.error ?? null,
      at: receipt.at ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const forget = () => db.deleteFrom('message_receipts').where('id', '=', id).execute();
  // The id may have been written meanwhile, after the sender looked for waiting
  // receipts: tried again, so none is left behind.
  const second = await apply(db, receipt);
  if (second.length) {
    await forget();
    return sendings(second);
  }
  let known = db
    .selectFrom('notification_deliveries')
    .select('id')
    .where('provider_id', '=', receipt.providerId);
  if (receipt.address) known = known.where('address', '=', receipt.address);
  if (!(await known.limit(1).executeTakeFirst())) return [];
  // Written now: once more is final (moved, or too late to move anything).
  const third = await apply(db, receipt);
  await forget();
  return sendings(third);
}

const RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/** Applies the receipts that came before these provider ids were written, then forgets them. */
export async function applyWaitingReceipts(db: Kysely<Database>, providerIds: string[]) {
  const waiting = await db
    .selectFrom('message_receipts')
    .selectAll()
    .where('provider_id', 'in', providerIds)
    .execute();
  if (waiting.length) {
    waiting.sort((a, b) => (RANK[a.status] ?? 0) - (RANK[b.status] ?? 0));
    for (const row of waiting)
      await apply(db, {
        ...row,
        providerId: row.provider_id,
        status: row.status as Receipt['status'],
      });
    await db
      .deleteFrom('message_receipts')
      .where(
        'id',
        'in',
        waiting.map((row) => row.id),
      )
      .execute();
  }
  await db
    .deleteFrom('message_receipts')
    .where('at', '<', new Date(Date.now() - WAIT_MS).toISOString())
    .execute();
}
