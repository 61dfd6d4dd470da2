import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { conflict, notFound } from '../http/errors.js';
import { listQuery } from '../../shared/contract/list.js';
import { fetchPage } from '../lists/list-query.js';
import { joinMemberSummary, memberExists, nestMemberSummary } from '../member/summary.js';
import { personName } from '../audit/audit.js';
import { auditedWrites } from '../audit/audited-write.js';
import { memberMatches } from '../member/search.js';
import { listOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { say } from '../../shared/contract/say.js';
import { adminBody, adminRow } from '../../shared/contract/admin.js';
const tags = ['Admin'];

const read = (db: Kysely<Database>) =>
  joinMemberSummary(
    db.selectFrom('admins').select(['admins.id', 'admins.member_id']),
    'admins.member_id',
  );
type Row = Awaited<ReturnType<ReturnType<typeof read>['executeTakeFirstOrThrow']>>;
const shape = (row: Row) => nestMemberSummary(row, 'member');

/** Admins: members the community has made administrators (a member is one at most once). */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  const findOrFail = async (trx: Kysely<Database>, id: number) => {
    const row = await read(trx).where('admins.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('admin');
    return shape(row);
  };
  const checkMember = async (trx: Kysely<Database>, memberId: number, exceptAdminId?: number) => {
    await memberExists(trx, memberId);
    let taken = trx.selectFrom('admins').select('id').where('member_id', '=', memberId);
    if (exceptAdminId) taken = taken.where('id', '<>', exceptAdminId);
    if (await taken.executeTakeFirst()) throw conflict(say('already_admin'));
  };
  const admins = auditedWrites(db, {
    resource: 'admins',
    term: 'admin',
    find: findOrFail,
    fields: ['member_id'],
    label: (row) => personName(row.member),
  });

  app.get(
    '/admin/list',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(adminRow) } } },
    async ({ query: params }) => {
      let query = read(db);
      if (params.search) query = query.where(memberMatches(db, params.search));
      const page = await fetchPage(query, params, {
        columns: { id: 'admins.id', name: 'members.first_name', first_name: 'members.first_name' },
        default: 'members.first_name',
      });
      return { data: page.data.map(shape), total: page.total };
    },
  );

  app.post(
    '/admin/add',
    { schema: { tags, body: adminBody, response: writeOf(adminRow) } },
    async ({ body: { member_id } }, reply) => {
      const written = await admins.create(
        async (trx) => {
          await checkMember(trx, member_id);
          const row = await trx
            .insertInto('admins')
            .values({ member_id })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        },
        { code: 'admin_added' },
      );
      return reply.status(201).send(written);
    },
  );

  app.put(
    '/admin/edit/:id',
    { schema: { tags, params: idParams, body: adminBody, response: writeOf(adminRow) } },
    async ({ params: { id }, body: { member_id } }) =>
      admins.update(
        id,
        async (trx) => {
          await checkMember(trx, member_id, id);
          await trx.updateTable('admins').set({ member_id }).where('id', '=', id).execute();
        },
        { code: 'admin_updated' },
      ),
  );

  app.delete(
    '/admin/:id',
    { schema: { tags, params: idParams, response: writeOf(adminRow) } },
    async ({ params: { id } }) =>
      admins.remove(
        id,
        async (trx) => {
          await trx.deleteFrom('admins').where('id', '=', id).execute();
        },
        { code: 'admin_removed' },
      ),
  );
};
