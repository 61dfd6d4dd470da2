import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { KeptMap } from './kept-map.js';

/** How many distinct SQL texts keep their prepared statement (server/db/kept-map.ts says which go). */
const MAX_STATEMENTS = 500;

/**
 * The SQLite database as Kysely sees it, with each statement prepared once and
 * kept: Kysely's driver prepares every query it runs, which costs more than running
 * a short one. A statement still being iterated is never handed out twice (a fresh
 * one is prepared instead); SQLite re-prepares kept statements itself after a
 * schema change.
 */
export function withStatementCache(
  database: SQLite.Database,
  /** Told after each statement that writes (or begins, commits, rolls back) has run. */
  onWrite: () => void = () => undefined,
): SqliteDatabase {
  /** Each statement with the face Kysely sees, made once: a read's is the statement itself. */
  const kept = new KeptMap<string, { statement: SQLite.Statement; face: SqliteStatement }>(
    MAX_STATEMENTS,
  );
  /**
   * A statement as Kysely uses it: one that writes (an INSERT … RETURNING reads as
   * well) tells `onWrite` after it has run.
   */
  const faceOf = (statement: SQLite.Statement): SqliteStatement => {
    if (statement.readonly) return statement as unknown as SqliteStatement;
    const after = <T>(work: () => T): T => {
      try {
        return work();
      } finally {
        onWrite();
      }
    };
    return {
      reader: statement.reader,
      all: (parameters: readonly unknown[]) => after(() => statement.all(parameters)),
      iterate: (parameters: readonly unknown[]) => after(() => statement.iterate(parameters)),
      run: (parameters: readonly unknown[]) => after(() => statement.run(parameters)),
    } as unknown as SqliteStatement;
  };
  return {
    prepare(sql: string): SqliteStatement {
      const entry = kept.get(sql);
      if (entry && !entry.statement.busy) return entry.face;
      const statement = database.prepare(sql);
      const fresh = { statement, face: faceOf(statement) };
      if (!entry) kept.set(sql, fresh);
      return fresh.face;
    },
    close() {
      kept.clear();
      database.close();
    },
  };
}
