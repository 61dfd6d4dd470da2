import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { listQuery } from '../../shared/contract/list.js';
import { fetchPage, contains } from '../lists/list-query.js';
import { joinMemberSummary, nestMemberSummary } from '../member/summary.js';
import { personName } from '../audit/audit.js';
import { auditedWrites } from '../audit/audited-write.js';
import { memberMatches } from '../member/search.js';
import { listOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { contactRow } from '../../shared/contract/contact.js';
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
  const contacts = auditedWrites(db, {
    resource: 'contacts',
    term: 'contact',
    find: async (trx, contactId) => {
      const row = await read(trx).where('contacts.id', '=', contactId).executeTakeFirst();
      if (!row) throw notFound('contact');
      return shape(row);
    },
    fields: [],
    label: (contact) => `${contact.title} — ${personName(contact.member)}`,
  });
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
    async ({ params: { id } }) =>
      contacts.remove(
        id,
        async (trx) => {
          await trx.deleteFrom('contacts').where('id', '=', id).execute();
        },
        { code: 'contact_removed' },
      ),
  );
};
