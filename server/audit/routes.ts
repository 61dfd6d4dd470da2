import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { changeStamp } from '../db/connect.js';
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
 * Events whose label holds `term`, in any case, and what is known of their number.
 * On PostgreSQL pg_trgm serves ILIKE (migration 0034). On SQLite the FTS5 trigram
 * index counts the matches first, stopping past the count's cap (about a
 * millisecond): a rare term is then read through the index. A common one ("bhai",
 * a frequent surname) searched alone is paged by the index in the order the events
 * were written (`byIndex`, newest or oldest first: the log is written in time
 * order), and with other filters by walking the newest events, where the page's
 * rows come first. A term under three letters reads the labels.
 */
interface LabelSearch {
  where: RawBuilder<SqlBool>;
  /** More matches than the count's cap. */
  many: boolean;
  /** A page of the matching events' ids, from the index in the order they were written. */
  byIndex?: (limit: number, offset: number, newestFirst: boolean) => Promise<number[]>;
}

/** The last counts per term, with the database's change stamp they were read at. */
const countsRead = new WeakMap<Kysely<Database>, Map<string, { stamp: string; n: number }>>();

/**
 * How many events hold `phrase`, counted up to just past the cap (about a
 * millisecond) and read again only once something was written (SQLite's change
 * stamp, server/db/connect.ts): paging through one search counts once.
 */
async function cappedMatches(db: Kysely<Database>, phrase: string): Promise<number> {
  const stamp = changeStamp(db);
  let counts = countsRead.get(db);
  if (!counts) countsRead.set(db, (counts = new Map()));
  const known = counts.get(phrase);
  if (stamp !== undefined && known?.stamp === stamp) return known.n;
  const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT rowid
    FROM audit_labels_fts WHERE audit_labels_fts MATCH ${phrase} LIMIT ${COUNT_CAP + 1})`.execute(
    db,
  );
  const n = Number(counted.rows[0]?.n ?? 0);
  if (stamp !== undefined) {
    if (counts.size >= 100) counts.delete(counts.keys().next().value!);
    counts.set(phrase, { stamp, n });
  }
  return n;
}

const labelSearch = async (db: Kysely<Database>, term: string): Promise<LabelSearch> => {
  const text = term.trim();
  if (isPostgres(db)) return { where: contains(['label'], text, { trigram: true }), many: false };
  const like = { where: contains(['label'], text, { sqlite: true }), many: false };
  if ([...text].length < 3) return like;
  const phrase = `"${text.replace(/"/g, '""')}"`;
  if ((await cappedMatches(db, phrase)) > COUNT_CAP) {
    const byIndex = async (limit: number, offset: number, newestFirst: boolean) =>
      (
        await sql<{ id: number }>`SELECT rowid AS id FROM audit_labels_fts
          WHERE audit_labels_fts MATCH ${phrase}
          ORDER BY rowid ${sql.raw(newestFirst ? 'DESC' : 'ASC')} LIMIT ${limit} OFFSET ${offset}`.execute(
          db,
        )
      ).rows.map((row) => row.id);
    return { ...like, many: true, byIndex };
  }
  return {
    where: sql<SqlBool>`audit_events.id IN (SELECT rowid FROM audit_labels_fts WHERE audit_labels_fts MATCH ${phrase})`,
    many: false,
  };
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
      const search = params.search ? await labelSearch(db, params.search) : null;
      if (search) query = query.where(search.where);
      // More matches than the count's cap and nothing else asked: the total is the cap.
      const onlySearched =
        search?.many &&
        !scope &&
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
        onlySearched && search?.byIndex
          ? query
              .clearWhere()
              .where('id', 'in', [0, ...(await search.byIndex(limit, offset, newestFirst))])
          : query.limit(limit).offset(offset);
      const [counted, rows] = await Promise.all([
        onlySearched
          ? { total: COUNT_CAP }
          : db
              .selectFrom(
                query
                  .clearSelect()
                  .select(sql`1`.as('one'))
                  .limit(COUNT_CAP)
                  .as('capped'),
              )
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow(),
        paged
          .orderBy('at', newestFirst ? 'desc' : 'asc')
          .orderBy('id', newestFirst ? 'desc' : 'asc')
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
