import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { changeStamp } from '../db/connect.js';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { contains, pageNumber } from '../lists/list-query.js';

/** The total counts at most this many events ("10,000+" on the screen). */
export const COUNT_CAP = 10_000;

export interface LabelSearch {
  where: RawBuilder<SqlBool>;
  /** How many events match, exact up to the cap, then just past it. */
  matches: number;
  /** More matches than the count's cap. */
  many: boolean;
  /** A page of the matching events' ids, from the index in the order they were written. */
  byIndex?: (limit: number, offset: number, newestFirst: boolean) => Promise<number[]>;
}

interface Counted {
  /** SQLite: the change stamp; PostgreSQL: the `audit_labels` version. */
  at: string;
  /** PostgreSQL: the newest event counted. */
  newest: number;
  n: number;
}

/** The last counts per term and database (at most 100 terms). */
const countsRead = new WeakMap<Kysely<Database>, Map<string, Counted>>();

const remember = (db: Kysely<Database>, term: string, counted: Counted) => {
  let counts = countsRead.get(db);
  if (!counts) countsRead.set(db, (counts = new Map()));
  counts.delete(term);
  if (counts.size >= 100) counts.delete(counts.keys().next().value!);
  counts.set(term, counted);
  return counted.n;
};

/** Events matching `where` from `after` on, up to just past the cap. */
const countFrom = async (db: Kysely<Database>, where: RawBuilder<SqlBool>, after = 0) =>
  Number(
    (
      await db
        .selectFrom(
          db
            .selectFrom('audit_events')
            .select(sql`1`.as('one'))
            .where(where)
            .where('id', '>', after)
            .limit(COUNT_CAP + 1)
            .as('capped'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * PostgreSQL: how many events hold the term, counted once and then only in the
 * events written since. Events are only appended, but for the daily purge and a
 * label renamed with its record, which move the `audit_labels` version (migration
 * 0036) and count again.
 */
async function pgMatches(db: Kysely<Database>, term: string, where: RawBuilder<SqlBool>) {
  const now = await sql<{ version: string | number; newest: string | number | null }>`SELECT
    (SELECT version FROM data_versions WHERE name = 'audit_labels') AS version,
    (SELECT max(id) FROM audit_events) AS newest`.execute(db);
  const at = String(now.rows[0]?.version ?? '');
  const newest = Number(now.rows[0]?.newest ?? 0);
  const known = countsRead.get(db)?.get(term);
  if (known?.at === at && (known.n > COUNT_CAP || known.newest === newest))
    return remember(db, term, { ...known, newest });
  const n =
    known?.at === at
      ? known.n + (await countFrom(db, where, known.newest))
      : await countFrom(db, where);
  return remember(db, term, { at, newest, n });
}

/**
 * SQLite: how many events hold `phrase` in the FTS5 index, up to just past the cap
 * (about a millisecond), read again only once something was written (the change
 * stamp, server/db/connect.ts).
 */
async function sqliteMatches(db: Kysely<Database>, phrase: string) {
  const stamp = changeStamp(db);
  const known = countsRead.get(db)?.get(phrase);
  if (stamp !== undefined && known?.at === stamp) return known.n;
  const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT rowid
    FROM audit_labels_fts WHERE audit_labels_fts MATCH ${phrase} LIMIT ${pageNumber(COUNT_CAP + 1)})`.execute(
    db,
  );
  const n = Number(counted.rows[0]?.n ?? 0);
  return stamp === undefined ? n : remember(db, phrase, { at: stamp, newest: 0, n });
}

/**
 * Events whose label holds `term`, in any case, and how many there are. On
 * PostgreSQL pg_trgm serves ILIKE (migration 0034): a rare term through the index,
 * a common one by walking the newest events, where the page's rows come first. On
 * SQLite the FTS5 trigram index serves both: a common term ("bhai", a frequent
 * surname) searched alone is paged by the index in the order the events were
 * written (`byIndex`, newest or oldest first: the log is written in time order),
 * and with other filters by walking the newest events. A term under three letters
 * reads the labels.
 */
export async function labelSearch(db: Kysely<Database>, term: string): Promise<LabelSearch> {
  const text = term.trim();
  if (isPostgres(db)) {
    const where = contains(['label'], text, { trigram: true });
    const matches = await pgMatches(db, text.toLowerCase(), where);
    return { where, matches, many: matches > COUNT_CAP };
  }
  const like = contains(['label'], text, { sqlite: true });
  if ([...text].length < 3) {
    const matches = await countFrom(db, like);
    return { where: like, matches, many: matches > COUNT_CAP };
  }
  const phrase = `"${text.replace(/"/g, '""')}"`;
  const matches = await sqliteMatches(db, phrase);
  if (matches > COUNT_CAP) {
    const byIndex = async (limit: number, offset: number, newestFirst: boolean) =>
      (
        await sql<{ id: number }>`SELECT rowid AS id FROM audit_labels_fts
          WHERE audit_labels_fts MATCH ${phrase}
          ORDER BY rowid ${sql.raw(newestFirst ? 'DESC' : 'ASC')} LIMIT ${pageNumber(limit)} OFFSET ${pageNumber(offset)}`.execute(
          db,
        )
      ).rows.map((row) => row.id);
    return { where: like, matches, many: true, byIndex };
  }
  return {
    where: sql<SqlBool>`audit_events.id IN (SELECT rowid FROM audit_labels_fts WHERE audit_labels_fts MATCH ${phrase})`,
    matches,
    many: false,
  };
}
