import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * PostgreSQL's trigram indexes without a long pending list (docs/bench.md, the eighth
 * session). A GIN index keeps new entries in an unsorted pending list until vacuum or
 * its size limit (4 MB) folds them in, and every search reads that whole list: after a
 * day of edits, 1,218 pending members made the search for "Patel" read 203 pages and
 * take 15 ms instead of 0.3 ms. Members are written rarely and searched on every
 * keystroke, so their index takes each change at once; the audit log is written on
 * every change, so its index keeps a pending list, but a short one (256 kB).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER INDEX members_search_text_trgm SET (fastupdate = off)`.execute(db);
  await sql`SELECT gin_clean_pending_list('members_search_text_trgm'::regclass)`.execute(db);
  await sql`ALTER INDEX audit_events_label_trgm SET (gin_pending_list_limit = 256)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER INDEX members_search_text_trgm RESET (fastupdate)`.execute(db);
  await sql`ALTER INDEX audit_events_label_trgm RESET (gin_pending_list_limit)`.execute(db);
}
