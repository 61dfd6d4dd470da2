import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { memberExists } from '../lib/member-read.js';
import { notFound } from '../lib/errors.js';
import { fetchPage, listQuery, normaliseQuery } from '../lib/list-query.js';
import { memberMatches } from '../lib/member-search.js';
import {
  groupExists,
  informationColumns,
  statusGroupRoutes,
  withInformation,
} from '../lib/status-groups.js';
import { chosenId, optionalText, parse } from '../lib/validation.js';

const committeeId = chosenId('Choose a committee.');
const membersQuery = listQuery.extend({
  committee_id: committeeId,
  positionSelected: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(50)])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v])),
});
const manageBody = z.object({
  committee_id: committeeId,
  member_id: chosenId('Choose a member.'),
  position: optionalText(100, 'position'),
});
const removeBody = z.object({ committee_id: committeeId, member_id: chosenId('Choose a member.') });

const committeeGroup = statusGroupRoutes({
  table: 'committees',
  label: 'Committee',
  prefix: '/committee',
  members: { table: 'committee_members', column: 'committee_id' },
});

/**
 * Committees and their members (spec §7 "Committee"). A member sits in a
 * committee once: managing an existing membership changes its position.
 */
export async function committeeRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  await app.register(committeeGroup, { db });

  const readMembers = (trx: Kysely<Database>) =>
    trx
      .selectFrom('committee_members')
      .innerJoin('members', 'members.id', 'committee_members.member_id')
      .select([
        'committee_members.id',
        'committee_members.committee_id',
        'committee_members.member_id',
        'committee_members.position',
        ...informationColumns,
      ]);
  const shape = withInformation;

  app.get('/committee/members', async (request) => {
    const params = parse(membersQuery, normaliseQuery(request.query));
    const committee = await groupExists(db, 'committees', params.committee_id, 'Committee');
    let query = readMembers(db).where('committee_members.committee_id', '=', params.committee_id);
    if (params.search) query = query.where(memberMatches(db, params.search));
    if (params.positionSelected)
      query = query.where('committee_members.position', 'in', params.positionSelected);
    const page = await fetchPage(query, params, {
      columns: {
        id: 'committee_members.id',
        name: 'members.first_name',
        first_name: 'members.first_name',
        position: 'committee_members.position',
      },
      default: 'committee_members.id',
    });
    return { data: page.data.map(shape), total: page.total, committee };
  });

  app.get('/committee/positions', async (request) => {
    const { committee_id } = parse(z.object({ committee_id: committeeId }), request.query);
    await groupExists(db, 'committees', committee_id, 'Committee');
    const rows = await db
      .selectFrom('committee_members')
      .select('position')
      .distinct()
      .where('committee_id', '=', committee_id)
      .where('position', 'is not', null)
      .orderBy('position')
      .execute();
    return { data: rows.map((r) => r.position) };
  });

  app.post('/committee/member/manage', async (request, reply) => {
    const body = parse(manageBody, request.body);
    const { data, added } = await db.transaction().execute(async (trx) => {
      await groupExists(trx, 'committees', body.committee_id, 'Committee');
      await memberExists(trx, body.member_id);
      const existing = await trx
        .selectFrom('committee_members')
        .select('id')
        .where('committee_id', '=', body.committee_id)
        .where('member_id', '=', body.member_id)
        .executeTakeFirst();
      let id = existing?.id;
      if (id) {
        await trx
          .updateTable('committee_members')
          .set({ position: body.position })
          .where('id', '=', id)
          .execute();
      } else {
        id = (
          await trx
            .insertInto('committee_members')
            .values(body)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      const row = await readMembers(trx)
        .where('committee_members.id', '=', id)
        .executeTakeFirstOrThrow();
      return { data: shape(row), added: !existing };
    });
    return reply
      .status(added ? 201 : 200)
      .send({ message: added ? 'Member added to the committee.' : 'Position updated.', data });
  });

  app.post('/committee/member/remove', async (request) => {
    const body = parse(removeBody, request.body);
    const data = await db.transaction().execute(async (trx) => {
      const row = await readMembers(trx)
        .where('committee_members.committee_id', '=', body.committee_id)
        .where('committee_members.member_id', '=', body.member_id)
        .executeTakeFirst();
      if (!row) throw notFound('Committee member');
      await trx.deleteFrom('committee_members').where('id', '=', row.id).execute();
      return shape(row);
    });
    return { message: 'Member removed from the committee.', data };
  });
}
