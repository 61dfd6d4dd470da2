import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, CSV_EOL, csvRow } from '../../shared/csv.js';
/** Rows are read this many at a time, by id, so an export never holds the whole table. */
export const EXPORT_CHUNK = 2_000;

/**
 * Rows are written this many at a time. A piece's text (about 25 KB of members) stays
 * under V8's large-object size, so the young generation's quick collections free it;
 * a whole chunk's text (500 KB) went to the large-object space, which only a full
 * collection frees, and the server's memory grew with every chunk sent (docs/bench.md).
 */
const PIECE_ROWS = 100;

/** The rows' texts (`text` each), `PIECE_ROWS` joined at a time. */
function* pieces<Row>(rows: Row[], text: (row: Row) => string, separator: string) {
  for (let i = 0; i < rows.length; i += PIECE_ROWS)
    yield rows
      .slice(i, i + PIECE_ROWS)
      .map(text)
      .join(separator);
}

/**
 * Every row a query answers, read in id order `EXPORT_CHUNK` at a time
 * (keyset paging: `chunk(after)` answers the rows with an id above `after`). The
 * next chunk is asked for before this one is passed on, so on PostgreSQL the
 * database reads it while this process writes the last one out (docs/bench.md).
 */
export async function* inChunks<Row extends { id: number }>(
  chunk: (after: number, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let next = chunk(0, EXPORT_CHUNK);
  for (;;) {
    const rows = await next;
    if (!rows.length) return;
    const full = rows.length === EXPORT_CHUNK;
    if (full) {
      next = chunk(rows[rows.length - 1]!.id, EXPORT_CHUNK);
      // Its failure is met at the `await` above; a download stopped before then
      // must not leave it unhandled.
      next.catch(() => undefined);
    }
    yield rows;
    if (!full) return;
  }
}

/**
 * Reads the first chunk before anything is sent, so a query that fails (a bad
 * filter, a broken index) answers a proper error instead of a cut-off stream.
 */
async function primed<Row>(chunks: AsyncIterable<Row[]>): Promise<AsyncIterable<Row[]>> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield next.value;
  })();
}

/**
 * Passes the chunks on, then tells `done` how many rows went out and the members they
 * named (`memberOf`), for the export's audit event (docs/security.md "Who looked").
 */
export async function* counted<Row>(
  chunks: AsyncIterable<Row[]>,
  done: (rows: number, members: number[]) => Promise<void>,
  memberOf?: (row: Row) => number | null | undefined,
): AsyncGenerator<Row[]> {
  let rows = 0;
  const members: number[] = [];
  for await (const chunk of chunks) {
    rows += chunk.length;
    if (memberOf)
      for (const row of chunk) {
        const id = memberOf(row);
        if (id) members.push(id);
      }
    yield chunk;
  }
  await done(rows, members);
}

/** Streams `{ "data": [...], "total": n }` as the chunks arrive (the members export). */
export async function sendJsonRows<Row>(reply: FastifyReply, source: AsyncIterable<Row[]>) {
  const chunks = await primed(source);
  async function* body() {
    yield '{"data":[';
    let total = 0;
    let separator = '';
    for await (const rows of chunks) {
      for (const piece of pieces(rows, (row) => JSON.stringify(row), ',')) {
        yield separator + piece;
        separator = ',';
      }
      total += rows.length;
    }
    yield `],"total":${total}}`;
  }
  return reply
    .type('application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(Readable.from(body()));
}

export interface CsvColumn<Row> {
  /** The heading, as docs/product.md names it. */
  header: string;
  value: (row: Row) => unknown;
}

/**
 * Streams a CSV download (`name`): UTF-8 with a byte-order mark so spreadsheets
 * show Gujarati, CRLF lines, formula-leading cells escaped. Used by every
 * server-side export (program volunteers, applicants).
 */
export async function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumn<Row>[],
  source: AsyncIterable<Row[]>,
) {
  const chunks = await primed(source);
  async function* body() {
    yield CSV_BOM + csvRow(columns.map((c) => c.header)) + CSV_EOL;
    for await (const rows of chunks)
      yield* pieces(rows, (row) => csvRow(columns.map((c) => c.value(row))) + CSV_EOL, '');
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(body()));
}
