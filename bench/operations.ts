import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { connect } from '../server/db/connect.js';
import { startTemporaryPostgres } from '../server/dev/temporary-postgres.js';
import { filesUnder } from '../server/ops/archive.js';
import { combine, load, type LoadResult } from './load.js';

/** What keeping the directory for years costs at the bench's size (issue 30's budgets). */
export interface OperationsResult {
  photos: number;
  archiveBytes: number;
  backupSeconds: number;
  /**
   * The members list alone (5 s before the backup and 5 s after it, together: this
   * machine's own rate drifts by a fifth within a minute), and while the backup ran
   * (10 connections).
   */
  listAlone: LoadResult;
  listDuringBackup: LoadResult;
  restoreSeconds: number;
  /** SQLite → a throw-away PostgreSQL (SQLite runs only). */
  copy: { seconds: number; output: string } | null;
}

const tsxArgs = (script: string, args: string[]) => ['--import', 'tsx', script, ...args];

/** Runs one of our CLIs in its own process; resolves with its time and what it printed. */
function runCli(script: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, tsxArgs(script, args), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ seconds: number; output: string }>((ok, fail) =>
    child.on('exit', (code) =>
      code === 0
        ? ok({ seconds: (performance.now() - started) / 1000, output })
        : fail(new Error(`${script} failed (${code}):\n${output}`)),
    ),
  );
  return { child, done };
}

/** At least `count` uploaded files: copies of the seed's own pictures under storage/bench/. */
async function ensurePhotos(storage: string, count: number): Promise<number> {
  const files = await filesUnder(storage);
  const pictures = files.filter((f) => /\.(jpe?g|webp|png)$/.test(f) && !f.startsWith('bench/'));
  mkdirSync(join(storage, 'bench'), { recursive: true });
  for (let n = files.length; n < count; n++) {
    const from = pictures[n % pictures.length]!;
    copyFileSync(
      join(storage, from),
      join(storage, 'bench', `photo-${n}${from.slice(from.lastIndexOf('.'))}`),
    );
  }
  return Math.max(files.length, count);
}

export async function measureOperations({
  database,
  storage,
  listUrl,
  headers,
  out,
  log,
  loadWith = load,
}: {
  database: string;
  storage: string;
  listUrl: string;
  headers: Record<string, string>;
  out: string;
  log: (line: string) => void;
  /** The load generator to measure the list with (the bench's own process, bench/load-process.ts). */
  loadWith?: typeof load;
}): Promise<OperationsResult> {
  const postgres = database.startsWith('postgres');
  const photos = await ensurePhotos(storage, 1_000);
  const backups = resolve(out, 'backups');
  rmSync(backups, { recursive: true, force: true });

  log('Measuring the members list alone, then while a backup runs ...');
  const listAlone = await loadWith([listUrl], headers, { durationMs: 5_000, connections: 10 });
  const backup = runCli('server/cli/backup.ts', ['--out', backups], {
    DATABASE_URL: database,
    STORAGE_DIR: storage,
  });
  let finished = false;
  const backupDone = backup.done.finally(() => (finished = true));
  const slices: LoadResult[] = [];
  while (!finished)
    slices.push(
      await loadWith([listUrl], headers, { durationMs: 1_000, connections: 10, warmupMs: 0 }),
    );
  const { seconds: backupSeconds, output } = await backupDone;
  const listAfter = await loadWith([listUrl], headers, {
    durationMs: 5_000,
    connections: 10,
    warmupMs: 0,
  });
  const archive = /Backup written: (\S+)/.exec(output)![1]!;

  log('Measuring a restore into an empty data folder ...');
  const restoreDir = resolve(out, 'restored');
  rmSync(restoreDir, { recursive: true, force: true });
  let restoreUrl = join(restoreDir, 'family-directory.sqlite');
  if (postgres) {
    const admin = connect(database);
    await sql`DROP DATABASE IF EXISTS bench_restore`.execute(admin);
    await sql`CREATE DATABASE bench_restore`.execute(admin);
    await admin.destroy();
    restoreUrl = database.replace(/\/[^/]*$/, '/bench_restore');
  }
  const restore = await runCli('server/cli/restore.ts', ['--from', archive], {
    DATABASE_URL: restoreUrl,
    STORAGE_DIR: join(restoreDir, 'storage'),
  }).done;
  rmSync(restoreDir, { recursive: true, force: true });

  let copy: OperationsResult['copy'] = null;
  if (!postgres) {
    log('Measuring db:copy into a throw-away PostgreSQL ...');
    const target = await startTemporaryPostgres({ durable: true });
    try {
      const admin = connect(target.url());
      await sql`CREATE DATABASE copy_target`.execute(admin);
      await admin.destroy();
      const copied = await runCli(
        'server/cli/db-copy.ts',
        ['--from', database, '--to', target.url('copy_target')],
        {},
      ).done;
      copy = {
        seconds: copied.seconds,
        output: copied.output
          .split('\n')
          .filter((l) => l.startsWith('Copied'))
          .join(' '),
      };
    } finally {
      target.stop();
    }
  }
  return {
    photos,
    archiveBytes: statSync(archive).size,
    backupSeconds,
    listAlone: { ...combine([listAlone, listAfter]), latencies: undefined },
    listDuringBackup: { ...combine(slices), latencies: undefined },
    restoreSeconds: restore.seconds,
    copy,
  };
}
