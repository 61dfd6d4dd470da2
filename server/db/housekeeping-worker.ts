/**
 * The housekeeping worker's code (server/db/housekeeping.ts says what it does and
 * why): its own connection to the file, a PASSIVE checkpoint every
 * `checkpointEveryMs`, and every `mergeEveryMs` each search index that holds its
 * number of segments merged into one. Plain JavaScript, so the worker needs no loader.
 *
 * A merge is FTS5's `merge` command with a negative page count, repeated: each run
 * writes about that many pages in its own transaction, and once a run changes fewer
 * than two rows the index is in one segment (FTS5's documentation gives this loop as
 * the step-by-step `optimize`). A save of the server's that meets a step waits for
 * it (its busy timeout); the pause after each step lets it in. While saves pour in
 * the merge keeps finding new segments, so a pass stops once it has written the
 * index about twice over and goes on next time.
 */
export const HOUSEKEEPING_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
let stopped = false;

const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let last = '';
const checkpoints = setInterval(() => {
  try {
    const { log, checkpointed } = checkpoint.get();
    const now = log + ':' + checkpointed;
    if (now !== last && checkpointed > 0) parentPort.postMessage({ checkpoint: { log, checkpointed } });
    last = now;
  } catch (error) {
    parentPort.postMessage({ error: 'WAL checkpoint: ' + String(error) });
  }
}, workerData.checkpointEveryMs);

const tableExists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck();
const totalChanges = db.prepare('SELECT total_changes()').pluck();
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let merging = false;

async function mergeIndex({ table, atSegments }) {
  if (!tableExists.get(table)) return;
  const segments = db.prepare('SELECT count(DISTINCT segid) FROM "' + table + '_idx"').pluck();
  const before = segments.get();
  if (before < atSegments) return;
  const merge = db.prepare('INSERT INTO "' + table + '"("' + table + '", rank) VALUES (\\'merge\\', ?)');
  const pages = db.prepare('SELECT count(*) FROM "' + table + '_data"').pluck().get();
  const maxSteps = 2 * Math.ceil(pages / workerData.mergePages) + 16;
  const started = Date.now();
  let steps = 0;
  for (;;) {
    if (stopped) return;
    const changes = totalChanges.get();
    merge.run(-workerData.mergePages);
    steps++;
    if (totalChanges.get() - changes < 2 || steps >= maxSteps) break;
    await pause(workerData.mergePauseMs);
  }
  parentPort.postMessage({
    merged: { table, segments: [before, segments.get()], steps, ms: Date.now() - started },
  });
}

async function mergeIndexes() {
  if (merging || stopped) return;
  merging = true;
  for (const index of workerData.indexes) {
    try {
      await mergeIndex(index);
    } catch (error) {
      if (!stopped) parentPort.postMessage({ error: 'merging ' + index.table + ': ' + String(error) });
    }
  }
  merging = false;
}
const firstMerge = setTimeout(mergeIndexes, workerData.firstMergeAfterMs);
const merges = setInterval(mergeIndexes, workerData.mergeEveryMs);

parentPort.on('message', () => {
  stopped = true;
  clearInterval(checkpoints);
  clearTimeout(firstMerge);
  clearInterval(merges);
  db.close();
  parentPort.close();
});
`;
