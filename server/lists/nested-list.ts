import {
  CompiledQuery,
  sql,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/types.js';
import { unplanned } from '../db/dialect.js';
import type { Term } from '../../shared/messages.js';
import { notFound } from '../http/errors.js';
import { type ListQuery } from '../../shared/contract/list.js';
import { fetchPage, filtersKey, pageQuery, pageShape, type Sorting } from './list-query.js';
import { compiledOnce, compiledPerKey } from './compiled-once.js';
import { listTotals, versionedCache, type VersionedTable } from './versioned-cache.js';
/** Tables whose rows own a nested list, with the column that names a row. */
const PARENT_NAME = {
  committees: 'name',
  donors: 'name',
  result_segments: 'year',
  programs: 'name',
  galleries: 'name',
  jobs: 'title',
  verification_campaigns: 'name',
} as const;
export type ParentTable = keyof typeof PARENT_NAME;

const parentQueries = new WeakMap<Kysely<Database>, Map<ParentTable, string>>();

/** The parent of a nested list, its id and name (a year's name is the year), or null. */
async function parentRow(
  db: Kysely<Database>,
  table: ParentTable,
  id: number,
): Promise<{ id: number; name: string } | null> {
  // Compiled once per database and table (it runs on every page of a nested list).
  let texts = parentQueries.get(db);
  if (!texts) parentQueries.set(db, (texts = new Map()));
  let text = texts.get(table);
  if (text === undefined) {
    text = db
      .selectFrom(table)
      .select(['id', sql.ref<string>(PARENT_NAME[table]).as('name')])
      .where('id', '=', 0)
      .compile().sql;
    texts.set(table, text);
  }
  const [row] = (
    await db.executeQuery<{ id: number; name: unknown }>(CompiledQuery.raw(text, [id]))
  ).rows;
  return row ? { id: row.id, name: String(row.name) } : null;
}

/** Finds the parent of a nested list or answers 404 (`label` not found); its id and name. */
export async function parentExists(
  db: Kysely<Database>,
  table: ParentTable,
  id: number,
  label: Term,
): Promise<{ id: number; name: string }> {
  const row = await parentRow(db, table, id);
  if (!row) throw notFound(label);
  return row;
}

/**
 * Every parent's table carries a write version (the last three since migration
 * 0052): a nested list's page finds its parent's name in memory, read again once
 * that table is written (by any process), as the list's total is.
 */
const PARENTS: readonly (ParentTable & VersionedTable)[] = Object.keys(
  PARENT_NAME,
) as ParentTable[];
const keptParents = new Map(
  PARENTS.map((table) => [table, versionedCache<{ id: number; name: string } | null>([table])]),
);

/** `parentExists` for a nested list's page: from memory while the parent's table is unwritten. */
async function parentOfPage(
  db: Kysely<Database>,
  table: ParentTable,
  id: number,
  label: Term,
): Promise<{ id: number; name: string }> {
  const parent = await keptParents.get(table)!(db, String(id), () => parentRow(db, table, id));
  if (!parent) throw notFound(label);
  return parent;
}

export interface NestedList<Row, Out, K extends string> {
  /** The parent: its table, its name in messages ("Committee") and its key in the answer. */
  parent: { table: ParentTable; label: Term; key: K };
  /** The column of the rows that names the parent (`committee_members.committee_id`). */
  parentColumn: string;
  /** The rows, with whatever they join (the member summary). */
  rows: (db: Kysely<Database>) => SelectQueryBuilder<Database, keyof Database, Row>;
  /** The condition a search adds; none for rows without names (gallery images). */
  search?: (db: Kysely<Database>, term: string) => Expression<SqlBool>;
  /** The sortable columns by their wire name, and the default order. */
  sort: Sorting;
  /** A row as the client sees it. */
  shape: (row: Row) => Out;
  /** The tables a count reads: totals are then kept until one of them is written. */
  totals?: readonly VersionedTable[];
}

/**
 * A nested list (committee members, donor members, and later volunteer types,
 * applicants, partners, gallery images): the parent must exist (404), rows are
 * those of the parent, searched, narrowed by the list's own filters and paged,
 * and the parent's name rides beside them for the page title.
 */
export function nestedList<Row, Out, K extends string>(list: NestedList<Row, Out, K>) {
  const totals = list.totals ? listTotals(list.totals) : null;
  const pages = compiledOnce();
  const narrowedPages = compiledPerKey();
  // The parent's id is kept from the planner: each run would prepare the statement
  // again for a plan that is the same for every parent (server/db/dialect.ts).
  const ofParent = (db: Kysely<Database>, parentId: unknown) =>
    list.rows(db).where(sql.ref(list.parentColumn), '=', unplanned(parentId, 'integer'));
  return async (
    db: Kysely<Database>,
    parentId: number,
    params: ListQuery,
    /**
     * The list's own filters, read from `params` alone: the totals and the page's
     * statement are kept under the parent and the parameters' `filtersKey`.
     */
    narrow?: (
      query: SelectQueryBuilder<Database, keyof Database, Row>,
    ) => SelectQueryBuilder<Database, keyof Database, Row>,
  ) => {
    const parent = await parentOfPage(db, list.parent.table, parentId, list.parent.label);
    const query = () => {
      let rows = ofParent(db, parentId);
      if (params.search && list.search) rows = rows.where(list.search(db, params.search));
      return narrow ? narrow(rows) : rows;
    };
    // A page of the parent's rows alone (no search, no narrowing) is the same
    // statement for every parent: compiled once per order and page, kept with the
    // list's base query (built again when its key changes).
    // A searched or narrowed page is compiled once per parent, filters, order and page.
    const plain = !narrow && !(params.search && list.search);
    const filters = `${parentId}:${filtersKey(params)}`;
    const page = await fetchPage(
      query,
      params,
      list.sort,
      totals?.(db, filters),
      plain
        ? () =>
            pages(
              db,
              list.rows(db) as object,
              pageShape(params),
              (slot) => pageQuery(ofParent(db, slot('parent')), params, list.sort),
              { parent: parentId },
            )
        : () =>
            narrowedPages(db, list.rows(db) as object, `${filters}|${pageShape(params)}`, () =>
              pageQuery(query(), params, list.sort),
            ),
    );
    return {
      data: page.data.map(list.shape),
      total: page.total,
      [list.parent.key]: parent,
    } as { data: Out[]; total: number } & Record<K, { id: number; name: string }>;
  };
}
