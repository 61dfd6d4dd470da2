import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { conflict, notFound } from '../lib/errors.js';
import { memberExists } from '../lib/member-read.js';
import { fetchPage, listQuery, normaliseQuery } from '../lib/list-query.js';
import { memberMatches } from '../lib/member-search.js';
import { idParams, parse } from '../lib/validation.js';

const body = z.object({
  member_id: z.coerce
    .number({ error: 'Choose a member.' })
    .int('Choose a member.')
    .positive('Choose a member.')
    .max(2_147_483_647),
});

interface AdminRow {
  id: number;
  member_id: number;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string;
}

const shape = ({ first_name, last_name, mobile_no, ...admin }: AdminRow) => ({
  ...admin,
  member: { id: admin.member_id, first_name, last_name, mobile_no },
});

/** Admins: members the community has made administrators (a member is one at most once). */
export async function adminRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const read = (trx: Kysely<Database>) =>
    trx
      .selectFrom('admins')
      .innerJoin('members', 'members.id', 'admins.member_id')
      .select([
        'admins.id',
        'admins.member_id',
        'members.first_name',
        'members.last_name',
        'members.mobile_no',
      ]);
  const findOrFail = async (trx: Kysely<Database>, id: number) => {
    const row = await read(trx).where('admins.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Admin');
    return shape(row);
  };
  const checkMember = async (trx: Kysely<Database>, memberId: number, exceptAdminId?: number) => {
    await memberExists(trx, memberId);
    let taken = trx.selectFrom('admins').select('id').where('member_id', '=', memberId);
    if (exceptAdminId) taken = taken.where('id', '<>', exceptAdminId);
    if (await taken.executeTakeFirst()) throw conflict('This member is already an admin.');
  };

  app.get('/admin/list', async (request) => {
    const params = parse(listQuery, normaliseQuery(request.query));
    let query = read(db);
    if (params.search) query = query.where(memberMatches(db, params.search));
    const page = await fetchPage(query, params, {
      columns: { id: 'admins.id', name: 'members.first_name', first_name: 'members.first_name' },
      default: 'members.first_name',
    });
    return { data: page.data.map(shape), total: page.total };
  });

  app.post('/admin/add', async (request, reply) => {
    const { member_id } = parse(body, request.body);
    const data = await db.transaction().execute(async (trx) => {
      await checkMember(trx, member_id);
      const row = await trx
        .insertInto('admins')
        .values({ member_id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return findOrFail(trx, row.id);
    });
    return reply.status(201).send({ message: 'Admin added.', data });
  });

  app.put('/admin/edit/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const { member_id } = parse(body, request.body);
    const data = await db.transaction().execute(async (trx) => {
      await findOrFail(trx, id);
      await checkMember(trx, member_id, id);
      await trx.updateTable('admins').set({ member_id }).where('id', '=', id).execute();
      return findOrFail(trx, id);
    });
    return { message: 'Admin updated.', data };
  });

  app.delete('/admin/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const data = await db.transaction().execute(async (trx) => {
      const row = await findOrFail(trx, id);
      await trx.deleteFrom('admins').where('id', '=', id).execute();
      return row;
    });
    return { message: 'Admin removed.', data };
  });
}
