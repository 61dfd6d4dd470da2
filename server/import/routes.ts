import { pageNumber } from '../lists/list-query.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { claimImport, commitImport } from './commit.js';
import { createImport, readImport, readRows, shownStatus } from './store.js';
import { previewInBackground } from './background-preview.js';
import type { Config } from '../config.js';
import { MULTIPART } from '../uploads/multipart.js';
import { ApiError, notFound } from '../http/errors.js';
import { listOf, oneOf, said } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { listQuery } from '../../shared/contract/list.js';
import {
  importCommitBody,
  importPreviewBody,
  importRow,
  importRowBody,
  importRowsQuery,
  importState,
  importSummary,
  importUpload,
  type ImportPreviewBody,
} from '../../shared/contract/import.js';
import { say } from '../../shared/contract/say.js';

const tags = ['Import'];
const withState = z.object({ ...said, data: importState });

/**
 * Importing members from a spreadsheet (docs/import.md, docs/api.md): upload,
 * map the columns, preview, accept rows, import in the background with progress.
 * Administrators only (the default for writes; reads are said here).
 */
export const importRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: Pick<Config, 'importAnswerWaitMs'>;
}> = async (app, { db, config: settings }) => {
  const config = { access: { resource: 'imports' } } as const;
  /** The preview runs in the background; the request waits for it only so long. */
  const preview = (id: number, body: ImportPreviewBody) =>
    previewInBackground(db, id, body, {
      waitMs: settings.importAnswerWaitMs,
      log: app.log,
    });

  app.post(
    '/members/import',
    {
      schema: {
        tags,
        consumes: MULTIPART,
        body: importUpload,
        response: { 201: oneOf(importState) },
      },
    },
    async (request, reply) => {
      const { file, sheet } = request.body;
      const id = await createImport(
        db,
        { name: file.filename, data: file.buffer, sheet },
        request.user?.id ?? null,
      );
      await preview(id, {});
      return reply.status(201).send({ data: await readImport(db, id) });
    },
  );

  app.get(
    '/members/import/:id',
    { config, schema: { tags, params: idParams, response: { 200: oneOf(importState) } } },
    async ({ params }) => ({ data: await readImport(db, params.id) }),
  );

  app.post(
    '/members/import/:id/preview',
    {
      schema: {
        tags,
        params: idParams,
        body: importPreviewBody,
        response: { 200: oneOf(importState) },
      },
    },
    async ({ params, body }) => {
      await preview(params.id, body);
      return { data: await readImport(db, params.id) };
    },
  );

  app.get(
    '/members/import',
    {
      config,
      schema: { tags, querystring: listQuery, response: { 200: listOf(importSummary) } },
    },
    async ({ query }) => {
      const perPage = query.itemsPerPage > 0 ? query.itemsPerPage : 1000;
      const [{ n }, page] = await Promise.all([
        db
          .selectFrom('imports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('imports')
          .select([
            'id',
            'file_name',
            'sheet',
            'status',
            'error',
            'rows_total',
            'rows_done',
            'created_at',
          ])
          .orderBy('id', 'desc')
          .limit(pageNumber(perPage))
          .offset(pageNumber((query.page - 1) * perPage))
          .execute(),
      ]);
      return {
        total: Number(n),
        data: await Promise.all(
          page.map(async ({ error, ...i }) => ({
            ...i,
            status: (await shownStatus(db, { ...i, error })).status,
            created_at: String(i.created_at),
          })),
        ),
      };
    },
  );

  app.get(
    '/members/import/rows',
    {
      config,
      schema: {
        tags,
        querystring: importRowsQuery,
        response: { 200: listOf(importRow) },
      },
    },
    async ({ query }) => readRows(db, query),
  );

  app.put(
    '/members/import/rows/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: importRowBody,
        response: { 200: withState },
      },
    },
    async ({ params, body }) => {
      const row = await db
        .selectFrom('import_rows')
        .select(['import_id', 'line', 'outcome', 'status', 'head_line'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!row) throw notFound('record');
      // A preview under way rewrites every row: a choice made meanwhile would be lost.
      const { status } = await readImport(db, row.import_id);
      if (status === 'previewing') throw new ApiError(409, say('import_busy'));
      // A family member waits for its head (a head left out leaves no family to join).
      if (body.accepted && row.head_line) {
        const head = await db
          .selectFrom('import_rows')
          .select('accepted')
          .where('import_id', '=', row.import_id)
          .where('line', '=', row.head_line)
          .executeTakeFirst();
        if (head && !head.accepted)
          throw new ApiError(409, say('import_head_not_accepted', { line: row.head_line }));
      }
      // Rows with problems, and members already in the directory, cannot be accepted.
      const acceptable = row.outcome !== 'skipped' && row.outcome !== 'in_directory';
      if (row.status === 'pending' && (acceptable || !body.accepted))
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('import_rows')
            .set({ accepted: body.accepted ? 1 : 0 })
            .where('id', '=', params.id)
            .execute();
          // A head takes the rows joining it along, in or out.
          await trx
            .updateTable('import_rows')
            .set({ accepted: body.accepted ? 1 : 0 })
            .where('import_id', '=', row.import_id)
            .where('head_line', '=', row.line)
            .where('outcome', '=', 'joins_row')
            .where('status', '=', 'pending')
            .execute();
        });
      return {
        message: say('record_updated', { label: 'record' }),
        data: await readImport(db, row.import_id),
      };
    },
  );

  app.post(
    '/members/import/:id/commit',
    { schema: { tags, params: idParams, body: importCommitBody, response: { 202: withState } } },
    async (request, reply) => {
      const { id } = request.params;
      const gujaratiNames = request.body?.gujarati_names ?? [];
      const state = await readImport(db, id);
      if (state.status === 'mapping') throw new ApiError(409, say('import_not_previewed'));
      if (state.status === 'done') throw new ApiError(409, say('import_finished'));
      // One commit of an import at a time, in this process or another.
      await claimImport(db, id);
      // Importing from now on, so the screen that reads the state next follows it.
      await db
        .updateTable('imports')
        .set({ status: 'importing', error: null })
        .where('id', '=', id)
        .execute();
      const user = request.user ? { id: request.user.id, name: request.user.name } : null;
      // In the background: the screen follows the progress through GET /members/import/{id}.
      void commitImport(db, id, { user, claimed: true, gujaratiNames }).catch((error: unknown) =>
        app.log.error({ err: error }, 'import failed'),
      );
      const accepted = state.counts.accepted ?? 0;
      return reply.status(202).send({
        message: say('import_started', { smart_count: accepted }),
        data: await readImport(db, id),
      });
    },
  );
};
