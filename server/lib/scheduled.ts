import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types.js';
import { audit, diff, statusAction } from './audit.js';
import { notFound } from './errors.js';
import { completeRow } from './rows.js';
import type { publishBody } from '../../shared/contract/scheduled.js';
/**
 * Programs and events (spec §3 "Program / Event"): a name, a start date-time and a
 * duration in minutes, live or off. The pieces both areas read and write alike.
 */

type ScheduledColumns = {
  id: number;
  name: string;
  start_date: string;
  time: number;
  status: number;
};

export const shapeScheduled = <T extends ScheduledColumns>(
  row: T,
): Omit<T, 'status'> & { status: boolean } => completeRow(row, { status: row.status === 1 });

/**
 * Flips a program's or an event's live status from the one the client saw (so a
 * retried request lands on the same result); 404 when unknown.
 */
export async function publishScheduled(
  db: Kysely<Database>,
  table: 'programs' | 'events',
  body: z.infer<typeof publishBody>,
) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom(table)
      .select(['id', 'name', 'start_date', 'time', 'status'])
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (!before) throw notFound(table === 'programs' ? 'program' : 'event');
    const status = body.status === 1 ? 0 : 1;
    await trx.updateTable(table).set({ status }).where('id', '=', body.id).execute();
    const after = { ...before, status };
    await audit(trx, {
      action: statusAction(table, status),
      resource: table,
      recordId: body.id,
      label: before.name,
      changes: diff(before, after, { fields: ['status'] }),
    });
    return shapeScheduled(after);
  });
}
