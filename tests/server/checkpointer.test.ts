import { statSync } from 'node:fs';
import type SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { walDatabase } from './databases.js';
import { startCheckpointer, type Checkpointer } from '../../server/db/checkpointer.js';

/** A write of about `pages` pages of 4 KB, in one transaction. */
const writePages = (db: SQLite.Database, pages: number) => {
  const insert = db.prepare('INSERT INTO filler (bytes) VALUES (randomblob(3900))');
  db.transaction(() => {
    for (let i = 0; i < pages; i++) insert.run();
  })();
};

describe('the WAL checkpointer (server/db/checkpointer.ts)', () => {
  let removeDatabase: () => void;
  let db: SQLite.Database;
  let checkpointer: Checkpointer | undefined;
  const open = () => {
    const opened = walDatabase('fd-checkpoint-');
    ({ db, remove: removeDatabase } = opened);
    db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, bytes BLOB)');
    return opened.file;
  };
  afterEach(async () => {
    await checkpointer?.stop();
    removeDatabase();
  });

  it('copies the WAL into the database beside the server, which commits without checkpointing', async () => {
    const file = open();
    checkpointer = startCheckpointer(db, file, 20);
    // The server's own commits leave the WAL to the worker.
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const copied = new Promise<{ log: number; checkpointed: number }>((resolve) =>
      checkpointer!.onCheckpoint((frames) => {
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
});
