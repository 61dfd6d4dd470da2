import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { takeBackup } from '../ops/backup.js';
import { runInBackground } from '../ops/background.js';

/**
 * `npm run backup -- --out DIR`: a consistent copy of the database and the
 * uploaded files into one dated archive, while the server runs and writes
 * (docs/deploy.md "Backups"). `--out` defaults to BACKUP_DIR.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
// A backup is background work: the server's answers come first on a busy machine.
runInBackground();
const config = configFromEnv();
const out = values.out ?? config.backupDir;
if (!out) {
  process.stderr.write('Where to? Give --out DIR (or set BACKUP_DIR).\n');
  process.exit(2);
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
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
