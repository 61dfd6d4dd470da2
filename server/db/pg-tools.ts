import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const PG_INSTALL_HINT =
  'PostgreSQL 15 or newer is needed: on Debian or Ubuntu `apt-get install -y postgresql`, ' +
  'or set PG_BIN to the folder holding its programs (initdb, pg_ctl, pg_dump, pg_restore).';

/**
 * The folder of PostgreSQL's programs: PG_BIN, the newest /usr/lib/postgresql/N/bin
 * (Debian keeps them there, off the PATH), or the folder on the PATH holding `tool`.
 */
export function pgBinDir(tool = 'initdb'): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((v) => v >= 15 && existsSync(join(root, String(v), 'bin', tool)))
        .sort((a, b) => b - a)
    : [];
  if (versions.length) return join(root, String(versions[0]), 'bin');
  const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
  if (found) return found.slice(0, -tool.length - 1);
  throw new Error(PG_INSTALL_HINT);
}
