import { sql, type Kysely } from 'kysely';
import {
  bumpNamedVersionOnChange,
  createTableWithId,
  currentTimestampSql,
  isPostgres,
} from '../dialect.js';
import { DASHBOARD_MEMBER_COLUMNS } from './0035_dashboard_version.js';
import { deriveKin, describeDerivation } from '../kin-derivation.js';
import { searchKey } from '../../../shared/spelling.js';

/**
 * Families as they are (docs/families.md):
 *
 * - `kin_parents`: a member's father and mother (one of each), members themselves;
 *   children and siblings follow from them.
 * - `marriages`: two members, the date, and whether it still holds (`current`; an
 *   ended one says how: separation or death, and when).
 * - members gain a surname (atak) and native place (vatan), a date of death, and
 *   whether the printed book may show their marriage date.
 *
 * The ties are derived from today's relations to each head; the log says how many
 * and what could not be derived (server/db/kin-derivation.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'kin_parents')
    .addColumn('child_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX kin_parents_child ON kin_parents (child_id, role)`.execute(db);
  await sql`CREATE INDEX kin_parents_parent ON kin_parents (parent_id)`.execute(db);

  await createTableWithId(db, 'marriages')
    .addColumn('spouse_a_id', 'integer', (c) => c.notNull())
    .addColumn('spouse_b_id', 'integer', (c) => c.notNull())
    .addColumn('married_on', 'text')
    .addColumn('current', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ended_on', 'text')
    .addColumn('ended_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTimestampSql(db)))
    .execute();
  await sql`CREATE INDEX marriages_a ON marriages (spouse_a_id)`.execute(db);
  await sql`CREATE INDEX marriages_b ON marriages (spouse_b_id)`.execute(db);

  await sql`ALTER TABLE members ADD COLUMN surname text`.execute(db);
  await sql`ALTER TABLE members ADD COLUMN native_place text`.execute(db);
  await sql`ALTER TABLE members ADD COLUMN died_on text`.execute(db);
  await sql`ALTER TABLE members ADD COLUMN show_anniversary integer NOT NULL DEFAULT 1`.execute(db);
  await sql`ALTER TABLE members ADD COLUMN search_key text`.execute(db);
  await sql`CREATE INDEX members_died_on ON members (died_on)`.execute(db);
  await searchSurnames(db);
  await fillSearchKeys(db);
  // The dashboard counts the living: a death changes its numbers (migration 0035).
  await sql`DROP TRIGGER members_dashboard_version_update${sql.raw(isPostgres(db) ? ' ON members' : '')}`.execute(
    db,
  );
  await bumpNamedVersionOnChange(
    db,
    'dashboard',
    'members',
    [...DASHBOARD_MEMBER_COLUMNS, 'died_on'],
    [],
  );

  const report = await deriveKin(db);
  // The migration's log: what was derived and what could not be (a fresh database has nobody).
  if (report.members) process.stdout.write(`0038_kin: ${describeDerivation(report)}\n`);
}

/**
 * The member search reads the surname, the native place and their spelling key too
 * (server/member/search.ts): the trigram index is rebuilt over them.
 */
async function searchSurnames(db: Kysely<unknown>, COLUMNS = SEARCHED) {
  if (isPostgres(db)) {
    const haystack = COLUMNS.map((c) => (c === 'mobile_no' ? c : `coalesce(${c}, '')`)).join(
      ` || ' ' || `,
    );
    await sql`DROP INDEX members_search_trgm`.execute(db);
    await sql`CREATE INDEX members_search_trgm ON members USING gin ((${sql.raw(haystack)}) gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  for (const trigger of ['insert', 'delete', 'update'])
    await sql`DROP TRIGGER ${sql.id(`members_fts_${trigger}`)}`.execute(db);
  await sql`DROP TABLE members_fts`.execute(db);
  const columns = sql.raw(COLUMNS.join(', '));
  const values = (row: 'new' | 'old') => sql.raw(COLUMNS.map((c) => `${row}.${c}`).join(', '));
  await sql`CREATE VIRTUAL TABLE members_fts USING fts5(${columns},
    content='members', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`CREATE TRIGGER members_fts_insert AFTER INSERT ON members BEGIN
    INSERT INTO members_fts(rowid, ${columns}) VALUES (new.id, ${values('new')});
  END`.execute(db);
  await sql`CREATE TRIGGER members_fts_delete AFTER DELETE ON members BEGIN
    INSERT INTO members_fts(members_fts, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});
  END`.execute(db);
  await sql`CREATE TRIGGER members_fts_update AFTER UPDATE OF ${columns} ON members BEGIN
    INSERT INTO members_fts(members_fts, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});
    INSERT INTO members_fts(rowid, ${columns}) VALUES (new.id, ${values('new')});
  END`.execute(db);
  await sql`INSERT INTO members_fts(members_fts) VALUES ('rebuild')`.execute(db);
}

/** Every member's search key, from their names (their surname and native place are new). */
async function fillSearchKeys(db: Kysely<unknown>) {
  const typed = db as Kysely<{
    members: { id: number; first_name: string | null; last_name: string | null };
  }>;
  const keys = new Map<string, string | null>();
  for (let after = 0; ;) {
    const rows = await typed
      .selectFrom('members')
      .select(['id', 'first_name', 'last_name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(2000)
      .execute();
    if (!rows.length) return;
    // One statement a batch: each id's key in a CASE.
    const cases = rows.map((row) => {
      const text = `${row.first_name ?? ''} ${row.last_name ?? ''}`;
      if (!keys.has(text)) keys.set(text, searchKey(text));
      return sql`WHEN ${row.id} THEN CAST(${keys.get(text)!} AS text)`;
    });
    await sql`UPDATE members SET search_key = CASE id ${sql.join(cases, sql` `)} END
      WHERE id IN (${sql.join(rows.map((row) => row.id))})`.execute(db);
    after = rows[rows.length - 1]!.id;
  }
}

const SEARCHED = ['first_name', 'last_name', 'mobile_no', 'surname', 'native_place', 'search_key'];

export async function down(db: Kysely<unknown>): Promise<void> {
  await searchSurnames(db, SEARCHED.slice(0, 3));
  await sql`DROP INDEX members_died_on`.execute(db);
  for (const column of ['search_key', 'show_anniversary', 'died_on', 'native_place', 'surname'])
    await sql`ALTER TABLE members DROP COLUMN ${sql.id(column)}`.execute(db);
  await db.schema.dropTable('marriages').execute();
  await db.schema.dropTable('kin_parents').execute();
}
