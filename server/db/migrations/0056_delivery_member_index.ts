import { sql, type Kysely } from 'kysely';
import { analyzeAfterIndexChange } from '../dialect.js';

/**
 * A member's deliveries found through the sendings (docs/bench.md, the ninth session).
 * A send to every member writes one delivery a member; an index on the member alone
 * took each of them into a different place of an index holding every delivery ever
 * made, so each send rewrote most of that index: at 86 lakh deliveries (99 sends to
 * everyone) the send's one statement spent 0.4 of its 0.5 s there, and every send put
 * ~90 MB into SQLite's WAL. Beside the sending, a send's deliveries go to the
 * index's end. A member's deliveries (the Remove confirmation, a removal, a merge,
 * an erasure) are read by stepping through the sendings: SQLite's skip-scan on its
 * statistics, PostgreSQL by reading the index through; both rare.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX notification_deliveries_sending_member
    ON notification_deliveries (sending_id, member_id)`.execute(db);
  await sql`DROP INDEX notification_deliveries_member_idx`.execute(db);
  await analyzeAfterIndexChange(db, 'notification_deliveries');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX notification_deliveries_member_idx
    ON notification_deliveries (member_id)`.execute(db);
  await sql`DROP INDEX notification_deliveries_sending_member`.execute(db);
}
