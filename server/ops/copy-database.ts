import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sql, type Kysely } from 'kysely';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/types.js';

/**
 * SQLite → PostgreSQL in one command (docs/deploy.md "Moving to PostgreSQL"):
 * the target gets the schema from our migrations, then every table's rows are
 * copied in dependency order (parents first) through COPY, keeping ids; sequences
 * are set past the highest id; row counts and a sample of rows are compared at the
 * end. A target that already holds tables is refused. Uploaded files stay where
 * they are (STORAGE_DIR).
 */

/** Kept by each database itself: migrations, write versions, SQLite's search index and statistics. */
const OWN_TABLES =
  /^(kysely_migration|kysely_migration_lock|data_versions|sqlite_.*|members_fts.*)$/;

export class CopyRefused extends Error {}

export interface CopyProgress {
  start(total: number): void;
  table(name: string): void;
  advance(rows: number): void;
  stop(): void;
}

export interface TableCopied {
  table: string;
  rows: number;
  sampled: number;
}

/** The tables to copy, parents before the tables whose foreign keys name them. */
export function dependencyOrder(source: SQLite.Database, tables: string[]): string[] {
  const wanted = new Set(tables);
  const parents = new Map(
    tables.map((table) => [
      table,
      (source.pragma(`foreign_key_list("${table}")`) as { table: string }[])
        .map((fk) => fk.table)
        .filter((parent) => parent !== table && wanted.has(parent)),
    ]),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table))
      throw new Error(`Foreign keys go round: ${[...path, table].join(' → ')}`);
    for (const parent of parents.get(table) ?? []) visit(parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return ordered;
}

async function targetTables(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const row of rows)
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
/**
 * Values compared as text (PostgreSQL's bigint arrives as a string, SQLite's as a
 * number); a REAL column at the precision both keep (SQLite's is 8 bytes,
 * PostgreSQL's `real` 4: a percentage of 88.29 is 88.29 in both).
 */
const comparable = (row: Record<string, unknown>, reals: Set<string>) =>
  JSON.stringify(
    Object.entries(row).map(([key, value]) => [
      key,
      value === null ? null : reals.has(key) ? Math.fround(Number(value)) : String(value),
    ]),
  );

/**
 * The target made ready for a bulk load, as PostgreSQL's manual advises: its triggers
 * (they only bump the write versions, which the new database keeps for itself) off,
 * and the indexes no constraint needs dropped, to be built once at the end from
 * their own definitions (with their options) rather than row by row: the audit
 * log's trigram index alone took most of a 1,00,000-member copy. `finish` puts both
 * back; a copy that fails leaves a target to be thrown away, as before.
 */
async function bulkLoad(db: Kysely<Database>, tables: string[]) {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    WHERE t.relnamespace = current_schema()::regnamespace
      AND NOT i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`.execute(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(db);
  for (const table of tables)
    await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(db);
  return {
    finish: async () => {
      for (const index of indexes) await sql.raw(index.definition).execute(db);
      for (const table of tables)
        await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(db);
    },
  };
}

/**
 * A SQLite value in COPY's text format: what `pg` would send as a parameter (a
 * blob as bytea's hex, every other value as its text), with COPY's own escapes.
 */
const copyText = (value: unknown): string => {
  if (value === null || value === undefined) return '\\N';
  const text = Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : String(value);
  return text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
};

/**
 * Rows into one table through `COPY … FROM STDIN` (pg-copy-streams): PostgreSQL
 * parses each row once, where a many-row INSERT made it parse and plan a
 * statement of thousands of values; `batchRows` lines are written at a time.
 */
async function copyRows(
  client: pg.Client,
  statement: string,
  rows: Iterable<unknown[]>,
  batchRows: number,
  advance: (rows: number) => void,
): Promise<void> {
  async function* lines() {
    let batch = '';
    let count = 0;
    for (const row of rows) {
      batch += `${row.map(copyText).join('\t')}\n`;
      if (++count === batchRows) {
        yield batch;
        advance(count);
        batch = '';
        count = 0;
      }
    }
    if (count) {
      yield batch;
      advance(count);
    }
  }
  await pipeline(Readable.from(lines()), client.query(copyFrom(statement)));
}

export async function copyDatabase(
  from: string,
  to: string,
  {
    progress,
    batchRows = 5_000,
    sample = 50,
  }: { progress?: CopyProgress; batchRows?: number; sample?: number } = {},
): Promise<TableCopied[]> {
  if (!/^postgres(ql)?:\/\//.test(to)) throw new CopyRefused('--to must be a postgres:// URL.');
  // The source first brought up to date, as the server does on its next start.
  const sourceDb = connect(from);
  await migrateToLatest(sourceDb);
  await sourceDb.destroy();
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  const target = connect(to, { poolSize: 2 });
  // The rows go through a connection of their own, in COPY's stream.
  const loader = new pg.Client({ connectionString: to });
  try {
    if ((await targetTables(target)).size > 0)
      throw new CopyRefused('The target database already has tables: give an empty database.');
    await migrateToLatest(target);
    const columnsOf = await targetTables(target);
    const sourceTables = (
      source.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
        name: string;
      }[]
    )
      .map((t) => t.name)
      .filter((name) => !OWN_TABLES.test(name) && columnsOf.has(name));
    const order = dependencyOrder(source, sourceTables);
    const counts = new Map(
      order.map((table) => [
        table,
        (source.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: number }).n,
      ]),
    );
    progress?.start([...counts.values()].reduce((a, b) => a + b, 0));

    // Rows our migrations seeded into the new database (countries, relations…) make
    // way for the source's own, children first.
    for (const table of [...order].reverse())
      await sql`DELETE FROM ${sql.table(table)}`.execute(target);

    const copied: TableCopied[] = [];
    const loading = await bulkLoad(target, order);
    await loader.connect();
    for (const table of order) {
      progress?.table(table);
      const sourceColumns = (source.pragma(`table_info("${table}")`) as { name: string }[]).map(
        (c) => c.name,
      );
      const columns = sourceColumns.filter((c) => columnsOf.get(table)!.includes(c));
      const select = source
        .prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}`)
        .raw();
      await copyRows(
        loader,
        `COPY ${quote(table)} (${columns.map(quote).join(', ')}) FROM STDIN`,
        select.iterate() as Iterable<unknown[]>,
        batchRows,
        (rows) => progress?.advance(rows),
      );
      if (columns.includes('id')) {
        const { rows } = await sql<{ seq: string | null }>`
          SELECT pg_get_serial_sequence(${table}, 'id') AS seq`.execute(target);
        const sequence = rows[0]?.seq;
        if (sequence)
          await sql`SELECT setval(${sequence}, coalesce(max(id), 1), max(id) IS NOT NULL)
            FROM ${sql.table(table)}`.execute(target);
      }
      copied.push({ table, rows: counts.get(table)!, sampled: 0 });
    }
    await loading.finish();
    progress?.stop();

    // The check: every table's count, and a sample of rows compared column by column.
    for (const entry of copied) {
      const { rows } = await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM ${sql.table(entry.table)}`.execute(target);
      if (Number(rows[0]!.n) !== entry.rows)
        throw new Error(
          `${entry.table}: ${entry.rows} rows in the source, ${rows[0]!.n} in the target.`,
        );
      const info = (
        source.pragma(`table_info("${entry.table}")`) as { name: string; type: string }[]
      ).filter((c) => columnsOf.get(entry.table)!.includes(c.name));
      const columns = info.map((c) => c.name);
      const reals = new Set(info.filter((c) => /^real$/i.test(c.type)).map((c) => c.name));
      if (!columns.includes('id') || !entry.rows) continue;
      const picked = source
        .prepare(
          `SELECT ${columns.map(quote).join(', ')} FROM ${quote(entry.table)} ORDER BY random() LIMIT ?`,
        )
        .all(sample) as Record<string, unknown>[];
      const { rows: there } = await sql<Record<string, unknown>>`
        SELECT ${sql.join(columns.map((c) => sql.ref(c)))} FROM ${sql.table(entry.table)}
        WHERE id IN (${sql.join(picked.map((row) => row.id))})`.execute(target);
      const byId = new Map(there.map((row) => [String(row.id), comparable(row, reals)]));
      for (const row of picked)
        if (byId.get(String(row.id)) !== comparable(row, reals))
          throw new Error(
            `${entry.table} #${String(row.id)} differs between the source and the target.`,
          );
      entry.sampled = picked.length;
    }
    await sql`ANALYZE`.execute(target);
    return copied;
  } finally {
    source.close();
    await loader.end();
    await target.destroy();
  }
}
