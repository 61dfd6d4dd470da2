import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { connect } from '../server/db/connect.js';
import { isPostgres } from '../server/db/dialect.js';
import { commitImport } from '../server/import/commit.js';
import { createImport, previewImport, readImport } from '../server/import/store.js';

/**
 * A sheet read, stored and previewed as the server does it, and with `commit` imported
 * too, in a process of its own so that its memory is its own: the bench's process has
 * run fifteen minutes of other workloads by then, and its heap's own growth and
 * shrinking were counted as the import's (docs/bench.md, the twentieth session).
 * Prints `{ rows, previewSeconds, importSeconds, imported, importId, memoryGrowthMB }`
 * as JSON (bench/imports.ts runs it for the 10,000-row import, ≤ 200 MB, and for the
 * largest sheet the screen takes, previewed only, ≤ 300 MB; docs/import.md). A sheet
 * only previewed is removed here; an imported one is left for the caller to take out.
 * The sheet is made beforehand by the caller, so making it costs this process nothing.
 *   node --expose-gc --import tsx bench/import-process.ts <database> <sheet.xlsx> <rows> [commit]
 */
const [database, file, count, commit] = process.argv.slice(2);
if (!database || !file) throw new Error('Give the database and the sheet.');
const rows = Number(count);
const sheet = readFileSync(file);
const db = connect(database);
try {
  // The server beside it may hold the write lock a while (bench/imports.ts).
  if (!isPostgres(db)) await sql`PRAGMA busy_timeout = 60000`.execute(db);
  // The directory is reached once before measuring, as a running server has.
  await db.selectFrom('villages').select('id').limit(1).execute();
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  let started = performance.now();
  const id = await createImport(db, { name: `bench-${rows}.xlsx`, data: sheet }, null);
  await previewImport(db, id);
  const previewSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  if (commit === 'commit') await commitImport(db, id);
  const importSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const imported = (await readImport(db, id)).counts.imported ?? 0;
  if (commit !== 'commit') {
    await db.deleteFrom('import_rows').where('import_id', '=', id).execute();
    await db.deleteFrom('imports').where('id', '=', id).execute();
  }
  const memoryGrowthMB = (peak - start) / 1024 / 1024;
  process.stdout.write(
    `${JSON.stringify({ rows, previewSeconds, importSeconds, imported, importId: id, memoryGrowthMB })}\n`,
  );
} finally {
  await db.destroy();
}
