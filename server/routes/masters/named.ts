import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types.js';
import { auditedWrites } from '../../lib/audited-write.js';
import { notFound } from '../../lib/errors.js';
import { refuseDuplicateName } from '../../lib/unique-name.js';
import { listQuery } from '../../../shared/contract/list.js';
import { fetchPage, contains } from '../../lib/list-query.js';
import { listOf, named, writeOf } from '../../../shared/contract/envelopes.js';
import { refuseIfInUse } from '../../lib/usage.js';
import { MASTER_USES } from './uses.js';
import { idParams, name } from '../../../shared/contract/fields.js';

import type { Term } from '../../../shared/messages.js';

type NamedTable = 'districts' | 'education' | 'business_types';

export interface NamedMaster {
  table: NamedTable;
  /** "District", "Education level", "Business type". */
  label: string;
  /** How messages name it (shared/messages.ts). */
  term: Term;
  /** Paths relative to the API prefix (docs/product.md §7). */
  paths: { list: string; create: string; row: string };
}

const nameBody = z.object({ name: name(100) });

/**
 * List, add, rename and delete for a master that is only a name: business
 * types, education levels and districts. Names are unique; a row still in use
 * cannot be deleted.
 */
export function namedMasterRoutes(master: NamedMaster): FastifyPluginAsyncZod<{
  db: Kysely<Database>;
}> {
  const table = master.table as 'districts';
  const tags = ['Masters'];
  return async (app, { db }) => {
    const findOrFail = async (trx: Kysely<Database>, id: number) => {
      const row = await trx
        .selectFrom(table)
        .select(['id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(master.term);
      return row;
    };

    app.get(
      master.paths.list,
      { schema: { tags, querystring: listQuery, response: { 200: listOf(named) } } },
      async ({ query: params }) => {
        let query = db.selectFrom(table).select(['id', 'name']);
        if (params.search) query = query.where(contains(['name'], params.search));
        return fetchPage(query, params, { columns: { id: 'id', name: 'name' }, default: 'name' });
      },
    );

    const writes = auditedWrites(db, {
      resource: master.table,
      term: master.term,
      find: findOrFail,
      fields: ['name'],
    });

    app.post(
      master.paths.create,
      { schema: { tags, body: nameBody, response: writeOf(named) } },
      async ({ body }, reply) => {
        const written = await writes.create(async (trx) => {
          await refuseDuplicateName(trx, master.table, master.term, body.name);
          const row = await trx
            .insertInto(table)
            .values({ name: body.name })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
        return reply.status(201).send(written);
      },
    );

    app.put(
      `${master.paths.row}/:id`,
      { schema: { tags, params: idParams, body: nameBody, response: writeOf(named) } },
      async ({ params: { id }, body }) =>
        writes.update(id, async (trx) => {
          await refuseDuplicateName(trx, master.table, master.term, body.name, id);
          await trx.updateTable(table).set({ name: body.name }).where('id', '=', id).execute();
        }),
    );

    app.delete(
      `${master.paths.row}/:id`,
      { schema: { tags, params: idParams, response: writeOf(named) } },
      async ({ params: { id } }) =>
        writes.remove(
          id,
          async (trx) => {
            await refuseIfInUse(trx, master.term, id, MASTER_USES[master.table]);
            await trx.deleteFrom(table).where('id', '=', id).execute();
          },
          { code: 'record_deleted' },
        ),
    );
  };
}

export const businessTypes = namedMasterRoutes({
  table: 'business_types',
  label: 'Business type',
  term: 'business_type',
  paths: { list: '/business/list', create: '/business/add', row: '/business' },
});

export const education = namedMasterRoutes({
  table: 'education',
  label: 'Education',
  term: 'education',
  paths: { list: '/education/list', create: '/education/add', row: '/education' },
});

export const districts = namedMasterRoutes({
  table: 'districts',
  label: 'District',
  term: 'district',
  paths: { list: '/district/list', create: '/district', row: '/district' },
});
