import { readFile, writeFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CSV_BOM } from '../../shared/csv.js';
import { notImportedCsv } from '../../shared/import-csv.js';
import {
  IMPORT_FIELDS,
  ROW_OUTCOMES,
  type ImportField,
  type ImportMapping,
  type ImportRow,
} from '../../shared/contract/import.js';
import { renderEnglish, serverMessages, type MessageCode } from '../../shared/messages.js';
import { commitImport } from '../import/commit.js';
import { createImport, previewImport, previewOf, readImport, readRows } from '../import/store.js';
import { IMPORT_LIMITS } from '../import/limits.js';
import { ApiError } from '../http/errors.js';
import { unpack } from '../http/messages.js';
import { fail, openDatabase } from './account.js';

/**
 * `npm run import -- --file F [--sheet NAME] [--mapping FILE] [--dry-run] [--out CSV]`:
 * imports a large sheet from the command line, as the Import screen does
 * (docs/import.md): columns guessed from the headings (or taken from a saved
 * mapping), every row previewed, the rows that would be imported written in
 * chunks with a progress bar, and the rows left out written to a CSV with their
 * reasons. `--dry-run` previews only; the import then waits on the screen at
 * /imports/{id}, where places can be chosen and rows accepted. The rows to look
 * at (a gender to fill in) and the Gujarati place names the sheet proposes are
 * printed; `--gujarati-names` records those names in the masters.
 */
const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    sheet: { type: 'string' },
    mapping: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    out: { type: 'string' },
    'gujarati-names': { type: 'boolean', default: false },
  },
});
if (!values.file) fail('Which sheet? Give --file members.xlsx (or .csv).', 2);
const path = resolve(values.file);
const data = await readFile(path).catch(() => fail(`Cannot read ${path}.`, 2));

/**
 * A saved mapping, `{ "heading or column number": "field or null" }`, laid over the
 * guessed one: the columns it names take its field (null: not imported), a field
 * it gives leaves the column the guess gave it to, and the other columns keep the
 * guess.
 */
async function readMapping(
  file: string,
  headers: readonly string[],
  guessed: ImportMapping,
): Promise<ImportMapping> {
  let saved: Record<string, unknown>;
  try {
    saved = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    fail(`${file} is not a JSON mapping like {"Name": "first_name", "Mobile": "mobile_no"}.`, 2);
  }
  const mapping: ImportMapping = { ...guessed };
  for (const [key, field] of Object.entries(saved)) {
    const column = /^\d+$/.test(key) ? Number(key) : headers.indexOf(key);
    if (column < 0 || column >= headers.length) fail(`The sheet has no column "${key}".`, 2);
    if (field !== null && !IMPORT_FIELDS.includes(field as ImportField))
      fail(`"${String(field)}" is no field. Fields: ${IMPORT_FIELDS.join(', ')}.`, 2);
    for (const [other, given] of Object.entries(mapping))
      if (field !== null && given === field) mapping[other] = null;
    mapping[String(column)] = field as ImportField | null;
  }
  return mapping;
}

const english = (code: string, params?: Record<string, string | number>) =>
  code in serverMessages ? renderEnglish({ code: code as MessageCode, params }) : code;

const OUTCOME_WORDS: Record<ImportRow['outcome'], (row: ImportRow) => string> = {
  new_member: () => 'new member',
  joins_row: (r) => `joins the family of line ${r.other?.line}`,
  joins_member: (r) => `joins the family of ${r.other?.name}`,
  possible_duplicate: (r) => `possible duplicate of ${r.other?.name} (score ${r.score})`,
  in_directory: (r) => `already in the directory: ${r.other?.name}`,
  skipped: () => 'skipped',
  needs_mobile: () => 'skipped: no mobile number yet',
};

const OUTCOME_COUNTS: Record<ImportRow['outcome'], string> = {
  new_member: 'new members',
  joins_row: 'joining a family of the sheet',
  joins_member: 'joining a family in the directory',
  possible_duplicate: 'possible duplicates (not imported unless accepted on the screen)',
  in_directory: 'already in the directory',
  skipped: 'skipped for their problems',
  needs_mobile: 'skipped for want of a mobile number (collect these)',
};

const whyLeftOut = (row: ImportRow) => {
  if (row.status === 'failed' && row.reason) return english(row.reason);
  if (row.problems.length) return row.problems.map((p) => p.message ?? p.code).join('; ');
  if (row.outcome === 'in_directory' || row.outcome === 'possible_duplicate')
    return OUTCOME_WORDS[row.outcome](row);
  return 'not accepted';
};

const number = new Intl.NumberFormat('en-IN');
/** "1 row", "2,500 rows". */
const counted = (n: number, one: string, many = `${one}s`) =>
  `${number.format(n)} ${n === 1 ? one : many}`;
const bar = (done: number, total: number) => {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${number.format(done)} / ${number.format(total)}`;
};

/** What to look at that does not keep a row out (a gender to fill in), by message, with the lines. */
async function printNotices(id: number) {
  const byMessage = new Map<string, number[]>();
  // By line in chunks, reading only rows that carry a notice and would be imported
  // (a row left out anyway needs no second look): a 5,00,000-row sheet in one pass.
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('import_rows')
      .select(['line', 'preview'])
      .where('import_id', '=', id)
      .where('line', '>', after)
      .where('outcome', 'not in', ['skipped', 'needs_mobile', 'in_directory'])
      .where('preview', 'like', '%"notices":[{%')
      .orderBy('line')
      .limit(5_000)
      .execute();
    for (const row of rows)
      for (const notice of previewOf(row.preview)?.notices ?? []) {
        const message = english(notice.code, notice.params);
        const lines = byMessage.get(message) ?? [];
        if (!lines.length) byMessage.set(message, lines);
        lines.push(row.line);
      }
    if (rows.length < 5_000) break;
    after = rows.at(-1)!.line;
  }
  for (const [message, lines] of byMessage)
    process.stdout.write(
      `  to look at: ${message} (${counted(lines.length, 'row')}: line${lines.length === 1 ? '' : 's'} ${lines.slice(0, 20).join(', ')}${lines.length > 20 ? ', …' : ''})\n`,
    );
}

const db = await openDatabase();
try {
  const started = Date.now();
  const id = await createImport(
    db,
    { name: basename(path), data, sheet: values.sheet },
    null,
    IMPORT_LIMITS.commandLineRows,
  );
  const created = await readImport(db, id);
  const mapping = values.mapping
    ? await readMapping(values.mapping, created.headers, created.mapping)
    : undefined;
  await previewImport(db, id, { mapping });
  const state = await readImport(db, id);
  process.stdout.write(
    `${state.file_name}${state.sheet ? ` (sheet ${state.sheet})` : ''}: ${counted(state.rows_total, 'row')}, previewed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  process.stdout.write('Columns:\n');
  state.headers.forEach((heading, column) =>
    process.stdout.write(
      `  ${heading || `#${column + 1}`} → ${state.mapping[column] ?? '(not imported)'}\n`,
    ),
  );
  for (const outcome of ROW_OUTCOMES)
    if (state.counts[outcome])
      process.stdout.write(
        `  ${OUTCOME_COUNTS[outcome]}: ${number.format(state.counts[outcome]!)}\n`,
      );
  for (const place of state.unknown_places)
    process.stdout.write(
      `  unknown ${place.kind} "${place.name}" (${counted(place.rows, 'row')})${place.closest.length ? `; closest: ${place.closest.map((c) => c.name).join(', ')}` : ''}\n`,
    );
  await printNotices(id);
  for (const proposal of state.gujarati_names)
    process.stdout.write(
      `  ${proposal.kind} ${proposal.name}: the sheet writes "${proposal.name_gu}" (${counted(proposal.rows, 'row')})${values['gujarati-names'] && !values['dry-run'] ? '; recorded as its Gujarati name' : '; --gujarati-names records it'}\n`,
    );
  const accepted = state.counts.accepted ?? 0;
  if (values['dry-run']) {
    process.stdout.write(
      `Dry run: nothing written. ${counted(accepted, 'row')} would be imported; choose places and accept rows on the screen at /imports/${id}.\n`,
    );
  } else {
    const importing = Date.now();
    await commitImport(db, id, {
      gujaratiNames: values['gujarati-names'] ? state.gujarati_names.map((p) => p.key) : [],
      onChunk: (done) => void process.stdout.write(`\r${bar(done, accepted)}`),
    });
    const done = await readImport(db, id);
    const imported = done.counts.imported ?? 0;
    process.stdout.write(
      `\r${bar(accepted, accepted)}\nImported ${counted(imported, 'member')} in ${((Date.now() - importing) / 1000).toFixed(1)} s; ${counted(done.rows_total - imported, 'row')} not imported.\n`,
    );
    // Every row left out, however many (a page holds 20,000).
    const left: ImportRow[] = [];
    for (let page = 1; ; page++) {
      const rows = await readRows(db, {
        import_id: id,
        left_out: true,
        page,
        itemsPerPage: 20_000,
      });
      left.push(...rows.data);
      if (rows.data.length < 20_000) break;
    }
    if (left.length) {
      const out =
        values.out ?? path.slice(0, path.length - extname(path).length) + '-not-imported.csv';
      await writeFile(out, CSV_BOM + notImportedCsv(done.headers, left, whyLeftOut, 'Reason'));
      process.stdout.write(`Rows not imported, with their reasons: ${out}\n`);
    }
  }
} catch (error) {
  const message =
    error instanceof ApiError ? unpack(error.message).message : (error as Error).message;
  process.stderr.write(`Import failed: ${message}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
