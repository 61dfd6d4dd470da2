import { chmod, copyFile, mkdir, mkdtemp, readdir, rename, rmdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { PRIVATE_DIR, PRIVATE_FILE } from '../db/private-files.js';
import { ArchiveError, removeQuietly, unpackVerified, type Manifest } from './archive.js';
import { isPostgresUrl, runPgTool, type BackupSource } from './backup.js';

/** The target is not empty, or not of the archive's kind: nothing was written. */
export class RestoreRefused extends Error {}

async function isEmptyFolder(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Refuses unless the database and the storage folder are empty (or absent). */
async function checkTargetsEmpty(target: BackupSource): Promise<void> {
  if (isPostgresUrl(target.databaseUrl)) {
    if ((await postgresTables(target.databaseUrl)) > 0)
      throw new RestoreRefused(
        'The target PostgreSQL database already has tables: restore into an empty database.',
      );
  } else {
    const size = await stat(target.databaseUrl).then(
      (info) => info.size,
      () => 0,
    );
    if (size > 0)
      throw new RestoreRefused(
        `${target.databaseUrl} already exists: restore into an empty data folder (or move it away first).`,
      );
  }
  if (!(await isEmptyFolder(target.storageDir)))
    throw new RestoreRefused(
      `${target.storageDir} is not empty: restore into an empty data folder (or move it away first).`,
    );
}

/** Moves (or, across disks, copies) every file of `from` into `to`. */
async function moveTree(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true, mode: PRIVATE_DIR });
  await rmdir(to).catch(() => undefined); // an empty folder may stand there
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const { cp } = await import('node:fs/promises');
    await cp(from, to, { recursive: true });
  }
}

/**
 * `npm run restore -- --from FILE`: checks the archive against its checksums
 * first, refuses a damaged one or a target that is not empty, then puts the
 * database and the uploaded files in place. The server migrates a restored
 * older database on its next start.
 */
export async function restoreBackup(file: string, target: BackupSource): Promise<Manifest> {
  await checkTargetsEmpty(target);
  const work = dirname(target.storageDir);
  await mkdir(work, { recursive: true, mode: PRIVATE_DIR });
  const unpacked = await mkdtemp(join(work, '.restore-'));
  try {
    const manifest = await unpackVerified(file, unpacked);
    const wantsPostgres = isPostgresUrl(target.databaseUrl);
    if ((manifest.database === 'postgres') !== wantsPostgres)
      throw new RestoreRefused(
        `The archive holds a ${manifest.database} database and the target is ${wantsPostgres ? 'PostgreSQL' : 'SQLite'}: ` +
          'restore into its own kind, then move with npm run db:copy.',
      );
    if (wantsPostgres) {
      await runPgTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        target.databaseUrl,
        join(unpacked, 'database.pgdump'),
      ]);
    } else {
      await mkdir(dirname(target.databaseUrl), { recursive: true, mode: PRIVATE_DIR });
      await copyFile(join(unpacked, 'database.sqlite'), target.databaseUrl);
      await chmod(target.databaseUrl, PRIVATE_FILE);
    }
    if (manifest.files.some((f) => f.path.startsWith('storage/')))
      await moveTree(join(unpacked, 'storage'), target.storageDir);
    return manifest;
  } finally {
    await removeQuietly(unpacked);
  }
}

export { ArchiveError };
