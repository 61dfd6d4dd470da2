import { PostgresAdapter, type Kysely } from 'kysely';

/** True when the Kysely instance talks to PostgreSQL rather than SQLite. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema will do
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
