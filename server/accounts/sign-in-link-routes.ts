import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { hashToken } from './accounts.js';
import { audit } from '../audit/audit.js';
import { ApiError } from '../http/errors.js';
import { createCounters } from '../auth/counters.js';
import { createThrottle } from '../auth/throttle.js';
import { hashPassword } from '../auth/passwords.js';
import { endAllSessions, sessionRules, startSession } from '../auth/sessions.js';
import { newPassword } from '../../shared/contract/account.js';
import { oneOf, said } from '../../shared/contract/envelopes.js';
import { say } from '../../shared/contract/say.js';

const tags = ['Auth'];
const HOUR = 60 * 60_000;
const tokenParams = z.object({ token: z.string().min(20).max(100) });
const person = z.object({ name: z.string(), email: z.string() });

/**
 * The one-time sign-in link (docs/security.md "Accounts"), outside the API
 * prefix and without a session: `GET /auth/link/{token}` says whose it is, and
 * `POST /auth/link/{token}` sets that account's password, uses the link up and
 * signs the person in. An unknown, used, expired or disabled account's link is
 * one answer: not valid any more.
 */
export const signInLinkRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: Config;
}> = async (app, { db, config }) => {
  const rules = sessionRules(config);
  const limit = {
    rateLimit: { max: config.loginMaxAttempts * 10, timeWindow: config.loginWindowMs },
  };
  const find = (trx: Kysely<Database>, token: string) =>
    trx
      .selectFrom('sign_in_links')
      .innerJoin('users', 'users.id', 'sign_in_links.user_id')
      .select(['sign_in_links.id as link_id', 'users.id', 'users.name', 'users.email'])
      .where('sign_in_links.token_hash', '=', hashToken(token))
      .where('sign_in_links.used_at', 'is', null)
      .where('sign_in_links.expires_at', '>', new Date().toISOString())
      .where('users.disabled_at', 'is', null)
      .executeTakeFirst();
  const invalid = () => new ApiError(404, say('link_invalid'));
  // A guess limit of the links' own, per address and over every address together,
  // counted before the token is looked up (docs/security.md "Rate limits").
  const counters = createCounters(db);
  const tooMany = (minutes: number) => say('too_many_attempts', { smart_count: minutes });
  const perAddress = createThrottle({
    counters,
    name: 'link-address',
    max: config.linkAttemptsPerAddress,
    windowMs: HOUR,
    message: tooMany,
  });
  const overall = createThrottle({
    counters,
    name: 'link-all',
    max: config.linkAttemptsPerHour,
    windowMs: HOUR,
    message: tooMany,
  });
  const attempt = async (request: FastifyRequest) => {
    await perAddress.reserve(request.ip);
    await overall.reserve('all');
  };

  app.get(
    '/link/:token',
    { config: limit, schema: { tags, params: tokenParams, response: { 200: oneOf(person) } } },
    async (request) => {
      await attempt(request);
      const found = await find(db, request.params.token);
      if (!found) throw invalid();
      return { data: { name: found.name, email: found.email } };
    },
  );

  app.post(
    '/link/:token',
    {
      config: { ...limit, withoutXsrf: true },
      schema: {
        tags,
        params: tokenParams,
        body: newPassword,
        response: { 200: z.object({ ...said, data: person }) },
      },
    },
    async (request, reply) => {
      await attempt(request);
      const hash = await hashPassword(request.body.password);
      const account = await db.transaction().execute(async (trx) => {
        const found = await find(trx, request.params.token);
        if (!found) throw invalid();
        const used = await trx
          .updateTable('sign_in_links')
          .set({ used_at: new Date().toISOString() })
          .where('id', '=', found.link_id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw invalid();
        await trx
          .updateTable('users')
          .set({ password_hash: hash })
          .where('id', '=', found.id)
          .execute();
        await audit(trx, {
          action: 'link_used',
          resource: 'users',
          recordId: found.id,
          label: found.email,
          user: { id: found.id, name: found.name },
        });
        return found;
      });
      // A password set anew ends the sessions the account had, then this one starts.
      await endAllSessions(db, account.id);
      await startSession(db, rules, request, reply, account.id);
      return { message: say('password_set'), data: { name: account.name, email: account.email } };
    },
  );
};
