import { describe, expect, it } from 'vitest';
import { parseTrustProxy, trustProxyWarning } from '../../server/config.js';
import { DEMO_LOGIN } from '../../server/seed/index.js';
import { freshServer, signIn, type TestServer } from './helpers.js';
import { memberForm, mobiles, postMultipart } from './member-fixtures.js';

/** One reverse proxy at 127.0.0.1 appends the client's address to whatever the client sent. */
const viaProxy = (client: string, spoofed?: string) => ({
  'x-forwarded-for': spoofed ? `${spoofed}, ${client}` : client,
});

const login = (server: TestServer, headers: Record<string, string>, password = 'guess') =>
  server.app.inject({
    method: 'POST',
    url: '/auth/login',
    headers,
    payload: { email: DEMO_LOGIN.email, password },
  });

describe('TRUST_PROXY', () => {
  it('reads a hop count, addresses, or nothing', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.2')).toBe('10.0.0.1, 10.0.0.2');
  });
});

describe('behind one proxy, a forged X-Forwarded-For does not dodge the limits', () => {
  it('the login limit counts the real client, and its 429 says when to retry', async () => {
    const server = await freshServer({ trustProxy: 1, loginMaxAttempts: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await login(server, viaProxy('203.0.113.9', `10.0.0.${i}`))).statusCode);
      expect(statuses).toEqual([422, 422, 422, 429, 429, 429]);
      const refused = await login(server, viaProxy('203.0.113.9', '10.9.9.9'));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another client behind the same proxy is not locked out.
      expect((await login(server, viaProxy('198.51.100.7'))).statusCode).toBe(422);
    } finally {
      await server.close();
    }
  });

  it('the ceiling on all attempts per address answers 429 with Retry-After', async () => {
    const server = await freshServer({ trustProxy: 1, loginMaxAttempts: 1 });
    try {
      let last;
      for (let i = 0; i < 11; i++)
        last = await server.app.inject({
          method: 'POST',
          url: '/auth/login',
          headers: viaProxy('203.0.113.9', `10.0.1.${i}`),
          payload: { email: `user${i}@example.com`, password: 'guess' },
        });
      expect(last!.statusCode).toBe(429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});

describe('public registration limits', () => {
  const newMobile = mobiles(61000);

  it('a community event on one Wi-Fi registers dozens without a refusal', async () => {
    const server = await freshServer({ trustProxy: 1, registrationsPerHour: 200 });
    try {
      for (let i = 0; i < 40; i++) {
        const fields = await memberForm(server.db, newMobile());
        const done = await postMultipart(
          server.app,
          'member/register',
          fields,
          undefined,
          undefined,
          viaProxy('203.0.113.50'),
        );
        expect(done.status).toBe(201);
      }
    } finally {
      await server.close();
    }
  });

  it('probing registered numbers from one address stops after a few "already registered"', async () => {
    const server = await freshServer({ trustProxy: 1, registrationConflictsPerHour: 2 });
    try {
      const session = await signIn(server.app);
      const taken = [newMobile(), newMobile(), newMobile()];
      for (const mobile of taken) {
        const fields = await memberForm(server.db, mobile);
        expect(
          (await postMultipart(server.app, 'members', fields, undefined, session)).status,
        ).toBe(201);
      }
      const probe = async (mobile: string, client: string, spoofed?: string) =>
        postMultipart(
          server.app,
          'member/register',
          await memberForm(server.db, mobile),
          undefined,
          undefined,
          viaProxy(client, spoofed),
        );
      expect((await probe(taken[0]!, '203.0.113.60', '1.1.1.1')).status).toBe(409);
      expect((await probe(taken[1]!, '203.0.113.60', '1.1.1.2')).status).toBe(409);
      const refused = await probe(taken[2]!, '203.0.113.60', '1.1.1.3');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many registrations from this address/);
      // A new registrant at another address still gets through.
      expect((await probe(newMobile(), '198.51.100.60')).status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('one mobile number is tried a few times an hour, from any address', async () => {
    const server = await freshServer({ trustProxy: 1, registrationsPerMobilePerHour: 2 });
    try {
      const mobile = newMobile();
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const fields = await memberForm(server.db, mobile);
        const answer = await postMultipart(
          server.app,
          'member/register',
          fields,
          undefined,
          undefined,
          viaProxy(`203.0.113.${70 + i}`),
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 409, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('the port reachable without the proxy: a forged X-Forwarded-For on every attempt', () => {
  it('still locks the account after its failures from all addresses, with a message the SPA translates', async () => {
    const server = await freshServer({
      trustProxy: 1,
      loginMaxAttempts: 3,
      loginAccountMaxFailures: 5,
    });
    try {
      const statuses = [];
      // Straight to the port: the client writes the whole header, a new address each time.
      for (let i = 0; i < 7; i++)
        statuses.push((await login(server, { 'x-forwarded-for': `10.7.0.${i}` })).statusCode);
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
      // Even the right password from yet another address waits for the lock to end.
      const locked = await login(server, { 'x-forwarded-for': '10.7.9.9' }, DEMO_LOGIN.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('account_locked');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is not locked by it.
      const other = await server.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-forwarded-for': '10.7.9.10' },
        payload: { email: 'someone-else@example.com', password: 'guess' },
      });
      expect(other.statusCode).toBe(422);
    } finally {
      await server.close();
    }
  });

  it('is warned of at start when TRUST_PROXY is a hop count on a public address', () => {
    expect(trustProxyWarning({ trustProxy: 1, host: '0.0.0.0' })).toMatch(/hop count/);
    expect(trustProxyWarning({ trustProxy: 1, host: '127.0.0.1' })).toBeNull();
    expect(trustProxyWarning({ trustProxy: '127.0.0.1', host: '0.0.0.0' })).toBeNull();
    expect(trustProxyWarning({ trustProxy: false, host: '0.0.0.0' })).toBeNull();
  });
});

describe('limits that hold under a burst (each attempt counted before it is judged)', () => {
  const atOnce = (
    server: TestServer,
    n: number,
    attempt: (i: number) => { headers: Record<string, string>; payload: object },
  ) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        server.app
          .inject({ method: 'POST', url: '/auth/login', ...attempt(i) })
          .then((r) => r.statusCode),
      ),
    );
  const tally = (codes: number[]) =>
    codes.reduce<Record<number, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

  it('60 sign-ins at once from one address against a limit of 10: 10 are judged, 50 refused', async () => {
    const server = await freshServer({ loginMaxAttempts: 10 });
    try {
      const codes = await Promise.all(
        Array.from({ length: 60 }, () => login(server, {}).then((r) => r.statusCode)),
      );
      expect(tally(codes)).toEqual({ 422: 10, 429: 50 });
    } finally {
      await server.close();
    }
  });

  it('150 at once from as many addresses against the account lock of 30, the right password last: no more than 30 judged', async () => {
    const server = await freshServer({ trustProxy: 1, loginAccountMaxFailures: 30 });
    try {
      const codes = await atOnce(server, 150, (i) => ({
        headers: viaProxy(`203.0.113.${i}`),
        payload: {
          email: DEMO_LOGIN.email,
          password: i === 149 ? DEMO_LOGIN.password : 'guess',
        },
      }));
      const counted = tally(codes);
      expect((counted[422] ?? 0) + (counted[200] ?? 0)).toBe(30);
      expect(counted[429]).toBe(120);
    } finally {
      await server.close();
    }
  });

  it('sign-in link guesses are limited per address and over every address', async () => {
    const server = await freshServer({
      trustProxy: 1,
      linkAttemptsPerAddress: 5,
      linkAttemptsPerHour: 12,
    });
    try {
      const guess = (client: string, i: number) =>
        server.app
          .inject({
            url: `/auth/link/${String(i).padStart(43, 'x')}`,
            headers: viaProxy(client),
          })
          .then((r) => r.statusCode);
      const one = await Promise.all(Array.from({ length: 20 }, (_, i) => guess('203.0.113.9', i)));
      expect(tally(one)).toEqual({ 404: 5, 429: 15 });
      // Other addresses still try, until the hour's guesses from everyone are spent.
      const many = await Promise.all(
        Array.from({ length: 20 }, (_, i) => guess(`198.51.100.${i}`, 100 + i)),
      );
      expect(tally(many)).toEqual({ 404: 7, 429: 13 });
      const refused = await server.app.inject({
        method: 'POST',
        url: `/auth/link/${'y'.repeat(43)}`,
        headers: viaProxy('192.0.2.1'),
        payload: { password: 'a long new password' },
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
