import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../../server/seed/index.js';
import {
  accountWithRole,
  busiestDistricts,
  freshServer,
  signIn,
  type Session,
  type TestServer,
} from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await freshServer({ sessionIdleMs: 12 * 3_600_000, sessionMaxMs: 30 * 86_400_000 });
});
afterAll(() => server.close());

const user = (session: Session) =>
  server.app.inject({ url: '/api/frontend/user', headers: { cookie: session.cookie } });
const sessionId = (session: Session) => /fd_session=([^;]+)/.exec(session.cookie)![1]!;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
/** Moves a session's clock: when it was last used, or when it expires. */
const setSession = (session: Session, values: { last_seen_at?: string; expires_at?: string }) =>
  server.db.updateTable('sessions').set(values).where('id', '=', sessionId(session)).execute();
const HOUR = 3_600_000;

describe('session expiry', () => {
  it('ends a session unused for longer than the idle timeout', async () => {
    const session = await signIn(server.app);
    await setSession(session, { last_seen_at: ago(13 * HOUR) });
    expect((await user(session)).statusCode).toBe(401);
  });

  it('keeps a session in use alive, writing its last use at most once a minute', async () => {
    const session = await signIn(server.app);
    const lastSeen = async () =>
      (
        await server.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id', '=', sessionId(session))
          .executeTakeFirstOrThrow()
      ).last_seen_at!;
    await setSession(session, { last_seen_at: ago(11 * HOUR) });
    expect((await user(session)).statusCode).toBe(200);
    const touched = await lastSeen();
    expect(Date.now() - Date.parse(touched)).toBeLessThan(60_000);
    expect((await user(session)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(touched);
  });

  it('ends a session at its absolute expiry however busy it is', async () => {
    const session = await signIn(server.app);
    await setSession(session, { expires_at: ago(1000) });
    expect((await user(session)).statusCode).toBe(401);
  });

  it('purges sessions that can no longer be used', async () => {
    const idle = await signIn(server.app);
    await setSession(idle, { last_seen_at: ago(13 * HOUR) });
    await signIn(server.app);
    const left = await server.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId(idle))
      .execute();
    expect(left).toEqual([]);
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the account, on every device', async () => {
    const laptop = await signIn(server.app);
    const phone = await signIn(server.app);
    const out = await server.app.inject({
      method: 'POST',
      url: '/auth/logout-everywhere',
      headers: { cookie: phone.cookie, 'x-xsrf-token': phone.xsrf },
    });
    expect(out.statusCode).toBe(200);
    expect((await user(laptop)).statusCode).toBe(401);
    expect((await user(phone)).statusCode).toBe(401);
  });

  it('needs a session and its XSRF token', async () => {
    const session = await signIn(server.app);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/auth/logout-everywhere',
      headers: { cookie: session.cookie },
    });
    expect(forged.statusCode).toBe(403);
    const anonymous = await server.app.inject({ method: 'POST', url: '/auth/logout-everywhere' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('npm run user:password changes the password and signs the account out everywhere', async () => {
    const session = await signIn(server.app);
    // Read once, so this process holds the session in memory.
    expect((await user(session)).statusCode).toBe(200);
    await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['server/cli/user-password.ts', '--email', DEMO_LOGIN.email],
      {
        env: {
          ...process.env,
          DATABASE_URL: server.databaseUrl,
          USER_PASSWORD: 'a-new-password-26',
        },
      },
    );
    // Another process signed it out: the very next request here is refused.
    expect((await user(session)).statusCode).toBe(401);
    const login = (password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: DEMO_LOGIN.email, password },
      });
    expect((await login(DEMO_LOGIN.password)).statusCode).toBe(422);
    expect((await login('a-new-password-26')).statusCode).toBe(200);
  });
});

/**
 * Sessions are answered from memory while nothing they depend on changed
 * (server/auth/sessions.ts). A change written straight into the database, as
 * another process or the command line would, holds on the very next request.
 */
describe("another process's changes to an account or its sessions", () => {
  const seen = async (session: Session) => {
    const answer = await user(session);
    const data =
      answer.statusCode === 200
        ? answer.json<{ data: { role: string; districts: number[] | null } }>().data
        : null;
    return { status: answer.statusCode, role: data?.role, districts: data?.districts };
  };
  const idOf = async (email: string) =>
    (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('a new role, new districts, a disabled account and a removed session', async () => {
    const email = `other-process-${Date.now()}@example.org`;
    const session = await accountWithRole(server, 'administrator', [], email);
    const id = await idOf(email);
    expect(await seen(session)).toEqual({ status: 200, role: 'administrator', districts: null });

    const [district] = await busiestDistricts(server.db, 1);
    await server.db
      .updateTable('users')
      .set({ role: 'coordinator' })
      .where('id', '=', id)
      .execute();
    await server.db
      .insertInto('user_districts')
      .values({ user_id: id, district_id: district! })
      .execute();
    expect(await seen(session)).toEqual({
      status: 200,
      role: 'coordinator',
      districts: [district],
    });

    await server.db.deleteFrom('user_districts').where('user_id', '=', id).execute();
    expect((await seen(session)).districts).toEqual([]);

    await server.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await seen(session)).status).toBe(401);
    await server.db.updateTable('users').set({ disabled_at: null }).where('id', '=', id).execute();
    expect((await seen(session)).status).toBe(200);

    await server.db.deleteFrom('sessions').where('id', '=', sessionId(session)).execute();
    expect((await seen(session)).status).toBe(401);
  });
});

describe('the Secure cookie flag', () => {
  const secureFlags = async (cookieSecure: 'auto' | 'always' | 'never', https: boolean) => {
    const app = await freshServer({ cookieSecure, trustProxy: 1 });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: https ? { 'x-forwarded-proto': 'https' } : {},
        payload: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
      });
      return response.cookies.map((c) => Boolean(c.secure));
    } finally {
      await app.close();
    }
  };

  it('follows COOKIE_SECURE: auto from the protocol behind the proxy, always, never', async () => {
    expect(await secureFlags('auto', true)).toEqual([true, true]);
    expect(await secureFlags('auto', false)).toEqual([false, false]);
    expect(await secureFlags('always', false)).toEqual([true, true]);
    expect(await secureFlags('never', true)).toEqual([false, false]);
  });
});
