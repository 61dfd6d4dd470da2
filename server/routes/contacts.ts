import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { notFound } from '../lib/errors.js';
import { fetchPage, likePattern, listQuery, normaliseQuery } from '../lib/list-query.js';
import { idParams, parse } from '../lib/validation.js';

interface ContactRow {
  id: number;
  title: string;
  description: string;
  created_at: string;
  member_id: number;
  photo: string | null;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string;
}

const shape = ({ member_id, photo, first_name, last_name, mobile_no, ...contact }: ContactRow) => ({
  ...contact,
  member_id,
  member: { id: member_id, photo, first_name, last_name, mobile_no },
});

/** Contacts: help or issue requests members send from the app; the office reads and removes them. */
export async function contactRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const read = () =>
    db
      .selectFrom('contacts')
      .innerJoin('members', 'members.id', 'contacts.member_id')
      .select([
        'contacts.id',
        'contacts.title',
        'contacts.description',
        'contacts.created_at',
        'contacts.member_id',
        'members.photo',
        'members.first_name',
        'members.last_name',
        'members.mobile_no',
      ]);

  app.get('/contacts', async (request) => {
    const params = parse(listQuery, normaliseQuery(request.query));
    let query = read();
    if (params.search) {
      const pattern = likePattern(params.search);
      query = query.where((eb) =>
        eb.or([
          eb('contacts.title', 'like', pattern),
          eb('contacts.description', 'like', pattern),
          eb('members.first_name', 'like', pattern),
          eb('members.last_name', 'like', pattern),
          eb('members.mobile_no', 'like', pattern),
        ]),
      );
    }
    const page = await fetchPage(query, params, {
      columns: {
        id: 'contacts.id',
        title: 'contacts.title',
        created_at: 'contacts.created_at',
        name: 'members.first_name',
      },
      default: 'contacts.created_at',
      defaultDesc: true,
    });
    return { data: page.data.map(shape), total: page.total };
  });

  app.delete('/contacts/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const row = await read().where('contacts.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Contact');
    await db.deleteFrom('contacts').where('id', '=', id).execute();
    return { message: 'Contact removed.', data: shape(row) };
  });
}
