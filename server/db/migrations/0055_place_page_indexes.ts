import { sql, type Kysely } from 'kysely';
import { analyzeAfterIndexChange } from '../dialect.js';

/**
 * A village's or a post's members in the list's order (docs/bench.md, the eighth
 * session). The members list shows the newest first; filtered by a village, the
 * planner walked the id index backwards past every other village's members to find
 * the page's 25 (1,569 rows for a village of 1,904 at 1,00,000 members; 0.7 ms of
 * PostgreSQL's time a request). With the id beside the place, the page is the index's
 * next 25 entries. Each index takes the place of the one on the place alone, which
 * its first column still serves.
 */
const PLACES = ['village_id', 'post_id'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const place of PLACES) {
    await sql`DROP INDEX ${sql.id(`members_${place}_idx`)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`members_${place}_idx`)} ON members (${sql.id(place)}, id)`.execute(
      db,
    );
  }
  await analyzeAfterIndexChange(db, 'members');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const place of PLACES) {
    await sql`DROP INDEX ${sql.id(`members_${place}_idx`)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`members_${place}_idx`)} ON members (${sql.id(place)})`.execute(
      db,
    );
  }
}
