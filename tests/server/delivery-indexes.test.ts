import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { isPostgres } from '../../server/db/dialect.js';
import { copyOfTemplate, type TestDatabase } from './databases.js';

/**
 * A send to every member writes a delivery a member: the deliveries' indexes take a
 * sending's rows at their end, and a member's deliveries are still found by an index
 * (migration 0056, docs/bench.md "The ninth session").
 */
describe('the deliveries of a send', () => {
  let database: TestDatabase;
  let db: ReturnType<typeof connect>;
  beforeAll(async () => {
    database = await copyOfTemplate(inject('templateDir'), inject('postgresServer'));
    db = connect(database.url);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  /** Each index of the deliveries by its columns, in order. */
  const indexes = async (): Promise<string[]> => {
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

  it('go to the end of every index, and a member is found beside the sending', async () => {
    const columns = await indexes();
    expect(columns).toContain('sending_id,member_id');
    expect(columns.filter((c) => c.startsWith('member_id'))).toEqual([]);
  });

  it.runIf(!inject('postgresServer'))(
    "finds a member's deliveries through the index on SQLite, sending by sending",
    async () => {
      // Three sends to 400 members each, and SQLite's statistics of them.
      for (let sending = 900_001; sending <= 900_003; sending++)
        await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
          INSERT INTO notification_deliveries (sending_id, member_id, status)
          SELECT ${sending}, i, 'delivered' FROM n`.execute(db);
      await sql`ANALYZE notification_deliveries`.execute(db);
      const { rows } = await sql<{
        detail: string;
      }>`EXPLAIN QUERY PLAN SELECT count(*) FROM notification_deliveries WHERE member_id = 7`.execute(
        db,
      );
      expect(rows.map((r) => r.detail).join(' ')).toMatch(
        /SEARCH notification_deliveries USING COVERING INDEX notification_deliveries_sending_member \(ANY\(sending_id\) AND member_id=\?\)/,
      );
      const counted = await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM notification_deliveries WHERE member_id = 7 AND sending_id > 900000`.execute(
        db,
      );
      expect(Number(counted.rows[0]!.n)).toBe(3);
    },
  );
});
