import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { preparingPool } from '../../server/db/pg-prepared.js';
import { copyOfTemplate, onPostgres, type TestDatabase } from './databases.js';

const server = inject('postgresServer');

/** Reads on PostgreSQL run as statements prepared once per connection (server/db/pg-prepared.ts). */
describe.runIf(onPostgres(server))('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await copyOfTemplate(inject('templateDir'), server);
  });
  afterAll(() => database.drop());

  const statements = async (db: ReturnType<typeof connect>) =>
    (
      await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)
    ).rows.map((row) => row.statement);

  it('prepares a read that names its columns, once, and answers it the same', async () => {
    const db = connect(database.url, { poolSize: 1 });
    try {
      const read = () =>
        db
          .selectFrom('districts')
          .select(['id', 'name'])
          .where('id', '>', 0)
          .orderBy('id')
          .execute();
      const first = await read();
      expect(await read()).toEqual(first);
      const kept = await statements(db);
      expect(kept.filter((s) => s.includes('from "districts"'))).toHaveLength(1);
      // A write and a read of every column run unprepared.
      await db
        .updateTable('districts')
        .set({ name: first[0]!.name })
        .where('id', '=', first[0]!.id)
        .execute();
      await db.selectFrom('districts').selectAll().execute();
      expect((await statements(db)).some((s) => /update|\*/i.test(s))).toBe(false);
    } finally {
      await db.destroy();
    }
  });

  /** Texts that differ only in a column's alias, as searches for different words differ. */
  const text = (i: number) => `SELECT id AS n${i} FROM districts WHERE id > $1 ORDER BY id`;

  /** One connection of a pool that keeps at most `max` statements prepared. */
  const withClient = async (max: number, test: (client: pg.PoolClient) => Promise<void>) => {
    const pool = preparingPool(new pg.Pool({ connectionString: database.url, max: 1 }), { max });
    const client = await pool.connect();
    try {
      await test(client);
    } finally {
      client.release();
      await pool.end();
    }
  };

  it('keeps the most recently run texts, releasing the oldest beyond its limit', () =>
    withClient(3, async (client) => {
      const run = async (i: number) => (await client.query(text(i), [0])).rows.length;
      const districts = await run(1);
      expect(districts).toBeGreaterThan(0);
      for (const i of [2, 3, 4, 5]) expect(await run(i)).toBe(districts);
      const kept = async () =>
        (
          await client.query<{ statement: string }>(
            'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time',
          )
        ).rows.map((row) => row.statement);
      expect(await kept()).toEqual([3, 4, 5].map(text));
      // The first again: prepared anew, answering as before, and the oldest goes.
      expect(await run(1)).toBe(districts);
      expect(await kept()).toEqual([4, 5, 1].map(text));
    }));

  it('keeps a statement it could not release in a failed transaction, and runs it after', () =>
    withClient(1, async (client) => {
      const districts = (await client.query(text(1), [0])).rows.length;
      await client.query('BEGIN');
      await expect(client.query('SELECT 1 / 0')).rejects.toThrow();
      // A second text asks to release the first; the failed transaction refuses both.
      await expect(client.query(text(2), [0])).rejects.toThrow();
      await client.query('ROLLBACK');
      expect((await client.query(text(1), [0])).rows).toHaveLength(districts);
      expect((await client.query(text(2), [0])).rows).toHaveLength(districts);
    }));

  it('DATABASE_PREPARE=0 prepares nothing', async () => {
    process.env.DATABASE_PREPARE = '0';
    const db = connect(database.url, { poolSize: 1 });
    try {
      await db.selectFrom('districts').select(['id']).execute();
      expect(await statements(db)).toEqual([]);
    } finally {
      delete process.env.DATABASE_PREPARE;
      await db.destroy();
    }
  });
});
