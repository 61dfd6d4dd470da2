import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { AUDIT_ACTIONS } from './audit.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains } from '../lists/list-query.js';
import { listOf, named, rowsOf } from '../../shared/contract/envelopes.js';
import { say } from '../../shared/contract/say.js';
import { id } from '../../shared/contract/fields.js';
import { completeRow } from '../lists/rows.js';
import { districtScope } from '../auth/scope.js';
import { withinScopeText } from './audit-scope.js';
import { auditRow } from '../../shared/contract/audit.js';
const tags = ['Audit'];
const DAY = 86_400_000;
/** The total counts at most this many events ("10,000+" on the screen). */
const COUNT_CAP = 10_000;

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
 * Events whose label holds `term`, in any case. Through the labels' trigram index
 * (migration 0034): on SQLite FTS5 for a term of 3 letters or more (a shorter one
 * reads the labels), on PostgreSQL pg_trgm behind ILIKE.
 */
const labelMatches = (db: Kysely<Database>, term: string) => {
  const text = term.trim();
  if (isPostgres(db)) return contains(['label'], text, { trigram: true });
  if ([...text].length < 3) return contains(['label'], text, { sqlite: true });
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return sql<SqlBool>`audit_events.id IN (SELECT rowid FROM audit_labels_fts WHERE audit_labels_fts MATCH ${phrase})`;
};

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
      if (params.user_id) query = query.where('user_id', '=', params.user_id);
      if (params.resource) query = query.where('resource', '=', params.resource);
      if (params.record_id) query = query.where('record_id', '=', params.record_id);
      if (params.action) query = query.where('action', '=', params.action);
      if (params.from) query = query.where('at', '>=', `${params.from.slice(0, 10)}T00:00:00.000Z`);
      if (params.to) query = query.where('at', '<', nextDay(params.to));
      if (params.search) query = query.where(labelMatches(db, params.search));
      // The log grows to millions of events: the total is counted up to a cap
      // (a page far past it is never asked for), the page read by the `at` index.
      const [counted, rows] = await Promise.all([
        db
          .selectFrom(
            query
              .clearSelect()
              .select(sql`1`.as('one'))
              .limit(COUNT_CAP)
              .as('capped'),
          )
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        query
          .orderBy('at', params.sortDesc === false ? 'asc' : 'desc')
          .orderBy('id', params.sortDesc === false ? 'asc' : 'desc')
          .limit(params.itemsPerPage > 0 ? params.itemsPerPage : COUNT_CAP)
          .offset(params.itemsPerPage > 0 ? (params.page - 1) * params.itemsPerPage : 0)
          .execute(),
      ]);
      const data = rows.map((row) =>
        completeRow(row, { changes: parsed(row.changes), details: parsed(row.details) }),
      );
      return { data: await withinScopeText(db, scope, data), total: Number(counted.total) };
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
