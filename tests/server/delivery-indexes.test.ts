import { sql, type Kysely } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { isPostgres } from '../../server/db/dialect.js';
import { namingMember } from '../../server/member/ties.js';
import type { Database } from '../../server/db/types.js';
import { templateCopy } from './template-copy.js';

/**
 * A send to every member writes a delivery a member at once: the deliveries are
 * indexed by sending and member, so a send's rows go to the index's end. On SQLite
 * there is no index of the member alone (each send rewrote most of it), and a
 * member's own deliveries (the Remove confirmation, a removal, a merge, an erasure)
 * are found sending by sending through the first; PostgreSQL keeps its member index
 * (`namingMember`; migration 0058, docs/bench.md "The tenth session").
 */
describe('the deliveries of a send', () => {
  const copy = templateCopy();

  /** Each index of the deliveries by its columns, in order. */
  const indexes = async (): Promise<string[]> => {
    const { db } = copy;
    if (isPostgres(db)) {
      const { rows } = await sql<{ columns: string }>`
        SELECT string_agg(a.attname, ',' ORDER BY k.ord) AS columns
        FROM pg_index i
        CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = 'notification_deliveries'::regclass
        GROUP BY i.indexrelid`.execute(db);
      return rows.map((r) => r.columns);
    }
    const { rows } = await sql<{ columns: string }>`
      SELECT (SELECT group_concat(name, ',') FROM (SELECT name FROM pragma_index_info(l.name) ORDER BY seqno)) AS columns
      FROM pragma_index_list('notification_deliveries') AS l`.execute(db);
    return rows.map((r) => r.columns);
  };

  /** The plan of counting member 7's deliveries as the Remove confirmation does. */
  const countPlan = (trx: Kysely<Database>) =>
    sql<Record<string, unknown>>`EXPLAIN ${isPostgres(trx) ? sql`(FORMAT JSON)` : sql`QUERY PLAN`}
      SELECT count(*) FROM notification_deliveries
      WHERE ${namingMember(trx, 'notification_deliveries', 7)}`.execute(trx);

  it('are indexed by their sending and member, and on SQLite not by the member alone', async () => {
    const columns = await indexes();
    expect(columns).toContain('sending_id,member_id');
    if (isPostgres(copy.db)) expect(columns).toContain('member_id');
    else expect(columns).not.toContain('member_id');
  });

  it.runIf(!inject('postgresServer'))(
    "finds a member's deliveries by one probe of that index a sending on SQLite",
    async () => {
      const { rows } = await countPlan(copy.db);
      expect(rows.map((r) => r.detail).join(' ')).toMatch(
        /SEARCH notification_deliveries USING COVERING INDEX notification_deliveries_sending_member \(sending_id=\? AND member_id=\?\)/,
      );
    },
  );

  it.runIf(!!inject('postgresServer'))(
    "finds a member's deliveries by the member's index on PostgreSQL",
    async () => {
      // A test database is small enough for a scan; without one, the index must serve.
      const plan = await copy.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
        return JSON.stringify((await countPlan(trx)).rows);
      });
      expect(plan).toContain('notification_deliveries_member_idx');
      expect(plan).toMatch(/"Index Cond":"\(member_id = \d+\)"/);
    },
  );
});
