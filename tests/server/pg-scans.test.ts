import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { copyOfTemplate, onPostgres, type TestDatabase } from './databases.js';

const server = inject('postgresServer');

/**
 * A query that stops at its first rows without an order (the member picker's twenty)
 * answers the same rows each time: no connection starts a scan where another left
 * off; no page clears a whole-table lookup cache on each run (memoize); a
 * backslash in a quoted text is itself (a member search's pattern). A test
 * database is too small for PostgreSQL to share scans or plan such caches, so the
 * settings themselves are what is checked, on every connection of the pool
 * (server/db/connect.ts).
 */
describe.runIf(onPostgres(server))('table scans on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await copyOfTemplate(inject('templateDir'), server);
  });
  afterAll(() => database.drop());

  it('starts every scan at the first page and plans no lookup cache, on each connection', async () => {
    const db = connect(database.url, { poolSize: 3 });
    try {
      // Three at once, so that the pool opens three connections.
      const settings = await Promise.all(
        [1, 2, 3].map(() =>
          db.transaction().execute(async (trx) => {
            const { rows } = await sql<{
              scans: string;
              memoize: string;
              strings: string;
            }>`SELECT current_setting('synchronize_seqscans') AS scans,
                      current_setting('enable_memoize') AS memoize,
                      current_setting('standard_conforming_strings') AS strings`.execute(trx);
            await sql`SELECT pg_sleep(0.05)`.execute(trx);
            return rows[0]!;
          }),
        ),
      );
      expect(settings).toEqual(
        [1, 2, 3].map(() => ({ scans: 'off', memoize: 'off', strings: 'on' })),
      );
      const backends = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()`.execute(
        db,
      );
      expect(backends.rows[0]!.n).toBeGreaterThanOrEqual(3);
    } finally {
      await db.destroy();
    }
  });
});
