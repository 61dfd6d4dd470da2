import type { DistrictScope } from '../../shared/contract/access.js';
import { districtList } from '../auth/scope.js';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { containsPattern, matching, pageNumber } from '../lists/list-query.js';
import { compiledOnce } from '../lists/compiled-once.js';
import { withRows, type Rows } from '../db/connect.js';
import { searchKey, skeleton } from '../../shared/spelling.js';
const wordsOf = (search: string) => search.trim().split(/\s+/).filter(Boolean).slice(0, 5);
const isLong = (word: string) => [...word].length >= 3;
const phrase = (w: string) => `"${w.replace(/"/g, '""')}"`;
/**
 * An FTS5 query matching every word as a phrase (quotes doubled, so input is never
 * syntax), or the start of a word by its spelling skeleton in the search key, so
 * that "Patel" finds "પટેલ" (shared/spelling.ts, docs/families.md).
 */
const ftsQuery = (words: string[]) =>
  words
    .map((w) => {
      const key = skeleton(w);
      return key.length >= 2 ? `(${phrase(w)} OR search_key : ${phrase(`.${key}`)})` : phrase(w);
    })
    .join(' AND ');

/**
 * The members the list shows unless asked for the deceased (docs/families.md), and
 * never the erased (docs/privacy.md), on SQLite: `id` (a member's id or the FTS
 * index's rowid) not among the dead or the erased, the two sets read from their own
 * indexes (an `OR` would read every member).
 */
export const livingBy = (id: RawBuilder<unknown>) =>
  sql<SqlBool>`${id} NOT IN (SELECT id FROM members WHERE died_on IS NOT NULL
  UNION ALL SELECT id FROM members WHERE erased_on IS NOT NULL)`;
const LIVING = livingBy(sql`rowid`);

/**
 * A short word on SQLite, as its `containsPattern` (or a slot for one): LIKE on the
 * names, the surname and the mobile (SQLite's LIKE ignores ASCII case).
 */
const likeAny = (pattern: unknown): RawBuilder<SqlBool> =>
  matching(
    ['members.first_name', 'members.last_name', 'members.mobile_no', 'members.surname'],
    pattern,
    { sqlite: true },
  );

/**
 * PostgreSQL's searched text: a stored, lower-cased column its trigram index holds
 * (migration 0048), matched with `LIKE lower(…)` (`matching`'s `lowered`).
 */
const HAYSTACK = sql.ref('members.search_text');

/**
 * One word on PostgreSQL, as `containsPattern`s (or slots for them): the word, or
 * when it has one its spelling key, in the stored search text.
 */
const trigramWord = (word: unknown, key: unknown) =>
  key === null
    ? matching([HAYSTACK], word, { lowered: true })
    : sql`(${matching([HAYSTACK], word, { lowered: true })} OR ${matching([HAYSTACK], key, { lowered: true })})`;

/**
 * A pattern written into the statement's text on PostgreSQL rather than sent as a
 * value. PostgreSQL plans a statement with a LIKE value again on every run (a common
 * word reads the newest members, a rare one the trigram index: each needs its own
 * plan), which cost a search more than half of running it (docs/bench.md). With the
 * pattern in its text, each word's statement is planned once per connection and kept
 * (server/db/pg-prepared.ts). `sql.lit` doubles every quote, and every connection
 * reads backslashes as themselves (`standard_conforming_strings`, server/db/connect.ts),
 * so the text holds the pattern and nothing else.
 */
const inText = (pattern: string) => sql.lit(pattern);

/**
 * A condition matching members whose first name, middle name or mobile number
 * contains every word of `search` (case-insensitive). On SQLite words of three or
 * more characters go through the FTS5 trigram index; shorter ones use LIKE.
 */
export function memberMatches(db: Kysely<Database>, search: string): Expression<SqlBool> {
  const words = wordsOf(search);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  if (isPostgres(db)) {
    return sql<SqlBool>`(${sql.join(
      words.map((w) => {
        const key = skeleton(w);
        return trigramWord(
          inText(containsPattern(w)),
          key.length >= 2 ? inText(containsPattern(`.${key}`)) : null,
        );
      }),
      sql` AND `,
    )})`;
  }
  const long = words.filter(isLong);
  const parts = words.filter((w) => !isLong(w)).map((w) => likeAny(containsPattern(w)));
  if (long.length) {
    parts.push(
      sql<SqlBool>`members.id IN (SELECT rowid FROM members_fts WHERE members_fts MATCH ${ftsQuery(long)})`,
    );
  }
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * The FTS5 query for `search` when the trigram index alone can answer it (SQLite,
 * every word three letters or more), else null.
 */
export function ftsOnly(db: Kysely<Database>, search: string): string | null {
  const words = wordsOf(search);
  if (isPostgres(db) || words.length === 0 || !words.every(isLong)) return null;
  return ftsQuery(words);
}

/** How many members match an FTS query (the index counts without reading members). */
export async function ftsCount(db: Kysely<Database>, match: string): Promise<number> {
  const result = await sql<{
    n: number;
  }>`SELECT count(*) AS n FROM members_fts WHERE members_fts MATCH ${match} AND ${LIVING}`.execute(
    db,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** One page of matching member ids, newest first, read from the index in id order (`limit` -1: all). */
export const ftsPageIds = (match: string, limit: number, offset: number) =>
  sql<number>`(SELECT rowid FROM members_fts WHERE members_fts MATCH ${match} AND ${LIVING}
    ORDER BY rowid DESC LIMIT ${limit < 0 ? sql.lit(-1) : pageNumber(limit)} OFFSET ${pageNumber(offset)})`;

export interface MemberHit {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string;
}

/** The member picker's statements, compiled once per shape (server/lists/compiled-once.ts). */
const searches = compiledOnce();

/**
 * The member picker's search: up to `limit` matching members, sorted by name.
 * The query stops at `limit` matches and they are sorted here (ordering in SQL
 * would read every match, or walk the name index past thousands of rows for a
 * rare word), so a common word ("bhai") costs no more than a rare one: on SQLite
 * the FTS5 trigram index drives it, on PostgreSQL the pg_trgm index or a scan
 * that stops early, as the planner judges. On SQLite the rows come back at once,
 * without a promise (server/db/connect.ts `runRead`).
 */
export function searchMembers(
  db: Kysely<Database>,
  search: string,
  limit: number,
  districts: DistrictScope = null,
): Rows<MemberHit> {
  const words = wordsOf(search);
  const postgres = isPostgres(db);
  // Each word once: long (three letters or more) or short, and on PostgreSQL its
  // spelling key when it has one.
  const long = words.map(isLong);
  const keys = postgres ? words.map((w) => skeleton(w)) : [];
  const keyed = keys.map((key) => key.length >= 2);
  // The statement's shape: each word short or long (and on PostgreSQL whether it
  // has a spelling key), how many districts, the limit, and on PostgreSQL the words'
  // patterns themselves. There they are written into the statement's text
  // (`inText`), so each word's statement is planned once per connection: sent as
  // values, PostgreSQL planned the search again on every run (0.5–0.9 ms, more than
  // running it; docs/bench.md, the fifteenth session). Every other value is a slot,
  // and only the slots the statement holds get a value.
  const patterns = postgres
    ? words.map((w, i) => [containsPattern(w), keyed[i] ? containsPattern(`.${keys[i]}`) : null])
    : [];
  const shape = `${long.map((l, i) => (l ? 'L' : 'S') + (keyed[i] ? 'k' : '')).join('')}|${districts ? districts.length : '*'}|${limit}${postgres ? `|${JSON.stringify(patterns)}` : ''}`;
  const values: Record<string, unknown> = {};
  const longWords: string[] = [];
  words.forEach((w, i) => {
    if (postgres) return;
    if (long[i]) longWords.push(w);
    else values[`w${i}`] = containsPattern(w);
  });
  if (longWords.length) values.match = ftsQuery(longWords);
  if (districts) districtList(districts).forEach((id, i) => (values[`d${i}`] = id));
  const rows = searches(
    db,
    db,
    shape,
    (slot) => {
      const inDistricts = districts
        ? sql`AND members.district_id IN (${sql.join(districtList(districts).map((_, i) => slot(`d${i}`)))})`
        : sql``;
      if (postgres || !longWords.length) {
        const matches = words.map((_, i) =>
          postgres
            ? trigramWord(
                inText(patterns[i]![0]!),
                patterns[i]![1] === null ? null : inText(patterns[i]![1]!),
              )
            : likeAny(slot(`w${i}`)),
        );
        return sql<MemberHit>`SELECT members.id, members.first_name, members.last_name, members.mobile_no
          FROM members WHERE ${matches.length ? sql.join(matches, sql` AND `) : sql`1 = 1`}
          ${inDistricts}
          AND members.erased_on IS NULL
          LIMIT ${pageNumber(limit)}`;
      }
      const short = words.flatMap((_, i) => (long[i] ? [] : [likeAny(slot(`w${i}`))]));
      return sql<MemberHit>`SELECT members.id, members.first_name, members.last_name, members.mobile_no
        FROM members_fts CROSS JOIN members ON members.id = members_fts.rowid
        WHERE members_fts MATCH ${slot('match')} ${short.length ? sql`AND ${sql.join(short, sql` AND `)}` : sql``}
        ${inDistricts}
        AND members.erased_on IS NULL
        LIMIT ${pageNumber(limit)}`;
    },
    values,
  );
  return withRows(rows, byName);
}

/** Hits in the picker's order: by first name, then id. */
const byName = (rows: MemberHit[]) =>
  rows.sort((a, b) => (a.first_name ?? '').localeCompare(b.first_name ?? '') || a.id - b.id);

/** Writes a member's search key from their stored names, surname and native place. */
export async function refreshSearchKey(db: Kysely<Database>, memberId: number): Promise<void> {
  const row = await db
    .selectFrom('members')
    .select(['first_name', 'last_name', 'surname', 'native_place', 'search_key'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) return;
  const key = searchKey(row.first_name, row.last_name, row.surname, row.native_place);
  // The same key is not written again (the member's versions stay where they are).
  if (key === row.search_key) return;
  await db.updateTable('members').set({ search_key: key }).where('id', '=', memberId).execute();
}

export { searchKey };
