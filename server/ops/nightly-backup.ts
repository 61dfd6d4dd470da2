import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { PROCESS_ID, claimLease, holdLeaseUntil } from '../work/leases.js';
import { pruneBackups, removeLeftovers, type BackupSource } from './backup.js';

/** The next time of day `at` (HH:MM, local) after `now`. */
export function nextRun(at: string, now = new Date()): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

const dayOf = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** A backup may take this long before another process may try the night again. */
const BACKUP_LEASE_MS = 60 * 60_000;

type Take = (source: BackupSource, outDir: string, at?: Date) => Promise<{ file: string }>;

const BACKUP_CLI = fileURLToPath(new URL('../cli/backup.ts', import.meta.url));

/**
 * A backup taken by `npm run backup`'s code in a process of its own, at a lower
 * priority: compressing and the database copy never hold up the server's answers
 * (compression runs synchronously in the process that packs the archive).
 */
export const backupInChildProcess: Take = (source, outDir) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', BACKUP_CLI, '--out', outDir], {
      env: { ...process.env, DATABASE_URL: source.databaseUrl, STORAGE_DIR: source.storageDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const file = /Backup written: (.+)/.exec(output)?.[1];
      if (code === 0 && file) resolve({ file });
      else reject(new Error(`backup failed (${code}): ${output.trim()}`));
    });
  });

/**
 * Tonight's backup, once across every process on the database: the process that
 * claims the night's lease takes it and keeps the lease for the day; one that dies
 * half-way lets another take it up once the lease has run out.
 */
export async function runNightlyBackup(
  db: Kysely<Database>,
  config: Pick<Config, 'databaseUrl' | 'storageDir' | 'backupDir' | 'backupKeepDays'>,
  at = new Date(),
  take: Take = backupInChildProcess,
) {
  if (!config.backupDir) return null;
  const lease = `backup:${dayOf(at)}`;
  if (!(await claimLease(db, lease, BACKUP_LEASE_MS, PROCESS_ID, at.getTime()))) return null;
  const backup = await take(config, config.backupDir, at);
  await holdLeaseUntil(db, lease, at.getTime() + 2 * 86_400_000);
  const removed = await pruneBackups(config.backupDir, config.backupKeepDays, at);
  return { ...backup, removed };
}

/** Schedules the nightly backup (`BACKUP_DIR`, `BACKUP_AT`, `BACKUP_KEEP`); off without BACKUP_DIR. */
export function scheduleNightlyBackups(
  db: Kysely<Database>,
  config: Config,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const plan = () => {
    if (!config.backupDir || stopped) return;
    const when = nextRun(config.backupAt);
    timer = setTimeout(() => {
      running = runNightlyBackup(db, config)
        .then((done) => {
          if (done) log.info({ file: done.file, removed: done.removed }, 'nightly backup taken');
        })
        .catch((error: unknown) => log.error({ err: error }, 'nightly backup failed'))
        .finally(plan);
    }, when.getTime() - Date.now());
    timer.unref();
  };
  // A backup killed half-way (this process's or the command line's) left its copy behind.
  if (config.backupDir)
    removeLeftovers(config.backupDir)
      .then((removed) => {
        if (removed.length) log.info({ removed }, 'removed what an interrupted backup left');
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not remove backup leftovers'));
  plan();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
