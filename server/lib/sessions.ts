import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError } from './errors.js';

export const SESSION_COOKIE = 'fd_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SESSION_DAYS = 30;

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  type: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

const token = () => randomBytes(32).toString('base64url');
const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Sessions live in the database (so several API processes can share them) behind
 * an opaque httpOnly cookie. A signed-in session must echo its XSRF-TOKEN cookie
 * in the X-XSRF-TOKEN header on every unsafe request.
 */
export function registerSessions(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return;
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.csrf_token',
        'users.id',
        'users.name',
        'users.email',
        'users.type',
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    if (!row) return;
    if (unsafe.has(request.method) && request.headers[XSRF_HEADER] !== row.csrf_token) {
      throw new ApiError(403, 'Your session token has expired. Please reload the page.');
    }
    request.sessionId = row.session_id;
    request.user = { id: row.id, name: row.name, email: row.email, type: row.type };
  });
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

/** Starts a session for `userId` and sets the session and XSRF cookies. */
export async function startSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const id = token();
  const csrf = token();
  const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, csrf_token: csrf, expires_at: expires.toISOString() })
    .execute();
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
  const options = { ...cookieOptions(request), expires };
  reply.setCookie(SESSION_COOKIE, id, { ...options, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, csrf, options);
}

/** Re-sends the XSRF cookie of the current session (e.g. after the browser lost it). */
export async function refreshXsrfCookie(
  db: Kysely<Database>,
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
    reply.setCookie(XSRF_COOKIE, row.csrf_token, {
      ...cookieOptions(request),
      expires: new Date(row.expires_at),
    });
  }
}

export async function endSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionId)
    await db.deleteFrom('sessions').where('id', '=', request.sessionId).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
}

/** preHandler for routes that need a signed-in administrator. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new ApiError(401, 'Unauthenticated.');
}
