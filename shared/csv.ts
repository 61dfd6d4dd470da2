/**
 * The one CSV writer of the product, used by the SPA (members.csv, written from
 * the export's JSON so that the original backend works too) and by the server
 * (the volunteer and applicant exports).
 */

/** A cell a spreadsheet would run as a formula starts with one of these. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text a spreadsheet would run as a formula (`=HYPERLINK(…)` typed
 * as a name) is made inert with a leading quote; quoted where needed.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV row, without its line end. */
export const csvRow = (cells: readonly unknown[]) => cells.map(csvCell).join(',');

/** Lines end in CRLF, as spreadsheets expect. */
export const CSV_EOL = '\r\n';

/** A byte-order mark first, so that spreadsheets read the file as UTF-8 and show Gujarati. */
export const CSV_BOM = '\uFEFF';
