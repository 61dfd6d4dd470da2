import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import type { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { PRIVATE_DIR, PRIVATE_FILE } from '../db/private-files.js';
import { pgBinDir } from '../db/pg-tools.js';
import { paced } from './paced.js';
import {
  ARCHIVE_PATTERN,
  archiveName,
  filesUnder,
  removeQuietly,
  writeArchive,
  type Manifest,
} from './archive.js';

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export interface BackupSource {
  /** `postgres://…` or the SQLite file. */
  databaseUrl: string;
  storageDir: string;
  /**
   * PostgreSQL: the pace pg_dump's output is read at, in bytes a second
   * (`BACKUP_DUMP_RATE`); 0 or unset, as fast as it comes.
   */
  dumpBytesPerSecond?: number;
}

export interface Backup {
  file: string;
  manifest: Manifest;
  ms: number;
}

/**
 * Runs a PostgreSQL program, rejecting with its own words when it fails; with
 * `output`, what it writes to its standard output goes through those streams (the
 * promise settles once both the program and the output are done).
 */
export function runPgTool(
  tool: string,
  args: string[],
  output?: [...Transform[], Writable],
): Promise<void> {
  const child = spawn(join(pgBinDir(tool), tool), args, {
    stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve, reject) => {
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code}): ${errors.trim()}`)),
    );
  });
  if (!output) return exited;
  // A failed write stops the program; a failed program is reported as its own.
  const written = pipeline([child.stdout!, ...output]).catch((error: unknown) => {
    child.kill();
    throw error;
  });
  return Promise.all([exited, written]).then(() => undefined);
}

/** SQLite's largest memory map in this build (SQLITE_MAX_MMAP_SIZE); a larger file maps its first 2 GB. */
const MMAP_LIMIT = 0x7fff0000;

/**
 * A consistent copy of the database while the server runs and writes: SQLite's
 * online backup in one step (one read snapshot; writers go on, WAL), or pg_dump's
 * custom format (one transaction snapshot).
 */
async function copyDatabase(
  { databaseUrl, dumpBytesPerSecond = 0 }: BackupSource,
  staging: string,
): Promise<Manifest['database']> {
  // The copy is the server's user's alone from its first byte (pg_dump and SQLite
  // write into the file as it is, keeping its mode).
  const target = join(staging, isPostgresUrl(databaseUrl) ? 'database.pgdump' : 'database.sqlite');
  await writeFile(target, '', { mode: PRIVATE_FILE });
  if (isPostgresUrl(databaseUrl)) {
    // Read at a steady pace: PostgreSQL's own process serving the dump runs at the
    // requests' priority, and unpaced it took a core from them for the dump's
    // seconds (docs/deploy.md "Backups", docs/bench.md).
    await runPgTool(
      'pg_dump',
      [
        '--format=custom',
        // Uncompressed: the archive's zstd compresses it faster than pg_dump's gzip,
        // which then had only compressed data to pass through (docs/bench.md).
        '--compress=0',
        '--no-owner',
        databaseUrl,
      ],
      [paced(dumpBytesPerSecond), createWriteStream(target)],
    );
    return 'postgres';
  }
  const source = new SQLite(databaseUrl, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // Pages read through a memory map, not one read() call each: on the bench's 1.7 GB
    // database that took the backup's system time from 8.5 s to 3.8 s (docs/bench.md,
    // the fifteenth session). The mapped pages are the disk cache's, counted in the
    // process's RSS while it runs but never copied into its own memory.
    source.pragma(`mmap_size = ${MMAP_LIMIT}`);
    // All remaining pages in the next step: the copy is one snapshot, never restarted by a write.
    await source.backup(join(staging, 'database.sqlite'), { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
  return 'sqlite';
}

/**
 * The uploaded files as they are now: hard links where the staging folder shares
 * their disk (instant; a photo replaced meanwhile keeps its old bytes here), copies
 * otherwise.
 */
async function snapshotStorage(storageDir: string, staging: string): Promise<void> {
  for (const path of await filesUnder(storageDir)) {
    const from = join(storageDir, path);
    const to = join(staging, 'storage', path);
    await mkdir(dirname(to), { recursive: true });
    try {
      await link(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // removed since it was listed
      await copyFile(from, to).catch((copyError: NodeJS.ErrnoException) => {
        if (copyError.code !== 'ENOENT') throw copyError;
      });
    }
  }
}

/** Takes a backup of the database and the uploaded files into one dated archive in `outDir`. */
export async function takeBackup(
  source: BackupSource,
  outDir: string,
  at = new Date(),
): Promise<Backup> {
  const started = performance.now();
  await mkdir(outDir, { recursive: true, mode: PRIVATE_DIR });
  await chmod(outDir, PRIVATE_DIR);
  await removeLeftovers(outDir);
  taking++;
  let staging: string | undefined;
  try {
    staging = await mkdtemp(join(outDir, `${STAGING}${process.pid}-`));
    await chmod(staging, PRIVATE_DIR);
    const database = await copyDatabase(source, staging);
    await snapshotStorage(source.storageDir, staging);
    const file = join(outDir, archiveName(at));
    const manifest = await writeArchive(staging, file, database, at);
    return { file, manifest, ms: performance.now() - started };
  } finally {
    taking--;
    if (staging) await removeQuietly(staging);
  }
}

/** A backup's staging folder: `.staging-<pid>-<random>` in the backup folder. */
const STAGING = '.staging-';
/** A staging folder or partial archive: the process that writes it is in its name. */
const LEFTOVER = /^(?:\.staging-(\d+)-|family-directory-.*\.(\d+)\.partial$)/;
/** Leftovers of a running process are removed too once they have not changed for a day. */
const LEFTOVER_MS = 24 * 3_600_000;
/** Backups this process is taking now: its own staging folders are not leftovers then. */
let taking = 0;

const running = (pid: number) => {
  if (pid === process.pid) return taking > 0;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes what a backup killed half-way left in `dir` (a staging folder holding a
 * full copy of the database, a partial archive): those of a process no longer
 * running, or unchanged for a day. Run before every backup and when the server
 * starts (docs/deploy.md, "Backups").
 */
export async function removeLeftovers(dir: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const match = LEFTOVER.exec(name);
    if (!match) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info) continue;
    const pid = Number(match[1] ?? match[2]);
    if (running(pid) && now - info.mtimeMs < LEFTOVER_MS) continue;
    await removeQuietly(path);
    removed.push(name);
  }
  return removed;
}

export interface ArchiveInfo {
  name: string;
  file: string;
  size: number;
  created_at: string;
}

/** The archives in `dir`, newest first (the name carries the time). */
export async function listBackups(dir: string): Promise<ArchiveInfo[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const archives = names
    .filter((name) => ARCHIVE_PATTERN.test(name))
    .sort()
    .reverse();
  const infos: ArchiveInfo[] = [];
  for (const name of archives) {
    const file = join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info) continue;
    const [, d, t] = /(\d{8})-(\d{6})/.exec(name)!;
    const created = `${d!.slice(0, 4)}-${d!.slice(4, 6)}-${d!.slice(6)}T${t!.slice(0, 2)}:${t!.slice(2, 4)}:${t!.slice(4)}Z`;
    infos.push({ name, file, size: info.size, created_at: created });
  }
  return infos;
}

/** Removes the archives older than `keepDays` days, always keeping the newest one. */
export async function pruneBackups(
  dir: string,
  keepDays: number,
  now = new Date(),
): Promise<string[]> {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const [, ...older] = await listBackups(dir);
  const removed: string[] = [];
  for (const archive of older) {
    if (Date.parse(archive.created_at) >= cutoff) continue;
    await rm(archive.file, { force: true });
    await rm(`${archive.file}.sha256`, { force: true });
    removed.push(archive.name);
  }
  return removed;
}
