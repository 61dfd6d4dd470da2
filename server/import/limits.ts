import { inflateRawSync } from 'node:zlib';
import { ApiError, invalid } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';

/**
 * What an imported sheet may hold (docs/import.md, "Limits"), checked before it is
 * expanded: a workbook's parts are unpacked against one budget and its rows
 * counted in the raw XML before the spreadsheet reader builds anything, so a
 * small file that unpacks to gigabytes, or holds millions of tiny rows, is
 * refused for what it is and never reaches memory.
 */
export const IMPORT_LIMITS = {
  /** A workbook's parts together, unpacked. */
  unpackedBytes: 50 * 1024 * 1024,
  columns: 200,
  /** Characters in one cell (the longest member field takes 500). */
  cellChars: 1_000,
  /** Rows through the screen; the command line takes more (`commandLineRows`). */
  rows: 50_000,
  commandLineRows: 500_000,
} as const;

const MB = 1024 * 1024;

export const tooLarge = () =>
  new ApiError(413, say('import_too_large', { mb: IMPORT_LIMITS.unpackedBytes / MB }), {
    file: [say('import_too_large', { mb: IMPORT_LIMITS.unpackedBytes / MB })],
  });

export const tooManyRows = (max: number) => {
  // The command line's limit is the last word: there, the sheet can only be split.
  const code =
    max >= IMPORT_LIMITS.commandLineRows ? 'import_too_many_rows_split' : 'import_too_many_rows';
  return new ApiError(413, say(code, { smart_count: max }), {
    file: [say(code, { smart_count: max })],
  });
};

/** A cell, or a row's width, past the limits: 422 with the line it is on. */
export function checkCells(line: number, cells: readonly unknown[]) {
  if (cells.length > IMPORT_LIMITS.columns)
    throw invalid('file', say('import_too_many_columns', { max: IMPORT_LIMITS.columns, line }));
  for (let column = 0; column < cells.length; column++) {
    const cell = cells[column];
    if (typeof cell === 'string' && cell.length > IMPORT_LIMITS.cellChars)
      throw invalid(
        'file',
        say('import_cell_too_long', { line, column: column + 1, max: IMPORT_LIMITS.cellChars }),
      );
  }
}

const unreadable = () => invalid('file', say('import_unreadable'));

/** Occurrences of `<row` (a row element of a worksheet's XML) in `xml`. */
function countRows(xml: Buffer): number {
  const tag = Buffer.from('<row');
  let n = 0;
  for (let at = xml.indexOf(tag); at >= 0; at = xml.indexOf(tag, at + tag.length)) {
    const next = xml[at + tag.length];
    // `<row ` or `<row>`, not `<rowBreaks`.
    if (next === 0x20 || next === 0x3e) n++;
  }
  return n;
}

/**
 * Walks an .xlsx file's zip directory and unpacks each part against the budget
 * (`inflateRawSync` stops at the bytes left), counting each worksheet's rows:
 * 413 past either limit, 422 when the file is not a zip the reader could open.
 * A part that says one size and unpacks to more is caught by the budget, not
 * believed.
 */
export function checkWorkbook(data: Buffer, maxRows: number): WorkbookFacts {
  const merges = new Map<string, string[]>();
  const parts = new Map<string, Buffer>();
  // The end of central directory record, within the last 64 KB + 22 bytes.
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let budget = IMPORT_LIMITS.unpackedBytes;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const declared = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const local = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    // Zip64 sizes: no sheet a secretary makes needs them.
    if (compressed === 0xffffffff || declared === 0xffffffff || local === 0xffffffff)
      throw tooLarge();
    if (declared > budget) throw tooLarge();
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) throw unreadable();
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const packed = data.subarray(start, start + compressed);
    let part: Buffer;
    if (method === 0) part = packed;
    else if (method === 8) {
      try {
        part = inflateRawSync(packed, { maxOutputLength: Math.max(1, budget) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        throw unreadable();
      }
    } else throw unreadable();
    budget -= part.length;
    if (budget < 0) throw tooLarge();
    if (/^xl\/worksheets\/[^/]+\.xml$/i.test(name) && countRows(part) > maxRows + 1)
      throw tooManyRows(maxRows);
    if (/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) merges.set(name, mergedRanges(part));
    if (READ_PARTS.test(name)) parts.set(name, part);
  }
  return { merges, parts };
}

/** The parts the import reads (`workbook.ts`); drawings, themes and the like are passed over. */
const READ_PARTS =
  /^xl\/(?:worksheets\/sheet\d+\.xml|workbook\.xml|sharedStrings\.xml|styles\.xml|_rels\/workbook\.xml\.rels)$/;

/** What the walk learnt of a workbook: each worksheet's merged ranges, and the parts to read. */
export interface WorkbookFacts {
  /** By the worksheet's part (`xl/worksheets/sheet2.xml`). */
  merges: Map<string, string[]>;
  /** Unpacked, by name. */
  parts: Map<string, Buffer>;
}

/** At most this many merged ranges of a sheet are read (a village sheet has a few hundred). */
const MAX_MERGES = 100_000;

/**
 * A worksheet's merged ranges (`A3:A7`), read from its XML: the streaming reader
 * passes them over, and a merged village cell names the village of every row it spans.
 */
function mergedRanges(xml: Buffer): string[] {
  const at = xml.indexOf('<mergeCells');
  if (at < 0) return [];
  const ranges: string[] = [];
  const text = xml.toString('latin1', at);
  for (const match of text.matchAll(/<mergeCell\s+ref="([A-Z]{1,3}\d{1,7}:[A-Z]{1,3}\d{1,7})"/g)) {
    ranges.push(match[1]!);
    if (ranges.length >= MAX_MERGES) break;
  }
  return ranges;
}
