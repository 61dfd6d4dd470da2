import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { auditedWrites } from '../audit/audited-write.js';
import { notFound } from '../http/errors.js';
import { contains, fetchPage, filtersKey, reusable } from '../lists/list-query.js';
import { withStatus } from '../lists/rows.js';
import { listTotals } from '../lists/versioned-cache.js';
import { listQuery } from '../../shared/contract/list.js';
import { listOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import {
  announcementBody,
  announcementRow,
  announcementStatus,
} from '../../shared/contract/announcement.js';

const tags = ['Announcements'];

const readAnnouncements = reusable((db: Kysely<Database>) =>
  db.selectFrom('announcements').select(['id', 'title', 'body', 'status', 'created_at']),
);
const findAnnouncement = async (db: Kysely<Database>, id: number) => {
  const row = await readAnnouncements(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('announcement');
  return withStatus(row);
};
const totals = listTotals(['announcements']);

/** Announcements: list (newest first), add, edit, live or off, delete. */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/announcements',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(announcementRow) } } },
    async ({ query: params }) => {
      let query = readAnnouncements(db);
      if (params.search)
        query = query.where(contains(['announcements.title', 'announcements.body'], params.search));
      const page = await fetchPage(
        query,
        params,
        {
          columns: {
            id: 'announcements.id',
            title: 'announcements.title',
            status: 'announcements.status',
            created_at: 'announcements.created_at',
          },
          default: 'announcements.created_at',
          defaultDesc: true,
        },
        totals(db, filtersKey(params)),
      );
      return { data: page.data.map(withStatus), total: page.total };
    },
  );

  const writes = auditedWrites(db, {
    resource: 'announcements',
    term: 'announcement',
    find: findAnnouncement,
    fields: ['title', 'body', 'status'],
    label: (row) => row.title,
  });

  app.post(
    '/announcements',
    { schema: { tags, body: announcementBody, response: writeOf(announcementRow) } },
    async ({ body }, reply) =>
      reply.status(201).send(
        await writes.create(
          async (trx) =>
            (
              await trx
                .insertInto('announcements')
                .values({ ...body, status: 0 })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
        ),
      ),
  );

  app.put(
    '/announcements/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: announcementBody,
        response: writeOf(announcementRow),
      },
    },
    async ({ params, body }) =>
      writes.update(params.id, async (trx) => {
        await trx.updateTable('announcements').set(body).where('id', '=', params.id).execute();
      }),
  );

  app.put(
    '/announcements/status/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: announcementStatus,
        response: writeOf(announcementRow),
      },
    },
    async ({ params, body }) => writes.status(params.id, body.status),
  );

  app.delete(
    '/announcements/:id',
    { schema: { tags, params: idParams, response: writeOf(announcementRow) } },
    async ({ params }) =>
      writes.remove(params.id, async (trx) => {
        await trx.deleteFrom('announcements').where('id', '=', params.id).execute();
      }),
  );
};
