import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { auditedWrites } from '../audit/audited-write.js';
import { notFound } from '../http/errors.js';
import { refuseDuplicateName } from './unique-name.js';
import { listQuery } from '../../shared/contract/list.js';
import { fetchPage, contains } from '../lists/list-query.js';
import { listOf, named, writeOf } from '../../shared/contract/envelopes.js';
import { refuseIfInUse } from './usage.js';
import { MASTER_USES } from './uses.js';
import { gujaratiName, idParams, name } from '../../shared/contract/fields.js';
import { refuseTakenGujaratiName } from './gujarati-names.js';

import type { Term } from '../../shared/messages.js';

type NamedTable = 'districts' | 'education' | 'business_types';

export interface NamedMaster {
  table: NamedTable;
  /** "District", "Education level", "Business type". */
  label: string;
  /** How messages name it (shared/messages.ts). */
  term: Term;
  /** Paths relative to the API prefix (docs/product.md §7). */
  paths: { list: string; create: string; row: string };
  /** Districts: an optional Gujarati name beside the name (docs/import.md, "Places in both scripts"). */
  gujarati?: boolean;
}

const nameBody = z.object({ name: name(100) });
const placeBody = nameBody.extend({ name_gu: gujaratiName().optional() });
const placeRow = named.extend({ name_gu: z.string().nullable() });

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
  // Districts carry a Gujarati name too; education and business types only a name.
  const columns = master.gujarati
    ? (['id', 'name', 'name_gu'] as const)
    : (['id', 'name'] as const);
  const body = master.gujarati ? placeBody : nameBody;
  const rowShape = master.gujarati ? placeRow : named;
  return async (app, { db }) => {
    const findOrFail = async (trx: Kysely<Database>, id: number) => {
      const row = await trx
        .selectFrom(table)
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(master.term);
      return row;
    };

    app.get(
      master.paths.list,
      { schema: { tags, querystring: listQuery, response: { 200: listOf(rowShape) } } },
      async ({ query: params }) => {
        let query = db.selectFrom(table).select(columns);
        if (params.search)
          query = query.where(
            contains(master.gujarati ? ['name', 'name_gu'] : ['name'], params.search),
          );
        return fetchPage(query, params, { columns: { id: 'id', name: 'name' }, default: 'name' });
      },
    );

    const writes = auditedWrites(db, {
      resource: master.table,
      term: master.term,
      find: findOrFail,
      fields: master.gujarati ? ['name', 'name_gu'] : ['name'],
    });
    /** The values written: the name, and the Gujarati name when one was sent (absent keeps it). */
    const values = (sent: z.infer<typeof placeBody>) => ({
      name: sent.name,
      ...(master.gujarati && sent.name_gu !== undefined ? { name_gu: sent.name_gu } : {}),
    });
    const refuseTaken = async (
      trx: Kysely<Database>,
      sent: z.infer<typeof placeBody>,
      id?: number,
    ) => {
      await refuseDuplicateName(trx, master.table, master.term, sent.name, id);
      if (master.gujarati && sent.name_gu)
        await refuseTakenGujaratiName(trx, { table: 'districts' }, sent.name_gu, id);
    };

    app.post(
      master.paths.create,
      { schema: { tags, body, response: writeOf(rowShape) } },
      async ({ body }, reply) => {
        const written = await writes.create(async (trx) => {
          await refuseTaken(trx, body);
          const row = await trx
            .insertInto(table)
            .values(values(body))
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
        return reply.status(201).send(written);
      },
    );

    app.put(
      `${master.paths.row}/:id`,
      { schema: { tags, params: idParams, body, response: writeOf(rowShape) } },
      async ({ params: { id }, body }) =>
        writes.update(id, async (trx) => {
          await refuseTaken(trx, body, id);
          await trx.updateTable(table).set(values(body)).where('id', '=', id).execute();
        }),
    );

    app.delete(
      `${master.paths.row}/:id`,
      { schema: { tags, params: idParams, response: writeOf(rowShape) } },
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
  gujarati: true,
});
