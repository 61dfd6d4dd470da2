/**
 * The housekeeping worker's code (server/db/housekeeping.ts says what it does and
 * why): its own connection to the file, a PASSIVE checkpoint every
 * `checkpointEveryMs`, and every `mergeEveryMs` each search index that holds its
 * number of segments merged into one. Plain JavaScript, so the worker needs no loader.
 *
 * Merges run only while the server is quiet (no request for a while, as the server
 * tells it): a save that meets a merge step waits for it, and better-sqlite3 waits on
 * the event loop, so a merge under load held every request up. A pass that a request
 * interrupts stops after its step and goes on at the next quiet moment; FTS5 keeps an
 * unfinished merge in the index itself.
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
/** Whether the server is quiet (it says so), and whether a look at the indexes is due. */
let quiet = false;
let due = false;

async function mergeIndex({ table, atSegments }) {
  if (!tableExists.get(table)) return true;
  const segments = db.prepare('SELECT count(DISTINCT segid) FROM "' + table + '_idx"').pluck();
  const before = segments.get();
  if (before < atSegments) return true;
  const merge = db.prepare('INSERT INTO "' + table + '"("' + table + '", rank) VALUES (\\'merge\\', ?)');
  const pages = db.prepare('SELECT count(*) FROM "' + table + '_data"').pluck().get();
  const maxSteps = 2 * Math.ceil(pages / workerData.mergePages) + 16;
  const started = Date.now();
  let steps = 0;
  for (;;) {
    if (stopped || !quiet) return false;
    const changes = totalChanges.get();
    merge.run(-workerData.mergePages);
    steps++;
    if (totalChanges.get() - changes < 2 || steps >= maxSteps) break;
    await pause(workerData.mergePauseMs);
  }
  parentPort.postMessage({
    merged: { table, segments: [before, segments.get()], steps, ms: Date.now() - started },
  });
  return true;
}

/** Each index looked at (and merged when it needs it) while the server stays quiet. */
async function mergeIndexes() {
  if (merging || stopped || !quiet || !due) return;
  merging = true;
  let finished = true;
  for (const index of workerData.indexes) {
    try {
      if (!(await mergeIndex(index))) {
        finished = false;
        break;
      }
    } catch (error) {
      if (!stopped) parentPort.postMessage({ error: 'merging ' + index.table + ': ' + String(error) });
    }
  }
  if (finished) due = false;
  merging = false;
}
const look = () => {
  due = true;
  void mergeIndexes();
};
const firstMerge = setTimeout(look, workerData.firstMergeAfterMs);
const merges = setInterval(look, workerData.mergeEveryMs);

parentPort.on('message', (message) => {
  if (message === 'quiet' || message === 'busy') {
    quiet = message === 'quiet';
    void mergeIndexes();
    return;
  }
  stopped = true;
  clearInterval(checkpoints);
  clearTimeout(firstMerge);
  clearInterval(merges);
  db.close();
  parentPort.close();
});
`;
