import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const INSTALL_HINT =
  'PostgreSQL 15 or newer is needed: on Debian or Ubuntu `apt-get install -y postgresql`, ' +
  'or set PG_BIN to the folder holding initdb and pg_ctl.';

/** The folder of initdb and pg_ctl: PG_BIN, the newest /usr/lib/postgresql/N/bin, or the PATH. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((v) => v >= 15 && existsSync(join(root, String(v), 'bin', 'initdb')))
        .sort((a, b) => b - a)
    : [];
  if (versions.length) return join(root, String(versions[0]), 'bin');
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found.replace(/\/initdb$/, '');
  throw new Error(INSTALL_HINT);
}

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
