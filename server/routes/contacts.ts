import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import { notFound } from '../lib/errors.js';
import { listQuery } from '../../shared/contract/list.js';
import { fetchPage, contains } from '../lib/list-query.js';
import { joinMemberSummary, nestMemberSummary } from '../member/summary.js';
import { audit, personName } from '../lib/audit.js';
import { memberMatches } from '../member/search.js';
import { listOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { say } from '../../shared/contract/say.js';
import { contactRow } from '../../shared/contract/contacts.js';
const tags = ['Contacts'];

const read = (db: Kysely<Database>) =>
  joinMemberSummary(
    db
      .selectFrom('contacts')
      .select([
        'contacts.id',
        'contacts.title',
        'contacts.description',
        'contacts.created_at',
        'contacts.member_id',
      ]),
    'contacts.member_id',
  );
type Row = Awaited<ReturnType<ReturnType<typeof read>['executeTakeFirstOrThrow']>>;
const shape = (row: Row) => nestMemberSummary(row, 'member');

/** Contacts: help or issue requests members send from the app; the office reads and removes them. */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/contacts',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(contactRow) } } },
    async ({ query: params }) => {
      let query = read(db);
      if (params.search) {
        query = query.where(
          sql<SqlBool>`(${contains(['contacts.title', 'contacts.description'], params.search)} OR ${memberMatches(db, params.search)})`,
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
    },
  );

  app.delete(
    '/contacts/:id',
    { schema: { tags, params: idParams, response: writeOf(contactRow) } },
    async ({ params: { id } }) => {
      const data = await db.transaction().execute(async (trx) => {
        const row = await read(trx).where('contacts.id', '=', id).executeTakeFirst();
        if (!row) throw notFound('contact');
        await trx.deleteFrom('contacts').where('id', '=', id).execute();
        const contact = shape(row);
        await audit(trx, {
          action: 'delete',
          resource: 'contacts',
          recordId: id,
          label: `${contact.title} — ${personName(contact.member)}`,
        });
        return contact;
      });
      return { message: say('contact_removed'), data };
    },
  );
};
