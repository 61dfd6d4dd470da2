import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { setTimeout as pace } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import {
  SEARCH_INDEXES,
  startHousekeeping,
  type Housekeeping,
  type SearchIndexMerge,
} from '../../server/db/housekeeping.js';

/** A write of about `pages` pages of 4 KB, in one transaction. */
const writePages = (db: SQLite.Database, pages: number) => {
  const insert = db.prepare('INSERT INTO filler (bytes) VALUES (randomblob(3900))');
  db.transaction(() => {
    for (let i = 0; i < pages; i++) insert.run();
  })();
};

describe('SQLite housekeeping beside the server (server/db/housekeeping.ts)', () => {
  let dir: string;
  let db: SQLite.Database;
  let housekeeping: Housekeeping | undefined;
  const open = () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-checkpoint-'));
    const file = join(dir, 'directory.sqlite');
    db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, bytes BLOB)');
    return file;
  };
  afterEach(async () => {
    await housekeeping?.stop();
    housekeeping = undefined;
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the WAL into the database beside the server, which commits without checkpointing', async () => {
    const file = open();
    housekeeping = startHousekeeping(db, file, { checkpointEveryMs: 20 });
    // The server's own commits leave the WAL to the worker.
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const copied = new Promise<{ log: number; checkpointed: number }>((resolve) =>
      housekeeping!.onCheckpoint((frames) => {
        if (frames.checkpointed >= 1500) resolve(frames);
      }),
    );
    writePages(db, 1500);
    const frames = await copied;
    expect(frames.checkpointed).toBe(frames.log);
    const walAfterFirst = statSync(`${file}-wal`).size;
    // Everything was copied, so the next write starts the WAL from its beginning
    // instead of growing it: without the worker (and with SQLite's own checkpoints
    // off) the file would double.
    writePages(db, 1500);
    expect(statSync(`${file}-wal`).size).toBeLessThan(walAfterFirst * 1.2);
    expect(db.prepare('SELECT count(*) FROM filler').pluck().get()).toBe(3000);
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
  const merged = () => new Promise<SearchIndexMerge>((resolve) => housekeeping!.onMerge(resolve));

  it('merges a search index in many segments into one, a few pages at a time', async () => {
    const file = open();
    wordsIndex('words_fts', names);
    expect(segments('words_fts')).toBe(12);
    housekeeping = startHousekeeping(db, file, {
      mergeEveryMs: 30,
      quietAfterMs: 10,
      mergePages: 1,
      mergePauseMs: 1,
      indexes: [{ table: 'words_fts', atSegments: 2 }],
    });
    const merge = await merged();
    expect(merge).toMatchObject({ table: 'words_fts', segments: [12, 1] });
    expect(merge.steps).toBeGreaterThan(1);
    expect(segments('words_fts')).toBe(1);
    for (const word of names) expect(found('words_fts', word)).toBe(1);
  });

  it('merges only once the server has been quiet for a while', async () => {
    const file = open();
    wordsIndex('words_fts', names);
    const quietAfterMs = 400;
    housekeeping = startHousekeeping(db, file, {
      mergeEveryMs: 20,
      quietAfterMs,
      indexes: [{ table: 'words_fts', atSegments: 2 }],
    });
    const done = merged().then((merge) => ({ merge, at: Date.now() }));
    // Requests keep coming for a while, each well within the quiet time of the one before.
    let lastRequest = 0;
    for (let i = 0; i < 20; i++) {
      housekeeping.busy();
      lastRequest = Date.now();
      await pace(quietAfterMs / 10);
    }
    const { merge, at } = await done;
    expect(merge.segments).toEqual([12, 1]);
    expect(at - lastRequest).toBeGreaterThanOrEqual(quietAfterMs);
  });

  it('lets the server save during a merge, none refused or lost', async () => {
    const file = open();
    db.pragma('busy_timeout = 5000');
    wordsIndex('words_fts', names);
    housekeeping = startHousekeeping(db, file, {
      mergeEveryMs: 30,
      quietAfterMs: 10,
      mergePages: 1,
      mergePauseMs: 5,
      indexes: [{ table: 'words_fts', atSegments: 2 }],
    });
    const done = merged();
    let finished = false;
    void done.then(() => (finished = true));
    // A save every millisecond or so, each its own transaction, while the worker merges.
    const written: string[] = [];
    while (!finished) {
      const word = `later${written.length}word`;
      db.prepare('INSERT INTO words_fts(word) VALUES (?)').run(word);
      written.push(word);
      await pace(1);
    }
    expect((await done).steps).toBeGreaterThan(1);
    for (const word of [...names, ...written]) expect(found('words_fts', word)).toBe(1);
  });

  it('leaves an index with fewer segments than its limit as it is', async () => {
    const file = open();
    wordsIndex('few_fts', names);
    wordsIndex('many_fts', names);
    housekeeping = startHousekeeping(db, file, {
      mergeEveryMs: 30,
      quietAfterMs: 10,
      indexes: [
        { table: 'few_fts', atSegments: 13 },
        { table: 'missing_fts', atSegments: 2 },
        { table: 'many_fts', atSegments: 12 },
      ],
    });
    // The indexes are looked at in order: by the time the last is merged, the first was passed over.
    const merge = await merged();
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
