import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import { unplanned } from '../db/dialect.js';
import { auditedWrites } from '../audit/audited-write.js';
import { notFound } from '../http/errors.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains, fetchPage, type Sorting, filtersKey, reusable } from '../lists/list-query.js';
import { publishBody } from '../../shared/contract/scheduled.js';
import { listOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { completeRow, withStatus } from '../lists/rows.js';
import { listTotals } from '../lists/versioned-cache.js';
import { eventRow, eventBody } from '../../shared/contract/event.js';
const tags = ['Events'];

const readEvents = reusable((db: Kysely<Database>) =>
  db.selectFrom('events').select(['id', 'name', 'start_date', 'time', 'status']),
);
const shapeEvent = (row: {
  id: number;
  name: string;
  start_date: string;
  time: number;
  status: number;
}) => {
  const past = new Date(row.start_date).getTime() + row.time * 60_000 < Date.now();
  return completeRow(withStatus(row), { past });
};
const findEvent = async (db: Kysely<Database>, eventId: number) => {
  const row = await readEvents(db).where('id', '=', eventId).executeTakeFirst();
  if (!row) throw notFound('event');
  return shapeEvent(row);
};

/**
 * Upcoming first (the soonest first), then the past ones, the latest first: the
 * order an office reads its calendar in. Dates are ISO text in UTC, so they sort
 * as text, and "now" is the same text. Each part is read through the start date's
 * index, so a page never sorts every event.
 */
const upcomingFirst = (): Sorting['defaultParts'] => {
  // The moment is kept from the planner: the plan is the index's either way (server/db/dialect.ts).
  const now = unplanned(new Date().toISOString(), 'text');
  return {
    first: sql<SqlBool>`events.start_date >= ${now}`,
    rest: sql<SqlBool>`events.start_date < ${now}`,
    orders: [
      ['events.start_date', 'asc'],
      ['events.start_date', 'desc'],
    ],
  };
};

/** The list's totals, kept until one of these tables is written. */
const eventTotals = listTotals(['events']);

/** Events (docs/product.md §7 "Events"): list, add, edit, live or off, delete. */
export const eventRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/events',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(eventRow) } } },
    async ({ query: params }) => {
      let query = readEvents(db);
      if (params.search) query = query.where(contains(['events.name'], params.search));
      const page = await fetchPage(
        query,
        params,
        {
          columns: {
            id: 'events.id',
            name: 'events.name',
            start_date: 'events.start_date',
            time: 'events.time',
            status: 'events.status',
          },
          default: 'events.start_date',
          defaultParts: upcomingFirst(),
        },
        eventTotals(db, filtersKey(params)),
      );
      return { data: page.data.map(shapeEvent), total: page.total };
    },
  );

  const writes = auditedWrites(db, {
    resource: 'events',
    term: 'event',
    find: findEvent,
    fields: ['name', 'start_date', 'time', 'status'],
  });

  app.post(
    '/events',
    { schema: { tags, body: eventBody, response: writeOf(eventRow) } },
    async ({ body }, reply) => {
      const written = await writes.create(async (trx) => {
        const { id } = await trx
          .insertInto('events')
          .values({ ...body, status: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      });
      return reply.status(201).send(written);
    },
  );

  app.put(
    '/events/:id',
    { schema: { tags, params: idParams, body: eventBody, response: writeOf(eventRow) } },
    async ({ params, body }) =>
      writes.update(params.id, async (trx) => {
        await trx.updateTable('events').set(body).where('id', '=', params.id).execute();
      }),
  );

  // Flips from the status the client saw, so a retried request lands on the same result.
  app.post(
    '/events/publish',
    { schema: { tags, body: publishBody, response: writeOf(eventRow) } },
    async ({ body }) => writes.status(body.id, body.status !== 1),
  );

  app.delete(
    '/events/:id',
    { schema: { tags, params: idParams, response: writeOf(eventRow) } },
    async ({ params }) =>
      writes.remove(params.id, async (trx) => {
        await trx.deleteFrom('events').where('id', '=', params.id).execute();
      }),
  );
};
