import { sql, type Insertable, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/types.js';

/** Inserts many rows in chunks small enough for every driver's parameter limit. */
export async function insertInChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    // The generic table name defeats Kysely's per-table typing; rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** After inserting explicit ids, moves PostgreSQL's id sequences past them. */
export async function syncIdSequences(db: Kysely<Database>, tables: string[]): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tables) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 1))`.execute(
      db,
    );
  }
}
