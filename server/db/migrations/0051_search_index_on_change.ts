import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/** The columns the members' search index holds (migration 0038). */
const COLUMNS = ['first_name', 'last_name', 'mobile_no', 'surname', 'native_place', 'search_key'];

const list = sql.raw(COLUMNS.join(', '));
const values = (row: 'new' | 'old') => sql.raw(COLUMNS.map((c) => `${row}.${c}`).join(', '));

/**
 * SQLite: the members' trigram search index is written again only when a column it
 * holds changed. The trigger fired for every update naming one of them, so a member
 * saved with the names it had rewrote its entry in the index twice (the save, then
 * its spelling key), the dearest part of the save (docs/bench.md, issue 43).
 * PostgreSQL keeps its search text in a generated column (migration 0048).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  const changed = sql.raw(COLUMNS.map((c) => `old.${c} IS NOT new.${c}`).join(' OR '));
  await sql`DROP TRIGGER members_fts_update`.execute(db);
  await sql`CREATE TRIGGER members_fts_update AFTER UPDATE OF ${list} ON members
    WHEN ${changed} BEGIN
    INSERT INTO members_fts(members_fts, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});
    INSERT INTO members_fts(rowid, ${list}) VALUES (new.id, ${values('new')});
  END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`DROP TRIGGER members_fts_update`.execute(db);
  await sql`CREATE TRIGGER members_fts_update AFTER UPDATE OF ${list} ON members BEGIN
    INSERT INTO members_fts(members_fts, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});
    INSERT INTO members_fts(rowid, ${list}) VALUES (new.id, ${values('new')});
  END`.execute(db);
}
