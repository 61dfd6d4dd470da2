import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types.js';
import { auditedWrites } from '../audit/audited-write.js';
import { conflict, notFound } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains, filtersKey, reusable, keptPages } from '../lists/list-query.js';
import { listOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { listTotals } from '../lists/versioned-cache.js';
import { templateBody, templateQuery, templateRow } from '../../shared/contract/messaging.js';
const tags = ['Messages'];

const readTemplates = reusable((db: Kysely<Database>) =>
  db
    .selectFrom('message_templates')
    .select([
      'id',
      'channel',
      'name',
      'dlt_template_id',
      'language',
      'purpose',
      'body',
      'variables',
      'status',
      'created_at',
      'updated_at',
    ]),
);
type Stored = Awaited<ReturnType<ReturnType<typeof readTemplates>['executeTakeFirstOrThrow']>>;
const shape = (row: Stored) =>
  ({ ...row, variables: JSON.parse(row.variables) as string[] }) as z.infer<typeof templateRow>;
const findTemplate = async (db: Kysely<Database>, id: number) => {
  const row = await readTemplates(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('message_template');
  return shape(row);
};

const templateTotals = listTotals(['message_templates']);
/** The list's pages, each statement compiled once per filters, order and page. */
const templatePages = keptPages({
  columns: {
    id: 'message_templates.id',
    name: 'message_templates.name',
    channel: 'message_templates.channel',
    language: 'message_templates.language',
    status: 'message_templates.status',
    updated_at: 'message_templates.updated_at',
  },
  default: 'message_templates.name',
});

/** The same name and language on one channel is one template at the provider. */
async function refuseTwin(
  db: Kysely<Database>,
  body: z.infer<typeof templateBody>,
  except?: number,
) {
  let query = db
    .selectFrom('message_templates')
    .select('id')
    .where('channel', '=', body.channel)
    .where('name', '=', body.name)
    .where('language', '=', body.language);
  if (except) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst()) throw conflict(say('record_exists'));
}

/**
 * Message templates (docs/messaging.md "Templates"): each WhatsApp or SMS template
 * as Meta approved it or DLT registered it, with what fills its variables and
 * whether it may be sent (approved).
 */
export const templateRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/message-templates',
    {
      schema: {
        tags,
        querystring: listQuery.extend(templateQuery.shape),
        response: { 200: listOf(templateRow) },
      },
    },
    async ({ query: params }) => {
      let query = readTemplates(db);
      if (params.search)
        query = query.where(
          contains(['message_templates.name', 'message_templates.body'], params.search),
        );
      if (params.channel) query = query.where('channel', '=', params.channel);
      if (params.status) query = query.where('status', '=', params.status);
      if (params.purpose) query = query.where('purpose', '=', params.purpose);
      if (params.language) query = query.where('language', '=', params.language);
      const key = filtersKey(params);
      const page = await templatePages(db, key, query, params, templateTotals(db, key));
      return { data: page.data.map(shape), total: page.total };
    },
  );

  const writes = auditedWrites(db, {
    resource: 'message_templates',
    term: 'message_template',
    find: findTemplate,
    fields: [
      'channel_name',
      'name',
      'dlt_template_id',
      'language',
      'purpose',
      'body',
      'variables',
      'status',
    ],
    compare: (row) => ({ ...row, channel_name: row.channel }),
    label: (row) => `${row.name} (${row.channel}, ${row.language})`,
  });

  const values = (body: z.infer<typeof templateBody>) => ({
    ...body,
    dlt_template_id: body.channel === 'sms' ? body.dlt_template_id : null,
    variables: JSON.stringify(body.variables),
    updated_at: new Date().toISOString(),
  });

  app.post(
    '/message-templates',
    { schema: { tags, body: templateBody, response: writeOf(templateRow) } },
    async ({ body }, reply) => {
      await refuseTwin(db, body);
      const written = await writes.create(
        async (trx) =>
          (
            await trx
              .insertInto('message_templates')
              .values(values(body))
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
      );
      return reply.status(201).send(written);
    },
  );

  app.put(
    '/message-templates/:id',
    { schema: { tags, params: idParams, body: templateBody, response: writeOf(templateRow) } },
    async ({ params, body }) => {
      await refuseTwin(db, body, params.id);
      return writes.update(params.id, async (trx) => {
        await trx
          .updateTable('message_templates')
          .set(values(body))
          .where('id', '=', params.id)
          .execute();
      });
    },
  );

  app.delete(
    '/message-templates/:id',
    { schema: { tags, params: idParams, response: writeOf(templateRow) } },
    async ({ params }) =>
      writes.remove(params.id, async (trx) => {
        await trx.deleteFrom('message_templates').where('id', '=', params.id).execute();
      }),
  );
};
