import { createRequire } from 'node:module';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** SQLite's own threshold, in pages, for a commit to checkpoint the WAL itself. */
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;

/**
 * The worker: its own connection to the file, a PASSIVE checkpoint every `everyMs`
 * (it copies what the readers allow, never waits for them and never blocks a writer),
 * and a word to the server when it copied something. Plain JavaScript, so the worker
 * needs no loader.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = FULL');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let last = '';
const timer = setInterval(() => {
  try {
    const { log, checkpointed } = checkpoint.get();
    const now = log + ':' + checkpointed;
    if (now !== last && checkpointed > 0) parentPort.postMessage({ log, checkpointed });
    last = now;
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Called after each checkpoint that copied pages (tests wait on it). */
  onCheckpoint(listener: (frames: { log: number; checkpointed: number }) => void): void;
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the requests (docs/decisions.md): by default the
 * commit that takes the WAL past 1,000 pages copies them into the database file
 * itself, and better-sqlite3 runs on the event loop, so every request waited for it —
 * after a send to every member, or a burst of saves, the next commit copied tens of
 * megabytes. A worker thread with its own connection checkpoints every quarter
 * second instead, and the server's connection never does; should the worker stop, the
 * server's commits checkpoint again as SQLite's default has them.
 */
export function startCheckpointer(
  sqlite: SQLite.Database,
  file: string,
  everyMs = 250,
): Checkpointer {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, driver: createRequire(import.meta.url).resolve('better-sqlite3'), everyMs },
  });
  // The server's exit is not held for it.
  worker.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  const listeners: ((frames: { log: number; checkpointed: number }) => void)[] = [];
  worker.on('message', (message: { log: number; checkpointed: number } | { error: string }) => {
    if ('error' in message) process.stderr.write(`WAL checkpoint: ${message.error}\n`);
    else for (const listener of listeners) listener(message);
  });
  let stopping = false;
  const fallBack = () => {
    if (!stopping && sqlite.open)
      sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
  };
  worker.on('error', (error) => {
    process.stderr.write(`WAL checkpointer stopped: ${error.message}\n`);
    fallBack();
  });
  worker.on('exit', fallBack);
  return {
    onCheckpoint: (listener) => void listeners.push(listener),
    async stop() {
      stopping = true;
      const exited = once(worker, 'exit');
      worker.postMessage('stop');
      await exited;
    },
  };
}
