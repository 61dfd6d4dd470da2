import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { likePattern } from './list-query.js';

/**
 * A condition matching members whose first name, middle name or mobile number
 * contains every word of `search` (case-insensitive). On SQLite words of three or
 * more characters go through the FTS5 trigram index; shorter ones use LIKE.
 */
export function memberMatches(db: Kysely<Database>, search: string): Expression<SqlBool> {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  if (isPostgres(db)) {
    const haystack = sql`(coalesce(members.first_name, '') || ' ' || coalesce(members.last_name, '') || ' ' || members.mobile_no)`;
    return sql.join(
      words.map((w) => sql`${haystack} ILIKE ${likePattern(w)} ESCAPE '\\'`),
      sql` AND `,
    ) as unknown as Expression<SqlBool>;
  }
  const long = words.filter((w) => [...w].length >= 3);
  const short = words.filter((w) => [...w].length < 3);
  const parts = short.map(
    (w) => sql`(members.first_name LIKE ${likePattern(w)} ESCAPE '\\'
      OR members.last_name LIKE ${likePattern(w)} ESCAPE '\\'
      OR members.mobile_no LIKE ${likePattern(w)} ESCAPE '\\')`,
  );
  if (long.length) {
    const match = long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');
    parts.push(sql`members.id IN (SELECT rowid FROM members_fts WHERE members_fts MATCH ${match})`);
  }
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}
