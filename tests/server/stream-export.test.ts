import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError, registerErrorHandler } from '../../server/http/errors.js';
import { inChunks, sendCsv, sendJsonRows } from '../../server/lists/stream-export.js';
import { csvCell } from '../../shared/csv.js';

describe('the streaming CSV writer', () => {
  it('makes formula-leading cells inert and quotes where needed', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Patel, Ramesh')).toBe('"Patel, Ramesh"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('રમેશ')).toBe('રમેશ');
  });

  it('streams every row in id-ordered chunks, UTF-8 with a byte-order mark', async () => {
    const rows = Array.from({ length: 4_500 }, (_, i) => ({ id: i + 1, name: `નામ ${i + 1}` }));
    const asked: number[] = [];
    const app = Fastify();
    app.get('/export', (_request, reply) =>
      sendCsv(
        reply,
        'volunteers.csv',
        [
          { header: 'Id', value: (r: (typeof rows)[number]) => r.id },
          { header: 'Name', value: (r) => r.name },
        ],
        inChunks(async (after, limit) => {
          asked.push(after);
          return rows.filter((r) => r.id > after).slice(0, limit);
        }),
      ),
    );
    const response = await app.inject({ url: '/export' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="volunteers.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Id,Name');
    expect(lines).toHaveLength(4_502);
    expect(lines[4_500]).toBe('4500,નામ 4500');
    expect(asked).toEqual([0, 2_000, 4_000]);
  });

  it('streams every row as one JSON answer with its total, across chunks', async () => {
    const rows = Array.from({ length: 4_250 }, (_, i) => ({ id: i + 1, name: `નામ "${i + 1}"` }));
    const app = Fastify();
    app.get('/export', (_request, reply) =>
      sendJsonRows(
        reply,
        inChunks(async (after, limit) => rows.filter((r) => r.id > after).slice(0, limit)),
      ),
    );
    const response = await app.inject({ url: '/export' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ data: rows, total: 4_250 });
  });

  it('answers an empty list as JSON', async () => {
    const app = Fastify();
    app.get('/export', (_request, reply) =>
      sendJsonRows(
        reply,
        inChunks(async () => []),
      ),
    );
    expect((await app.inject({ url: '/export' })).json()).toEqual({ data: [], total: 0 });
  });

  it('answers an error, not a cut-off file, when the first read fails', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/export', (_request, reply) =>
      sendCsv(
        reply,
        'volunteers.csv',
        [{ header: 'Id', value: (r: { id: number }) => r.id }],
        inChunks(async () => {
          throw new ApiError(422, 'Choose a program.');
        }),
      ),
    );
    const response = await app.inject({ url: '/export' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Choose a program.');
  });
});
