import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * An .xlsx workbook's worksheets, one at a time and each row by row, read from
 * its parts already unpacked in memory (`checkWorkbook` in `limits.ts` unpacks
 * them against the budget) — docs/import.md, "How a workbook is read".
 *
 * ExcelJS's streaming reader is fed the parts in the order it needs them (the
 * workbook's relations and sheet names, the shared strings, the styles, then
 * each sheet) instead of its own pass over the zip, which on Node 18 and later
 * now and then loses a part under load (exceljs issue 3064: "the file could not
 * be read" for a good file). And each part reaches its XML parser as text
 * decoded across chunk edges: its own pass decodes every unzipped chunk apart,
 * so a Gujarati letter that straddles two chunks came out as "�" (13 cells of a
 * 5,000-row sheet).
 */
export async function* worksheetsOf(
  parts: ReadonlyMap<string, Buffer>,
): AsyncGenerator<WorksheetStream> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // a date cell is told by its number format
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as ReaderSteps;
  const text = (name: string) => Readable.from(chunksOf(parts.get(name) ?? Buffer.alloc(0)));
  await reader._parseRels(text('xl/_rels/workbook.xml.rels'));
  await reader._parseWorkbook(text('xl/workbook.xml'));
  if (parts.has('xl/sharedStrings.xml'))
    for await (const _ of reader._parseSharedStrings(text('xl/sharedStrings.xml')));
  if (parts.has('xl/styles.xml')) await reader._parseStyles(text('xl/styles.xml'));
  const targets = new Map((reader.workbookRels ?? []).map((rel) => [rel.Id, partOf(rel.Target)]));
  // The sheets in the order of their tabs.
  for (const sheet of reader.model?.sheets ?? []) {
    const part = targets.get(sheet.rId);
    const number = part && /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(part)?.[1];
    if (!part || !number || !parts.has(part)) continue;
    for (const { value } of reader._parseWorksheet(text(part), number)) {
      value.name = sheet.name;
      yield Object.assign(value, { part });
    }
  }
}

/** A worksheet as the streaming reader gives it: its rows, one at a time. */
export type WorksheetStream = AsyncIterable<ExcelJS.Row> & { name: string; part: string };

/** A relation's target (`worksheets/sheet1.xml`, or `/xl/worksheets/sheet1.xml`) as a part's name. */
function partOf(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** A part's UTF-8 as text in pieces, a letter split between two pieces kept whole. */
function* chunksOf(data: Buffer, size = 64 * 1024): Generator<string> {
  const decoder = new TextDecoder('utf-8');
  for (let at = 0; at < data.length; at += size)
    yield decoder.decode(data.subarray(at, at + size), { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * The steps of ExcelJS's `WorkbookReader` (exceljs 4.4, `lib/stream/xlsx/workbook-reader.js`)
 * that its zip pass runs for each part; driven here in order, on parts from memory.
 */
interface ReaderSteps {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { name: string; rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: Readable,
    sheetNo: string,
  ): Iterable<{ value: AsyncIterable<ExcelJS.Row> & { name: string } }>;
}
