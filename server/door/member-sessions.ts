import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError } from '../http/errors.js';
import { clearCookie, cookiesOf } from '../http/cookies.js';
import { say } from '../../shared/contract/say.js';
import { MEMBER_SESSION_IDLE_MS, MEMBER_SESSION_MAX_MS } from '../../shared/door.js';
import {
  TOUCH_MS,
  checkXsrf,
  setSessionCookies,
  token,
  type SessionRules,
} from '../auth/sessions.js';

/** The member's session: a cookie of its own, never the office's (docs/member-door.md). */
export const MEMBER_COOKIE = 'fd_member';
/** The member page's XSRF cookie, echoed in the same X-XSRF-TOKEN header as the office's. */
export const MEMBER_XSRF_COOKIE = 'MEMBER-XSRF-TOKEN';

export interface SignedInMember {
  sessionId: string;
  id: number;
  familyId: number;
  name: string;
  mobile: string;
  dateOfBirth: string | null;
  /** Marked a minor by the office although the birth date has no year. */
  markedMinor: boolean;
  districtId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: SignedInMember | null;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The door's onRequest hook, registered on `/api/member` only: reads the member
 * session (30 minutes idle, 7 days at most), refuses an unsafe request without its
 * XSRF header, and keeps the last use at most once a minute. A member removed or
 * marked as passed away has no session.
 */
export function registerMemberSessions(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    const sessionId = cookiesOf(request)[MEMBER_COOKIE];
    if (!sessionId) return;
    const now = Date.now();
    const row = await db
      .selectFrom('member_sessions')
      .innerJoin('members', 'members.id', 'member_sessions.member_id')
      .select([
        'member_sessions.csrf_token',
        'member_sessions.last_seen_at',
        'members.id',
        'members.family_id',
        'members.first_name',
        'members.last_name',
        'members.mobile_no',
        'members.date_of_birth',
        'members.marked_minor',
        'members.district_id',
      ])
      .where('member_sessions.id', '=', sessionId)
      .where('member_sessions.expires_at', '>', iso(now))
      .where('member_sessions.last_seen_at', '>', iso(now - MEMBER_SESSION_IDLE_MS))
      .where('members.died_on', 'is', null)
      .executeTakeFirst();
    if (!row) return;
    checkXsrf(request, row.csrf_token);
    if (now - Date.parse(row.last_seen_at) > TOUCH_MS)
      await db
        .updateTable('member_sessions')
        .set({ last_seen_at: iso(now) })
        .where('id', '=', sessionId)
        .execute();
    request.member = {
      sessionId,
      id: row.id,
      familyId: row.family_id,
      name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.mobile_no,
      mobile: row.mobile_no,
      dateOfBirth: row.date_of_birth,
      markedMinor: row.marked_minor === 1,
      districtId: row.district_id,
    };
  });
}

/** onRequest hook of the door's routes that need a signed-in member. */
export async function requireMember(request: FastifyRequest): Promise<void> {
  if (!request.member) throw new ApiError(401, say('unauthenticated'));
}

/** The signed-in member (after `requireMember`). */
export const memberOf = (request: FastifyRequest): SignedInMember => request.member!;

/** Starts a member session and sets its two cookies. */
export async function startMemberSession(
  db: Kysely<Database>,
  rules: Pick<SessionRules, 'secure'>,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: number,
): Promise<void> {
  const id = token();
  const csrf = token();
  const now = Date.now();
  const expires = new Date(now + MEMBER_SESSION_MAX_MS);
  await db
    .deleteFrom('member_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', iso(now)),
        eb('last_seen_at', '<=', iso(now - MEMBER_SESSION_IDLE_MS)),
      ]),
    )
    .execute();
  await db
    .insertInto('member_sessions')
    .values({
      id,
      member_id: memberId,
      csrf_token: csrf,
      expires_at: expires.toISOString(),
      last_seen_at: iso(now),
    })
    .execute();
  setSessionCookies(
    request,
    reply,
    rules,
    { session: [MEMBER_COOKIE, id], xsrf: [MEMBER_XSRF_COOKIE, csrf] },
    expires,
  );
}

/** Ends the member's session and clears its cookies. */
export async function endMemberSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.member)
    await db.deleteFrom('member_sessions').where('id', '=', request.member.sessionId).execute();
  clearCookie(reply, MEMBER_COOKIE);
  clearCookie(reply, MEMBER_XSRF_COOKIE);
}
