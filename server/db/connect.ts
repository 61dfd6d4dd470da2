import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ImmediateSqliteDialect } from './immediate-transactions.js';
import { startHousekeeping, type Housekeeping } from './housekeeping.js';
import { preparingPool } from './pg-prepared.js';
import { PRIVATE_DIR, privateFileSync } from './private-files.js';
import { withStatementCache } from './statement-cache.js';
import type { Database } from './types.js';

/**
 * What every PostgreSQL connection sets when it opens (docs/bench.md):
 * - `synchronize_seqscans`: a scan of a table larger than a quarter of
 *   shared_buffers starts where the last scan of it stopped, so a query stopping at
 *   its first rows (the member picker's twenty) answered different members each time
 *   it ran; every scan starts at the table's first page instead, as on SQLite.
 * - `enable_memoize`: PostgreSQL 14 and 15 put a cache in front of each joined
 *   lookup (a page's member, its business, its type) sized for the whole table, and
 *   clear it on every run: a page of 25 jobs spent more time clearing three such
 *   caches than reading its rows. Pages read a few rows by index; the whole-table
 *   reads (exports, the book, the duplicate scan) join by hash.
 * - `standard_conforming_strings` (PostgreSQL's default, held here whatever the
 *   server's configuration says): a backslash in a quoted text is itself. A member
 *   search writes its pattern into the statement's text (server/member/search.ts).
 */
export const SESSION_SETTINGS = {
  synchronize_seqscans: 'off',
  enable_memoize: 'off',
  standard_conforming_strings: 'on',
} as const;

/**
 * Opens the database named by `url`: `postgres://...` for PostgreSQL (a pool of
 * at most `poolSize` connections), otherwise a
 * SQLite file path (or `:memory:`). SQLite runs in WAL mode with foreign keys on,
 * `synchronous = FULL`, in a file only the server's user can read, its statements
 * prepared once. `housekeeping` (the server's own connection) checkpoints the WAL
 * in a worker thread and merges the search indexes in quiet moments
 * (server/db/housekeeping.ts).
 */
export function connect(
  url: string,
  { poolSize = 10, housekeeping = false } = {},
): Kysely<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    // An idle connection dropped by a database restart is discarded by the pool;
    // without a listener its error would end the process.
    pool.on('error', (error) =>
      process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`),
    );
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: process.env.DATABASE_PREPARE === '0' ? pool : preparingPool(pool),
        onCreateConnection: async (connection) => {
          for (const [name, value] of Object.entries(SESSION_SETTINGS))
            await connection.executeQuery(CompiledQuery.raw(`SET ${name} = ${value}`));
        },
      }),
    });
  }
  if (url !== ':memory:') {
    mkdirSync(dirname(url), { recursive: true, mode: PRIVATE_DIR });
    // SQLite gives its -wal and -shm files the database file's permissions.
    privateFileSync(url);
  }
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Every acknowledged write is on the disk, a power cut included (see docs/decisions.md).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  // What changed since: a commit by another connection (SQLite's own `data_version`)
  // or a write through this one.
  let ownWrites = 0;
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const statements = withStatementCache(sqlite, () => void ownWrites++);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: statements }),
  });
  directReads.set(db, (text, parameters) => {
    // Inside a transaction the connection holds another request's uncommitted rows:
    // the read waits its turn through Kysely.
    if (sqlite.inTransaction) return undefined;
    const statement = statements.prepare(text);
    return statement.reader ? (statement.all(parameters) as unknown[]) : undefined;
  });
  // `data_version` is read once per turn of the event loop, by the first request that
  // asks, and forgotten when the turn ends (setImmediate runs after the turn's I/O).
  // Every request handled in a turn had arrived before the turn's first read, so a
  // commit that came before a request is in the stamp that request sees; this
  // process's own writes move the stamp at once. Its text is made once per turn and
  // write, not once per request that asks.
  let turnVersion: unknown;
  let stamp: string | undefined;
  let stampWrites = 0;
  const forget = () => void (turnVersion = stamp = undefined);
  changeStamps.set(db, () => {
    if (turnVersion === undefined) {
      turnVersion = dataVersion.get();
      setImmediate(forget);
    }
    if (stamp === undefined || stampWrites !== ownWrites) {
      stampWrites = ownWrites;
      stamp = `${String(turnVersion)}:${ownWrites}`;
    }
    return stamp;
  });
  if (housekeeping && url !== ':memory:') housekeepers.set(db, startHousekeeping(sqlite, url));
  return db;
}

const housekeepers = new WeakMap<Kysely<Database>, Housekeeping>();

/** The upkeep of a connection opened with `housekeeping` (SQLite only). */
export const housekeepingOf = (db: Kysely<Database>): Housekeeping | undefined =>
  housekeepers.get(db);

/** Each SQLite database's read that runs at once, or undefined when it must wait (below). */
const directReads = new WeakMap<
  Kysely<Database>,
  (sql: string, parameters: readonly unknown[]) => unknown[] | undefined
>();

/** A read's rows: at once, or when Kysely has run it. */
export type Rows<Row> = Row[] | Promise<Row[]>;

/**
 * `then` applied to a read's rows: at once when they came at once, so that a route
 * handler returning it answers without a promise (Fastify sends a plain value as it
 * is returned, a promise only after a turn of the microtask queue).
 */
export const withRows = <Row, T>(rows: Rows<Row>, then: (rows: Row[]) => T): T | Promise<T> =>
  Array.isArray(rows) ? then(rows) : rows.then(then);

/**
 * The rows of a compiled read (with `parameters` in place of its own). On SQLite,
 * outside a transaction, the statement runs at once on the connection and the rows
 * come back without a promise: Kysely's executor takes the connection through a
 * lock and several promises per query, which under load cost a short read about as
 * much again as running it (docs/bench.md, issue 43). better-sqlite3 runs a
 * statement whole, so no other query can be half-way through it; while a
 * transaction is open (its writes not yet committed) the read goes through Kysely
 * and waits for it. PostgreSQL, and a transaction's handle, always go through Kysely.
 */
export function runRead<Row>(
  db: Kysely<Database>,
  compiled: CompiledQuery<Row>,
  parameters: readonly unknown[] = compiled.parameters,
): Rows<Row> {
  const rows = db.isTransaction ? undefined : directReads.get(db)?.(compiled.sql, parameters);
  if (rows) return rows as Row[];
  const query = parameters === compiled.parameters ? compiled : { ...compiled, parameters };
  return db.executeQuery(query).then((result) => result.rows);
}

const changeStamps = new WeakMap<Kysely<Database>, () => string>();

/**
 * A stamp that stays the same while nothing was written to the database, by this
 * process or any other (SQLite only; undefined for PostgreSQL and for a
 * transaction's handle): what was read at a stamp still holds at the same stamp,
 * so the write versions behind the caches need not be read again
 * (server/lists/versioned-cache.ts).
 */
export const changeStamp = (db: Kysely<Database>): string | undefined => changeStamps.get(db)?.();
