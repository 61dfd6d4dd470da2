import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
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
