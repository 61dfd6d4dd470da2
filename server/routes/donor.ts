import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { memberExists } from '../lib/member-read.js';
import { ApiError, notFound } from '../lib/errors.js';
import { fetchPage, likePattern, listQuery, normaliseQuery } from '../lib/list-query.js';
import { memberMatches } from '../lib/member-search.js';
import {
  groupExists,
  informationColumns,
  statusGroupRoutes,
  withInformation,
} from '../lib/status-groups.js';
import { chosenId, id, idParams, optionalText, parse } from '../lib/validation.js';

const donorId = chosenId('Choose a donor.');
const membersQuery = listQuery.extend({ donor_id: donorId });

/**
 * Add or edit one donor entry (spec §7): a registered member (`member_id`) or an
 * unknown donor (`name`), never both; `id` names the entry being edited.
 */
const manageBody = z
  .object({
    id: id.optional(),
    donor_id: donorId,
    member_id: z
      .union([z.literal(''), z.null(), chosenId('Choose a member.')])
      .optional()
      .transform((v) => (v === '' || v === null ? undefined : v)),
    name: optionalText(150, 'name'),
    position: optionalText(100, 'position'),
  })
  .superRefine((body, ctx) => {
    if (body.member_id === undefined && body.name === null) {
      ctx.addIssue({ code: 'custom', path: ['member_id'], message: 'Choose a member or a name.' });
    }
    if (body.member_id !== undefined && body.name !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'Send a member or a name, not both.',
      });
    }
  });

const donorGroup = statusGroupRoutes({
  table: 'donors',
  label: 'Donor',
  prefix: '/donor',
  members: { table: 'donor_members', column: 'donor_id' },
});

/**
 * Donors and the people behind each (spec §7 "Donor"): family members linked by
 * id, or unknown donors by name. A member is listed under a donor once.
 */
export async function donorRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  await app.register(donorGroup, { db });

  const readMembers = (trx: Kysely<Database>) =>
    trx
      .selectFrom('donor_members')
      .leftJoin('members', 'members.id', 'donor_members.member_id')
      .select([
        'donor_members.id',
        'donor_members.donor_id',
        'donor_members.member_id',
        'donor_members.name',
        'donor_members.position',
        ...informationColumns,
      ]);
  const shape = <T extends Parameters<typeof withInformation>[0]>(row: T) => ({
    ...withInformation(row),
    type: row.member_id ? 1 : 0,
  });
  const findOrFail = async (trx: Kysely<Database>, entryId: number) => {
    const row = await readMembers(trx).where('donor_members.id', '=', entryId).executeTakeFirst();
    if (!row) throw notFound('Donor member');
    return shape(row);
  };

  app.get('/donor/members', async (request) => {
    const params = parse(membersQuery, normaliseQuery(request.query));
    const donor = await groupExists(db, 'donors', params.donor_id, 'Donor');
    let query = readMembers(db).where('donor_members.donor_id', '=', params.donor_id);
    if (params.search) {
      const pattern = likePattern(params.search);
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`donor_members.name`, 'like', pattern),
          eb(sql<string>`donor_members.position`, 'like', pattern),
          memberMatches(db, params.search!),
        ]),
      );
    }
    const page = await fetchPage(query, params, {
      columns: {
        id: 'donor_members.id',
        name: 'donor_members.name',
        position: 'donor_members.position',
      },
      default: 'donor_members.id',
    });
    return { data: page.data.map(shape), total: page.total, donor };
  });

  app.post('/donor/member/manage', async (request, reply) => {
    const body = parse(manageBody, request.body);
    const values = {
      donor_id: body.donor_id,
      member_id: body.member_id ?? null,
      name: body.member_id === undefined ? body.name : null,
      position: body.position,
    };
    const data = await db.transaction().execute(async (trx) => {
      await groupExists(trx, 'donors', body.donor_id, 'Donor');
      if (values.member_id) await memberExists(trx, values.member_id);
      if (body.id) {
        const entry = await findOrFail(trx, body.id);
        if (entry.donor_id !== body.donor_id) throw notFound('Donor member');
      }
      if (values.member_id) {
        let taken = trx
          .selectFrom('donor_members')
          .select('id')
          .where('donor_id', '=', body.donor_id)
          .where('member_id', '=', values.member_id);
        if (body.id) taken = taken.where('id', '<>', body.id);
        if (await taken.executeTakeFirst()) {
          throw new ApiError(409, 'This member is already listed under this donor.', {
            member_id: ['This member is already listed under this donor.'],
          });
        }
      }
      if (body.id) {
        await trx.updateTable('donor_members').set(values).where('id', '=', body.id).execute();
        return findOrFail(trx, body.id);
      }
      const row = await trx
        .insertInto('donor_members')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return findOrFail(trx, row.id);
    });
    return reply
      .status(body.id ? 200 : 201)
      .send({ message: body.id ? 'Donor member updated.' : 'Donor member added.', data });
  });

  app.delete('/donor/member/remove/:id', async (request) => {
    const { id: entryId } = parse(idParams, request.params);
    const data = await db.transaction().execute(async (trx) => {
      const row = await findOrFail(trx, entryId);
      await trx.deleteFrom('donor_members').where('id', '=', entryId).execute();
      return row;
    });
    return { message: 'Donor member removed.', data };
  });
}
