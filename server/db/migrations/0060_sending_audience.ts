import { sql, type Kysely } from 'kysely';
import { analyzeAfterIndexChange } from '../dialect.js';

/**
 * A send answers before its deliveries are written (docs/messaging.md "A send"):
 * the sending keeps the audience still to write (`audience`, JSON of its filters
 * and the sender's districts) until the delivery queue has written one delivery a
 * member; null for every sending before this migration, whose deliveries exist.
 *
 * The deliveries' provider index holds only the deliveries a provider took: a
 * push delivery (most of a send to everyone) has no provider id, and a lakh of
 * them made every send insert a lakh entries nobody looks up (receipts look up
 * one id, or a few, never a missing one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notification_sendings ADD COLUMN audience text`.execute(db);
  await sql`DROP INDEX notification_deliveries_provider`.execute(db);
  await sql`CREATE INDEX notification_deliveries_provider
    ON notification_deliveries (provider_id) WHERE provider_id IS NOT NULL`.execute(db);
  await analyzeAfterIndexChange(db, 'notification_deliveries');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notification_deliveries_provider`.execute(db);
  await sql`CREATE INDEX notification_deliveries_provider
    ON notification_deliveries (provider_id)`.execute(db);
  await sql`ALTER TABLE notification_sendings DROP COLUMN audience`.execute(db);
}
