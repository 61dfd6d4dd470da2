import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { audit } from '../audit/audit.js';
import { notFound } from '../http/errors.js';
import { listBackups } from './backup.js';
import { rowsOf } from '../../shared/contract/envelopes.js';
import { backupRow } from '../../shared/contract/backup.js';

const tags = ['Backups'];

/**
 * The nightly backups for the account menu: the archives kept in `BACKUP_DIR`
 * (none when it is unset), and the newest one to download, each download in the
 * audit log.
 */
export const backupRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  backupDir?: string;
}> = async (app, { db, backupDir }) => {
  const archives = () => (backupDir ? listBackups(backupDir) : Promise.resolve([]));

  // A backup holds every district's members: administrators only.
  const config = { access: { resource: 'backups' } } as const;
  app.get(
    '/backups',
    { config, schema: { tags, response: { 200: rowsOf(backupRow) } } },
    async () => ({
      data: (await archives()).map(({ name, size, created_at }) => ({
        id: name,
        name,
        size,
        created_at,
      })),
    }),
  );

  app.get('/backups/latest', { config, schema: { tags } }, async (request, reply) => {
    const [latest] = await archives();
    if (!latest) throw notFound('backup');
    // A backup holds every member (docs/security.md "Who looked").
    await audit(db, {
      action: 'export',
      resource: 'backups',
      label: latest.name,
      details: { everyone: true },
      request,
    });
    return reply
      .header('Content-Type', 'application/zstd')
      .header('Content-Length', latest.size)
      .header('Content-Disposition', `attachment; filename="${latest.name}"`)
      .send(createReadStream(latest.file));
  });
};
