import { checkPlacesInScope, districtScope } from '../auth/scope.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { NOTIFICATION_FILTERS, type NotificationFilters } from '../../shared/notification.js';
import type { Database } from '../db/types.js';
import { auditedWrites } from '../audit/audited-write.js';
import type { DeliveryQueue } from './delivery.js';
import { audienceOf, countReach } from './audience.js';
import { lastMemberId, pendingAudience } from './fan-out.js';
import { resendRouting, resolveRouting, type Routing } from './routing.js';
import { notFound } from '../http/errors.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains, filtersKey, pageNumber, reusable, keptPages } from '../lists/list-query.js';
import { listOf, oneOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { listTotals } from '../lists/versioned-cache.js';
import {
  channelsRow,
  failureQuery,
  failureRow,
  filtersObject,
  notificationRow,
  reachBody,
  reachRow,
  sendBody,
} from '../../shared/contract/notification.js';
import { fullName } from '../../shared/names.js';
import { fillTemplate, smsParts } from '../../shared/messaging.js';
const tags = ['Notifications'];

/** The filters as stored: the product's names only, blanks left out. */
function storedFilters(
  body: Pick<z.infer<typeof sendBody>, 'filters'> & Record<string, unknown>,
): NotificationFilters {
  const source = body.filters ?? body;
  const out: NotificationFilters = {};
  for (const name of NOTIFICATION_FILTERS) {
    const value = (source as Record<string, unknown>)[name];
    if (value !== null && value !== undefined && value !== '') out[name] = value;
  }
  return out;
}

const readNotifications = reusable((db: Kysely<Database>) =>
  db
    .selectFrom('notifications')
    .leftJoin('notification_sendings as s', (join) =>
      join.onRef('s.notification_id', '=', 'notifications.id').on(
        's.id',
        '=',
        sql<number>`(SELECT max(id) FROM notification_sendings
          WHERE notification_sendings.notification_id = notifications.id)`,
      ),
    )
    .select((eb) => [
      'notifications.id',
      'notifications.title',
      'notifications.description',
      'notifications.allow_member',
      'notifications.filters',
      'notifications.sent_at',
      's.at',
      's.channel',
      's.state',
      's.recipients',
      's.delivered',
      's.failed',
      's.skipped',
      's.channels',
      's.counts',
      eb
        .selectFrom('notification_sendings')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('notification_sendings.notification_id', '=', 'notifications.id')
        .as('sendings_count'),
    ]),
);
type NotificationColumns = Awaited<
  ReturnType<ReturnType<typeof readNotifications>['executeTakeFirstOrThrow']>
>;
const shape = (row: NotificationColumns): z.infer<typeof notificationRow> => {
  let filters: Record<string, unknown> = {};
  try {
    filters = JSON.parse(row.filters) as Record<string, unknown>;
  } catch {
    // A stored value that does not read is shown as no filter.
  }
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    allow_member: row.allow_member === 1,
    filters,
    sent_at: row.sent_at,
    recipients_count: Number(row.recipients ?? 0),
    sendings_count: Number(row.sendings_count ?? 0),
    last_sending:
      row.at && row.channel && row.state
        ? {
            at: row.at,
            channel: row.channel,
            state: row.state,
            recipients: Number(row.recipients ?? 0),
            delivered: Number(row.delivered ?? 0),
            failed: Number(row.failed ?? 0),
            skipped: Number(row.skipped ?? 0),
            channels: readJson<string[]>(row.channels, ['push']),
            counts: readJson<Record<string, Record<string, number>>>(row.counts, {}),
          }
        : null,
  };
};
/** A stored JSON value, or `fallback` when there is none or it does not read. */
function readJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const findNotification = async (db: Kysely<Database>, id: number) => {
  const row = await readNotifications(db).where('notifications.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('notification');
  return shape(row);
};

/** A sending queued: its id and how many members it reaches. */
interface Queued {
  sendingId: number;
  reached: number;
  skipped: number;
}

/**
 * A new sending of a notification, in the write's transaction: its recipients
 * counted now, per channel as they will be routed, and its audience kept on it;
 * the delivery queue writes one delivery a member after the answer
 * (server/notification/fan-out.ts). Answers the sending's id and counts.
 */
async function queueSending(
  trx: Kysely<Database>,
  notificationId: number,
  filters: NotificationFilters,
  routing: Routing,
  scope: DistrictScope,
): Promise<Queued> {
  const at = new Date().toISOString();
  const reach = await countReach(trx, audienceOf(trx, filters, scope), routing.order, routing.push);
  const reached = reach.total - reach.skipped;
  const { id } = await trx
    .insertInto('notification_sendings')
    .values({
      notification_id: notificationId,
      at,
      channel: routing.label,
      state: 'queued',
      recipients: reached,
      skipped: reach.skipped,
      channels: JSON.stringify(routing.order),
      templates: JSON.stringify(routing.templates),
      audience: pendingAudience(filters, scope, routing.push, await lastMemberId(trx)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('notifications')
    .set({ sent_at: at })
    .where('id', '=', notificationId)
    .execute();
  return { sendingId: id, reached, skipped: reach.skipped };
}

const round = (rupees: number) => Math.round(rupees * 100) / 100;

/**
 * The SMS parts one message takes: the longest of the chosen templates, filled with
 * the notification's title and text and a typical name.
 */
async function smsPartsOf(
  db: Kysely<Database>,
  set: Routing['templates']['sms'],
  title = '',
  description = '',
) {
  const ids = Object.values(set ?? {});
  if (!ids.length) return 1;
  const rows = await db
    .selectFrom('message_templates')
    .select(['body', 'variables', 'language'])
    .where('id', 'in', ids)
    .execute();
  let parts = 1;
  for (const row of rows) {
    const variables = JSON.parse(row.variables) as string[];
    const sample = {
      first_name: 'Jashvantbhai',
      last_name: 'Patel',
      title,
      description,
      code: '123456',
      village: 'Vadnagar',
      village_gu: 'વડનગર',
    };
    const values = variables.map((tag) =>
      String((sample as Record<string, string>)[tag] ?? '01 January 2027'),
    );
    parts = Math.max(parts, smsParts(fillTemplate(row.body, values)).parts);
  }
  return parts;
}

/** The list's totals, kept until one of these tables is written. */
const notificationTotals = listTotals(['notifications']);
/** The list's pages, each statement compiled once per filters, order and page. */
const notificationPages = keptPages({
  columns: {
    id: 'notifications.id',
    title: 'notifications.title',
    sent_at: 'notifications.sent_at',
    recipients_count: 's.recipients',
  },
  default: 'notifications.sent_at',
  defaultDesc: true,
});

/** Notifications (docs/product.md §7): list, send to a segment or to everyone, resend, remove. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  deliveries: DeliveryQueue;
}> = async (app, { db, deliveries }) => {
  const notifications = auditedWrites(db, {
    resource: 'notifications',
    term: 'notification',
    find: findNotification,
    fields: [],
    label: (row) => row.title,
  });
  app.get(
    '/notification',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(notificationRow) } } },
    async ({ query: params }) => {
      let query = readNotifications(db);
      if (params.search)
        query = query.where(
          contains(['notifications.title', 'notifications.description'], params.search),
        );
      const key = filtersKey(params);
      const page = await notificationPages(db, key, query, params, notificationTotals(db, key));
      return { data: page.data.map(shape), total: page.total };
    },
  );

  app.get(
    '/notification/channels',
    { schema: { tags, response: { 200: oneOf(channelsRow) } } },
    async () => {
      const { providers } = deliveries;
      const about = (channel: 'whatsapp' | 'sms') => ({
        live: !!providers[channel],
        price: providers[channel]?.price ?? 0,
        rate: providers[channel]?.ratePerSecond ?? 0,
      });
      return {
        data: { push: deliveries.channel.name, whatsapp: about('whatsapp'), sms: about('sms') },
      };
    },
  );

  app.post(
    '/notification/reach',
    {
      config: { access: { resource: 'notification', action: 'create' } },
      schema: { tags, body: reachBody, response: { 200: oneOf(reachRow) } },
    },
    async (request) => {
      const { body } = request;
      const filters = storedFilters(body);
      await checkPlacesInScope(db, districtScope(request), filters);
      const routing = await resolveRouting(db, body, deliveries);
      const reach = await countReach(
        db,
        audienceOf(db, filters, districtScope(request)),
        routing.order,
        routing.push,
      );
      const priced = await Promise.all(
        reach.channels.map(async (c) => {
          if (c.channel === 'push') return { ...c, parts: 1, cost: 0 };
          const provider = deliveries.providers[c.channel]!;
          const parts =
            c.channel === 'sms'
              ? await smsPartsOf(db, routing.templates.sms, body.title, body.description)
              : 1;
          return { ...c, parts, cost: round(c.reach * parts * provider.price) };
        }),
      );
      return {
        data: {
          ...reach,
          channels: priced,
          cost: round(priced.reduce((sum, c) => sum + c.cost, 0)),
        },
      };
    },
  );

  app.get(
    '/notification/:id',
    { schema: { tags, params: idParams, response: { 200: oneOf(notificationRow) } } },
    async ({ params }) => ({ data: await findNotification(db, params.id) }),
  );

  app.get(
    '/notification/:id/failures',
    {
      schema: {
        tags,
        params: idParams,
        querystring: failureQuery,
        response: { 200: listOf(failureRow) },
      },
    },
    async ({ params, query }) => {
      const last = await db
        .selectFrom('notification_sendings')
        .select('id')
        .where('notification_id', '=', params.id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!last) {
        await findNotification(db, params.id);
        return { data: [], total: 0 };
      }
      const perPage = query.itemsPerPage === -1 ? 1000 : Math.min(query.itemsPerPage, 1000);
      let rows = db
        .selectFrom('notification_deliveries as d')
        .innerJoin('members', 'members.id', 'd.member_id')
        .where('d.sending_id', '=', last.id)
        .where('d.status', 'in', query.status ? [query.status] : ['failed', 'skipped', 'unknown']);
      if (query.channel) rows = rows.where('d.channel', '=', query.channel);
      const [page, total] = await Promise.all([
        rows
          .select([
            'd.id',
            'd.member_id',
            'members.first_name',
            'members.last_name',
            'members.mobile_no',
            'd.channel',
            'd.status',
            'd.error',
            'd.at',
          ])
          .orderBy('d.id')
          .limit(pageNumber(perPage))
          .offset(pageNumber((query.page - 1) * perPage))
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        data: page.map((row) => ({
          id: row.id,
          member_id: row.member_id,
          name: fullName(row.first_name, row.last_name),
          mobile_no: row.mobile_no,
          channel: row.channel,
          status: row.status,
          error: row.error,
          at: row.at,
        })),
        total: Number(total.n),
      };
    },
  );

  app.post(
    '/notification',
    {
      config: { access: { resource: 'notification', action: 'create' } },
      schema: { tags, body: sendBody, response: writeOf(notificationRow) },
    },
    async (request, reply) => {
      const { body } = request;
      const filters = storedFilters(body);
      await checkPlacesInScope(db, districtScope(request), filters);
      const routing = await resolveRouting(db, body, deliveries);
      let sent: Queued | undefined;
      const written = await notifications.create(
        async (trx) => {
          const { id } = await trx
            .insertInto('notifications')
            .values({
              title: body.title,
              description: body.description,
              allow_member: filters.allow_member ? 1 : 0,
              filters: JSON.stringify(filters),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          sent = await queueSending(trx, id, filters, routing, districtScope(request));
          return id;
        },
        {
          action: 'send',
          code: 'notification_sent',
          params: (row) => ({ smart_count: row.recipients_count }),
          details: () => ({
            filters,
            recipients: sent!.reached,
            skipped: sent!.skipped,
            channel: routing.label,
          }),
        },
      );
      deliveries.enqueue(sent!.sendingId);
      return reply.status(201).send(written);
    },
  );

  app.post(
    '/notification/resend/:id',
    {
      config: { access: { resource: 'notification', action: 'resend' } },
      schema: { tags, params: idParams, response: writeOf(notificationRow) },
    },
    async (request) => {
      const { params } = request;
      let sent: Queued | undefined;
      let stored: NotificationFilters = {};
      // Sent again by the channels and templates of its last sending, where they still work.
      const routing = await resendRouting(db, params.id, deliveries);
      const written = await notifications.update(
        params.id,
        async (trx, before) => {
          const filters = filtersObject.partial().safeParse(before.filters);
          stored = (filters.success ? before.filters : {}) as NotificationFilters;
          sent = await queueSending(trx, params.id, stored, routing, districtScope(request));
        },
        {
          action: 'resend',
          code: 'notification_resent',
          params: (row) => ({ smart_count: row.recipients_count }),
          details: () => ({
            filters: stored,
            recipients: sent!.reached,
            skipped: sent!.skipped,
            channel: routing.label,
          }),
        },
      );
      deliveries.enqueue(sent!.sendingId);
      return written;
    },
  );

  app.delete(
    '/notification/:id',
    { schema: { tags, params: idParams, response: writeOf(notificationRow) } },
    async ({ params }) => {
      // Its sendings stop (the one under way after the requests already on their
      // way), so nothing delivers or writes after the removal (docs/messaging.md).
      const withdrawn = await db
        .selectFrom('notification_sendings')
        .select('id')
        .where('notification_id', '=', params.id)
        .execute();
      const takeUp = await deliveries.withdraw(withdrawn.map((s) => s.id));
      const removed = notifications.remove(
        params.id,
        async (trx) => {
          const sendings = trx
            .selectFrom('notification_sendings')
            .select('id')
            .where('notification_id', '=', params.id);
          await trx
            .deleteFrom('notification_deliveries')
            .where('sending_id', 'in', sendings)
            .execute();
          await trx
            .deleteFrom('notification_sendings')
            .where('notification_id', '=', params.id)
            .execute();
          await trx
            .deleteFrom('notification_recipients')
            .where('notification_id', '=', params.id)
            .execute();
          await trx.deleteFrom('notifications').where('id', '=', params.id).execute();
        },
        { details: (row) => ({ sendings: row.sendings_count }) },
      );
      // Not removed (not found, or the write failed): its sendings go on.
      removed.catch(() => takeUp());
      return removed;
    },
  );
};
