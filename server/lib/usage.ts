import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { conflict } from './errors.js';

export interface UsageCheck {
  table: keyof Database & string;
  column: string;
  /** How one and many read in the message: ['post', 'posts']. */
  noun: [string, string];
}

/**
 * Refuses (409) to delete a row that other rows still point at, naming what
 * still uses it: "This district is still used by 4 posts and 120 members."
 */
export async function refuseIfInUse(
  db: Kysely<Database>,
  what: string,
  id: number,
  checks: UsageCheck[],
): Promise<void> {
  const uses: string[] = [];
  for (const check of checks) {
    const row = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(check.table)}
      WHERE ${sql.ref(check.column)} = ${id}`.execute(db);
    const n = Number(row.rows[0]?.n ?? 0);
    if (n > 0) uses.push(`${n.toLocaleString('en-IN')} ${n === 1 ? check.noun[0] : check.noun[1]}`);
  }
  if (uses.length) {
    const list = uses.length > 1 ? `${uses.slice(0, -1).join(', ')} and ${uses.at(-1)}` : uses[0];
    throw conflict(`This ${what} is still used by ${list}. Move or remove them first.`);
  }
}
