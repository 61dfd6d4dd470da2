import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts keep their prepared statement (the least recent go first). */
const MAX_STATEMENTS = 500;

/**
 * The SQLite database as Kysely sees it, with each statement prepared once and
 * kept: Kysely's driver prepares every query it runs, which costs more than running
 * a short one. A statement still being iterated is never handed out twice (a fresh
 * one is prepared instead); SQLite re-prepares kept statements itself after a
 * schema change.
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        // Most recently used last, so the first key is the one to drop.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement as unknown as SqliteStatement;
      }
      const fresh = database.prepare(sql);
      if (!statement) {
        if (kept.size >= MAX_STATEMENTS) kept.delete(kept.keys().next().value!);
        kept.set(sql, fresh);
      }
      return fresh as unknown as SqliteStatement;
    },
    close() {
      kept.clear();
      database.close();
    },
  };
}
