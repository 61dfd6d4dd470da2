import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../../server/db/dialect.js';
import type { Database } from '../../server/db/types.js';
import { MEMBER_REFERENCES } from '../../server/member/ties.js';
import { MASTER_USES } from '../../server/masters/uses.js';
import { signedInServer } from './helpers.js';

const api = signedInServer();

interface ForeignKey {
  table: string;
  column: string;
  target: string;
}

/** Every foreign key of the migrated database, as the database itself reports them. */
async function foreignKeys(db: Kysely<Database>): Promise<ForeignKey[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<ForeignKey>`
      SELECT rel.relname AS "table", att.attname AS "column", target.relname AS target
      FROM pg_constraint con
      JOIN pg_class rel ON rel.oid = con.conrelid
      JOIN pg_class target ON target.oid = con.confrelid
      JOIN pg_namespace ns ON ns.oid = rel.relnamespace AND ns.nspname = current_schema()
      JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = ANY (con.conkey)
      WHERE con.contype = 'f'`.execute(db);
    return rows;
  }
  const { rows } = await sql<ForeignKey>`
    SELECT m.name AS "table", f."from" AS "column", f."table" AS target
    FROM sqlite_master m, pragma_foreign_key_list(m.name) f
    WHERE m.type = 'table'`.execute(db);
  return rows;
}

// The cross-area lists an area must join are checked against the database's own
// foreign keys, so a new table that names a member or a master cannot be
// forgotten by the member removal or by the masters' "still in use" refusal.
describe('what names a member or a master', () => {
  it('every table that names a member says what its removal does to the rows', async () => {
    const keys = await foreignKeys(api.server.db);
    const naming = keys.filter((key) => key.target === 'members').map((key) => key.table);
    expect(naming.length).toBeGreaterThan(5);
    const missing = naming.filter((table) => !(table in MEMBER_REFERENCES));
    expect(missing, 'tables missing from MEMBER_REFERENCES (server/member/ties.ts)').toEqual([]);
  });

  it('every column that names a master is in its "still in use" list', async () => {
    const keys = await foreignKeys(api.server.db);
    const masters = Object.keys(MASTER_USES) as (keyof typeof MASTER_USES)[];
    const naming = keys.filter((key) => (masters as string[]).includes(key.target));
    expect(naming.length).toBeGreaterThan(5);
    const missing = naming.filter(
      (key) =>
        !MASTER_USES[key.target as keyof typeof MASTER_USES].some(
          (use) => use.table === key.table && use.column === key.column,
        ),
    );
    expect(missing, 'columns missing from MASTER_USES (server/masters/uses.ts)').toEqual([]);
  });
});
