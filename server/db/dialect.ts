import { PostgresAdapter, type Kysely } from 'kysely';

/** True when the Kysely instance talks to PostgreSQL rather than SQLite. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
