import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { RequestLines, requestLogger } from '../../server/http/request-logger.js';

/** A server logging at `level` into `lines`, with a route that logs at error and info. */
async function loggingServer(level: string, requestLines = false) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: requestLogger,
    logController: requestLines
      ? new RequestLines()
      : new LogController({ disableRequestLogging: true }),
  });
  app.get('/quiet', async (request) => {
    request.log.info('only at info');
    return { ok: true };
  });
  app.get('/fails', async (request) => {
    request.log.error({ code: 7 }, 'something failed');
    return { ok: false };
  });
  await app.ready();
  return { app, lines };
}

describe("a request's logger", () => {
  it('writes nothing and makes no child logger for a request that logs below the level', async () => {
    const { app, lines } = await loggingServer('warn');
    const child = vi.spyOn(app.log, 'child');
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it("writes a line at the level with the request's id, as a child logger would", async () => {
    const { app, lines } = await loggingServer('warn');
    await app.inject('/fails');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: 'req-1', code: 7, msg: 'something failed' });
    await app.close();
  });

  it('writes the lower lines too when the server logs at that level', async () => {
    const { app, lines } = await loggingServer('info');
    await app.inject('/quiet');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([['only at info', 'req-1']]);
    await app.close();
  });

  it("writes Fastify's lines of each request at info, and none at warn", async () => {
    const atInfo = await loggingServer('info', true);
    await atInfo.app.inject('/quiet');
    expect(atInfo.lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'only at info',
      'request completed',
    ]);
    await atInfo.app.close();
    const atWarn = await loggingServer('warn', true);
    const child = vi.spyOn(atWarn.app.log, 'child');
    await atWarn.app.inject('/quiet');
    expect(atWarn.lines).toEqual([]);
    expect(child).not.toHaveBeenCalled();
    await atWarn.app.close();
  });
});
