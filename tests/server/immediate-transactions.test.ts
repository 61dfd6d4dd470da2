import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { walDatabase } from './databases.js';

/**
 * Another process's write transaction on `file`: it takes the write lock, says
 * "locked", adds a row, holds the lock for `holdMs` and commits.
 */
const writerBeside = (file: string, holdMs: number) => {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(process.argv[1]);
       db.exec('BEGIN IMMEDIATE');
       db.prepare("INSERT INTO notes (text) VALUES ('from the other process')").run();
       process.stdout.write('locked\\n');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
       db.exec('COMMIT');
       db.close();`,
      file,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const locked = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { locked, done: once(child, 'exit') };
};

describe('SQLite transactions (server/db/immediate-transactions.ts)', () => {
  let remove = () => {};
  afterEach(() => remove());

  it('a transaction that reads, then writes, waits for another process’s write instead of failing', async () => {
    const opened = walDatabase('fd-immediate-');
    opened.db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)');
    opened.db.close();
    const db = connect(opened.file);
    remove = () => opened.remove();
    try {
      // A read outside any transaction, so the connection is open and warm.
      await sql`SELECT count(*) FROM notes`.execute(db);
      const other = writerBeside(opened.file, 300);
      await other.locked;
      // Begun plainly, this read would see the table before the other process's
      // commit, and the insert after it would fail at once with SQLITE_BUSY.
      const seen = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('notes' as never)
          .selectAll()
          .execute();
        await sql`INSERT INTO notes (text) VALUES ('from the server')`.execute(trx);
        return before.length;
      });
      await other.done;
      expect(seen).toBe(1);
      const texts = await sql<{ text: string }>`SELECT text FROM notes ORDER BY id`.execute(db);
      expect(texts.rows.map((row) => row.text)).toEqual([
        'from the other process',
        'from the server',
      ]);
    } finally {
      await db.destroy();
    }
  });
});
