import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** This process, as the owner of the leases it takes. */
export const PROCESS_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Claims the named work for `ms` if nobody holds it or the holder's time has run
 * out (it died): true when this process now holds it. One statement, so two
 * processes asking at once cannot both win.
 */
export async function claimLease(
  db: Kysely<Database>,
  name: string,
  ms: number,
  owner = PROCESS_ID,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .insertInto('leases')
    .values({ name, owner, until: now + ms })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ owner, until: now + ms })
        .where('leases.until', '<', now),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Holds a lease for longer (work still under way); false if it was lost meanwhile. */
export async function renewLease(
  db: Kysely<Database>,
  name: string,
  ms: number,
  owner = PROCESS_ID,
): Promise<boolean> {
  const result = await db
    .updateTable('leases')
    .set({ until: Date.now() + ms })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Marks a claimed piece of work as done for good: its lease stays, held until
 * `until`, so nobody takes it up again before then (tonight's backup, once).
 */
export async function holdLeaseUntil(
  db: Kysely<Database>,
  name: string,
  until: number,
  owner = PROCESS_ID,
): Promise<void> {
  await db
    .updateTable('leases')
    .set({ until })
    .where('name', '=', name)
    .where('owner', '=', owner)
    .execute();
}

/** Whether somebody holds the named work now (a lease not run out). */
export async function leaseHeld(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('leases')
    .select('until')
    .where('name', '=', name)
    .executeTakeFirst();
  return !!row && Number(row.until) > Date.now();
}

/** Lets go of the named work at once, so another may take it up. */
export async function releaseLease(
  db: Kysely<Database>,
  name: string,
  owner = PROCESS_ID,
): Promise<void> {
  await holdLeaseUntil(db, name, 0, owner);
}
