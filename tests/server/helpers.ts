import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { configFromEnv, type Config } from '../../server/config.js';
import { connect } from '../../server/db/connect.js';
import type { Database } from '../../server/db/types.js';
import { hashPassword } from '../../server/auth/passwords.js';
import { setRole } from '../../server/cli/roles.js';
import type { Role } from '../../shared/contract/access.js';
import { DEMO_LOGIN } from '../../server/seed/index.js';
import { copyOfTemplate } from './databases.js';

/**
 * Messages the server answered without a code (docs/product.md §10): every test file
 * checks after each test that there are none, so a new message cannot slip by.
 */
export const uncoded: string[] = [];
afterEach(() => {
  const found = uncoded.splice(0);
  expect(found.join('\n'), 'messages answered without a code').toBe('');
});

export interface TestServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Where this server keeps uploads. */
  storageDir: string;
  /** Its database: a SQLite file, or a `postgres://` URL in the `server-pg` project. */
  databaseUrl: string;
  close: () => Promise<void>;
}

/** A server on a fresh copy of the seeded demo database. */
export async function freshServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const template = inject('templateDir');
  const database = await copyOfTemplate(template, inject('postgresServer'));
  cpSync(join(template, 'storage'), join(database.dir, 'storage'), { recursive: true });
  const server = await serverOn(database.url, join(database.dir, 'storage'), overrides);
  return {
    ...server,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/**
 * A test server's settings: the defaults of an empty environment, on this database
 * and storage folder (books beside it), quiet, with room for the tests' sign-ins.
 */
export function testConfig(
  databaseUrl: string,
  storageDir: string,
  overrides: Partial<Config> = {},
): Config {
  return {
    ...configFromEnv({}),
    databaseUrl,
    host: '127.0.0.1',
    port: 0,
    storageDir,
    distDir: join(storageDir, '..', 'no-dist'),
    booksDir: join(storageDir, '..', 'books'),
    loginMaxAttempts: 50,
    loginWindowMs: 60_000,
    registrationsPerHour: 50,
    logLevel: 'silent',
    // The greetings run when a test asks for them (tests/server/greetings.test.ts).
    greetingHour: null,
    ...overrides,
  };
}

/**
 * A server on an existing database and storage folder, with its own connections:
 * what a second API process behind the same address would be.
 */
export async function serverOn(
  databaseUrl: string,
  storageDir: string,
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  const db = connect(databaseUrl);
  const config = testConfig(databaseUrl, storageDir, overrides);
  const app = await buildApp({ db, config });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string' && payload.startsWith('{"message"')) {
      const body = JSON.parse(payload) as { message: string; code?: string };
      if (!body.code) uncoded.push(`${request.method} ${request.url}: ${body.message}`);
    }
    return payload;
  });
  return {
    app,
    db,
    storageDir,
    databaseUrl,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

export interface Session {
  cookie: string;
  xsrf: string;
}

const cookieValue = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name)?.value ?? '';

/** Signs in (as the demo administrator by default); returns the cookie header and XSRF token. */
export async function signIn(
  app: FastifyInstance,
  { email, password }: { email: string; password: string } = DEMO_LOGIN,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  const session = cookieValue(response, 'fd_session');
  const xsrf = cookieValue(response, 'XSRF-TOKEN');
  return { cookie: `fd_session=${session}; XSRF-TOKEN=${xsrf}`, xsrf };
}

/** GET under /api/frontend as a signed-in administrator. */
export async function apiGet(app: FastifyInstance, session: Session, path: string) {
  return app.inject({
    method: 'GET',
    url: `/api/frontend/${path}`,
    headers: { cookie: session.cookie },
  });
}

/** A write under /api/frontend as a signed-in administrator, with the XSRF header. */
export async function apiSend(
  app: FastifyInstance,
  session: Session,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/frontend/${path}`,
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * A fresh server and a signed-in session for one test file, with `get` and `send`
 * answering `{ status, body }`.
 */
export function signedInServer(overrides: Partial<Config> = {}) {
  let server: TestServer;
  let session: Session;
  beforeAll(async () => {
    server = await freshServer(overrides);
    session = await signIn(server.app);
  });
  afterAll(() => server.close());
  const answer = (r: LightMyRequestResponse) => ({ status: r.statusCode, body: r.json() });
  return {
    get server() {
      return server;
    },
    get session() {
      return session;
    },
    get: async (path: string) => answer(await apiGet(server.app, session, path)),
    send: async (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
      answer(await apiSend(server.app, session, method, path, payload)),
  };
}

const ROLE_PASSWORD = 'role-account-2026';

/** A new account with `role` (and, for a coordinator, its districts), signed in. */
export async function accountWithRole(
  server: TestServer,
  role: Role,
  districts: number[] = [],
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.org`,
): Promise<Session> {
  const { id } = await server.db
    .insertInto('users')
    .values({ name: `A ${role}`, email, password_hash: await hashPassword(ROLE_PASSWORD) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setRole(server.db, { id, email }, role, districts);
  return signIn(server.app, { email, password: ROLE_PASSWORD });
}

/** The ids of the `n` districts with the most members, the busiest first (a coordinator's, and another). */
export async function busiestDistricts(db: Kysely<Database>, n = 2): Promise<number[]> {
  const rows = await db
    .selectFrom('members')
    .select(['district_id', sql<number>`count(*)`.as('n')])
    .where('district_id', 'is not', null)
    .groupBy('district_id')
    .orderBy(sql`count(*)`, 'desc')
    .limit(n)
    .execute();
  return rows.map((row) => row.district_id!);
}

/** The id of a named master row (a district, post, village, education level or business type). */
export const idByName = async (
  db: Kysely<Database>,
  table: 'districts' | 'posts' | 'villages' | 'education' | 'business_types',
  name: string,
) =>
  (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/**
 * A member session for `memberId` written straight into the database (the sign-in by
 * code is tested in tests/server/member-door.test.ts): the cookie header and XSRF token.
 */
export async function memberSession(server: TestServer, memberId: number): Promise<Session> {
  const id = `test-member-session-${memberId}-${Math.random().toString(36).slice(2)}`;
  const xsrf = `test-member-xsrf-${memberId}`;
  const now = Date.now();
  await server.db
    .insertInto('member_sessions')
    .values({
      id,
      member_id: memberId,
      csrf_token: xsrf,
      expires_at: new Date(now + 3_600_000).toISOString(),
      last_seen_at: new Date(now).toISOString(),
    })
    .execute();
  return { cookie: `fd_member=${id}; MEMBER-XSRF-TOKEN=${xsrf}`, xsrf };
}
