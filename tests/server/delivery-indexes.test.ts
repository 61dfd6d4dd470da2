import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { isPostgres } from '../../server/db/dialect.js';
import { copyOfTemplate, type TestDatabase } from './databases.js';

/**
 * A member's deliveries are counted each time the member's record opens (the Remove
 * confirmation): they are read by an index on the member, on both databases
 * (migrations 0056 and 0057, docs/bench.md "The ninth session").
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

  it("are found by the member's own index, which opening a member's record counts them by", async () => {
    const columns = await indexes();
    expect(columns).toContain('member_id');
  });

  it.runIf(!inject('postgresServer'))(
    "counts a member's deliveries by that index on SQLite",
    async () => {
      const { rows } = await sql<{
        detail: string;
      }>`EXPLAIN QUERY PLAN SELECT count(*) FROM notification_deliveries WHERE member_id = 7`.execute(
        db,
      );
      expect(rows.map((r) => r.detail).join(' ')).toMatch(
        /SEARCH notification_deliveries USING COVERING INDEX notification_deliveries_member_idx \(member_id=\?\)/,
      );
    },
  );
});
