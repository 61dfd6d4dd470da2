import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_SCRIPT } from '../../shared/session-check.js';
import { createGate } from '../../server/uploads/gate.js';
import { freshServer } from './helpers.js';

describe('security headers', () => {
  it('the SPA page carries a strict Content-Security-Policy and the other headers', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fd-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    const server = await freshServer({ distDir: dist });
    try {
      const page = await server.app.inject({ url: '/members' });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // One inline script may run: index.html's early session check, by its hash.
      const hash = createHash('sha256').update(SESSION_CHECK_SCRIPT).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['permissions-policy']).toContain('geolocation=()');
      expect(page.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('API answers are never cached; HSTS only over https', async () => {
    const server = await freshServer({ trustProxy: 1 });
    try {
      const plain = await server.app.inject({ url: '/api/frontend/district' });
      expect(plain.headers['cache-control']).toBe('no-store');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // JSON loads nothing and is framed by nobody; it carries no page's policies.
      expect(plain.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      expect(plain.headers['x-frame-options']).toBe('DENY');
      expect(plain.headers['permissions-policy']).toBeUndefined();
      const secure = await server.app.inject({
        url: '/api/frontend/district',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const login = await server.app.inject({ method: 'POST', url: '/auth/login', payload: {} });
      expect(login.headers['cache-control']).toBe('no-store');
    } finally {
      await server.close();
    }
  });

  it("Fastify's own errors answer the contract's { message }", async () => {
    const server = await freshServer();
    try {
      const badUrl = await server.app.inject({ url: '/api/frontend/district/%E0%A4%A' });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json()).toEqual({ message: 'This address is not valid.', code: 'bad_url' });
      const badJson = await server.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toEqual({
        message: 'The request could not be read.',
        code: 'unreadable_request',
      });
    } finally {
      await server.close();
    }
  });
});

describe('slow requests', () => {
  it('a body trickling in a byte at a time is cut off at the request timeout', async () => {
    const server = await freshServer({ requestTimeoutMs: 1_500 });
    try {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', () => resolve(received));
        socket.write(
          'POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
        );
        const trickle = setInterval(() => {
          if (socket.destroyed) clearInterval(trickle);
          else socket.write(' ');
        }, 400);
        socket.on('close', () => clearInterval(trickle));
      });
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await server.close();
    }
  });
});

describe('the upload gate', () => {
  it('lets a few in at once, lines up the next, and refuses a longer line with 503', async () => {
    const gate = createGate(2, 1);
    await gate.enter();
    await gate.enter();
    let third = false;
    const waiting = gate.enter().then(() => (third = true));
    await expect(gate.enter()).rejects.toMatchObject({ status: 503 });
    expect(third).toBe(false);
    gate.leave();
    await waiting;
    expect(third).toBe(true);
    expect(gate.active).toBe(2);
    gate.leave();
    gate.leave();
    expect(gate.active).toBe(0);
  });

  it('every upload frees its place, refused or not', async () => {
    const server = await freshServer({ uploadsAtOnce: 1 });
    try {
      for (let i = 0; i < 8; i++) {
        const refused = await server.app.inject({
          method: 'POST',
          url: '/api/frontend/member/register',
          headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
          payload:
            '--XyZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nA\r\n--XyZ--\r\n',
        });
        expect(refused.statusCode).toBe(422);
      }
    } finally {
      await server.close();
    }
  });
});
