import { Transform, type TransformCallback } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A stream passing its bytes on at no more than `bytesPerSecond` on average: each
 * chunk waits until the bytes before it would have taken their time at that rate.
 * What reads from a pipe through it is held back too (the pipe's buffer fills and
 * the writer waits), which is how a backup keeps PostgreSQL's work for pg_dump
 * spread over seconds instead of taking a core away from the office's requests
 * (docs/deploy.md "Backups"). 0 or less: no limit.
 */
export function paced(bytesPerSecond: number): Transform {
  const started = performance.now();
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      passed += chunk.length;
      const due = bytesPerSecond > 0 ? (passed / bytesPerSecond) * 1000 : 0;
      const early = started + due - performance.now();
      if (early <= 0) return done(null, chunk);
      sleep(early).then(() => done(null, chunk), done);
    },
  });
}
