import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { takeBackup } from './backup.js';

/**
 * What `npm run backup -- --out DIR` does once its process is background work
 * (server/cli/backup.ts): a consistent copy of the database and the uploaded files
 * into one dated archive, while the server runs and writes (docs/deploy.md
 * "Backups"). `--out` defaults to BACKUP_DIR. Answers the process's exit code.
 */
export async function backupCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const config = configFromEnv();
  const out = values.out ?? config.backupDir;
  if (!out) {
    process.stderr.write('Where to? Give --out DIR (or set BACKUP_DIR).\n');
    return 2;
  }
  try {
    const { file, manifest, ms } = await takeBackup(config, out);
    const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
    const photos = manifest.files.filter((f) => f.path.startsWith('storage/')).length;
    process.stdout.write(
      `Backup written: ${file}\n` +
        `  ${manifest.database} database and ${photos} uploaded files, ${(bytes / 1e6).toFixed(1)} MB before compression, in ${(ms / 1000).toFixed(1)} s\n` +
        `  checksum: ${file}.sha256 (sha256sum -c checks a copy)\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
    return 1;
  }
}
