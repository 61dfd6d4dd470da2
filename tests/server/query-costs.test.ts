import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect.js';
import { withStatementCache } from '../../server/db/statement-cache.js';
import { withoutUnusedLeftJoins } from '../../server/lists/count-query.js';

/** Issue 20: what makes a list cheaper must never change what it answers. */
describe("a list's count", () => {
  const db = connect(':memory:');
  const portals = () =>
    db
      .selectFrom('business_portals as p')
      .leftJoin('business_types as bt', 'bt.id', 'p.business_id')
      .leftJoin('members', 'members.id', 'p.member_id')
      .innerJoin('states as st', 'st.id', 'p.state_id')
      .select(sql<number>`count(*)`.as('total'));
  const counted = (query: ReturnType<typeof portals>) =>
    query.withPlugin(withoutUnusedLeftJoins).compile().sql;

  it('leaves out the left joins nothing refers to, and keeps inner joins', () => {
    const text = counted(portals());
    expect(text).not.toContain('"business_types"');
    expect(text).not.toContain('"members"');
    expect(text).toContain('inner join "states"');
  });

  it('keeps a left join the filters refer to, by reference or in raw SQL', () => {
    expect(counted(portals().where('bt.name', '=', 'Dairy'))).toContain('"business_types"');
    expect(counted(portals().where(sql`lower(members.city)`, '=', 'unjha'))).toContain('"members"');
  });
});

describe('the statement cache', () => {
  it('prepares a text once, but never hands out a statement still being read', () => {
    const raw = new SQLite(':memory:');
    const database = withStatementCache(raw);
    raw.exec('CREATE TABLE t (n integer); INSERT INTO t VALUES (1), (2), (3)');
    const text = 'SELECT n FROM t ORDER BY n';
    const first = database.prepare(text);
    expect(database.prepare(text)).toBe(first);
    const reading = first.iterate([]);
    reading.next();
    const second = database.prepare(text);
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    reading.return?.();
    // A schema change after preparing: SQLite prepares the kept statement again.
    raw.exec('ALTER TABLE t ADD COLUMN m integer DEFAULT 7');
    expect(database.prepare('SELECT * FROM t ORDER BY n').all([])).toContainEqual({ n: 1, m: 7 });
    database.close();
  });
});
