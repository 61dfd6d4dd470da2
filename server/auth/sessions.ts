import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { ApiError } from '../http/errors.js';
import { clearCookie, cookiesOf, setCookie } from '../http/cookies.js';
import { say } from '../../shared/contract/say.js';
import { AUTH_TABLES } from '../db/migrations/0032_auth_versions.js';
import { versionReader } from '../lists/versioned-cache.js';
import type { DistrictScope, Role } from '../../shared/contract/access.js';
export const SESSION_COOKIE = 'fd_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** A session's last use is written at most this often, so reads stay reads. */
export const TOUCH_MS = 60_000;
const PURGE_MS = 3_600_000;

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  type: number;
  role: Role;
  /** The districts a coordinator sees; null: every district (server/auth/scope.ts). */
  districts: DistrictScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** A write that needs no XSRF header (logout: it must work after the cookie was lost). */
    withoutXsrf?: boolean;
  }
}

/** How long sessions live and how their cookies are marked. */
export interface SessionRules {
  idleMs: number;
  maxMs: number;
  secure: 'auto' | 'always' | 'never';
}

export const sessionRules = (config: Config): SessionRules => ({
  idleMs: config.sessionIdleMs,
  maxMs: config.sessionMaxMs,
  secure: config.cookieSecure,
});

/** A random session id or XSRF token. */
export const token = () => randomBytes(32).toString('base64url');

/**
 * Sessions read before, by id (random tokens: unique across every database this
 * process serves), each with the write versions of the tables a session depends on
 * when it was read (migration 0032: a session removed, an account or its districts
 * changed). A request whose versions are the same skips the session's queries; any
 * such write, by any process, makes the next request read the session again, so a
 * sign-out everywhere, a disabled account or a new role holds at once. Sessions that
 * do not exist are never kept.
 */
function recentSessions<
  Row extends { id: number; expires_at: string; last_seen_at: string | null },
>() {
  const MAX = 10_000;
  /** Each with its limits as milliseconds, so a request compares numbers. */
  const kept = new Map<
    string,
    { row: Row; version: string; expires: number; seen: number; seenText: string | null }
  >();
  return {
    /**
     * The session kept at `version`, still within its limits, with its last use in
     * milliseconds, or undefined: no promise.
     */
    kept(id: string, { now, version, idleMs }: { now: number; version: string; idleMs: number }) {
      const hit = kept.get(id);
      if (!hit || hit.version !== version || hit.expires <= now) return undefined;
      // The row's last use moves when the request that found it touches it.
      if (hit.row.last_seen_at !== hit.seenText) {
        hit.seenText = hit.row.last_seen_at;
        hit.seen = Date.parse(hit.row.last_seen_at ?? '');
      }
      return hit.seen > now - idleMs ? hit : undefined;
    },
    async read(
      id: string,
      at: { now: number; version: string; idleMs: number },
      load: () => Promise<Row | undefined>,
    ) {
      const hit = this.kept(id, at);
      if (hit) return hit.row;
      const row = await load();
      kept.delete(id);
      if (row) {
        if (kept.size >= MAX) kept.delete(kept.keys().next().value!);
        kept.set(id, {
          row,
          version: at.version,
          expires: Date.parse(row.expires_at),
          seen: Date.parse(row.last_seen_at ?? ''),
          seenText: row.last_seen_at,
        });
      }
      return row;
    },
    forget(id: string) {
      kept.delete(id);
    },
    forgetUser(userId: number) {
      for (const [id, { row }] of kept) if (row.id === userId) kept.delete(id);
    },
  };
}
type SessionRow = {
  session_id: string;
  csrf_token: string;
  last_seen_at: string | null;
  expires_at: string;
  id: number;
  name: string;
  email: string;
  type: number;
  role: Role;
  districts: DistrictScope;
};
const recent = recentSessions<SessionRow>();
const authVersions = versionReader(AUTH_TABLES);
const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * An unsafe request of a signed-in session must echo its XSRF token in the
 * X-XSRF-TOKEN header (the office's and a member's alike); 403 otherwise.
 */
export function checkXsrf(request: FastifyRequest, csrfToken: string): void {
  if (
    unsafe.has(request.method) &&
    !request.routeOptions.config.withoutXsrf &&
    request.headers[XSRF_HEADER] !== csrfToken
  )
    throw new ApiError(403, say('session_expired'));
}

/**
 * Sessions live in the database (so several API processes can share them) behind
 * an opaque httpOnly cookie. A session ends after `idleMs` unused or `maxMs` after
 * sign-in, whichever comes first. A signed-in session must echo its XSRF-TOKEN
 * cookie in the X-XSRF-TOKEN header on every unsafe request.
 */
export function registerSessions(
  app: FastifyInstance,
  db: Kysely<Database>,
  rules: SessionRules,
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  /** Each kept session's account, made once: requests of the session share it (nothing writes it). */
  const users = new WeakMap<SessionRow, SessionUser>();
  /** The request as the session's: its XSRF token checked, its account set. */
  const signIn = (request: FastifyRequest, row: SessionRow) => {
    checkXsrf(request, row.csrf_token);
    request.sessionId = row.session_id;
    let user = users.get(row);
    if (!user)
      users.set(
        row,
        (user = {
          id: row.id,
          name: row.name,
          email: row.email,
          type: row.type,
          role: row.role,
          districts: row.districts,
        }),
      );
    request.user = user;
  };
  /** Used within the last minute: its last use need not be written again. */
  const touched = (now: number, seen: number) => now - seen <= TOUCH_MS;

  const readAndTouch = async (request: FastifyRequest, sessionId: string, now: number) => {
    const version = await authVersions(db);
    const row = await recent.read(sessionId, { now, version, idleMs: rules.idleMs }, () =>
      readSession(sessionId, now),
    );
    if (!row) return;
    signIn(request, row);
    if (!touched(now, Date.parse(row.last_seen_at ?? ''))) {
      row.last_seen_at = iso(now);
      await db
        .updateTable('sessions')
        .set({ last_seen_at: row.last_seen_at })
        .where('id', '=', row.session_id)
        .execute();
    }
  };

  // A callback hook: a session kept in memory, at versions known without a read and
  // touched within the minute, is the request's without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const sessionId = cookiesOf(request)[SESSION_COOKIE];
    if (!sessionId) return done();
    const now = Date.now();
    const version = authVersions.known(db);
    const hit =
      version === undefined
        ? undefined
        : recent.kept(sessionId, { now, version, idleMs: rules.idleMs });
    if (hit && touched(now, hit.seen)) {
      try {
        signIn(request, hit.row);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    readAndTouch(request, sessionId, now).then(() => done(), done);
  });

  const readSession = async (sessionId: string, now: number): Promise<SessionRow | undefined> => {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.csrf_token',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'users.id',
        'users.name',
        'users.email',
        'users.type',
        'users.role',
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.expires_at', '>', iso(now))
      .where('sessions.last_seen_at', '>', iso(now - rules.idleMs))
      .where('users.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    return { ...row, districts: await districtScope(db, row.id, row.role) };
  };

  const timer = setInterval(() => {
    purgeSessions(db, rules).catch((error: unknown) => app.log.error(error));
  }, PURGE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The districts an account sees: a coordinator's own, everything for the others. */
export async function districtScope(
  db: Kysely<Database>,
  userId: number,
  role: Role,
): Promise<DistrictScope> {
  if (role !== 'coordinator') return null;
  const rows = await db
    .selectFrom('user_districts')
    .select('district_id')
    .where('user_id', '=', userId)
    .orderBy('district_id')
    .execute();
  return rows.map((r) => r.district_id);
}

/** Deletes the sessions that can no longer be used (expired or idle too long). */
export async function purgeSessions(db: Kysely<Database>, rules: SessionRules): Promise<void> {
  const now = Date.now();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', iso(now)),
        eb('last_seen_at', '<=', iso(now - rules.idleMs)),
        eb('last_seen_at', 'is', null),
      ]),
    )
    .execute();
}

function cookieOptions(request: FastifyRequest, rules: Pick<SessionRules, 'secure'>) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: rules.secure === 'always' || (rules.secure === 'auto' && request.protocol === 'https'),
  };
}

/**
 * Sets a session's two cookies: its id, httpOnly, and the XSRF token the page echoes
 * in `X-XSRF-TOKEN` (the office's, or a member's with their own names).
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: Pick<SessionRules, 'secure'>,
  cookies: { session: [name: string, id: string]; xsrf: [name: string, token: string] },
  expires: Date,
): void {
  const options = { ...cookieOptions(request, rules), expires };
  setCookie(reply, cookies.session[0], cookies.session[1], { ...options, httpOnly: true });
  setCookie(reply, cookies.xsrf[0], cookies.xsrf[1], options);
}

/** Starts a session for `userId` and sets the session and XSRF cookies. */
export async function startSession(
  db: Kysely<Database>,
  rules: SessionRules,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const id = token();
  const csrf = token();
  const now = Date.now();
  const expires = new Date(now + rules.maxMs);
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      csrf_token: csrf,
      expires_at: expires.toISOString(),
      last_seen_at: iso(now),
    })
    .execute();
  await purgeSessions(db, rules);
  setSessionCookies(
    request,
    reply,
    rules,
    { session: [SESSION_COOKIE, id], xsrf: [XSRF_COOKIE, csrf] },
    expires,
  );
}

/** Re-sends the XSRF cookie of the current session (e.g. after the browser lost it). */
export async function refreshXsrfCookie(
  db: Kysely<Database>,
  rules: SessionRules,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (!request.sessionId) return;
  const row = await db
    .selectFrom('sessions')
    .select(['csrf_token', 'expires_at'])
    .where('id', '=', request.sessionId)
    .executeTakeFirst();
  if (row) {
    setCookie(reply, XSRF_COOKIE, row.csrf_token, {
      ...cookieOptions(request, rules),
      expires: new Date(row.expires_at),
    });
  }
}

/** Ends this session, or with `everywhere` every session of its account. */
export async function endSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  { everywhere = false } = {},
): Promise<void> {
  if (everywhere && request.user) await endAllSessions(db, request.user.id);
  else if (request.sessionId) {
    await db.deleteFrom('sessions').where('id', '=', request.sessionId).execute();
    recent.forget(request.sessionId);
  }
  clearCookie(reply, SESSION_COOKIE);
  clearCookie(reply, XSRF_COOKIE);
}

/** Signs an account out everywhere (a password change, a lost phone). */
export async function endAllSessions(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  recent.forgetUser(userId);
  return Number(result.numDeletedRows);
}

/** The refusal of a request without a signed-in account: 401 with the `unauthenticated` code. */
export const notSignedIn = () => new ApiError(401, say('unauthenticated'));

/**
 * onRequest hook of the stored files (when they are not public): every request needs
 * a signed-in administrator unless the route's config says `public` (a callback, so
 * the common case makes no promise). The API's routes each have their own gate
 * (`gateEachRoute`, server/auth/access.ts).
 */
export function signedInUnlessPublic(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  if (request.routeOptions.config.public || request.user) done();
  else done(notSignedIn());
}

/** preHandler for routes that need a signed-in administrator. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notSignedIn();
}
