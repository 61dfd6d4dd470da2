import { filtersKey, pageNumber } from '../lists/list-query.js';
import { cappedCounts } from './capped-count.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { COUNT_CAP, labelSearch } from './label-search.js';
import { isPostgres } from '../db/dialect.js';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { AUDIT_ACTIONS } from './audit.js';
import { listQuery } from '../../shared/contract/list.js';
import { listOf, named, rowsOf } from '../../shared/contract/envelopes.js';
import { say } from '../../shared/contract/say.js';
import { id } from '../../shared/contract/fields.js';
import { completeRow } from '../lists/rows.js';
import { districtScope } from '../auth/scope.js';
import { withinScopeText } from './audit-scope.js';
import { auditRow } from '../../shared/contract/audit.js';
const tags = ['Audit'];
const DAY = 86_400_000;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, say('date_format'))
  .optional();
const auditQuery = listQuery.extend({
  user_id: id.optional(),
  resource: z.string().max(64).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  record_id: z.string().max(64).optional(),
  /** From this day on (inclusive), and up to this day (inclusive). */
  from: isoDay,
  to: isoDay,
});

const parsed = (text: string | null) =>
  text ? (JSON.parse(text) as Record<string, unknown>) : null;

/** The day after `day` (YYYY-MM-DD), for an inclusive upper bound. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + DAY).toISOString();

/**
 * `GET /audit/list`: the audit log, newest first, with filters by account,
 * resource, record, action and date range, and search by record label. An
 * endpoint of our own beside docs/product.md §7's. Events older than the retention period
 * are purged daily.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; config: Config }> = async (
  app,
  { db, config },
) => {
  const counts = cappedCounts();
  app.get(
    '/audit/list',
    { schema: { tags, querystring: auditQuery, response: { 200: listOf(auditRow) } } },
    async (request) => {
      const params = request.query;
      const scope = districtScope(request);
      let query = db
        .selectFrom('audit_events')
        .select([
          'id',
          'at',
          'user_id',
          'user_name',
          'action',
          'resource',
          'record_id',
          'label',
          'changes',
          'details',
          'ip',
        ]);
      // A coordinator reads the events of its districts' members (and what hangs on
      // them), and its own.
      if (scope) {
        const self = request.user?.id ?? 0;
        query = query.where((eb) =>
          eb.or([eb('district_id', 'in', [...scope, 0]), eb('user_id', '=', self)]),
        );
      }
      // Who looked at what is for administrators (docs/security.md "Who looked").
      if (request.user?.role !== 'administrator') query = query.where('action', '<>', 'access');
      if (params.user_id) query = query.where('user_id', '=', params.user_id);
      if (params.resource) query = query.where('resource', '=', params.resource);
      if (params.record_id) query = query.where('record_id', '=', params.record_id);
      if (params.action) query = query.where('action', '=', params.action);
      if (params.from) query = query.where('at', '>=', `${params.from.slice(0, 10)}T00:00:00.000Z`);
      if (params.to) query = query.where('at', '<', nextDay(params.to));
      const search = params.search ? await labelSearch(db, params.search) : null;
      if (search) query = query.where(search.where);
      // The search and nothing else: its own count is the total (the cap past it).
      const onlySearched =
        !!search &&
        !scope &&
        request.user?.role === 'administrator' &&
        !params.user_id &&
        !params.resource &&
        !params.record_id &&
        !params.action &&
        !params.from &&
        !params.to;
      // The log grows to millions of events: the total is counted up to a cap
      // (a page far past it is never asked for), the page read by the `at` index.
      const limit = params.itemsPerPage > 0 ? params.itemsPerPage : COUNT_CAP;
      const offset = params.itemsPerPage > 0 ? (params.page - 1) * params.itemsPerPage : 0;
      const newestFirst = params.sortDesc !== false;
      // A common term alone: the page's ids from the index, then their events.
      const paged =
        onlySearched && search.many && search.byIndex
          ? query
              .clearWhere()
              .where('id', 'in', [0, ...(await search.byIndex(limit, offset, newestFirst))])
          : query.limit(pageNumber(limit)).offset(pageNumber(offset));
      const [counted, rows] = await Promise.all([
        onlySearched
          ? Math.min(search.matches, COUNT_CAP)
          : counts(
              db,
              filtersKey({
                ...params,
                scope: scope ?? undefined,
                self: scope ? (request.user?.id ?? 0) : undefined,
                role: request.user?.role,
              }),
              async () =>
                Number(
                  (
                    await db
                      .selectFrom(
                        query
                          .clearSelect()
                          .select(sql`1`.as('one'))
                          // PostgreSQL would otherwise read the table from its start for
                          // the first 10,000 matches of a common filter; in time order it
                          // walks the filter's index (an action and a resource: 31 → 5 ms).
                          // A date range finds its rows through an index already.
                          .$if(isPostgres(db) && !params.from && !params.to, (q) =>
                            q.orderBy('at', 'desc'),
                          )
                          .limit(COUNT_CAP)
                          .as('capped'),
                      )
                      .select((eb) => eb.fn.countAll<number>().as('total'))
                      .executeTakeFirstOrThrow()
                  ).total,
                ),
            ),
        paged
          .orderBy('at', newestFirst ? 'desc' : 'asc')
          .orderBy('id', newestFirst ? 'desc' : 'asc')
          .execute(),
      ]);
      const data = rows.map((row) =>
        completeRow(row, { changes: parsed(row.changes), details: parsed(row.details) }),
      );
      return { data: await withinScopeText(db, scope, data), total: counted };
    },
  );

  /**
   * The accounts, for the log's account filter: every account for an
   * administrator, the reader's own for anyone else (a coordinator or a viewer is
   * not given the list of every account's name; the log stays available to them).
   */
  app.get(
    '/audit/accounts',
    { schema: { tags, response: { 200: rowsOf(named) } } },
    async (request) => {
      let accounts = db.selectFrom('users').select(['id', 'name']).orderBy('name');
      if (request.user?.role !== 'administrator')
        accounts = accounts.where('id', '=', request.user?.id ?? 0);
      return { data: await accounts.execute() };
    },
  );

  const retentionMs = config.auditRetentionDays * DAY;
  const purge = () =>
    db
      .deleteFrom('audit_events')
      .where('at', '<', new Date(Date.now() - retentionMs).toISOString())
      .execute();
  await purge();
  const timer = setInterval(() => {
    purge().catch((error: unknown) => app.log.error(error));
  }, DAY);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
