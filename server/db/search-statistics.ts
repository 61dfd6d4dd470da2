import { sql } from 'kysely';
import { isPostgres, sqliteHas, type AnyDb } from './dialect.js';

/**
 * Removes SQLite's sampled statistics (`sqlite_stat4`) of the full-text indexes' own
 * term tables (`<name>_idx`), keeping their counts (`sqlite_stat1`), and has this
 * connection read the statistics again.
 *
 * FTS5 finds each term of a search in its `_idx` table with a statement whose bound
 * term SQLite compares with those samples, and SQLite prepares a statement bound that
 * way again every time it runs: a one-word search read five terms (three trigrams and
 * two of its spelling key) and parsed and planned five statements. Without the
 * samples the member picker's statement took 18–22 µs instead of 39–42 on the bench's
 * 1,00,000 members (docs/bench.md, the thirteenth session). The other tables keep
 * their samples: the lists' plans by a filter's value need them.
 *
 * A connection that already ran a full-text search goes on preparing its statement
 * again until it is opened anew, so this runs before any search: after each whole
 * ANALYZE (server/db/migrate.ts), and once for an existing database (migration 0059).
 */
export async function dropSearchIndexSamples(db: AnyDb): Promise<void> {
  if (isPostgres(db) || !(await sqliteHas(db, 'sqlite_stat4'))) return;
  await sql`DELETE FROM sqlite_stat4 WHERE tbl IN (SELECT name || '_idx' FROM sqlite_master
    WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5%')`.execute(db);
  // SQLite's documented way for a connection to read changed statistics again.
  await sql`ANALYZE sqlite_schema`.execute(db);
}
