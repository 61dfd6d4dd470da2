import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runRead } from '../../server/db/connect.js';
import type { Database } from '../../server/db/types.js';
import { templateCopy } from './template-copy.js';

/**
 * A compiled read runs at once on SQLite's connection (server/db/connect.ts), but
 * never while a transaction holds rows it has not committed: what another request
 * reads is what was committed, on either database.
 */
describe('a compiled read', () => {
  const copy = templateCopy();

  const countOf = (handle: Kysely<Database>) =>
    handle.selectFrom('districts').select(handle.fn.countAll<number>().as('n')).compile();
  const districts = async (handle: Kysely<Database>) =>
    Number((await runRead(handle, countOf(handle)))[0]!.n);

  it('answers the committed rows, as Kysely does', async () => {
    const { db } = copy;
    const { rows } = await db.executeQuery(countOf(db));
    expect(await districts(db)).toBe(Number(rows[0]!.n));
    await db.insertInto('districts').values({ name: 'Read Rows One' }).execute();
    expect(await districts(db)).toBe(Number(rows[0]!.n) + 1);
  });

  it('never sees the rows of a transaction that is still open, which its own handle sees', async () => {
    const { db } = copy;
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
