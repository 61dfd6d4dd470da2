import { checkPlacesInScope, districtScope, withinScope } from '../auth/scope.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import {
  memberFiltersOf,
  NOTIFICATION_FILTERS,
  type NotificationFilters,
} from '../../shared/notification.js';
import type { Database } from '../db/types.js';
import { auditedWrites } from '../audit/audited-write.js';
import type { DeliveryQueue } from './delivery.js';
import { notFound } from '../http/errors.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains, fetchPage, filtersKey, reusable } from '../lists/list-query.js';
import { applyMemberFilters } from '../member/filters.js';
import { memberFilters } from '../../shared/contract/member-filters.js';
import { listOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { listTotals } from '../lists/versioned-cache.js';
import { filtersObject, sendBody, notificationRow } from '../../shared/contract/notification.js';
const tags = ['Notifications'];

/** The filters as stored: the product's names only, blanks left out. */
function storedFilters(body: z.infer<typeof sendBody>): NotificationFilters {
  const source = body.filters ?? body;
  const out: NotificationFilters = {};
  for (const name of NOTIFICATION_FILTERS) {
    const value = (source as Record<string, unknown>)[name];
    if (value !== null && value !== undefined && value !== '') out[name] = value;
  }
  return out;
}

/**
 * The members a notification reaches: exactly the members list's rows for the same
 * filters, within the sender's districts (a coordinator's "everyone" is its districts').
 */
const recipients = (db: Kysely<Database>, filters: NotificationFilters, scope: DistrictScope) => {
  const parsed = memberFilters.parse(memberFiltersOf(filters));
  return applyMemberFilters(db, db.selectFrom('members'), {
    ...parsed,
    district_id: withinScope(parsed.district_id, scope),
  });
};

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
          }
        : null,
  };
};
const findNotification = async (db: Kysely<Database>, id: number) => {
  const row = await readNotifications(db).where('notifications.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('notification');
  return shape(row);
};

/** A sending queued: its id and how many members it reaches. */
interface Queued {
  sendingId: number;
  reached: number;
}

/**
 * A new sending of a notification: its recipients resolved now and queued, one
 * delivery each, in the write's transaction. Answers the sending's id and count.
 */
async function queueSending(
  trx: Kysely<Database>,
  notificationId: number,
  filters: NotificationFilters,
  channel: string,
  scope: DistrictScope,
): Promise<Queued> {
  const at = new Date().toISOString();
  const { id } = await trx
    .insertInto('notification_sendings')
    .values({ notification_id: notificationId, at, channel, state: 'queued', recipients: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('notification_deliveries')
    .columns(['sending_id', 'member_id', 'status'])
    .expression(
      recipients(trx, filters, scope).select([
        sql<number>`${id}`.as('sending_id'),
        'members.id',
        sql<string>`'queued'`.as('status'),
      ]),
    )
    .executeTakeFirst();
  const reached = Number(inserted.numInsertedOrUpdatedRows ?? 0);
  await trx
    .updateTable('notification_sendings')
    .set({ recipients: reached })
    .where('id', '=', id)
    .execute();
  await trx
    .updateTable('notifications')
    .set({ sent_at: at })
    .where('id', '=', notificationId)
    .execute();
  return { sendingId: id, reached };
}

/** The list's totals, kept until one of these tables is written. */
const notificationTotals = listTotals(['notifications']);

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
      const page = await fetchPage(
        query,
        params,
        {
          columns: {
            id: 'notifications.id',
            title: 'notifications.title',
            sent_at: 'notifications.sent_at',
            recipients_count: 's.recipients',
          },
          default: 'notifications.sent_at',
          defaultDesc: true,
        },
        notificationTotals(db, filtersKey(params)),
      );
      return { data: page.data.map(shape), total: page.total };
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
          sent = await queueSending(
            trx,
            id,
            filters,
            deliveries.channel.name,
            districtScope(request),
          );
          return id;
        },
        {
          action: 'send',
          code: 'notification_sent',
          params: (row) => ({ smart_count: row.recipients_count }),
          details: () => ({ filters, recipients: sent!.reached, channel: deliveries.channel.name }),
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
      const written = await notifications.update(
        params.id,
        async (trx, before) => {
          const filters = filtersObject.partial().safeParse(before.filters);
          stored = (filters.success ? before.filters : {}) as NotificationFilters;
          sent = await queueSending(
            trx,
            params.id,
            stored,
            deliveries.channel.name,
            districtScope(request),
          );
        },
        {
          action: 'resend',
          code: 'notification_resent',
          params: (row) => ({ smart_count: row.recipients_count }),
          details: () => ({
            filters: stored,
            recipients: sent!.reached,
            channel: deliveries.channel.name,
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
      // A sending still being delivered finishes first, so nothing writes after the delete.
      await deliveries.idle();
      return notifications.remove(
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
    },
  );
};
