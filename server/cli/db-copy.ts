import { parseArgs } from 'node:util';
import { Presets, SingleBar } from 'cli-progress';
import { configFromEnv } from '../config.js';
import { CopyRefused, copyDatabase } from '../ops/copy-database.js';

/**
 * `npm run db:copy -- --from data/family-directory.sqlite --to postgres://…`:
 * the whole SQLite database into an empty PostgreSQL one, with a progress bar and
 * a check at the end (docs/deploy.md "Moving to PostgreSQL"). Stop the server first.
 */
const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
const from = values.from ?? configFromEnv().databaseUrl;
if (!values.to || /^postgres/.test(from)) {
  process.stderr.write(
    'Usage: npm run db:copy -- --from FILE.sqlite --to postgres://user@host/database\n',
  );
  process.exit(2);
}
const bar = new SingleBar(
  { format: '{bar} {percentage}% | {value}/{total} rows | {table}', hideCursor: true },
  Presets.shades_classic,
);
const started = performance.now();
try {
  const copied = await copyDatabase(from, values.to, {
    progress: {
      start: (total) => bar.start(total, 0, { table: '' }),
      table: (table) => bar.update({ table }),
      advance: (rows) => bar.increment(rows),
      stop: () => bar.stop(),
    },
  });
  const rows = copied.reduce((sum, t) => sum + t.rows, 0);
  const sampled = copied.reduce((sum, t) => sum + t.sampled, 0);
  process.stdout.write(
    `Copied ${rows.toLocaleString('en-IN')} rows in ${copied.length} tables in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `every count matches and ${sampled} sampled rows are equal.\n` +
      'Point DATABASE_URL at the new database and start the server; STORAGE_DIR stays as it is.\n',
  );
} catch (error) {
  bar.stop();
  process.stderr.write(`Not copied: ${(error as Error).message}\n`);
  process.exit(error instanceof CopyRefused ? 3 : 1);
}
