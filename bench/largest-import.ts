import { readFileSync } from 'node:fs';
import { connect } from '../server/db/connect.js';
import { createImport, previewImport } from '../server/import/store.js';

/**
 * The largest sheet the screen takes (IMPORT_LIMITS.rows), read, stored and previewed
 * as the server does it, in a process of its own so that its memory is its own:
 * prints `{ rows, previewSeconds, memoryGrowthMB }` as JSON (bench/imports.ts runs it;
 * the budget is 300 MB, docs/import.md). Nothing is imported; the import is removed.
 * The sheet is made beforehand by the caller, so making it costs this process nothing.
 *   node --expose-gc --import tsx bench/largest-import.ts <database> <sheet.xlsx> <rows>
 */
const [database, file, count] = process.argv.slice(2);
if (!database || !file) throw new Error('Give the database and the sheet.');
const rows = Number(count);
const sheet = readFileSync(file);
const db = connect(database);
try {
  // The directory is reached once before measuring, as a running server has.
  await db.selectFrom('villages').select('id').limit(1).execute();
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  const started = performance.now();
  const id = await createImport(db, { name: `bench-${rows}.xlsx`, data: sheet }, null);
  await previewImport(db, id);
  const previewSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await db.deleteFrom('import_rows').where('import_id', '=', id).execute();
  await db.deleteFrom('imports').where('id', '=', id).execute();
  process.stdout.write(
    `${JSON.stringify({ rows, previewSeconds, memoryGrowthMB: (peak - start) / 1024 / 1024 })}\n`,
  );
} finally {
  await db.destroy();
}
