import { checkNamedMembersInScope, districtScope } from '../auth/scope.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { personName } from '../audit/audit.js';
import { auditedWrites } from '../audit/audited-write.js';
import { ApiError, notFound } from '../http/errors.js';
import { joinMemberSummary, memberExists, nestMemberSummary } from '../member/summary.js';
import { memberMatches } from '../member/search.js';
import { nestedList, parentExists } from '../lists/nested-list.js';
import { nestedListOf, rowsOf, writeOf } from '../../shared/contract/envelopes.js';
import { statusGroupRoutes } from './status-groups.js';
import { say } from '../../shared/contract/say.js';
import {
  committeeMembersQuery,
  committeeMemberBody,
  committeeRemoveBody,
  committeeMember,
  committeeId,
} from '../../shared/contract/committee.js';
const tags = ['Committee'];

const readMembers = (db: Kysely<Database>) =>
  joinMemberSummary(
    db
      .selectFrom('committee_members')
      .select([
        'committee_members.id',
        'committee_members.committee_id',
        'committee_members.member_id',
        'committee_members.position',
      ]),
    'committee_members.member_id',
  );
type Row = Awaited<ReturnType<ReturnType<typeof readMembers>['executeTakeFirstOrThrow']>>;
const shape = (row: Row) => nestMemberSummary(row, 'information');

const committeeMembers = nestedList({
  parent: { table: 'committees', label: 'committee', key: 'committee' },
  parentColumn: 'committee_members.committee_id',
  rows: readMembers,
  search: memberMatches,
  sort: {
    columns: {
      id: 'committee_members.id',
      name: 'members.first_name',
      first_name: 'members.first_name',
      position: 'committee_members.position',
      'information.mobile_no': 'members.mobile_no',
    },
    default: 'committee_members.id',
  },
  shape,
});

/** A member's seat in a committee, if any. */
const seatOf = (db: Kysely<Database>, committeeId: number, memberId: number) =>
  db
    .selectFrom('committee_members')
    .select('id')
    .where('committee_id', '=', committeeId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();

/**
 * Committees and their members (docs/product.md §7 "Committee"). A member sits in a
 * committee once: managing an existing membership changes its position.
 */
export const committeeRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  await app.register(
    statusGroupRoutes({
      table: 'committees',
      label: 'Committee',
      term: 'committee',
      prefix: '/committee',
      members: { table: 'committee_members', column: 'committee_id' },
    }),
    { db },
  );

  const seats = auditedWrites(db, {
    resource: 'committee_members',
    term: 'committee_member',
    find: async (trx, seatId) => {
      const row = await readMembers(trx)
        .where('committee_members.id', '=', seatId)
        .executeTakeFirst();
      if (!row) throw notFound('committee_member');
      return shape(row);
    },
    fields: ['committee_id', 'member_id', 'position'],
    label: (seat) => personName(seat.information),
    district: (row) => row.information?.district_id,
  });

  app.get(
    '/committee/members',
    {
      schema: {
        tags,
        querystring: committeeMembersQuery,
        response: { 200: nestedListOf(committeeMember, 'committee') },
      },
    },
    async ({ query }) =>
      committeeMembers(db, query.committee_id, query, (rows) =>
        query.positionSelected
          ? rows.where('committee_members.position', 'in', query.positionSelected)
          : rows,
      ),
  );

  app.get(
    '/committee/positions',
    {
      schema: {
        tags,
        querystring: z.object({ committee_id: committeeId }),
        response: { 200: rowsOf(z.string()) },
      },
    },
    async ({ query: { committee_id } }) => {
      await parentExists(db, 'committees', committee_id, 'committee');
      const rows = await db
        .selectFrom('committee_members')
        .select('position')
        .distinct()
        .where('committee_id', '=', committee_id)
        .where('position', 'is not', null)
        .orderBy('position')
        .execute();
      return { data: rows.map((r) => r.position!) };
    },
  );

  app.post(
    '/committee/member/manage',
    {
      config: { access: { resource: 'committee_members' } },
      schema: { tags, body: committeeMemberBody, response: writeOf(committeeMember) },
    },
    async (request, reply) => {
      const { body } = request;
      await checkNamedMembersInScope(db, districtScope(request), 'member_id', [body.member_id]);
      const existing = await seatOf(db, body.committee_id, body.member_id);
      if (existing && body.id === undefined) {
        const message = say('already_in_committee');
        throw new ApiError(409, message, { member_id: [message] });
      }
      if (existing) {
        return seats.update(
          existing.id,
          async (trx) => {
            await trx
              .updateTable('committee_members')
              .set({ position: body.position })
              .where('id', '=', existing.id)
              .execute();
          },
          { code: 'position_updated' },
        );
      }
      const written = await seats.create(
        async (trx) => {
          await parentExists(trx, 'committees', body.committee_id, 'committee');
          await memberExists(trx, body.member_id);
          const { id } = await trx
            .insertInto('committee_members')
            .values({
              committee_id: body.committee_id,
              member_id: body.member_id,
              position: body.position,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return id;
        },
        { code: 'committee_member_added' },
      );
      return reply.status(201).send(written);
    },
  );

  app.post(
    '/committee/member/remove',
    {
      config: { access: { resource: 'committee_members' } },
      schema: { tags, body: committeeRemoveBody, response: writeOf(committeeMember) },
    },
    async (request) => {
      const { body } = request;
      await checkNamedMembersInScope(db, districtScope(request), 'member_id', [body.member_id]);
      const seat = await seatOf(db, body.committee_id, body.member_id);
      if (!seat) throw notFound('committee_member');
      return seats.remove(
        seat.id,
        async (trx) => {
          await trx.deleteFrom('committee_members').where('id', '=', seat.id).execute();
        },
        {
          code: 'committee_member_removed',
          details: (row) => ({ committee_id: row.committee_id, position: row.position }),
        },
      );
    },
  );
};
