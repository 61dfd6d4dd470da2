import { runInBackground } from '../ops/background.js';

/**
 * `npm run backup -- --out DIR`: a consistent copy of the database and the
 * uploaded files into one dated archive, while the server runs and writes
 * (docs/deploy.md "Backups"). `--out` defaults to BACKUP_DIR.
 *
 * A backup is background work: the server's answers come first on a busy machine.
 * The process becomes it before the backup's code is loaded, so that loading and
 * compiling it (half a second of CPU) already gives way to the server's requests.
 */
runInBackground();
const { backupCommand } = await import('../ops/backup-command.js');
process.exitCode = await backupCommand(process.argv.slice(2));
