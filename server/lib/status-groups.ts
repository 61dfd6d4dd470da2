import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { notFound } from './errors.js';
import { audit, diff, statusAction } from './audit.js';
import { refuseDuplicateName } from './unique-name.js';
import { listQuery } from '../../shared/contract/list.js';
import { fetchPage, contains } from './list-query.js';
import { listOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams, name } from '../../shared/contract/fields.js';
import { say } from '../../shared/contract/say.js';
import type { Term } from '../../shared/messages.js';
import { completeRow } from './rows.js';
import { groupEditBody, groupRow } from '../../shared/contract/groups.js';
interface StatusGroup {
  table: 'committees' | 'donors';
  /** "Committee", "Donor". */
  label: string;
  /** How messages name it (shared/messages.ts). */
  term: Term;
  /** `/committee`, `/donor`: list, add, edit/{id} and {id} hang below it (spec §7). */
  prefix: string;
  /** The table of its members, counted in each row. */
  members: { table: 'committee_members' | 'donor_members'; column: 'committee_id' | 'donor_id' };
}

/** A status on the wire is a boolean (spec §3: shown / hidden). */
export const withStatus = <T extends { status: number }>(
  row: T,
): Omit<T, 'status'> & { status: boolean } => completeRow(row, { status: row.status === 1 });

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

    app.post(
      `${group.prefix}/add`,
      { schema: { tags, body: z.object({ name: name(150) }), response: writeOf(groupRow) } },
      async ({ body }, reply) => {
        const data = await db.transaction().execute(async (trx) => {
          await refuseDuplicateName(trx, table, group.term, body.name);
          const row = await trx
            .insertInto(table)
            .values({ name: body.name, status: 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
          const created = await findOrFail(trx, row.id);
          await audit(trx, {
            action: 'create',
            resource: table,
            recordId: created.id,
            label: created.name,
            changes: diff(null, created, { fields: ['name'] }),
          });
          return created;
        });
        return reply
          .status(201)
          .send({ message: say('record_added', { label: group.term }), data });
      },
    );

    app.put(
      `${group.prefix}/edit/:id`,
      { schema: { tags, params: idParams, body: groupEditBody, response: writeOf(groupRow) } },
      async ({ params: { id }, body }) => {
        const data = await db.transaction().execute(async (trx) => {
          const before = await findOrFail(trx, id);
          if (body.name !== undefined)
            await refuseDuplicateName(trx, table, group.term, body.name, id);
          await trx.updateTable(table).set(body).where('id', '=', id).execute();
          const after = await findOrFail(trx, id);
          await audit(trx, {
            action: body.name !== undefined ? 'update' : statusAction(table, after.status),
            resource: table,
            recordId: id,
            label: after.name,
            changes: diff(before, after, { fields: ['name', 'status'] }),
          });
          return after;
        });
        const message =
          body.name !== undefined
            ? say('record_updated', { label: group.term })
            : say(data.status ? 'record_shown' : 'record_hidden', { label: group.term });
        return { message, data };
      },
    );

    app.delete(
      `${group.prefix}/:id`,
      { schema: { tags, params: idParams, response: writeOf(groupRow) } },
      async ({ params: { id } }) => {
        const data = await db.transaction().execute(async (trx) => {
          const row = await findOrFail(trx, id);
          await trx
            .deleteFrom(group.members.table as 'committee_members')
            .where(group.members.column as 'committee_id', '=', id)
            .execute();
          await trx.deleteFrom(table).where('id', '=', id).execute();
          await audit(trx, {
            action: 'delete',
            resource: table,
            recordId: id,
            label: row.name,
            details: { members: row.members_count },
          });
          return row;
        });
        return { message: say('record_removed', { label: group.term }), data };
      },
    );
  };
}
