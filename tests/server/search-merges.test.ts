import { setTimeout as pace } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { walDatabase } from './databases.js';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import {
  SEARCH_INDEXES,
  startSearchMerges,
  type SearchIndexMerge,
  type SearchMerges,
} from '../../server/db/search-merges.js';

describe('the search indexes kept in one piece (server/db/search-merges.ts)', () => {
  let removeDatabase: () => void;
  let db: SQLite.Database;
  let merges: SearchMerges | undefined;
  const open = () => {
    const opened = walDatabase('fd-merges-');
    ({ db, remove: removeDatabase } = opened);
    return opened.file;
  };
  afterEach(() => {
    merges?.stop();
    merges = undefined;
    removeDatabase();
  });

  /** A trigram index that FTS5 never merges itself, with one segment per word written. */
  const wordsIndex = (table: string, words: string[]) => {
    db.exec(`CREATE VIRTUAL TABLE ${table} USING fts5(word, tokenize='trigram')`);
    db.prepare(`INSERT INTO ${table}(${table}, rank) VALUES ('automerge', 0)`).run();
    for (const word of words) db.prepare(`INSERT INTO ${table}(word) VALUES (?)`).run(word);
  };
  const segments = (table: string) =>
    db.prepare(`SELECT count(DISTINCT segid) FROM ${table}_idx`).pluck().get() as number;
  const found = (table: string, word: string) =>
    db.prepare(`SELECT count(*) FROM ${table} WHERE ${table} MATCH ?`).pluck().get(`"${word}"`);
  const names = Array.from({ length: 12 }, (_, i) => `member${i}name`);
  const merged = () =>
    new Promise<{ merge: SearchIndexMerge; at: number }>((resolve) =>
      merges!.onMerge((merge) => resolve({ merge, at: Date.now() })),
    );

  it('merges an index in many segments into one, a few pages at a time', async () => {
    open();
    wordsIndex('words_fts', names);
    expect(segments('words_fts')).toBe(12);
    merges = startSearchMerges(db, {
      everyMs: 20,
      quietAfterMs: 10,
      pages: 1,
      pauseMs: 1,
      indexes: [{ table: 'words_fts', atSegments: 2 }],
    });
    const { merge } = await merged();
    expect(merge).toMatchObject({ table: 'words_fts', segments: [12, 1] });
    expect(merge.steps).toBeGreaterThan(1);
    expect(segments('words_fts')).toBe(1);
    for (const word of names) expect(found('words_fts', word)).toBe(1);
  });

  it('merges only once the server has been quiet for a while', async () => {
    open();
    wordsIndex('words_fts', names);
    const quietAfterMs = 400;
    merges = startSearchMerges(db, {
      everyMs: 20,
      quietAfterMs,
      indexes: [{ table: 'words_fts', atSegments: 2 }],
    });
    const done = merged();
    // Requests keep coming for a while, each well within the quiet time of the one before.
    let lastRequest = 0;
    for (let i = 0; i < 20; i++) {
      merges.busy();
      lastRequest = Date.now();
      await pace(quietAfterMs / 10);
    }
    const { merge, at } = await done;
    expect(merge.segments).toEqual([12, 1]);
    expect(at - lastRequest).toBeGreaterThanOrEqual(quietAfterMs);
  });

  it('never steps inside a transaction left open, and merges once it ends', async () => {
    open();
    wordsIndex('words_fts', names);
    merges = startSearchMerges(db, {
      everyMs: 20,
      quietAfterMs: 10,
      indexes: [{ table: 'words_fts', atSegments: 2 }],
    });
    const done = merged();
    // A transaction held across awaits, as a request's write may hold one.
    db.exec('BEGIN');
    db.prepare('INSERT INTO words_fts(word) VALUES (?)').run('rolledback');
    for (let i = 0; i < 10; i++) await pace(20);
    db.exec('ROLLBACK');
    const endedAt = Date.now();
    const { merge, at } = await done;
    expect(at).toBeGreaterThanOrEqual(endedAt);
    expect(merge.segments).toEqual([12, 1]);
    expect(found('words_fts', 'rolledback')).toBe(0);
    for (const word of names) expect(found('words_fts', word)).toBe(1);
  });

  it('leaves an index with fewer segments than its limit as it is', async () => {
    open();
    wordsIndex('few_fts', names);
    wordsIndex('many_fts', names);
    merges = startSearchMerges(db, {
      everyMs: 20,
      quietAfterMs: 10,
      indexes: [
        { table: 'few_fts', atSegments: 13 },
        { table: 'missing_fts', atSegments: 2 },
        { table: 'many_fts', atSegments: 12 },
      ],
    });
    // The indexes are looked at in order: by the time the last is merged, the first was passed over.
    const { merge } = await merged();
    expect(merge.table).toBe('many_fts');
    expect(segments('many_fts')).toBe(1);
    expect(segments('few_fts')).toBe(12);
    for (const word of names) expect(found('few_fts', word)).toBe(1);
  });

  it('knows every full-text index of the schema', async () => {
    const file = open();
    db.close();
    const migrated = connect(file);
    try {
      await migrateToLatest(migrated);
      const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master
        WHERE type = 'table' AND sql LIKE '%USING fts5%' ORDER BY name`.execute(migrated);
      expect(rows.map((r) => r.name)).toEqual(SEARCH_INDEXES.map((i) => i.table).sort());
    } finally {
      await migrated.destroy();
      db = new SQLite(file);
    }
  });
});
