import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Counted, Term } from '../../shared/messages.js';
import { conflict } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
export interface UsageCheck {
  table: keyof Database & string;
  column: string;
  /** How the message names the rows that point here. */
  term: Term;
}

/**
 * Refuses (409) to delete a row that other rows still point at, naming what
 * still uses it: "This district is still used by 4 posts and 120 members."
 */
export async function refuseIfInUse(
  db: Kysely<Database>,
  what: Term,
  id: number,
  checks: UsageCheck[],
): Promise<void> {
  const uses: Counted[] = [];
  for (const check of checks) {
    const row = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(check.table)}
      WHERE ${sql.ref(check.column)} = ${id}`.execute(db);
    const n = Number(row.rows[0]?.n ?? 0);
    if (n > 0) uses.push({ term: check.term, count: n });
  }
  if (uses.length) throw conflict(say('in_use', { what, uses }));
}
