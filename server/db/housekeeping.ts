import { createRequire } from 'node:module';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { HOUSEKEEPING_WORKER } from './housekeeping-worker.js';

/** SQLite's own threshold, in pages, for a commit to checkpoint the WAL itself. */
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;

/** A full-text index the worker keeps in one piece, and when it merges it. */
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

/** What one merge did, as the worker tells it. */
export interface SearchIndexMerge {
  table: string;
  /** Segments before and after. */
  segments: [number, number];
  /** Merge steps taken (each its own short transaction). */
  steps: number;
  ms: number;
}

export interface HousekeepingOptions {
  /** How often the WAL is checkpointed. */
  checkpointEveryMs?: number;
  /** How often the search indexes are looked at (and the first look, a minute after start at most). */
  mergeEveryMs?: number;
  /** Pages each merge step writes, and the pause after it that lets the server's writes in. */
  mergePages?: number;
  mergePauseMs?: number;
  /** How long without a request (`busy()`) before the server counts as quiet. */
  quietAfterMs?: number;
  indexes?: readonly SearchIndex[];
}

export interface Housekeeping {
  /** Called after each checkpoint that copied pages (tests wait on it). */
  onCheckpoint(listener: (frames: { log: number; checkpointed: number }) => void): void;
  /** Called after each search index merged (the server logs it). */
  onMerge(listener: (merge: SearchIndexMerge) => void): void;
  /** The server is serving a request: merges wait until it has been quiet for a while. */
  busy(): void;
  stop(): Promise<void>;
}

type Message =
  | { checkpoint: { log: number; checkpointed: number } }
  | { merged: SearchIndexMerge }
  | { error: string };

/**
 * SQLite's upkeep beside the server, in a worker thread with its own connection
 * (better-sqlite3 runs on the event loop, so upkeep in the server's connection would
 * hold every request up):
 *
 * - **WAL checkpoints** (docs/decisions.md): by default the commit that takes the WAL
 *   past 1,000 pages copies them into the database file itself, so after a send to
 *   every member or a burst of saves the next request waited while tens of megabytes
 *   were copied. The worker runs a PASSIVE checkpoint every quarter second instead (it
 *   copies what the readers allow, never waits for them and never blocks a writer),
 *   and the server's connection never does; should the worker stop, the server's
 *   commits checkpoint again as SQLite's default has them.
 * - **Search index merges**: every few minutes each of `SEARCH_INDEXES` holding its
 *   number of segments is merged into one, a few pages at a time, each step its own
 *   short transaction with a pause after it, and only while the server has had no
 *   request for `quietAfterMs` (the server calls `busy()` on each): a save meeting a
 *   step waits for it on the event loop, so merging under load held every request up
 *   (docs/bench.md).
 */
export function startHousekeeping(
  sqlite: SQLite.Database,
  file: string,
  {
    checkpointEveryMs = 250,
    mergeEveryMs = 5 * 60_000,
    mergePages = 32,
    mergePauseMs = 20,
    quietAfterMs = 2_000,
    indexes = SEARCH_INDEXES,
  }: HousekeepingOptions = {},
): Housekeeping {
  const worker = new Worker(HOUSEKEEPING_WORKER, {
    eval: true,
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      checkpointEveryMs,
      mergeEveryMs,
      firstMergeAfterMs: Math.min(60_000, mergeEveryMs),
      mergePages,
      mergePauseMs,
      indexes,
    },
  });
  // The server's exit is not held for it.
  worker.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointed: ((frames: { log: number; checkpointed: number }) => void)[] = [];
  const merged: ((merge: SearchIndexMerge) => void)[] = [];
  worker.on('message', (message: Message) => {
    if ('error' in message) process.stderr.write(`SQLite housekeeping: ${message.error}\n`);
    else if ('checkpoint' in message)
      for (const listener of checkpointed) listener(message.checkpoint);
    else for (const listener of merged) listener(message.merged);
  });
  let stopping = false;
  const fallBack = () => {
    if (!stopping && sqlite.open)
      sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
  };
  worker.on('error', (error) => {
    process.stderr.write(`SQLite housekeeping stopped: ${error.message}\n`);
    fallBack();
  });
  worker.on('exit', fallBack);
  // Quiet once no request came for `quietAfterMs`; told to the worker as it changes.
  let lastRequest = Date.now();
  let quiet = false;
  const quietness = setInterval(
    () => {
      if (quiet || Date.now() - lastRequest < quietAfterMs) return;
      quiet = true;
      worker.postMessage('quiet');
    },
    Math.max(10, quietAfterMs / 4),
  );
  quietness.unref();
  return {
    onCheckpoint: (listener) => void checkpointed.push(listener),
    onMerge: (listener) => void merged.push(listener),
    busy() {
      lastRequest = Date.now();
      if (!quiet) return;
      quiet = false;
      worker.postMessage('busy');
    },
    async stop() {
      clearInterval(quietness);
      stopping = true;
      const exited = once(worker, 'exit');
      worker.postMessage('stop');
      await exited;
    },
  };
}
