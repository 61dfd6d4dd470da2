import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/** The member search's text: names, mobile, surname, native place and spelling key. */
const HAYSTACK = sql.raw(
  ['first_name', 'last_name', 'mobile_no', 'surname', 'native_place', 'search_key']
    .map((c) => (c === 'mobile_no' ? c : `coalesce(${c}, '')`))
    .join(` || ' ' || `),
);

/**
 * The member search's text as a column (docs/bench.md, issue 43). On PostgreSQL the
 * search read each member it passed by joining six columns twice (a word and its
 * spelling key): a rare name took 3 ms to find its 20 members that way, 0.4–0.8 ms on
 * a stored column, and the trigram index moves onto the column. On SQLite the FTS5
 * index answers the search; the column is virtual (computed when read, never
 * stored), kept so that both databases have the same columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE members ADD COLUMN search_text text
      GENERATED ALWAYS AS (lower(${HAYSTACK})) STORED`.execute(db);
    await sql`CREATE INDEX members_search_text_trgm ON members USING gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`DROP INDEX members_search_trgm`.execute(db);
    return;
  }
  await sql`ALTER TABLE members ADD COLUMN search_text TEXT
    GENERATED ALWAYS AS (lower(${HAYSTACK})) VIRTUAL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db))
    await sql`CREATE INDEX members_search_trgm ON members USING gin ((${HAYSTACK}) gin_trgm_ops)`.execute(
      db,
    );
  await sql`ALTER TABLE members DROP COLUMN search_text`.execute(db);
}
