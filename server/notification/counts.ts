import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** A sending's deliveries by channel and status: `{ whatsapp: { sent: 3, read: 1 }, … }`. */
export type SendingCounts = Record<string, Record<string, number>>;

/**
 * Counts a sending's deliveries by channel and status and stores them with its
 * delivered (delivered or read), failed and skipped totals; `done` also marks it
 * done (its deliveries have all been handed over).
 */
export async function recount(db: Kysely<Database>, sendingId: number, done = false) {
  const rows = await db
    .selectFrom('notification_deliveries')
    .select((eb) => [
      sql<string>`coalesce(channel, 'push')`.as('channel'),
      'status',
      eb.fn.countAll<number>().as('n'),
    ])
    .where('sending_id', '=', sendingId)
    .groupBy(['channel', 'status'])
    .execute();
  const counts: SendingCounts = {};
  let delivered = 0;
  let failed = 0;
  let skipped = 0;
  for (const row of rows) {
    const n = Number(row.n);
    (counts[row.channel] ??= {})[row.status] = (counts[row.channel]?.[row.status] ?? 0) + n;
    if (row.status === 'delivered' || row.status === 'read') delivered += n;
    else if (row.status === 'failed') failed += n;
    else if (row.status === 'skipped') skipped += n;
  }
  await db
    .updateTable('notification_sendings')
    .set({
      ...(done ? { state: 'done' } : {}),
      delivered,
      failed,
      skipped,
      counts: JSON.stringify(counts),
    })
    .where('id', '=', sendingId)
    .execute();
}

/**
 * Recounts sendings a moment after their receipts arrive: a send to a lakh members
 * brings several lakh receipts, counted once every `delayMs` per sending rather
 * than once each.
 */
export function createRecounter(
  db: Kysely<Database>,
  log: (error: unknown) => void,
  delayMs = 1000,
) {
  const due = new Map<number, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const run = (sendingId: number) => {
    due.delete(sendingId);
    const work = recount(db, sendingId)
      .catch(log)
      .finally(() => running.delete(work));
    running.add(work);
  };
  return {
    touch(sendingIds: readonly number[]) {
      for (const id of sendingIds) {
        if (due.has(id)) continue;
        const timer = setTimeout(() => run(id), delayMs);
        timer.unref();
        due.set(id, timer);
      }
    },
    /** Recounts what is due now (tests, shutdown). */
    async flush() {
      for (const [id, timer] of due) {
        clearTimeout(timer);
        run(id);
      }
      await Promise.all(running);
    },
  };
}
export type Recounter = ReturnType<typeof createRecounter>;
