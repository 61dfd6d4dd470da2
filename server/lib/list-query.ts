import {
  sql,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { z } from 'zod';
import { withoutUnusedLeftJoins } from './count-query.js';
import { say } from './messages.js';

/**
 * A search as a person types it: control characters (a NUL byte, tabs) become
 * spaces, so no database ever sees them, then trimmed and at most 100 characters.
 */
export const searchText = () =>
  z
    .string()
    .transform((text) => text.replace(/\p{Cc}+/gu, ' ').trim())
    .pipe(z.string().max(100, say('search_too_long')));

/**
 * The list parameters every list endpoint accepts (DESIGN.md §3): 1-based `page`,
 * `itemsPerPage` (25 by default, -1 for all), `sortBy` / `sortDesc` (also in the
 * `sortBy[]` array form the original client sends) and `search`.
 */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1, say('page_starts_at_one')).max(1_000_000).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(-1)
    .max(100_000)
    .refine((n) => n !== 0, say('rows_all'))
    .default(25),
  sortBy: z.string().max(64).optional(),
  sortDesc: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
  search: searchText().optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Folds `key[]` query keys (axios' array form) into `key`, taking the first value for sort keys. */
export function normaliseQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const plain = key.endsWith('[]') ? key.slice(0, -2) : key;
    out[plain] =
      (plain === 'sortBy' || plain === 'sortDesc') && Array.isArray(value) ? value[0] : value;
  }
  return out;
}

/** Escapes `%`, `_` and `\` for a LIKE pattern used with `ESCAPE '\'`. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * True where any of `columns` (or expressions) contains `term` literally and
 * ignoring case, on SQLite and PostgreSQL alike (SQLite's LIKE ignores ASCII case,
 * PostgreSQL's minds it; `lower()` on both sides agrees everywhere): `%`, `_`
 * and `\` match themselves. Every text search is built with it; `trigram` keeps
 * the column bare (`ILIKE`) so PostgreSQL's pg_trgm index on it serves the search.
 */
export function contains(
  columns: (string | Expression<unknown>)[],
  term: string,
  { trigram = false } = {},
) {
  const pattern = likePattern(term.toLowerCase());
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => {
      const value = typeof column === 'string' ? sql.ref(column) : column;
      return trigram
        ? sql`${value} ILIKE ${pattern} ESCAPE '\\'`
        : sql`lower(${value}) LIKE ${pattern} ESCAPE '\\'`;
    }),
    sql` OR `,
  )})`;
}

export interface Page<Row> {
  data: Row[];
  total: number;
}

/**
 * Runs a filtered list query: counts the matching rows, then fetches one page
 * ordered by a whitelisted column (unknown sort keys fall back to the default).
 */
/**
 * The columns a list sorts by, by their wire name (react-admin's source): a
 * column, or an expression for what the list shows (a donor's member's name or
 * the name typed for someone who is not a member).
 */
export interface Sorting {
  columns: Record<string, string | RawBuilder<unknown>>;
  default: string;
  /**
   * The order when the list asks for none, written out with its directions
   * (events: upcoming first, soonest first, then the past, latest first).
   */
  defaultOrder?: RawBuilder<unknown>;
  defaultDesc?: boolean;
}

export async function fetchPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  params: ListQuery,
  sorting: Sorting,
  /** Where the total may come from instead of counting (a cache), given how to count. */
  total: (count: () => Promise<number>) => Promise<number> = (count) => count(),
): Promise<Page<Row>> {
  const count = async () => {
    const counted = await (
      query.clearSelect().clearOrderBy() as unknown as SelectQueryBuilder<DB, TB, object>
    )
      .select(sql<number>`count(*)`.as('total'))
      .withPlugin(withoutUnusedLeftJoins)
      .executeTakeFirst();
    return Number((counted as { total?: number } | undefined)?.total ?? 0);
  };
  const column = (params.sortBy && sorting.columns[params.sortBy]) || sorting.default;
  const desc =
    params.sortBy && sorting.columns[params.sortBy] ? params.sortDesc : sorting.defaultDesc;
  const order = typeof column === 'string' ? sql.ref(column) : column;
  const asked = !!(params.sortBy && sorting.columns[params.sortBy]);
  let page =
    !asked && sorting.defaultOrder
      ? query.orderBy(sorting.defaultOrder)
      : query.orderBy(order, desc ? 'desc' : 'asc');
  if (column !== 'id') page = page.orderBy(sql.ref(String(sorting.columns.id ?? 'id')), 'asc');
  if (params.itemsPerPage > 0) {
    page = page.limit(params.itemsPerPage).offset((params.page - 1) * params.itemsPerPage);
  }
  const [data, counted] = await Promise.all([page.execute(), total(count)]);
  return { data, total: counted };
}
