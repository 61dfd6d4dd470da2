import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/seed/index.js';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { copyDatabase } from '../../server/ops/copy-database.js';
import { onPostgresServer, onPostgres } from './databases.js';
const server = inject('postgresServer');

/** db:copy needs a PostgreSQL to copy into: it runs in the server-pg project, from a SQLite copy. */
describe.runIf(onPostgres(server))('npm run db:copy', () => {
  it('copies every table of a SQLite database into an empty PostgreSQL one, ids and all', async () => {
    // A SQLite community of its own (this project's template lives in PostgreSQL).
    const dir = mkdtempSync(join(tmpdir(), 'fd-copy-'));
    const from = join(dir, 'source.sqlite');
    const source = connect(from);
    await migrateToLatest(source);
    await seedDemo(source, { storageDir: join(dir, 'storage'), members: 400 });
    // Text with COPY's own syntax in it: tabs, line breaks, backslashes, a literal \N.
    const awkward = 'Line one\nline\ttwo\r\n C:\\path \\N ₹ ગામ';
    const { id: awkwardId } = await source
      .insertInto('notifications')
      .values({ title: awkward, description: '', filters: '{"a":"\\t"}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await source.destroy();
    const name = `fd_copy_${randomBytes(6).toString('hex')}`;
    await onPostgresServer(server, `CREATE DATABASE ${name}`);
    const to = `${server}${name}`;
    const copied = await copyDatabase(from, to, { batchRows: 700 });
    const members = copied.find((t) => t.table === 'members')!;
    expect(members.rows).toBe(400);
    expect(members.sampled).toBe(50);
    const db = connect(to);
    const fresh = `fd_fresh_${randomBytes(6).toString('hex')}`;
    await onPostgresServer(server, `CREATE DATABASE ${fresh}`);
    const freshDb = connect(`${server}${fresh}`);
    try {
      // The indexes dropped for the load are back, options and all, as a new database has them.
      await migrateToLatest(freshDb);
      const indexes = async (on: typeof db) =>
        (
          await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes
            WHERE schemaname = current_schema() ORDER BY indexdef`.execute(on)
        ).rows.map((r) => r.indexdef);
      const copiedIndexes = await indexes(db);
      expect(
        await db
          .selectFrom('notifications')
          .select(['title', 'description', 'filters'])
          .where('id', '=', awkwardId)
          .executeTakeFirstOrThrow(),
      ).toEqual({ title: awkward, description: '', filters: '{"a":"\\t"}' });
      expect(copiedIndexes).toEqual(await indexes(freshDb));
      expect(copiedIndexes.some((d) => /members_search_text_trgm.*fastupdate='?off/.test(d))).toBe(
        true,
      );
      // A new row takes the next id after the copied ones (the sequences were set).
      const last = await db
        .selectFrom('committees')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      const version = () =>
        db
          .selectFrom('data_versions')
          .select('version')
          .where('name', '=', 'committees')
          .executeTakeFirstOrThrow();
      const before = await version();
      const { id } = await db
        .insertInto('committees')
        .values({ name: 'After the move' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(id).toBe(Number(last.id) + 1);
      // The triggers turned off for the load are on again: the write moved its version.
      expect(Number((await version()).version)).toBeGreaterThan(Number(before.version));
    } finally {
      await db.destroy();
      await freshDb.destroy();
    }
    // And the copy is refused into a database that now holds tables.
    await expect(copyDatabase(from, to)).rejects.toThrow(/already has tables/);
  });
});
