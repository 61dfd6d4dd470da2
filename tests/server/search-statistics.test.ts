import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { analyze } from '../../server/db/migrate.js';
import { up as migration0059 } from '../../server/db/migrations/0059_search_index_samples.js';
import { searchMembers } from '../../server/member/search.js';
import { copyOfTemplate, type TestDatabase } from './databases.js';

/**
 * SQLite's sampled statistics of the full-text indexes' term tables made FTS5 prepare
 * its term lookups again on every search (server/db/search-statistics.ts): they are
 * left out after every ANALYZE, and a database analyzed before loses them once.
 */
describe.runIf(!inject('postgresServer'))('the search indexes without sampled statistics', () => {
  let database: TestDatabase;
  let db: ReturnType<typeof connect>;
  beforeAll(async () => {
    database = await copyOfTemplate(inject('templateDir'), '');
    db = connect(database.url);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  /** How many samples `sqlite_stat4` holds for each table named. */
  const samples = async () => {
    const { rows } = await sql<{ tbl: string; n: number }>`
      SELECT tbl, count(*) AS n FROM sqlite_stat4 GROUP BY tbl`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.tbl, Number(r.n)]));
  };
  const counted = async (table: string) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM sqlite_stat1 WHERE tbl = ${table}`.execute(db);
    return Number(rows[0]!.n);
  };

  it('are left out by ANALYZE, while the other indexes keep theirs and every count stays', async () => {
    await analyze(db);
    const after = await samples();
    expect(after.members_fts_idx).toBeUndefined();
    expect(after.audit_labels_fts_idx).toBeUndefined();
    expect(after.members).toBeGreaterThan(0);
    expect(await counted('members_fts_idx')).toBe(1);
    // The search still finds members through the index.
    const [someone] = await db.selectFrom('members').select('first_name').limit(1).execute();
    const found = await searchMembers(db, someone!.first_name!, 20);
    expect(found.map((m) => m.first_name)).toContain(someone!.first_name);
  });

  it('are removed once from a database analyzed before (migration 0059)', async () => {
    await sql`ANALYZE`.execute(db);
    expect((await samples()).members_fts_idx).toBeGreaterThan(0);
    await migration0059(db as never);
    expect((await samples()).members_fts_idx).toBeUndefined();
    expect((await samples()).members).toBeGreaterThan(0);
  });
});
