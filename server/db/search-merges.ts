import type SQLite from 'better-sqlite3';

/** A full-text index kept in one piece, and when it is merged. */
export interface SearchIndex {
  /** The FTS5 table. */
  table: string;
  /** Merged into one segment once it holds this many. */
  atSegments: number;
}

/**
 * The FTS5 indexes of the schema (a test holds this list to the migrations). FTS5
 * writes each transaction's changes as a new segment and merges them only four at a
 * time on one level, so an index that took many writes answers from many segments,
 * and every search looks each of its trigrams up in every one: three one-member
 * edits on top of a merged member index made a search's first page twice as dear,
 * and a seeded one (eight segments) four times (docs/bench.md). The member index
 * answers every keystroke of the pickers, so any second segment is merged; the audit
 * log's labels are many, only ever added and searched now and then, so their index
 * is merged once it holds eight.
 */
export const SEARCH_INDEXES: readonly SearchIndex[] = [
  { table: 'members_fts', atSegments: 2 },
  { table: 'audit_labels_fts', atSegments: 8 },
];

/** The SQL counting an FTS5 index's segments (its `_idx` table holds a row per leaf page). */
export const segmentCountSql = (table: string) =>
  `SELECT count(DISTINCT segid) FROM "${table}_idx"`;

/** What one merge did. */
export interface SearchIndexMerge {
  table: string;
  /** Segments before and after. */
  segments: [number, number];
  /** Merge steps taken (each its own short transaction). */
  steps: number;
  ms: number;
}

export interface SearchMergeOptions {
  /** How often the indexes are looked at (the first look a minute after start at most). */
  everyMs?: number;
  /** Pages each step writes, and the pause after it. */
  pages?: number;
  pauseMs?: number;
  /** How long without a request (`busy()`) before the server counts as quiet. */
  quietAfterMs?: number;
  indexes?: readonly SearchIndex[];
}

export interface SearchMerges {
  /** Called after each index merged (the server logs it). */
  onMerge(listener: (merge: SearchIndexMerge) => void): void;
  /** The server is serving a request: merging waits until it has been quiet for a while. */
  busy(): void;
  stop(): void;
}

/**
 * Keeps the search indexes in one piece (docs/decisions.md): every `everyMs` each of
 * `indexes` holding its number of segments is merged into one with FTS5's `merge`
 * command and a negative page count, repeated — each run writes about `pages` pages
 * in its own transaction, and once a run changes fewer than two rows the index is in
 * one segment (FTS5's documentation gives this loop as the step-by-step `optimize`).
 *
 * On the server's own connection, one step at a time between requests, and only
 * while the server is quiet: a second connection writing would fail the server's
 * transactions that read before they write (SQLite refuses to move a read snapshot
 * another connection has since written past), and a save meeting another
 * connection's step waits on the event loop. A request stops a pass after its
 * current step, as does a transaction left open across an await; FTS5 keeps an
 * unfinished merge in the index and the next quiet moment goes on with it.
 */
export function startSearchMerges(
  sqlite: SQLite.Database,
  {
    everyMs = 5 * 60_000,
    pages = 32,
    pauseMs = 20,
    quietAfterMs = 2_000,
    indexes = SEARCH_INDEXES,
  }: SearchMergeOptions = {},
): SearchMerges {
  const listeners: ((merge: SearchIndexMerge) => void)[] = [];
  const tableExists = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .pluck();
  const totalChanges = sqlite.prepare('SELECT total_changes()').pluck();
  let lastRequest = Date.now();
  let due = false;
  let running = false;
  let stopped = false;
  const quiet = () => !stopped && Date.now() - lastRequest >= quietAfterMs;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  /** Merges one index; false when a request or an open transaction stopped it. */
  const mergeIndex = async ({ table, atSegments }: SearchIndex): Promise<boolean> => {
    if (!tableExists.get(table)) return true;
    const segments = sqlite.prepare(segmentCountSql(table)).pluck() as SQLite.Statement<[], number>;
    const before = segments.get()!;
    if (before < atSegments) return true;
    const merge = sqlite.prepare(`INSERT INTO "${table}"("${table}", rank) VALUES ('merge', ?)`);
    const started = Date.now();
    let steps = 0;
    for (;;) {
      if (!quiet() || sqlite.inTransaction || !sqlite.open) return false;
      const changes = totalChanges.get() as number;
      merge.run(-pages);
      steps++;
      if ((totalChanges.get() as number) - changes < 2) break;
      await pause(pauseMs);
    }
    const merged = { table, segments: [before, segments.get()!] as [number, number], steps };
    for (const listener of listeners) listener({ ...merged, ms: Date.now() - started });
    return true;
  };

  const mergeIndexes = async () => {
    if (running || !due || !quiet()) return;
    running = true;
    try {
      let finished = true;
      for (const index of indexes) {
        try {
          if (!(await mergeIndex(index))) {
            finished = false;
            break;
          }
        } catch (error) {
          if (sqlite.open)
            process.stderr.write(`Merging ${index.table}: ${(error as Error).message}\n`);
        }
      }
      if (finished) due = false;
    } finally {
      running = false;
    }
  };
  const look = () => {
    due = true;
    void mergeIndexes();
  };
  const first = setTimeout(look, Math.min(60_000, everyMs)).unref();
  const looks = setInterval(look, everyMs).unref();
  // A look found the server busy: tried again once it may have gone quiet.
  const retries = setInterval(() => void mergeIndexes(), Math.max(10, quietAfterMs / 4)).unref();
  return {
    onMerge: (listener) => void listeners.push(listener),
    busy: () => void (lastRequest = Date.now()),
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(looks);
      clearInterval(retries);
    },
  };
}
