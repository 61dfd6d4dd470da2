import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { connect } from '../server/db/connect.js';
import { startTemporaryPostgres } from '../server/dev/temporary-postgres.js';

const out = resolve('bench/out');
export const BENCH_STORAGE = resolve(out, 'storage');
const tsx = resolve('node_modules/.bin/tsx');

/** Seeds `members` members into `database` with the demo's seed (a SQLite file is made anew). */
export function seedCommunity(database: string, members: number): void {
  execFileSync(
    tsx,
    [
      'server/cli/seed.ts',
      '--members',
      String(members),
      '--database',
      database,
      ...(database.startsWith('postgres') ? [] : ['--reset']),
    ],
    { stdio: 'inherit', env: { ...process.env, STORAGE_DIR: BENCH_STORAGE } },
  );
}

/**
 * A database of its own for one bench (`name`): on SQLite a copy of the bench's
 * community (`npm run bench` seeds `bench-{members}.sqlite`), else a fresh seed; on
 * PostgreSQL a throw-away server, seeded. `stop` ends the throw-away server.
 */
export async function benchCommunity(
  name: string,
  members: number,
  postgres: boolean,
  log: (line: string) => void,
): Promise<{ database: string; stop: () => Promise<void> }> {
  let database: string;
  let stop = async () => {};
  if (postgres) {
    log('Starting a throw-away PostgreSQL ...');
    const pg = await startTemporaryPostgres({ durable: true });
    const admin = connect(pg.url());
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    await admin.destroy();
    database = pg.url(name);
    stop = async () => pg.stop();
  } else database = resolve(out, `${name}-${members}.sqlite`);
  const source = resolve(out, `bench-${members}.sqlite`);
  if (!postgres && existsSync(source)) {
    log(`Copying ${source} ...`);
    copyFileSync(source, database);
  } else {
    log(`Seeding ${members.toLocaleString('en-IN')} members ...`);
    seedCommunity(database, members);
  }
  return { database, stop };
}
