import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../../server/seed/index.js';
import { freshServer, signIn, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await freshServer();
});
afterAll(() => server.close());

const login = (payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/auth/login', payload: payload as object });

describe('POST /auth/login', () => {
  it('answers 422 with errors under email and password when both are blank', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.email[0]).toMatch(/email is required/i);
    expect(body.errors.password[0]).toMatch(/password is required/i);
  });

  it('refuses an address that is not an email', async () => {
    const response = await login({ email: 'not-an-email', password: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email[0]).toMatch(/valid email/i);
  });

  it('answers a wrong password with an error under the password field and no cookie', async () => {
    const response = await login({ email: DEMO_LOGIN.email, password: 'wrong password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password[0]).toBe('The email or password is incorrect.');
    expect(response.cookies.find((c) => c.name === 'fd_session')).toBeUndefined();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await login({ email: 'nobody@example.com', password: 'whatever' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['The email or password is incorrect.'] });
  });

  it('signs in with any letter case in the email and sets an httpOnly session and an XSRF cookie', async () => {
    const response = await login({
      email: DEMO_LOGIN.email.toUpperCase(),
      password: DEMO_LOGIN.password,
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((c) => c.name === 'fd_session');
    const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(xsrf?.value).toBeTruthy();
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('answers malformed JSON with 400 and a message, never 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('answers a body of the wrong type with 422', async () => {
    const response = await login({ email: 42, password: ['x'] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });
});

describe('GET /api/frontend/user', () => {
  it('answers 401 to a guest', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/frontend/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthenticated.');
  });

  it('answers 401 to a made-up session cookie', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/frontend/user',
      headers: { cookie: 'fd_session=forged' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the signed-in account', async () => {
    const session = await signIn(server.app);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/frontend/user',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: DEMO_LOGIN.name,
      email: DEMO_LOGIN.email,
      type: 0,
    });
  });
});

describe('POST /auth/logout and CSRF', () => {
  it('refuses an unsafe request of a signed-in session without the X-XSRF-TOKEN header', async () => {
    const session = await signIn(server.app);
    const add = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/frontend/committee/add',
        headers,
        payload: { name: 'Forged committee' },
      });
    expect((await add({ cookie: session.cookie })).statusCode).toBe(403);
    const wrongToken = await add({ cookie: session.cookie, 'x-xsrf-token': 'not-the-token' });
    expect(wrongToken.statusCode).toBe(403);
    const committees = await server.db
      .selectFrom('committees')
      .select('id')
      .where('name', '=', 'Forged committee')
      .execute();
    expect(committees).toEqual([]);
  });

  it('signs out even when the browser lost its XSRF cookie', async () => {
    const session = await signIn(server.app);
    const out = await server.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: session.cookie.split('; ')[0]! },
    });
    expect(out.statusCode).toBe(200);
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/frontend/user',
      headers: { cookie: session.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('ends the session, after which the same cookie is refused', async () => {
    const session = await signIn(server.app);
    const out = await server.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf },
    });
    expect(out.statusCode).toBe(200);
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/frontend/user',
      headers: { cookie: session.cookie },
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  const attempt = (server: TestServer, password: string, email = DEMO_LOGIN.email) =>
    server.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

  it('answers 429 with a message once the failures for an address and email run out', async () => {
    const limited = await freshServer({ loginMaxAttempts: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(limited, 'guess')).statusCode).toBe(422);
      const blocked = await attempt(limited, 'guess');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      // Even the right password waits until the window has passed.
      expect((await attempt(limited, DEMO_LOGIN.password)).statusCode).toBe(429);
      // Another account from the same address is not blocked.
      expect((await attempt(limited, 'guess', 'someone@example.com')).statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  });

  it('does not count successful sign-ins, and a success clears earlier failures', async () => {
    const limited = await freshServer({ loginMaxAttempts: 3 });
    try {
      for (let i = 0; i < 5; i++)
        expect((await attempt(limited, DEMO_LOGIN.password)).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) expect((await attempt(limited, 'guess')).statusCode).toBe(422);
      expect((await attempt(limited, DEMO_LOGIN.password)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await attempt(limited, 'guess')).statusCode).toBe(422);
      expect((await attempt(limited, 'guess')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('caps all attempts from one address, whatever the emails', async () => {
    const limited = await freshServer({ loginMaxAttempts: 1 });
    try {
      const statuses = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await attempt(limited, 'guess', `user${i}@example.com`)).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
