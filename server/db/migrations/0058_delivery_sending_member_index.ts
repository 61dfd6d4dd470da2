import { sql, type Kysely } from 'kysely';
import { analyzeAfterIndexChange, isPostgres } from '../dialect.js';

/**
 * The deliveries indexed by sending and member; on SQLite no longer by the member
 * alone (0056 tried it and 0057 undid it; docs/bench.md, the ninth and tenth
 * sessions). A send to every member writes a delivery a member: in SQLite's index by
 * member each one lands in a different page of an index of every delivery ever made,
 * so each send rewrote most of it (the first send 1.9 s at a crore of deliveries, the
 * next ones 0.6–0.8 s); beside its sending a send's deliveries go to the index's end
 * (0.36–0.42 s). What 0057 waited for is done: opening a member's record no longer
 * counts the member's deliveries (only the Remove confirmation asks, `?part_of=1`),
 * and on SQLite a member's deliveries are found sending by sending, one probe of this
 * index each (`namingMember`, server/member/ties.ts). PostgreSQL keeps its member
 * index: its send took as long with it as without (0.9 s), and probing a lakh of
 * sendings there took 120–170 ms against its index's under 1 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX notification_deliveries_sending_member
    ON notification_deliveries (sending_id, member_id)`.execute(db);
  if (!isPostgres(db)) await sql`DROP INDEX notification_deliveries_member_idx`.execute(db);
  await analyzeAfterIndexChange(db, 'notification_deliveries');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db))
    await sql`CREATE INDEX notification_deliveries_member_idx
      ON notification_deliveries (member_id)`.execute(db);
  await sql`DROP INDEX notification_deliveries_sending_member`.execute(db);
}
