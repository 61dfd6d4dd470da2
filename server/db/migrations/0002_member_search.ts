import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * A substring index over a member's first name, middle name and mobile number,
 * so that name search stays fast at 100,000 members (docs/bench.md):
 * an FTS5 trigram table kept in step by triggers on SQLite, pg_trgm on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX members_search_trgm ON members USING gin (
      (coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || mobile_no) gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`CREATE VIRTUAL TABLE members_fts USING fts5(
    first_name, last_name, mobile_no, content='members', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`CREATE TRIGGER members_fts_insert AFTER INSERT ON members BEGIN
    INSERT INTO members_fts(rowid, first_name, last_name, mobile_no)
    VALUES (new.id, new.first_name, new.last_name, new.mobile_no);
  END`.execute(db);
  await sql`CREATE TRIGGER members_fts_delete AFTER DELETE ON members BEGIN
    INSERT INTO members_fts(members_fts, rowid, first_name, last_name, mobile_no)
    VALUES ('delete', old.id, old.first_name, old.last_name, old.mobile_no);
  END`.execute(db);
  await sql`CREATE TRIGGER members_fts_update AFTER UPDATE OF first_name, last_name, mobile_no ON members BEGIN
    INSERT INTO members_fts(members_fts, rowid, first_name, last_name, mobile_no)
    VALUES ('delete', old.id, old.first_name, old.last_name, old.mobile_no);
    INSERT INTO members_fts(rowid, first_name, last_name, mobile_no)
    VALUES (new.id, new.first_name, new.last_name, new.mobile_no);
  END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX members_search_trgm`.execute(db);
    return;
  }
  await sql`DROP TABLE members_fts`.execute(db);
}
