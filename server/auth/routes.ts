import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { audit } from '../audit/audit.js';
import { ApiError } from '../http/errors.js';
import { createCounters } from './counters.js';
import { createThrottle } from './throttle.js';
import { decoyHash, verifyPassword } from './passwords.js';
import {
  endSession,
  refreshXsrfCookie,
  requireUser,
  sessionRules,
  startSession,
} from './sessions.js';
import { messageOnly, oneOf, said } from '../../shared/contract/envelopes.js';
import { say } from '../../shared/contract/say.js';
import { role } from '../../shared/contract/access.js';
const credentials = z.object({
  email: z
    .string({ error: say('email_required') })
    .trim()
    .min(1, say('email_required'))
    .max(254, say('email_too_long'))
    .pipe(z.email(say('email_invalid'))),
  password: z
    .string({ error: say('password_required') })
    .min(1, say('password_required'))
    .max(200, say('password_too_long')),
});

const account = z.object({ name: z.string(), email: z.string() });
/**
 * The signed-in account, with its role and the districts it sees (null: every
 * district); the original backend sends neither and the SPA then shows everything.
 */
const userRow = account.extend({
  id: z.number().int(),
  type: z.number().int(),
  role,
  districts: z.array(z.number().int()).nullable(),
});
const tags = ['Auth'];

const wrongCredentials = say('credentials_wrong');

/** `POST /auth/login` and `POST /auth/logout`, outside the API prefix (docs/product.md §7). */
export const authRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; config: Config }> = async (
  app,
  { db, config },
) => {
  const rules = sessionRules(config);
  // Failed sign-ins per address and email; a success clears them, so an office
  // that signs in all day is never locked out by its own successes.
  const throttle = createThrottle({
    counters: createCounters(db),
    name: 'login',
    max: config.loginMaxAttempts,
    windowMs: config.loginWindowMs,
    message: (minutes) => say('too_many_attempts', { smart_count: minutes }),
  });
  // Failed sign-ins per account from every address together: a forged
  // X-Forwarded-For makes each attempt a new address, never a new account.
  const accountThrottle = createThrottle({
    counters: createCounters(db),
    name: 'login-account',
    max: config.loginAccountMaxFailures,
    windowMs: config.loginAccountLockMs,
    message: (minutes) => say('account_locked', { smart_count: minutes }),
  });

  app.post(
    '/login',
    {
      // Besides the failures per address and email below, a ceiling on all attempts per address.
      config: {
        rateLimit: { max: config.loginMaxAttempts * 10, timeWindow: config.loginWindowMs },
      },
      schema: {
        tags,
        body: credentials,
        response: { 200: z.object({ ...said, data: account }) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const key = `${request.ip}|${email.toLowerCase()}`;
      const account = email.toLowerCase();
      // Each attempt is counted before its password is checked (and forgotten again
      // on success), so attempts that arrive together cannot all be judged against
      // a count none of them has raised yet (docs/security.md "Rate limits").
      await throttle.reserve(key);
      await accountThrottle.reserve(account);
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'password_hash'])
        .where('email', '=', email.toLowerCase())
        // A disabled account answers as a wrong password: nothing to learn by trying.
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      const ok = await verifyPassword(password, user?.password_hash ?? decoyHash);
      if (!user || !ok) {
        await audit(db, {
          action: 'login_failed',
          resource: 'users',
          recordId: user?.id ?? null,
          label: email.toLowerCase(),
        });
        throw new ApiError(422, wrongCredentials, { password: [wrongCredentials] });
      }
      await throttle.clear(key);
      await accountThrottle.clear(account);
      await db.transaction().execute(async (trx) => {
        await startSession(trx, rules, request, reply, user.id);
        await audit(trx, {
          action: 'login',
          resource: 'users',
          recordId: user.id,
          label: user.email,
          user: { id: user.id, name: user.name },
        });
      });
      return { message: say('signed_in'), data: { name: user.name, email: user.email } };
    },
  );

  // Signing out needs no XSRF header: a browser that lost the cookie can still leave.
  app.post(
    '/logout',
    { config: { withoutXsrf: true }, schema: { tags, response: messageOnly } },
    async (request, reply) => {
      if (request.user) {
        await audit(db, {
          action: 'logout',
          resource: 'users',
          recordId: request.user.id,
          label: request.user.email,
        });
      }
      await endSession(db, request, reply);
      return { message: say('signed_out') };
    },
  );

  /** Ends every session of the signed-in account: on every device, this one included. */
  app.post(
    '/logout-everywhere',
    { preHandler: requireUser, schema: { tags, response: messageOnly } },
    async (request, reply) => {
      await audit(db, {
        action: 'logout',
        resource: 'users',
        recordId: request.user!.id,
        label: request.user!.email,
        details: { everywhere: true },
      });
      await endSession(db, request, reply, { everywhere: true });
      return { message: say('signed_out_everywhere') };
    },
  );
};

/** `GET /api/frontend/user`: the signed-in account, or 401. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; config: Config }> = async (
  app,
  { db, config },
) => {
  const rules = sessionRules(config);
  app.get(
    '/user',
    { preHandler: requireUser, schema: { tags, response: { 200: oneOf(userRow) } } },
    async (request, reply) => {
      await refreshXsrfCookie(db, rules, request, reply);
      const user = request.user!;
      return {
        data: {
          id: user.id,
          name: user.name,
          email: user.email,
          type: user.type,
          role: user.role,
          districts: user.districts ? [...user.districts] : null,
        },
      };
    },
  );
};
