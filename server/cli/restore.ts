import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.js';
import { ArchiveError, RestoreRefused, restoreBackup } from '../ops/restore.js';

/**
 * `npm run restore -- --from FILE`: checks the archive's checksums, then restores
 * it into the configured data folder (DATA_DIR, DATABASE_URL, STORAGE_DIR), which
 * must be empty; a damaged archive or a non-empty target is refused and nothing
 * is written (docs/deploy.md "Backups").
 */
const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  process.stderr.write('Which archive? Give --from FILE.\n');
  process.exit(2);
}
const config = configFromEnv();
try {
  const manifest = await restoreBackup(values.from, config);
  const photos = manifest.files.filter((f) => f.path.startsWith('storage/')).length;
  process.stdout.write(
    `Restored the backup of ${manifest.created_at} (checksums verified):\n` +
      `  ${manifest.database} database → ${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')}\n` +
      `  ${photos} uploaded files → ${config.storageDir}\n` +
      'Start the server (npm start); it brings an older database up to date itself.\n',
  );
} catch (error) {
  const known = error instanceof ArchiveError || error instanceof RestoreRefused;
  process.stderr.write(`Not restored: ${(error as Error).message}\n`);
  process.exit(known ? 3 : 1);
}
