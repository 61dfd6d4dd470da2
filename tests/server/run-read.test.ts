import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, runRead } from '../../server/db/connect.js';
import { copyOfTemplate, type TestDatabase } from './databases.js';

/**
 * A compiled read runs at once on SQLite's connection (server/db/connect.ts), but
 * never while a transaction holds rows it has not committed: what another request
 * reads is what was committed, on either database.
 */
describe('a compiled read', () => {
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

  const countOf = (handle: typeof db) =>
    handle.selectFrom('districts').select(handle.fn.countAll<number>().as('n')).compile();
  const districts = async (handle: typeof db) =>
    Number((await runRead(handle, countOf(handle)))[0]!.n);

  it('answers the committed rows, as Kysely does', async () => {
    const { rows } = await db.executeQuery(countOf(db));
    expect(await districts(db)).toBe(Number(rows[0]!.n));
    await db.insertInto('districts').values({ name: 'Read Rows One' }).execute();
    expect(await districts(db)).toBe(Number(rows[0]!.n) + 1);
  });

  it('never sees the rows of a transaction that is still open, which its own handle sees', async () => {
    const before = await districts(db);
    let outside: Promise<number> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('districts').values({ name: 'Read Rows Two' }).execute();
        expect(await districts(trx)).toBe(before + 1);
        // Another request's read while this transaction is open, then the transaction
        // is undone.
        outside = districts(db);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await outside).toBe(before);
    expect(await districts(db)).toBe(before);
  });
});
