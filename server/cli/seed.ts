import { existsSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { connect } from '../db/connect.js';
import { withStartupLock } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_LOGIN, seedDemo } from '../seed/index.js';

/**
 * `npm run seed -- [--members N] [--database FILE] [--reset]`: builds the demo
 * community (or a large one for benchmarks) into an empty database.
 */
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    database: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const config = configFromEnv();
const url = values.database ?? config.databaseUrl;
const members = Number(values.members);
if (!Number.isInteger(members) || members < 1 || members > 2_000_000) {
  process.stderr.write('--members must be a whole number between 1 and 2,000,000.\n');
  process.exit(2);
}
const isFile = !/^postgres/.test(url) && url !== ':memory:';
if (values.reset && isFile)
  for (const suffix of ['', '-wal', '-shm']) rmSync(url + suffix, { force: true });

const db = connect(url);
await withStartupLock(db, migrateToLatest);
const existing = await db.selectFrom('members').select('id').limit(1).execute();
if (existing.length) {
  process.stderr.write(
    `${url} already holds a community. ${isFile ? 'Add --reset to start over.' : 'Use an empty database.'}\n`,
  );
  await db.destroy();
  process.exit(1);
}
const started = Date.now();
await seedDemo(db, { storageDir: config.storageDir, members });
await db.destroy();
process.stdout.write(
  `Seeded ${members.toLocaleString('en-IN')} members into ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n` +
    `Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n` +
    (existsSync(config.storageDir) ? `Images: ${config.storageDir}\n` : ''),
);
