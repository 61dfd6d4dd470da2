import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshServer, type TestServer } from './helpers.js';

/** The built SPA as the build leaves it (build/precompress.ts): each text file with .br and .gz beside it. */
function builtSpa() {
  const dist = mkdtempSync(join(tmpdir(), 'fd-dist-'));
  mkdirSync(join(dist, 'assets'));
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return { dist, script };
}

describe('the built SPA', () => {
  let server: TestServer;
  let script: Buffer;
  beforeAll(async () => {
    const built = builtSpa();
    script = built.script;
    server = await freshServer({ distDir: built.dist });
  });
  afterAll(() => server.close());

  const asset = (encoding?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, with Vary', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('keeps hashed files a year, and the page itself never without asking', async () => {
    expect((await asset('br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const page = await server.app.inject({ method: 'GET', url: '/members' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
