import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PG_INSTALL_HINT as INSTALL_HINT, pgBinDir } from '../db/pg-tools.js';
import { freePort } from './free-port.js';

/**
 * A throw-away PostgreSQL server for tests and the bench: a new cluster in a
 * temporary folder, on a free port of 127.0.0.1, trusting local connections
 * (its data is gone when it stops). Needs PostgreSQL 15 or newer
 * installed (Debian: `apt-get install -y postgresql`); as root it runs the
 * server as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface TemporaryPostgres {
  /** A connection URL for `database` (default `postgres`). */
  url(database?: string): string;
  stop(): void;
}

const binDir = () => pgBinDir('initdb');

/** Root runs the server as `postgres` (its uid and gid), anyone else as themselves. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      `PostgreSQL does not run as root and there is no 'postgres' user. ${INSTALL_HINT}`,
    );
  }
}

/**
 * `durable` keeps PostgreSQL's own defaults (fsync, synchronous commit), for a bench
 * whose writes should cost what they cost in production; tests go without.
 */
export async function startTemporaryPostgres({ durable = false } = {}): Promise<TemporaryPostgres> {
  const bin = binDir();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'fd-postgres-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const options: SpawnSyncOptions = { encoding: 'utf8', cwd: dir, ...user };
  const run = (command: string, args: string[]) => {
    const result = spawnSync(join(bin, command), args, options);
    if (result.error) throw new Error(`${command}: ${result.error.message}. ${INSTALL_HINT}`);
    if (result.status !== 0)
      throw new Error(`${command} failed: ${String(result.stderr || result.stdout)}`);
  };
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  run('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'server.log'), '-o', settings]);
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      spawnSync(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate'], options);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
