import { checkMemberInScope, checkNamedMembersInScope, districtScope } from '../auth/scope.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types.js';
import { ApiError, notFound } from '../http/errors.js';
import { personName } from '../audit/audit.js';
import { auditedWrites } from '../audit/audited-write.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains } from '../lists/list-query.js';
import { joinMemberSummary, memberExists, nestMemberSummary } from '../member/summary.js';
import { memberMatches } from '../member/search.js';
import { nestedList, parentExists } from '../lists/nested-list.js';
import { nestedListOf, writeOf } from '../../shared/contract/envelopes.js';
import { statusGroupRoutes } from '../committee/status-groups.js';
import { idParams } from '../../shared/contract/fields.js';
import { say } from '../../shared/contract/say.js';
import { donorMemberBody, donorMember, donorId } from '../../shared/contract/donor.js';
const tags = ['Donor'];

const readMembers = (db: Kysely<Database>) =>
  joinMemberSummary(
    db
      .selectFrom('donor_members')
      .select([
        'donor_members.id',
        'donor_members.donor_id',
        'donor_members.member_id',
        'donor_members.name',
        'donor_members.position',
      ]),
    'donor_members.member_id',
    'left',
  );
type Row = Awaited<ReturnType<ReturnType<typeof readMembers>['executeTakeFirstOrThrow']>>;
const shape = (row: Row) => ({
  ...nestMemberSummary(row, 'information'),
  type: row.member_id ? (1 as const) : (0 as const),
});

const donorMembers = nestedList({
  parent: { table: 'donors', label: 'donor', key: 'donor' },
  parentColumn: 'donor_members.donor_id',
  rows: readMembers,
  search: (db, term) => {
    return sql`(${contains(['donor_members.name', 'donor_members.position'], term)} OR ${memberMatches(db, term)})`;
  },
  sort: {
    columns: {
      id: 'donor_members.id',
      name: sql`lower(coalesce(members.first_name || ' ' || coalesce(members.last_name, ''), donor_members.name))`,
      position: 'donor_members.position',
    },
    default: 'donor_members.id',
  },
  shape,
});

/** "Jash Harsh (9009145648)", or the unknown donor’s name. */
const donorMemberLabel = (row: z.infer<typeof donorMember>) =>
  row.information ? personName(row.information) : (row.name ?? '—');

/**
 * Donors and the people behind each (docs/product.md §7 "Donor"): family members linked by
 * id, or unknown donors by name. A member is listed under a donor once.
 */
export const donorRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  await app.register(
    statusGroupRoutes({
      table: 'donors',
      label: 'Donor',
      term: 'donor',
      prefix: '/donor',
      members: { table: 'donor_members', column: 'donor_id' },
    }),
    { db },
  );

  const findOrFail = async (trx: Kysely<Database>, entryId: number) => {
    const row = await readMembers(trx).where('donor_members.id', '=', entryId).executeTakeFirst();
    if (!row) throw notFound('donor_member');
    return shape(row);
  };
  const entries = auditedWrites(db, {
    resource: 'donor_members',
    term: 'donor_member',
    find: findOrFail,
    fields: ['donor_id', 'member_id', 'name', 'position'],
    label: donorMemberLabel,
    district: (row) => row.information?.district_id,
  });

  app.get(
    '/donor/members',
    {
      schema: {
        tags,
        querystring: listQuery.extend({ donor_id: donorId }),
        response: { 200: nestedListOf(donorMember, 'donor') },
      },
    },
    async ({ query }) => donorMembers(db, query.donor_id, query),
  );

  app.post(
    '/donor/member/manage',
    {
      config: { access: { resource: 'donor_members' } },
      schema: { tags, body: donorMemberBody, response: writeOf(donorMember) },
    },
    async (request, reply) => {
      const { body } = request;
      await checkNamedMembersInScope(db, districtScope(request), 'member_id', [body.member_id]);
      if (body.id) {
        // The entry being rewritten: one naming another district's member is not found.
        const entry = await db
          .selectFrom('donor_members')
          .select('member_id')
          .where('id', '=', body.id)
          .executeTakeFirst();
        await checkMemberInScope(db, request, entry?.member_id, 'donor_member');
      }
      const values = {
        donor_id: body.donor_id,
        member_id: body.member_id ?? null,
        name: body.member_id === undefined ? body.name : null,
        position: body.position,
      };
      // A member is listed under a donor once.
      const check = async (trx: Kysely<Database>) => {
        await parentExists(trx, 'donors', body.donor_id, 'donor');
        if (!values.member_id) return;
        await memberExists(trx, values.member_id);
        let taken = trx
          .selectFrom('donor_members')
          .select('id')
          .where('donor_id', '=', body.donor_id)
          .where('member_id', '=', values.member_id);
        if (body.id) taken = taken.where('id', '<>', body.id);
        if (await taken.executeTakeFirst()) {
          throw new ApiError(409, say('already_under_donor'), {
            member_id: [say('already_under_donor')],
          });
        }
      };
      const entryId = body.id;
      if (entryId) {
        return entries.update(
          entryId,
          async (trx, before) => {
            if (before.donor_id !== body.donor_id) throw notFound('donor_member');
            await check(trx);
            await trx.updateTable('donor_members').set(values).where('id', '=', entryId).execute();
          },
          { code: 'donor_member_updated' },
        );
      }
      const written = await entries.create(
        async (trx) => {
          await check(trx);
          const { id } = await trx
            .insertInto('donor_members')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow();
          return id;
        },
        { code: 'donor_member_added' },
      );
      return reply.status(201).send(written);
    },
  );

  app.delete(
    '/donor/member/remove/:id',
    {
      config: { access: { resource: 'donor_members' } },
      schema: { tags, params: idParams, response: writeOf(donorMember) },
    },
    async (request) => {
      const { params } = request;
      const entry = await db
        .selectFrom('donor_members')
        .select('member_id')
        .where('id', '=', params.id)
        .executeTakeFirst();
      await checkMemberInScope(db, request, entry?.member_id, 'donor_member');
      return entries.remove(
        params.id,
        async (trx) => {
          await trx.deleteFrom('donor_members').where('id', '=', params.id).execute();
        },
        { code: 'donor_member_removed', details: (row) => ({ donor_id: row.donor_id }) },
      );
    },
  );
};
