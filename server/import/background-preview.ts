import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportPreviewBody } from '../../shared/contract/import.js';
import { say } from '../../shared/contract/say.js';
import { renderEnglish } from '../../shared/messages.js';
import type { Database } from '../db/types.js';
import { ApiError } from '../http/errors.js';
import { releaseLease, renewLease } from '../work/leases.js';
import { claimImport } from './commit.js';
import { findImport, IMPORT_LEASE_MS, importLease, previewImport } from './store.js';

/**
 * Previews an import in the background (docs/import.md, "Long work"): the request
 * waits at most `waitMs` for it, then answers with the import `previewing` while the
 * work goes on, so a 50,000-row sheet against a large directory never outlives its
 * request. The preview holds the import's lease (as a commit does, renewed while it
 * runs), so two previews, or a preview and a commit, never run at once (409
 * import_busy); a server that stops mid-way leaves the preview before it in place,
 * shown as interrupted. A preview that fails keeps the import as it was and says why.
 */
export async function previewInBackground(
  db: Kysely<Database>,
  id: number,
  body: ImportPreviewBody,
  options: { waitMs: number; log: FastifyBaseLogger },
): Promise<void> {
  const found = await findImport(db, id);
  if (found.status === 'done' || found.rows_done > 0)
    throw new ApiError(409, say('import_finished'));
  await claimImport(db, id);
  const before = found.status === 'previewing' ? 'mapping' : found.status;
  await db
    .updateTable('imports')
    .set({ status: 'previewing', error: null })
    .where('id', '=', id)
    .execute();
  const lease = importLease(id);
  const renewing = setInterval(
    () => void renewLease(db, lease, IMPORT_LEASE_MS).catch(() => undefined),
    10_000,
  );
  // Never rejects: what fails is said on the import and in the log, so nothing is left
  // unhandled once the request has answered.
  const work = (async () => {
    try {
      await previewImport(db, id, body);
    } catch (error) {
      options.log.error({ err: error }, 'import preview failed');
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('imports')
        .set({
          status: before,
          error: renderEnglish({ code: 'import_preview_failed', params: { reason } }),
        })
        .where('id', '=', id)
        .execute()
        .catch((failed: unknown) => options.log.error({ err: failed }, 'import preview failed'));
    } finally {
      clearInterval(renewing);
      await releaseLease(db, lease).catch(() => undefined);
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work,
    new Promise((resolve) => (timer = setTimeout(resolve, options.waitMs))),
  ]);
  clearTimeout(timer);
}
