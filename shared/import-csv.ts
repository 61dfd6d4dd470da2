import { CSV_EOL, csvRow } from './csv.js';
import type { ImportRow } from './contract/import.js';

/**
 * The rows an import left out, as the sheet had them plus a last column saying
 * why, so the administrator can fix them in the sheet and import that again.
 */
export function notImportedCsv(
  headers: readonly string[],
  rows: readonly ImportRow[],
  why: (row: ImportRow) => string,
  reasonHeading: string,
): string {
  // A loop, not Math.max(...rows): a spread of 3,00,000 arguments overflows the stack.
  const width = rows.reduce((w, r) => Math.max(w, r.cells.length), headers.length);
  const pad = (cells: readonly (string | null)[]) =>
    Array.from({ length: width }, (_, i) => cells[i] ?? '');
  return [
    csvRow([...pad(headers), reasonHeading]),
    ...rows.map((r) => csvRow([...pad(r.cells), why(r)])),
  ]
    .map((line) => line + CSV_EOL)
    .join('');
}
