import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { paced } from '../../server/ops/paced.js';

/** Pushes `chunks` of `size` bytes through `paced(rate)`; the bytes that came out and when. */
async function through(rate: number, chunks: number, size: number) {
  const received: Buffer[] = [];
  const started = performance.now();
  await pipeline(
    Readable.from(Array.from({ length: chunks }, (_, i) => Buffer.alloc(size, i))),
    paced(rate),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        received.push(chunk);
        done();
      },
    }),
  );
  return { bytes: Buffer.concat(received), ms: performance.now() - started };
}

describe('a paced stream (server/ops/paced.ts: a backup reading pg_dump at a steady rate)', () => {
  it('passes every byte on, in order, no faster than its rate', async () => {
    // 40 KB at 100 KB a second: at least 0.4 s, whatever the machine.
    const { bytes, ms } = await through(100_000, 10, 4_000);
    expect(bytes.length).toBe(40_000);
    expect([...new Set(bytes)]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ms).toBeGreaterThanOrEqual(390);
  });

  it('holds nothing back without a rate', async () => {
    const { bytes } = await through(0, 10, 4_000);
    expect(bytes.length).toBe(40_000);
  });
});
