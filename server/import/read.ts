import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { invalid } from '../http/errors.js';
import { checkCells, checkWorkbook, IMPORT_LIMITS, tooManyRows } from './limits.js';
import { knownHeadings } from './columns.js';
import { worksheetsOf } from './workbook.js';
import { say } from '../../shared/contract/say.js';
import type { FileFormat } from '../../shared/contract/import.js';

/** A sheet as the import reads it: its names, the header row and the rows under it. */
export interface Sheet {
  sheets: string[];
  sheet: string | null;
  /** How a text file was read; null for a workbook. */
  format: FileFormat | null;
  headers: string[];
  /** Each row's cells (text, numbers, dates) by column, with its line in the file. */
  rows: { line: number; cells: unknown[] }[];
}

/**
 * An Excel cell's value as plain text or number (rich text, formulas and links
 * unwrapped). A date cell becomes its day as yyyy-mm-dd: rows are kept as JSON
 * between previews, and the day is all a birth date needs (exceljs reads date
 * cells as midnight UTC).
 */
function plain(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  if ('text' in value) return value.text;
  if ('error' in value) return null;
  return String(value);
}

const blank = (cells: unknown[]) => cells.every((c) => c === null || String(c).trim() === '');

/** Rows looked at for the header: a title and a sub-title may stand above it. */
const HEADER_SEARCH = 10;

/**
 * The header row: among the first non-blank rows, the first in which at least two
 * cells are headings the import knows (a title row above the headings, often one
 * merged cell, and a sub-title are passed over); the first non-blank row when none
 * is. Blank rows below it are left out. Every row within the limits
 * (docs/import.md, "Limits").
 */
function sheetOf(
  lines: unknown[][],
  sheets: string[],
  sheet: string | null,
  maxRows: number,
): Sheet {
  const first = lines.findIndex((cells) => !blank(cells));
  if (first < 0) throw invalid('file', say('import_empty'));
  lines.forEach((cells, i) => checkCells(i + 1, cells));
  const known = lines
    .slice(first, first + HEADER_SEARCH)
    .findIndex((cells) => knownHeadings(cells) >= 2);
  const start = known >= 0 ? first + known : first;
  const headers = lines[start]!.map((h) => String(h ?? '').trim());
  const rows = lines
    .slice(start + 1)
    .map((cells, i) => ({ line: start + i + 2, cells }))
    .filter((row) => !blank(row.cells));
  if (!rows.length) throw invalid('file', say('import_empty'));
  if (rows.length > maxRows) throw tooManyRows(maxRows);
  return { sheets, sheet, format: null, headers, rows };
}

/** The text files taken: Excel's "CSV", "CSV UTF-8" and "Unicode Text" (.txt, tab separated). */
const TEXT_FILE = /\.(csv|tsv|txt)$/i;

/**
 * A text file's encoding, told by its byte-order mark, else by whether it is valid
 * UTF-8; Excel's plain "CSV (Comma delimited)" is Windows-1252, which every byte
 * decodes as. Its text, without the mark. A file whose text still holds a
 * replacement character (U+FFFD) was damaged before it reached us: refused, never
 * stored.
 */
export function decodeText(data: Buffer): { encoding: FileFormat['encoding']; text: string } {
  let encoding: FileFormat['encoding'];
  let text: string;
  if (data[0] === 0xff && data[1] === 0xfe) {
    encoding = 'utf-16le';
    text = new TextDecoder('utf-16le').decode(data.subarray(2));
  } else if (data[0] === 0xfe && data[1] === 0xff) {
    encoding = 'utf-16be';
    text = new TextDecoder('utf-16be').decode(data.subarray(2));
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
      encoding = 'utf-8';
    } catch {
      text = new TextDecoder('windows-1252').decode(data);
      encoding = 'windows-1252';
    }
  }
  if (text.includes('\uFFFD')) throw invalid('file', say('import_encoding'));
  return { encoding, text: text.replace(/^\uFEFF/, '') };
}

/** The delimiter the file's first lines use most: a comma, a semicolon or a tab. */
function delimiterOf(text: string): FileFormat['delimiter'] {
  const lines = text.split('\n', 10);
  const score = (d: string) => Math.max(...lines.map((line) => line.split(d).length - 1));
  return ([',', ';', '\t'] as const).reduce((best, d) => (score(d) > score(best) ? d : best));
}

/** Lines in `data` (its newline bytes), counted without decoding it. */
function lineCount(data: Buffer): number {
  let n = 0;
  for (let at = data.indexOf(10); at >= 0; at = data.indexOf(10, at + 1)) n++;
  return n;
}

/**
 * Reads an .xlsx workbook (its sheet `name`, or the first) or a .csv file (UTF-8,
 * with or without a byte-order mark; comma, semicolon or tab separated), within
 * the limits: at most `maxRows` rows (the screen's, unless the command line says
 * more), checked before the file is expanded.
 */
export async function readSheet(
  data: Buffer,
  fileName: string,
  name?: string | null,
  maxRows: number = IMPORT_LIMITS.rows,
): Promise<Sheet> {
  if (TEXT_FILE.test(fileName)) {
    // Refused before it is parsed: a row is at least a line (blank lines and a
    // title above the header are allowed for).
    if (lineCount(data) > maxRows + 1_000) throw tooManyRows(maxRows);
    const { encoding, text } = decodeText(data);
    const delimiter = delimiterOf(text);
    try {
      const lines = parse(text, {
        delimiter,
        relax_column_count: true,
        skip_empty_lines: false,
        // One record's characters, so a quote left open cannot swallow the file.
        max_record_size: IMPORT_LIMITS.columns * IMPORT_LIMITS.cellChars,
      }) as string[][];
      return { ...sheetOf(lines, [], null, maxRows), format: { encoding, delimiter } };
    } catch (error) {
      // A record past the cap: a quote left open, or a cell longer than any field.
      if (error instanceof Error && 'code' in error && error.code === 'CSV_MAX_RECORD_SIZE')
        throw invalid(
          'file',
          say('import_record_too_long', {
            line: Number((error as { lines?: number }).lines ?? 0),
            max: IMPORT_LIMITS.columns * IMPORT_LIMITS.cellChars,
          }),
        );
      if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_'))
        throw invalid('file', say('import_unreadable'));
      throw error;
    }
  }
  if (!/\.xlsx$/i.test(fileName)) throw invalid('file', say('import_type'));
  const { merges, parts } = checkWorkbook(data, maxRows);
  // Read row by row: the workbook's model is never built (a 50,000-row sheet
  // would take some 250 MB as one); only the chosen sheet's values are kept.
  const sheets: string[] = [];
  let chosen: { name: string; part: string; lines: unknown[][] } | null = null;
  try {
    for await (const worksheet of worksheetsOf(parts)) {
      sheets.push(worksheet.name);
      const wanted = !chosen && (name ? worksheet.name === name : true);
      if (!wanted) continue;
      const lines: unknown[][] = [];
      for await (const row of worksheet) {
        const cells: unknown[] = [];
        (row.values as ExcelJS.CellValue[]).forEach((value, column) => {
          if (column > 0) cells[column - 1] = plain(value);
        });
        // Blank cells are holes in what the reader gives: nulls, as a text file's are ''.
        lines[row.number - 1] = Array.from(cells, (cell) => cell ?? null);
      }
      chosen = { name: worksheet.name, part: worksheet.part, lines };
    }
  } catch {
    throw invalid('file', say('import_unreadable'));
  }
  if (!chosen) throw invalid('sheet', say('import_no_sheet', { name: name ?? '' }));
  const { lines } = chosen;
  for (let i = 0; i < lines.length; i++) lines[i] ??= [];
  fillMerged(lines, merges.get(chosen.part) ?? []);
  for (const cells of lines) for (let i = 0; i < cells.length; i++) cells[i] ??= null;
  return sheetOf(lines, sheets, chosen.name, maxRows);
}

/**
 * Each merged range's cells take the value of its first cell, as Excel shows them
 * (a village written once beside the five rows of a family names each of them),
 * within the rows read and the columns taken.
 */
function fillMerged(lines: unknown[][], ranges: string[]) {
  for (const range of ranges) {
    const [from, to] = range.split(':').map(cellAt) as [Cell, Cell];
    const value = lines[from.row]?.[from.column] ?? null;
    if (value === null) continue;
    const lastRow = Math.min(to.row, lines.length - 1);
    const lastColumn = Math.min(to.column, IMPORT_LIMITS.columns - 1);
    for (let row = from.row; row <= lastRow; row++)
      for (let column = from.column; column <= lastColumn; column++)
        if (row !== from.row || column !== from.column) lines[row]![column] = value;
  }
}

interface Cell {
  row: number;
  column: number;
}

/** `AB12` as zero-based row and column. */
function cellAt(reference: string): Cell {
  const [, letters = 'A', digits = '1'] = /^([A-Z]+)(\d+)$/.exec(reference) ?? [];
  const column = [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return { row: Number(digits) - 1, column };
}
