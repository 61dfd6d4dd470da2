import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Rows are read this many at a time, by id, so an export never holds the whole table. */
export const EXPORT_CHUNK = 2_000;

/**
 * Every row a query answers, read in id order `EXPORT_CHUNK` at a time
 * (keyset paging: `chunk(after)` answers the rows with an id above `after`).
 */
export async function* inChunks<Row extends { id: number }>(
  chunk: (after: number, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = await chunk(after, EXPORT_CHUNK);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_CHUNK) return;
  }
}

/** Streams `{ "data": [...], "total": n }` as the chunks arrive (the members export). */
export function sendJsonRows<Row>(reply: FastifyReply, chunks: AsyncIterable<Row[]>) {
  async function* body() {
    yield '{"data":[';
    let total = 0;
    for await (const rows of chunks) {
      yield (total ? ',' : '') + rows.map((r) => JSON.stringify(r)).join(',');
      total += rows.length;
    }
    yield `],"total":${total}}`;
  }
  return reply
    .type('application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(Readable.from(body()));
}

/** A cell a spreadsheet would run as a formula starts with one of these. */
const FORMULA = /^[=+\-@\t\r]/;

/** One CSV cell: formula-leading text made inert with a quote, quoted where needed. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<Row> {
  /** The heading, as the spec names it. */
  header: string;
  value: (row: Row) => unknown;
}

/**
 * Streams a CSV download (`name`): UTF-8 with a byte-order mark so spreadsheets
 * show Gujarati, CRLF lines, formula-leading cells escaped. Used by every
 * server-side export (program volunteers, applicants).
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumn<Row>[],
  chunks: AsyncIterable<Row[]>,
) {
  async function* body() {
    yield `\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
    for await (const rows of chunks) {
      yield rows
        .map((row) => `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`)
        .join('');
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(body()));
}
