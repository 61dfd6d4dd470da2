import { sql, type Kysely } from 'kysely';
import { analyzeAfterIndexChange } from '../dialect.js';

/**
 * Migration 0056 undone: the deliveries indexed by the member alone again. Opening a
 * member's record counts the member's deliveries (the Remove confirmation's "part
 * of"), so a member's deliveries are read on one of the busiest screens, not rarely:
 * PostgreSQL has no skip-scan and read the whole `(sending_id, member_id)` index
 * instead (350 ms at 17 lakh deliveries, and 200 signed-in sessions fell from 890 to
 * 72 requests a second), and SQLite's skip-scan holds only while its statistics of
 * the table are fresh. A send keeps paying for the member index until a member's
 * deliveries are counted another way (docs/bench.md, the ninth session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX notification_deliveries_member_idx
    ON notification_deliveries (member_id)`.execute(db);
  await sql`DROP INDEX notification_deliveries_sending_member`.execute(db);
  await analyzeAfterIndexChange(db, 'notification_deliveries');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX notification_deliveries_sending_member
    ON notification_deliveries (sending_id, member_id)`.execute(db);
  await sql`DROP INDEX notification_deliveries_member_idx`.execute(db);
}
