import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { mergePair } from './merge.js';
import { withSides } from './pairs.js';
import { scanRunner } from './scan.js';
import { personName } from '../audit/audit.js';
import { auditedWrites } from '../audit/audited-write.js';
import { ApiError, notFound } from '../http/errors.js';
import {
  duplicatePair,
  duplicatesQuery,
  mergeBody,
  scanState,
} from '../../shared/contract/duplicates.js';
import { listOf, oneOf, said } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { say } from '../../shared/contract/say.js';

const tags = ['Duplicates'];
const PAIR_COLUMNS = [
  'id',
  'member_a',
  'member_b',
  'score',
  'reasons',
  'source',
  'status',
  'sides',
  'created_at',
] as const;

/**
 * Possible duplicates (docs/duplicates.md, docs/api.md): the pairs the finder
 * keeps, a decision on one (not a duplicate, or a merge), and the scan of the
 * whole directory. Administrators only.
 */
export const duplicateRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: Config;
}> = async (app, { db, config }) => {
  const readers = { access: { resource: 'duplicates' } } as const;
  const scan = scanRunner(db, (error) => app.log.error({ err: error }, 'duplicate scan failed'));

  const readPair = async (from: Kysely<Database>, id: number) => {
    const row = await from
      .selectFrom('duplicate_pairs')
      .select(PAIR_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    const [pair] = row
      ? await withSides(from, [{ ...row, created_at: String(row.created_at) }])
      : [];
    if (!pair) throw notFound('record');
    return pair;
  };
  /** A pair's decisions are logged on its first member, naming the other. */
  const pairs = auditedWrites(db, {
    resource: 'members',
    term: 'record',
    find: readPair,
    fields: [],
    recordId: (pair) => pair.a.id,
    label: (pair) => personName(pair.a),
  });

  app.get(
    '/duplicates',
    {
      config: readers,
      schema: { tags, querystring: duplicatesQuery, response: { 200: listOf(duplicatePair) } },
    },
    async ({ query }) => {
      let pairs = db.selectFrom('duplicate_pairs').where('status', '=', query.status);
      if (query.source) pairs = pairs.where('source', '=', query.source);
      const perPage = query.itemsPerPage > 0 ? query.itemsPerPage : 1000;
      const [{ n }, page] = await Promise.all([
        pairs.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        pairs
          .select(PAIR_COLUMNS)
          .orderBy('score', 'desc')
          .orderBy('id')
          .limit(perPage)
          .offset((query.page - 1) * perPage)
          .execute(),
      ]);
      return {
        total: Number(n),
        data: await withSides(
          db,
          page.map((p) => ({ ...p, created_at: String(p.created_at) })),
        ),
      };
    },
  );

  app.get(
    '/duplicates/scan',
    { config: readers, schema: { tags, response: { 200: oneOf(scanState) } } },
    async () => ({ data: await scan.state() }),
  );

  app.post(
    '/duplicates/scan',
    { schema: { tags, response: { 202: z.object({ ...said, data: scanState }) } } },
    async (_request, reply) => {
      if (!(await scan.start())) throw new ApiError(409, say('scan_busy'));
      return reply.status(202).send({ message: say('scan_started'), data: await scan.state() });
    },
  );

  app.get(
    '/duplicates/:id',
    {
      config: readers,
      schema: { tags, params: idParams, response: { 200: oneOf(duplicatePair) } },
    },
    async ({ params }) => ({ data: await readPair(db, params.id) }),
  );

  app.post(
    '/duplicates/:id/dismiss',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ ...said, data: duplicatePair }) },
      },
    },
    async (request) => {
      const dismiss = async (trx: Kysely<Database>, pair: { id: number; status: string }) => {
        if (pair.status !== 'open') throw new ApiError(409, say('pair_decided'));
        await trx
          .updateTable('duplicate_pairs')
          .set({
            status: 'dismissed',
            decided_by: request.user?.id ?? null,
            decided_at: new Date().toISOString(),
          })
          .where('id', '=', pair.id)
          .execute();
      };
      return pairs.update(request.params.id, dismiss, {
        action: 'not_duplicate',
        code: 'pair_dismissed',
        details: (pair) => ({ other: `${personName(pair.b)} (#${pair.b.id})` }),
      });
    },
  );

  app.post(
    '/duplicates/:id/merge',
    {
      schema: {
        tags,
        params: idParams,
        body: mergeBody,
        response: {
          200: z.object({
            ...said,
            data: z.object({ kept: z.number().int(), merged: z.number().int() }),
          }),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const pair = await db
        .selectFrom('duplicate_pairs')
        .select(['member_a', 'member_b'])
        .where('id', '=', id)
        .executeTakeFirst();
      const written = await mergePair(
        db,
        config.storageDir,
        id,
        request.body,
        request.user?.id ?? null,
      );
      const kept = written.data.id;
      return {
        message: written.message,
        data: { kept, merged: pair!.member_a === kept ? pair!.member_b : pair!.member_a },
      };
    },
  );
};
