import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import {
  accountView,
  issueLink,
  type IssuedLink,
  keepAnAdministrator,
  readAccount,
  writeRole,
} from './accounts.js';
import { auditedWrites } from '../audit/audited-write.js';
import { ApiError } from '../http/errors.js';
import { contains, fetchPage } from '../lists/list-query.js';
import { endAllSessions } from '../auth/sessions.js';
import { listQuery } from '../../shared/contract/list.js';
import { listOf, said } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import {
  accountBody,
  accountEdit,
  accountRow,
  signInLink,
  type SignInLink,
} from '../../shared/contract/account.js';
import type { Config } from '../config.js';
import { mailer } from './mailer.js';
import { say } from '../../shared/contract/say.js';

const tags = ['Accounts'];
const administrators = { access: { resource: 'accounts' } } as const;
const written = z.object({ ...said, data: accountRow });
/** An answer that gives a sign-in link carries it in the account it is for, shown once. */
const withLink = z.object({ ...said, data: accountRow.extend({ link: signInLink }) });

/**
 * Accounts (docs/security.md "Accounts"): administrators give an account a role
 * and districts and a one-time sign-in link, change them, disable an account (its
 * sessions end at once) and enable it again, and give a new link. An account is
 * never deleted, so its audit history keeps its name.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: Pick<Config, 'smtpUrl' | 'smtpFrom' | 'appUrl'>;
}> = async (app, { db, config }) => {
  const mail = mailer(config.smtpUrl, config.smtpFrom);
  if (mail) app.addHook('onClose', async () => mail.close());

  /**
   * The link as the answer gives it, mailed to the account's address first when a
   * mail server is set. A mail that fails leaves the link good: the administrator
   * copies it from the screen, which says so.
   */
  const given = async (
    request: FastifyRequest,
    account: { name: string; email: string },
    link: IssuedLink,
  ): Promise<SignInLink> => {
    if (!mail) return { ...link, mailed: 'off' };
    const base = config.appUrl ?? request.headers.origin ?? `${request.protocol}://${request.host}`;
    try {
      await mail.signInLink({
        to: account.email,
        name: account.name,
        url: `${base}${link.path}`,
        expiresAt: link.expires_at,
      });
      return { ...link, mailed: 'sent' };
    } catch (error) {
      request.log.warn({ err: error }, 'the sign-in link could not be mailed');
      return { ...link, mailed: 'failed' };
    }
  };

  const writes = auditedWrites(db, {
    resource: 'users',
    term: 'account',
    find: readAccount,
    compare: accountView,
    fields: ['name', 'email', 'role', 'districts'],
    label: (row) => row.email,
  });
  const emailFree = async (trx: Kysely<Database>, email: string) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (taken) {
      const message = say('email_taken');
      throw new ApiError(409, message, { email: [message] });
    }
  };

  app.get(
    '/accounts',
    {
      config: administrators,
      schema: { tags, querystring: listQuery, response: { 200: listOf(accountRow) } },
    },
    async ({ query: params }) => {
      let query = db.selectFrom('users').select('users.id');
      if (params.search)
        query = query.where(contains(['users.name', 'users.email'], params.search));
      const page = await fetchPage(query, params, {
        columns: { id: 'users.id', name: 'users.name', email: 'users.email', role: 'users.role' },
        default: 'users.name',
      });
      return {
        data: await Promise.all(page.data.map((row) => readAccount(db, row.id))),
        total: page.total,
      };
    },
  );

  app.post(
    '/accounts',
    { config: administrators, schema: { tags, body: accountBody, response: { 201: withLink } } },
    async (request, reply) => {
      const { body } = request;
      let link: IssuedLink | undefined;
      const answer = await writes.create(
        async (trx) => {
          await emailFree(trx, body.email);
          const { id } = await trx
            .insertInto('users')
            .values({ name: body.name, email: body.email, password_hash: '' })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeRole(trx, id, body.role, body.districts);
          link = await issueLink(trx, id, request.user!.id);
          return id;
        },
        { code: 'account_added' },
      );
      const data = { ...answer.data, link: await given(request, answer.data, link!) };
      return reply.status(201).send({ ...answer, data });
    },
  );

  app.put(
    '/accounts/:id',
    {
      config: administrators,
      schema: { tags, params: idParams, body: accountEdit, response: { 200: written } },
    },
    async ({ params: { id }, body }) =>
      writes.update(
        id,
        async (trx, before) => {
          if (before.role === 'administrator' && body.role !== 'administrator')
            await keepAnAdministrator(trx, id);
          await trx.updateTable('users').set({ name: body.name }).where('id', '=', id).execute();
          await writeRole(trx, id, body.role, body.districts);
        },
        { code: 'account_updated' },
      ),
  );

  app.post(
    '/accounts/:id/disable',
    { config: administrators, schema: { tags, params: idParams, response: { 200: written } } },
    async (request) => {
      const { id } = request.params;
      if (id === request.user!.id) {
        const message = say('not_yourself');
        throw new ApiError(409, message);
      }
      const answer = await writes.update(
        id,
        async (trx, before) => {
          if (before.role === 'administrator') await keepAnAdministrator(trx, id);
          await trx
            .updateTable('users')
            .set({ disabled_at: new Date().toISOString() })
            .where('id', '=', id)
            .execute();
          await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
        },
        { action: 'disable', code: 'account_disabled' },
      );
      // Its sessions end at once on this process, within two seconds on the others.
      await endAllSessions(db, id);
      return answer;
    },
  );

  app.post(
    '/accounts/:id/enable',
    { config: administrators, schema: { tags, params: idParams, response: { 200: written } } },
    async ({ params: { id } }) =>
      writes.update(
        id,
        async (trx) => {
          await trx.updateTable('users').set({ disabled_at: null }).where('id', '=', id).execute();
        },
        { action: 'enable', code: 'account_enabled' },
      ),
  );

  app.post(
    '/accounts/:id/link',
    { config: administrators, schema: { tags, params: idParams, response: { 200: withLink } } },
    async (request) => {
      let link: IssuedLink | undefined;
      const answer = await writes.update(
        request.params.id,
        async (trx) => {
          link = await issueLink(trx, request.params.id, request.user!.id);
        },
        { action: 'link', code: 'link_issued' },
      );
      return {
        ...answer,
        data: { ...answer.data, link: await given(request, answer.data, link!) },
      };
    },
  );
};
