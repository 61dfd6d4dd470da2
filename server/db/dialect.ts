import {
  PostgresAdapter,
  sql,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
} from 'kysely';

/**
 * Where SQLite and PostgreSQL differ, one small function each; routes, seeds and
 * migrations call these rather than testing the dialect themselves.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema will do
export type AnyDb = Kysely<any>;

/** True when the Kysely instance talks to PostgreSQL rather than SQLite. */
export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Whether another statement is a round trip to a server (PostgreSQL) rather than a
 * function call (SQLite): a page's second read that can ride in its first statement
 * as a subquery should there (docs/adding-an-area.md).
 */
export const statementsCostRoundTrips = (db: AnyDb): boolean => isPostgres(db);

/** A new table whose first column is an increasing integer primary key `id`. */
export function createTableWithId(db: AnyDb, name: string): CreateTableBuilder<string, 'id'> {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The same `id` column for a table written as raw SQL. */
export function idColumnSql(db: AnyDb): RawBuilder<unknown> {
  return isPostgres(db) ? sql`id serial PRIMARY KEY` : sql`id integer PRIMARY KEY AUTOINCREMENT`;
}

/**
 * A column default for "now", as SQLite's CURRENT_TIMESTAMP writes it
 * (`2026-11-23 12:30:00`, UTC) on both databases.
 */
export function currentTimestampSql(db: AnyDb): RawBuilder<unknown> {
  return isPostgres(db)
    ? sql`(to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'))`
    : sql`CURRENT_TIMESTAMP`;
}

/** The advisory lock every process takes to prepare the database on start. */
const STARTUP_LOCK = 7_270_421_001;

/**
 * Runs `work` (migrations, the first seed) while holding a lock that other API
 * processes starting at the same time wait for, so the work runs once: a
 * PostgreSQL advisory lock held by one connection. SQLite serves one process.
 */
export async function withStartupLock<T>(db: AnyDb, work: (db: AnyDb) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work(db);
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

/** Whether this SQLite file holds a table (or index) named `name`. */
export async function sqliteHas(db: AnyDb, name: string): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master
    WHERE name = ${name}`.execute(db);
  return Number(rows[0]?.n) > 0;
}

/** Whether this SQLite file was ever analyzed (it has the planner's statistics table). */
export const sqliteAnalyzed = (db: AnyDb) => sqliteHas(db, 'sqlite_stat1');

/**
 * After a migration changed `table`'s indexes: its statistics again, where the planner
 * keeps some (always on PostgreSQL; on SQLite once the database was analyzed, since an
 * index SQLite knows no spread of can be chosen for the wrong plan). A new database is
 * analyzed whole after its first data (server/db/migrate.ts).
 */
export async function analyzeAfterIndexChange(db: AnyDb, table: string): Promise<void> {
  if (!isPostgres(db) && !(await sqliteAnalyzed(db))) return;
  await sql`ANALYZE ${sql.table(table)}`.execute(db);
}

/**
 * Makes every write to `table` bump its row in `data_versions`, so caches of what
 * the table holds know they are stale (server/lists/versioned-cache.ts): a trigger
 * per statement on PostgreSQL, per row on SQLite (which has no other kind).
 */
export async function bumpVersionOnWrite(
  db: AnyDb,
  table: string,
  events: readonly ('INSERT' | 'UPDATE' | 'DELETE')[] = ['INSERT', 'UPDATE', 'DELETE'],
): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_data_version`)}
      AFTER ${sql.raw(events.join(' OR '))} ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()`.execute(db);
    return;
  }
  for (const event of events)
    await sql`CREATE TRIGGER ${sql.id(`${table}_data_version_${event.toLowerCase()}`)}
      AFTER ${sql.raw(event)} ON ${sql.table(table)}
      BEGIN UPDATE data_versions SET version = version + 1 WHERE name = ${sql.lit(table)}; END`.execute(
      db,
    );
}

/**
 * Bumps the version named `version` (a row of `data_versions`) when `table` gains
 * or loses a row (`rows`: both by default), and when an update changes one of `columns`: a value computed
 * from only those columns (the dashboard's numbers) stays valid across the writes
 * that change other columns. PostgreSQL bumps once per insert or delete statement
 * and once per row whose counted columns changed; SQLite once per row.
 */
export async function bumpNamedVersionOnChange(
  db: AnyDb,
  version: string,
  table: string,
  columns: readonly string[],
  rows: readonly ('INSERT' | 'DELETE')[] = ['INSERT', 'DELETE'],
): Promise<void> {
  const changed = sql.join(
    columns.map((c) =>
      isPostgres(db)
        ? sql`OLD.${sql.id(c)} IS DISTINCT FROM NEW.${sql.id(c)}`
        : sql`OLD.${sql.id(c)} IS NOT NEW.${sql.id(c)}`,
    ),
    sql` OR `,
  );
  const name = (event: string) => sql.id(`${table}_${version}_version_${event}`);
  if (isPostgres(db)) {
    if (rows.length)
      await sql`CREATE TRIGGER ${name('rows')} AFTER ${sql.raw(rows.join(' OR '))} ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_named_version(${sql.lit(version)})`.execute(db);
    if (columns.length)
      await sql`CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${sql.table(table)}
        FOR EACH ROW WHEN (${changed})
        EXECUTE FUNCTION bump_named_version(${sql.lit(version)})`.execute(db);
    return;
  }
  const bump = sql`UPDATE data_versions SET version = version + 1 WHERE name = ${sql.lit(version)};`;
  for (const event of rows)
    await sql`CREATE TRIGGER ${name(event.toLowerCase())} AFTER ${sql.raw(event)} ON ${sql.table(table)}
      BEGIN ${bump} END`.execute(db);
  if (columns.length)
    await sql`CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${sql.table(table)}
      WHEN ${changed} BEGIN ${bump} END`.execute(db);
}

/** The function PostgreSQL's version triggers call (SQLite needs none). */
export async function createBumpFunction(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE data_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
      RETURN NULL;
    END $$`.execute(db);
}

/**
 * A bound value the query planner does not read: SQLite (built with STAT4, as
 * better-sqlite3 builds it) prepares a statement again on every run when its plan
 * looked at a bound value, one compared with an indexed column or a LIKE pattern.
 * That was 45 of the 58 µs a page of a job's applicants took, and 30 of the 74 µs
 * of a two-letter member search (docs/bench.md). A `CAST` keeps the value from
 * the planner and changes nothing it compares; it suits values whose plan does not
 * change with them: a parent's id, a page's ids, a pattern that starts with `%`.
 */
export const unplanned = <T>(value: T, type: 'integer' | 'text'): RawBuilder<T> =>
  sql<T>`CAST(${value} AS ${sql.raw(type)})`;

/**
 * A correlated subquery's rows as one JSON array, as text (`[]` when there are
 * none): each row an object of `fields` (name → column, or an expression: a
 * master's name read by its id as a scalar subquery, which PostgreSQL runs as one
 * index lookup where a join would build a hash table for each row), in the order of
 * `orderBy` (a column, or several). A page reads each row's children in its own statement this way,
 * not in a second one: on PostgreSQL that is one round trip fewer a request
 * (docs/bench.md). Parse it with `parsedRows`.
 */
export function jsonRows(
  db: AnyDb,
  fields: Record<string, string | Expression<unknown>>,
  orderBy: string | readonly string[],
): RawBuilder<string | null> {
  const order = sql.join(
    (typeof orderBy === 'string' ? [orderBy] : orderBy).map((c) => sql.ref(c)),
  );
  const pairs = sql.join(
    Object.entries(fields).map(
      ([name, column]) =>
        sql`${sql.lit(name)}, ${typeof column === 'string' ? sql.ref(column) : column}`,
    ),
  );
  return isPostgres(db)
    ? sql`json_agg(json_build_object(${pairs}) ORDER BY ${order})::text`
    : sql`json_group_array(json_object(${pairs}) ORDER BY ${order})`;
}

/** The rows `jsonRows` wrote. */
export const parsedRows = <T>(text: string | null | undefined): T[] =>
  text ? (JSON.parse(text) as T[]) : [];
