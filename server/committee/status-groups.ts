import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { auditedWrites } from '../audit/audited-write.js';
import { refuseDuplicateName } from '../masters/unique-name.js';
import { listQuery } from '../../shared/contract/list.js';
import { fetchPage, contains } from '../lists/list-query.js';
import { listOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams, name } from '../../shared/contract/fields.js';
import type { Term } from '../../shared/messages.js';
import { completeRow, withStatus } from '../lists/rows.js';
import { groupEditBody, groupRow } from '../../shared/contract/groups.js';
interface StatusGroup {
  table: 'committees' | 'donors';
  /** "Committee", "Donor". */
  label: string;
  /** How messages name it (shared/messages.ts). */
  term: Term;
  /** `/committee`, `/donor`: list, add, edit/{id} and {id} hang below it (docs/product.md §7). */
  prefix: string;
  /** The table of its members, counted in each row. */
  members: { table: 'committee_members' | 'donor_members'; column: 'committee_id' | 'donor_id' };
}

/**
 * A named group with a show/hide status and members: committees and donors.
 * List (with member counts), add, rename or switch status, delete with its
 * memberships in one transaction (never the members themselves).
 */
export function statusGroupRoutes(group: StatusGroup): FastifyPluginAsyncZod<{
  db: Kysely<Database>;
}> {
  const table = group.table as 'committees';
  const label = group.label;
  const tags = [label];
  return async (app, { db }) => {
    const read = (trx: Kysely<Database>) =>
      trx.selectFrom(table).select((eb) => [
        'id',
        'name',
        'status',
        eb
          .selectFrom(group.members.table as 'committee_members')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef(group.members.column as 'committee_id', '=', `${table}.id` as 'committees.id')
          .as('members_count'),
      ]);
    const shape = (r: { id: number; name: string; status: number; members_count: unknown }) =>
      withStatus(completeRow(r, { members_count: Number(r.members_count ?? 0) }));
    const findOrFail = async (trx: Kysely<Database>, id: number) => {
      const row = await read(trx).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(group.term);
      return shape(row);
    };

    app.get(
      `${group.prefix}/list`,
      { schema: { tags, querystring: listQuery, response: { 200: listOf(groupRow) } } },
      async ({ query: params }) => {
        let query = read(db);
        if (params.search) query = query.where(contains(['name'], params.search));
        const page = await fetchPage(query, params, {
          columns: { id: 'id', name: 'name', status: 'status' },
          default: 'name',
        });
        return { data: page.data.map(shape), total: page.total };
      },
    );

    const writes = auditedWrites(db, {
      resource: table,
      term: group.term,
      find: findOrFail,
      fields: ['name', 'status'],
    });

    app.post(
      `${group.prefix}/add`,
      { schema: { tags, body: z.object({ name: name(150) }), response: writeOf(groupRow) } },
      async ({ body }, reply) => {
        const written = await writes.create(async (trx) => {
          await refuseDuplicateName(trx, table, group.term, body.name);
          const row = await trx
            .insertInto(table)
            .values({ name: body.name, status: 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
        return reply.status(201).send(written);
      },
    );

    app.put(
      `${group.prefix}/edit/:id`,
      { schema: { tags, params: idParams, body: groupEditBody, response: writeOf(groupRow) } },
      async ({ params: { id }, body }) => {
        const { name: newName, status } = body;
        if (newName === undefined) return writes.status(id, status === 1);
        return writes.update(id, async (trx) => {
          await refuseDuplicateName(trx, table, group.term, newName, id);
          await trx.updateTable(table).set(body).where('id', '=', id).execute();
        });
      },
    );

    app.delete(
      `${group.prefix}/:id`,
      { schema: { tags, params: idParams, response: writeOf(groupRow) } },
      async ({ params: { id } }) =>
        writes.remove(
          id,
          async (trx) => {
            await trx
              .deleteFrom(group.members.table as 'committee_members')
              .where(group.members.column as 'committee_id', '=', id)
              .execute();
            await trx.deleteFrom(table).where('id', '=', id).execute();
          },
          { details: (row) => ({ members: row.members_count }) },
        ),
    );
  };
}
