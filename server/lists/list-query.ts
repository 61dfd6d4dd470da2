import {
  AliasNode,
  IdentifierNode,
  sql,
  TableNode,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/types.js';
import { withoutUnusedLeftJoins } from './count-query.js';
import { unplanned } from '../db/dialect.js';
import type { ListQuery } from '../../shared/contract/list.js';
import { compiledPerKey } from './compiled-once.js';
import type { Rows } from '../db/connect.js';
/** Folds `key[]` query keys (axios' array form) into `key`, taking the first value for sort keys. */
export function normaliseQuery(query: unknown): Record<string, unknown> {
  // No prototype: a key named `__proto__` is a key like any other.
  const out = Object.create(null) as Record<string, unknown>;
  const given = (query ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    const value = given[key];
    const plain = key.endsWith('[]') ? key.slice(0, -2) : key;
    out[plain] =
      (plain === 'sortBy' || plain === 'sortDesc') && Array.isArray(value) ? value[0] : value;
  }
  return out;
}

/**
 * A query built once per database handle and kept: Kysely's builders never change
 * (each call returns a new one), so a list's columns and joins need not be parsed
 * again on every request, only its filters, order and page. A query that holds a
 * value of the moment (today's date) names it as `key`, and is built again when
 * the key changes.
 */
export function reusable<Q>(
  build: (db: Kysely<Database>) => Q,
  key: () => string = () => '',
): (db: Kysely<Database>) => Q {
  const kept = new WeakMap<Kysely<Database>, { key: string; query: Q }>();
  return (db) => {
    const now = key();
    let entry = kept.get(db);
    if (entry === undefined || entry.key !== now)
      kept.set(db, (entry = { key: now, query: build(db) }));
    return entry.query;
  };
}

/** What names a list's rows apart from their paging and order: its filters and search. */
export function filtersKey(params: object): string {
  const given = params as Record<string, unknown>;
  const names = Object.keys(given)
    .filter((name) => given[name] !== undefined && !PAGING.has(name))
    .sort();
  return JSON.stringify(names.map((name) => [name, given[name]]));
}
const PAGING = new Set(['page', 'itemsPerPage', 'sortBy', 'sortDesc']);

/**
 * The LIKE pattern (with `ESCAPE '\'`) for text containing `term` in any case:
 * lower-cased, its `%`, `_` and `\` escaped so they match themselves.
 */
export const containsPattern = (term: string) =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * True where any of `columns` (or expressions) contains `term` literally and
 * ignoring case, on SQLite and PostgreSQL alike (SQLite's LIKE ignores ASCII case,
 * PostgreSQL's minds it; `lower()` on both sides agrees everywhere): `%`, `_`
 * and `\` match themselves. Every text search is built with it; `trigram` keeps
 * the column bare (`ILIKE`) so PostgreSQL's pg_trgm index on it serves the search;
 * `lowered` does the same for a PostgreSQL column stored lower-cased
 * (`members.search_text`), as `LIKE lower(pattern)`: the pattern is folded once by
 * the same `lower()` as the column, and the rows need no folding, which ILIKE does
 * on every row it reads (5–8 times the cost on a scan, docs/bench.md);
 * `sqlite` (for a caller that knows the database) keeps it bare for SQLite's LIKE,
 * which folds ASCII case exactly as its `lower()` does, without a call per row.
 */
export function contains(
  columns: (string | Expression<unknown>)[],
  term: string,
  options: { trigram?: boolean; lowered?: boolean; sqlite?: boolean } = {},
) {
  return matching(columns, containsPattern(term), options);
}

/** `contains` for a pattern already made by `containsPattern` (or a statement's slot for one). */
export function matching(
  columns: (string | Expression<unknown>)[],
  pattern: unknown,
  { trigram = false, lowered = false, sqlite = false } = {},
) {
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => {
      const value = typeof column === 'string' ? sql.ref(column) : column;
      if (lowered) return sql`${value} LIKE lower(${pattern}) ESCAPE '\\'`;
      if (trigram) return sql`${value} ILIKE ${pattern} ESCAPE '\\'`;
      // A pattern starting with `%` has no plan of its own (server/db/dialect.ts).
      const written = unplanned(pattern, 'text');
      return sqlite
        ? sql`${value} LIKE ${written} ESCAPE '\\'`
        : sql`lower(${value}) LIKE ${written} ESCAPE '\\'`;
    }),
    sql` OR `,
  )})`;
}

export interface Page<Row> {
  data: Row[];
  total: number;
}

/** `query`'s count: no columns, no order, no left join nothing refers to. */
const countQuery = <DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>) =>
  (query.clearSelect().clearOrderBy() as unknown as SelectQueryBuilder<DB, TB, object>)
    .select(sql<number>`count(*)`.as('total'))
    .withPlugin(withoutUnusedLeftJoins);
const countRows = async <DB, TB extends keyof DB>(
  counting: ReturnType<typeof countQuery<DB, TB, unknown>>,
) => Number(((await counting.executeTakeFirst()) as { total?: number } | undefined)?.total ?? 0);

/**
 * The columns a list sorts by, by their wire name (react-admin's source): a
 * column, or an expression for what the list shows (a donor's member's name or
 * the name typed for someone who is not a member).
 */
export interface Sorting {
  columns: Record<string, string | RawBuilder<unknown>>;
  default: string;
  /**
   * The order when the list asks for none, in two parts each served by an index
   * (events: the upcoming ones soonest first, then the past latest first): the
   * rows where `first` holds in its order, then the others in theirs.
   */
  defaultParts?: {
    first: Expression<SqlBool>;
    rest: Expression<SqlBool>;
    orders: [[string, 'asc' | 'desc'], [string, 'asc' | 'desc']];
  };
  defaultDesc?: boolean;
}

/**
 * The column a wire sort key names, looked up in the list's own keys only: a
 * key such as `constructor` or `__proto__` is unknown (the default order), never
 * an inherited property.
 */
export const sortColumn = (sorting: Sorting, key: string | undefined) =>
  key !== undefined && Object.hasOwn(sorting.columns, key) ? sorting.columns[key] : undefined;

/**
 * A page's size or start written into the statement, not sent as a parameter: a
 * PostgreSQL plan kept for a statement whose LIMIT is a parameter cannot know the page
 * is small and sorts every row (191 ms for the business portal, where a plan made for
 * the request takes 1 ms to make and 0.2 ms to run), so PostgreSQL made a new plan for
 * every request. With the numbers in the text it keeps one plan per page; SQLite's
 * FTS5 index, too, stops at a written LIMIT and reads on past one sent as a parameter
 * (the member search). They are integers the list's query schema checked; anything
 * else is refused here.
 */
export function pageNumber(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a page number: ${n}`);
  return sql.lit<number>(n);
}

/**
 * `<table>.id` of the table a query reads from (by its alias when it has one): every
 * table's `id` is its primary key, so an order by it needs no second key.
 */
function primaryKeyOf<DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>) {
  const from = query.toOperationNode().from?.froms[0];
  if (from && TableNode.is(from)) return `${from.table.identifier.name}.id`;
  if (from && AliasNode.is(from) && IdentifierNode.is(from.alias)) return `${from.alias.name}.id`;
  return undefined;
}

/** True when the page asks for the list's default order and that order is in two parts. */
const inTwoPartOrder = (params: ListQuery, sorting: Sorting) =>
  !!sorting.defaultParts && sortColumn(sorting, params.sortBy) === undefined;

/**
 * One page of `query` ordered by a whitelisted column (unknown sort keys fall back
 * to the default; a two-part default order is `inTwoParts`' to read).
 */
export function pageQuery<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  params: ListQuery,
  sorting: Sorting,
): SelectQueryBuilder<DB, TB, Row> {
  const chosen = sortColumn(sorting, params.sortBy);
  const column = chosen ?? sorting.default;
  const desc = chosen ? params.sortDesc : sorting.defaultDesc;
  const order = typeof column === 'string' ? sql.ref(column) : column;
  let page = query.orderBy(order, desc ? 'desc' : 'asc');
  // Rows that tie on the chosen column come in the order of the rows' ids, unless
  // the column is unique already (a second key there costs SQLite a sort).
  const tie = String(sorting.columns.id ?? 'id');
  if (column !== 'id' && column !== tie && column !== primaryKeyOf(query))
    page = page.orderBy(sql.ref(tie), 'asc');
  if (params.itemsPerPage > 0) {
    page = page
      .limit(pageNumber(params.itemsPerPage))
      .offset(pageNumber((params.page - 1) * params.itemsPerPage));
  }
  return page;
}

/**
 * What makes one page's statement differ from another's of the same list and
 * filters: its order and its place (`pageQuery` writes both into the text).
 */
export const pageShape = (params: ListQuery): string =>
  `${params.sortBy ?? ''}|${params.sortDesc ? 1 : 0}|${params.itemsPerPage}|${params.page}`;

/**
 * Runs a filtered list query: counts the matching rows, then fetches one page
 * ordered by a whitelisted column (unknown sort keys fall back to the default).
 * `rows`, when given, reads the page in place of `pageQuery` (a statement compiled
 * once, server/lists/compiled-once.ts), unless the order is in two parts.
 */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  /** The list's query, or how to build it when it is needed (a count, or no `rows`). */
  query: SelectQueryBuilder<DB, TB, Row> | (() => SelectQueryBuilder<DB, TB, Row>),
  params: ListQuery,
  sorting: Sorting,
  /** Where the total may come from instead of counting (a cache), given how to count. */
  total: (count: () => Promise<number>) => Promise<number> = (count) => count(),
  rows?: () => Rows<Row>,
): Promise<Page<Row>> {
  let built = typeof query === 'function' ? undefined : query;
  const listed = () => (built ??= (query as () => SelectQueryBuilder<DB, TB, Row>)());
  const count = () => countRows(countQuery(listed()));
  if (inTwoPartOrder(params, sorting)) return inTwoParts(listed(), params, sorting, total(count));
  const [data, counted] = await Promise.all([
    rows ? rows() : pageQuery(listed(), params, sorting).execute(),
    total(count),
  ]);
  return { data, total: counted };
}

/**
 * A list's `fetchPage` whose page statement is compiled once per filter set, order
 * and page and kept (per database, for this list alone): Kysely building the text of
 * a list's page cost more than SQLite running it (the jobs list: 589 µs of CPU a
 * request against the floor's 432, docs/bench.md). `filters` names every input of
 * `query` besides the page and the order: the request's `filtersKey`, which the
 * list's totals are kept under too. A list whose rows depend on anything else (an
 * account's districts, the day) must name it there as well: statements are kept per
 * database, not per base query, so a base query `reusable` builds again each day
 * (a year's results, by age) is not for this helper; `nestedList` keeps those with
 * its base query.
 */
export function keptPages(sorting: Sorting) {
  const pages = compiledPerKey();
  return <DB, TB extends keyof DB, Row>(
    db: Kysely<Database>,
    filters: string,
    query: SelectQueryBuilder<DB, TB, Row>,
    params: ListQuery,
    total?: (count: () => Promise<number>) => Promise<number>,
  ): Promise<Page<Row>> =>
    fetchPage(query, params, sorting, total, () =>
      pages(db, db, `${filters}|${pageShape(params)}`, () => pageQuery(query, params, sorting)),
    );
}

/**
 * One page of a list in its two-part default order: the first part's rows, then
 * the rest's, each read through its own index with a limit, instead of sorting
 * every row by an expression on each page.
 */
async function inTwoParts<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  params: ListQuery,
  sorting: Sorting,
  total: Promise<number>,
): Promise<Page<Row>> {
  const { first, rest, orders } = sorting.defaultParts!;
  const id = sql.ref(String(sorting.columns.id ?? 'id'));
  const part = (where: Expression<SqlBool>, [column, direction]: [string, 'asc' | 'desc']) =>
    query
      .where(where as never)
      .orderBy(sql.ref(column), direction)
      .orderBy(id, 'asc');
  const all = params.itemsPerPage < 0;
  const offset = all ? 0 : (params.page - 1) * params.itemsPerPage;
  const head = part(first, orders[0]);
  const data: Row[] = await (
    all ? head : head.limit(pageNumber(params.itemsPerPage)).offset(pageNumber(offset))
  ).execute();
  if (all || data.length < params.itemsPerPage) {
    // Where the rest starts: known from this page unless it begins past the first part.
    const inFirst =
      data.length > 0 || offset === 0
        ? offset + data.length
        : await countRows(countQuery(query.where(first as never)));
    const tail = part(rest, orders[1]);
    const from = Math.max(0, offset - inFirst);
    const wanted = params.itemsPerPage - data.length;
    data.push(
      ...(await (all ? tail : tail.limit(pageNumber(wanted)).offset(pageNumber(from))).execute()),
    );
  }
  return { data, total: await total };
}
