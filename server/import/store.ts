import { pageNumber } from '../lists/list-query.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type {
  FileFormat,
  ImportField,
  ImportMapping,
  ImportRow,
  ImportState,
  PlaceChoices,
  RowChoices,
  RowOutcome,
} from '../../shared/contract/import.js';
import { renderEnglish, type MessageCode } from '../../shared/messages.js';
import { notFound } from '../http/errors.js';
import { leaseHeld } from '../work/leases.js';
import { BlockIndex } from '../duplicates/match/blocks.js';
import { readPeople } from '../duplicates/people.js';
import { foldHeading, guessMapping } from './columns.js';
import { loadLookups } from './lookups.js';
import { previewRows, type Existing, type PreviewedRow } from './preview.js';
import { readSheet } from './read.js';

/** Rows written per statement (SQLite takes at most 32,766 parameters). */
const BATCH = 500;
const json = (value: unknown) => JSON.stringify(value);

/**
 * Reads the file and keeps its rows as an import whose columns are mapped by
 * guess (docs/import.md); nothing is previewed or written to members yet.
 */
export async function createImport(
  db: Kysely<Database>,
  file: { name: string; data: Buffer; sheet?: string | null },
  userId: number | null,
  /** Rows taken: the screen's limit unless the command line says more. */
  maxRows?: number,
): Promise<number> {
  const sheet = await readSheet(file.data, file.name, file.sheet, maxRows);
  const remembered = new Map(
    (await db.selectFrom('import_headings').select(['heading', 'field']).execute()).map((h) => [
      h.heading,
      h.field as ImportField | null,
    ]),
  );
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('imports')
      .values({
        file_name: file.name,
        sheet: sheet.sheet,
        sheets: json(sheet.sheets),
        file_format: sheet.format && json(sheet.format),
        headers: json(sheet.headers),
        mapping: json(guessMapping(sheet.headers, remembered)),
        status: 'mapping',
        rows_total: sheet.rows.length,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < sheet.rows.length; i += BATCH)
      await trx
        .insertInto('import_rows')
        .values(
          sheet.rows.slice(i, i + BATCH).map((row) => ({
            import_id: id,
            line: row.line,
            cells: json(row.cells),
          })),
        )
        .execute();
    return id;
  });
}

/** The directory's members as the preview checks rows against them: by mobile, and blocked for the duplicate finder. */
export async function loadExisting(db: Kysely<Database>) {
  const byMobile = new Map<string, Existing>();
  const index = new BlockIndex<Existing>();
  for await (const person of readPeople(db)) {
    byMobile.set(person.mobile!, person);
    index.add(person);
  }
  return { byMobile, index };
}

/**
 * The lease a commit holds while it writes, renewed after every chunk
 * (server/import/commit.ts): one commit of an import at a time across processes.
 */
export const importLease = (id: number) => `import:${id}`;
export const IMPORT_LEASE_MS = 30_000;

/**
 * An import's status as the screen shows it: one that says "importing" while no
 * process holds its lease was cut short (the server stopped mid-way) and shows as
 * stopped, so the administrator can go on with it.
 */
export async function shownStatus(
  db: Kysely<Database>,
  row: { id: number; status: ImportState['status']; error: string | null },
): Promise<{ status: ImportState['status']; error: string | null; error_code: string | null }> {
  if (row.status === 'importing' && !(await leaseHeld(db, importLease(row.id))))
    return {
      status: 'failed',
      error: renderEnglish({ code: 'import_interrupted' }),
      error_code: 'import_interrupted',
    };
  // A preview cut short keeps the rows of the preview before it (written at its end):
  // the choices stay open, and Preview again takes it up.
  if (row.status === 'previewing' && !(await leaseHeld(db, importLease(row.id))))
    return {
      status: 'mapping',
      error: renderEnglish({ code: 'import_preview_interrupted' }),
      error_code: 'import_preview_interrupted',
    };
  return { status: row.status, error: row.error, error_code: null };
}

export async function findImport(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('import');
  return row;
}

/**
 * Previews the import with this mapping and these place choices: every row as it
 * would be saved, with its problems and outcome, kept for paging and the commit.
 * The columns whose field the administrator changed are remembered for the next file.
 */
export async function previewImport(
  db: Kysely<Database>,
  id: number,
  options: { mapping?: ImportMapping; places?: PlaceChoices; row_choices?: RowChoices } = {},
): Promise<void> {
  const found = await findImport(db, id);
  const mapping = options.mapping ?? (JSON.parse(found.mapping) as ImportMapping);
  const places = options.places ?? (JSON.parse(found.places) as PlaceChoices);
  const rowChoices = options.row_choices ?? rowChoicesOf(found.row_choices);
  const stored = await db
    .selectFrom('import_rows')
    .select(['id', 'line', 'cells'])
    .where('import_id', '=', id)
    .orderBy('line')
    .execute();
  const rows = stored.map((r) => ({ line: r.line, cells: JSON.parse(r.cells) as unknown[] }));
  const [lookups, existing] = await Promise.all([loadLookups(db), loadExisting(db)]);
  const result = await previewRows(rows, mapping, places, lookups, existing, rowChoices);
  const headers = JSON.parse(found.headers) as string[];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('import_rows').where('import_id', '=', id).execute();
    for (let i = 0; i < result.rows.length; i += BATCH)
      await trx
        .insertInto('import_rows')
        .values(
          result.rows.slice(i, i + BATCH).map((row, k) => ({
            // The same ids as before, so a row the screen shows stays the same row.
            id: stored[i + k]!.id,
            import_id: id,
            line: row.line,
            cells: stored[i + k]!.cells,
            preview: json(row),
            outcome: row.outcome,
            head_line: row.head_line,
            accepted: row.accepted ? 1 : 0,
          })),
        )
        .execute();
    await trx
      .updateTable('imports')
      .set({
        mapping: json(mapping),
        places: json(places),
        row_choices: json(rowChoices),
        unknown_places: json(result.unknown),
        gujarati_names: json(result.gujaratiNames),
        status: 'previewed',
      })
      .where('id', '=', id)
      .execute();
    // Remembered for the next file: the columns the administrator changed since the
    // last preview. What was guessed is guessed again from each file's own headings
    // (a Name beside a Middle Name is a first name, alone a whole name), not frozen.
    const before = JSON.parse(found.mapping) as ImportMapping;
    for (const [column, field] of Object.entries(mapping)) {
      const heading = foldHeading(headers[Number(column)] ?? '');
      if (!heading || (before[column] ?? null) === field) continue;
      await trx
        .insertInto('import_headings')
        .values({ heading, field })
        .onConflict((oc) => oc.column('heading').doUpdateSet({ field }))
        .execute();
    }
  });
}

/** The import as the screen shows it: its columns, choices, progress and counts. */
export async function readImport(db: Kysely<Database>, id: number): Promise<ImportState> {
  const found = await findImport(db, id);
  const counted = await db
    .selectFrom('import_rows')
    .select(['outcome', 'status', 'accepted', (eb) => eb.fn.countAll<number>().as('n')])
    .where('import_id', '=', id)
    .groupBy(['outcome', 'status', 'accepted'])
    .execute();
  const counts: Record<string, number> = {};
  const add = (key: string, n: number) => (counts[key] = (counts[key] ?? 0) + n);
  for (const c of counted) {
    const n = Number(c.n);
    if (c.outcome) add(c.outcome, n);
    if (c.accepted) add('accepted', n);
    if (c.status !== 'pending') add(c.status, n);
  }
  return {
    id: found.id,
    file_name: found.file_name,
    file_format: found.file_format ? (JSON.parse(found.file_format) as FileFormat) : null,
    sheet: found.sheet,
    sheets: JSON.parse(found.sheets) as string[],
    headers: JSON.parse(found.headers) as string[],
    mapping: JSON.parse(found.mapping) as ImportMapping,
    places: JSON.parse(found.places) as PlaceChoices,
    row_choices: rowChoicesOf(found.row_choices),
    rows_total: found.rows_total,
    rows_done: found.rows_done,
    counts,
    unknown_places: (JSON.parse(found.unknown_places) as ImportState['unknown_places']).map(
      // Kept before "creatable" was: creating is offered as it always was.
      (place) => ({ ...place, creatable: place.creatable ?? true }),
    ),
    gujarati_names: JSON.parse(found.gujarati_names) as ImportState['gujarati_names'],
    ...(await shownStatus(db, found)),
    created_at: String(found.created_at),
  };
}

/** The stored row choices, read back (an import older than them has none). */
const rowChoicesOf = (text: string): RowChoices => ({
  splits: [],
  sexes: {},
  ...(JSON.parse(text) as Partial<RowChoices>),
});

/** A stored row's preview, read back. */
export const previewOf = (text: string | null) =>
  text ? (JSON.parse(text) as PreviewedRow) : null;

/** A stored cell as text: a date cell (kept as JSON) as YYYY-MM-DD, nothing as null. */
const cellText = (cell: unknown): string | null =>
  cell === null || cell === undefined || cell === ''
    ? null
    : /^\d{4}-\d\d-\d\dT00:00:00\.000Z$/.test(String(cell))
      ? String(cell).slice(0, 10)
      : String(cell);

/**
 * An import's rows as the wire shows them (a page, by line): the member as the
 * row would save them, its problems (with their English text), outcome, and
 * what the commit did; only one outcome's, or only those left out, when asked.
 */
export async function readRows(
  db: Kysely<Database>,
  query: {
    import_id: number;
    outcome?: RowOutcome;
    left_out?: boolean;
    page?: number;
    itemsPerPage?: number;
  },
): Promise<{ total: number; data: ImportRow[] }> {
  await findImport(db, query.import_id);
  // Rows not previewed yet (an upload cut short) have nothing to show.
  let rows = db
    .selectFrom('import_rows')
    .where('import_id', '=', query.import_id)
    .where('preview', 'is not', null);
  if (query.outcome) rows = rows.where('outcome', '=', query.outcome);
  if (query.left_out) rows = rows.where('status', 'in', ['failed', 'not_imported']);
  const perPage = query.itemsPerPage && query.itemsPerPage > 0 ? query.itemsPerPage : 100_000;
  const [{ n }, page] = await Promise.all([
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    rows
      .select(['id', 'line', 'cells', 'preview', 'accepted', 'status', 'member_id', 'reason'])
      .orderBy('line')
      .limit(pageNumber(perPage))
      .offset(pageNumber(((query.page ?? 1) - 1) * perPage))
      .execute(),
  ]);
  return {
    total: Number(n),
    data: page.map((row) => {
      const preview = previewOf(row.preview)!;
      return {
        id: row.id,
        line: row.line,
        member: preview.member,
        problems: preview.problems.map((problem) => ({
          ...problem,
          message: renderEnglish(problem as { code: MessageCode }),
        })),
        notices: (preview.notices ?? []).map((notice) => ({
          ...notice,
          message: renderEnglish(notice as { code: MessageCode }),
        })),
        outcome: preview.outcome,
        other: preview.other,
        score: preview.score,
        reasons: preview.reasons,
        accepted: row.accepted === 1,
        status: row.status,
        member_id: row.member_id,
        reason: row.reason,
        cells: (JSON.parse(row.cells) as unknown[]).map(cellText),
        split: preview.split ?? null,
        sex_choice: preview.sex_choice ?? null,
      };
    }),
  };
}
