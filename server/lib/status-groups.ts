import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { notFound } from './errors.js';
import { fetchPage, likePattern, listQuery, normaliseQuery } from './list-query.js';
import { idParams, name, parse } from './validation.js';

/** A status sent as true/false, 1/0 or "true"/"false". */
export const statusFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: 'The status must be true or false.',
  })
  .transform((v) => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0));

const editBody = z
  .object({ name: name(150).optional(), status: statusFlag.optional() })
  .refine((b) => b.name !== undefined || b.status !== undefined, {
    message: 'Send a name or a status.',
    path: ['name'],
  });

interface StatusGroup {
  table: 'committees' | 'donors';
  /** "Committee", "Donor". */
  label: string;
  /** `/committee`, `/donor`: list, add, edit/{id} and {id} hang below it (spec §7). */
  prefix: string;
  /** The table of its members, counted in each row. */
  members: { table: 'committee_members' | 'donor_members'; column: 'committee_id' | 'donor_id' };
}

/** A status on the wire is a boolean (spec §3: shown / hidden). */
export const withStatus = <T extends { status: number }>(
  row: T,
): Omit<T, 'status'> & { status: boolean } => ({ ...row, status: row.status === 1 });

/**
 * A named group with a show/hide status and members: committees and donors.
 * List (with member counts), add, rename or switch status, delete with its
 * memberships in one transaction (never the members themselves).
 */
export function statusGroupRoutes(group: StatusGroup) {
  const table = group.table as 'committees';
  const label = group.label;
  return async (app: FastifyInstance, { db }: { db: Kysely<Database> }) => {
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
    const findOrFail = async (trx: Kysely<Database>, id: number) => {
      const row = await read(trx).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(label);
      return withStatus({ ...row, members_count: Number(row.members_count ?? 0) });
    };

    app.get(`${group.prefix}/list`, async (request) => {
      const params = parse(listQuery, normaliseQuery(request.query));
      let query = read(db);
      if (params.search) query = query.where('name', 'like', likePattern(params.search));
      const page = await fetchPage(query, params, {
        columns: { id: 'id', name: 'name', status: 'status' },
        default: 'name',
      });
      return {
        data: page.data.map((r) =>
          withStatus({ ...r, members_count: Number(r.members_count ?? 0) }),
        ),
        total: page.total,
      };
    });

    app.post(`${group.prefix}/add`, async (request, reply) => {
      const body = parse(z.object({ name: name(150) }), request.body);
      const data = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto(table)
          .values({ name: body.name, status: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return findOrFail(trx, row.id);
      });
      return reply.status(201).send({ message: `${label} added.`, data });
    });

    app.put(`${group.prefix}/edit/:id`, async (request) => {
      const { id } = parse(idParams, request.params);
      const body = parse(editBody, request.body);
      const data = await db.transaction().execute(async (trx) => {
        await findOrFail(trx, id);
        await trx.updateTable(table).set(body).where('id', '=', id).execute();
        return findOrFail(trx, id);
      });
      const message =
        body.name !== undefined
          ? `${label} updated.`
          : data.status
            ? `${label} is shown.`
            : `${label} is hidden.`;
      return { message, data };
    });

    app.delete(`${group.prefix}/:id`, async (request) => {
      const { id } = parse(idParams, request.params);
      const data = await db.transaction().execute(async (trx) => {
        const row = await findOrFail(trx, id);
        await trx
          .deleteFrom(group.members.table as 'committee_members')
          .where(group.members.column as 'committee_id', '=', id)
          .execute();
        await trx.deleteFrom(table).where('id', '=', id).execute();
        return row;
      });
      return { message: `${label} removed.`, data };
    });
  };
}

/** Finds a group row or answers 404 (`what` not found). */
export async function groupExists(
  db: Kysely<Database>,
  table: 'committees' | 'donors',
  id: number,
  what: string,
) {
  const row = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(what);
  return row;
}

/** The member's columns a group's member list shows beside its own. */
export const informationColumns = [
  'members.first_name',
  'members.last_name',
  'members.mobile_no',
  'members.photo',
] as const;

interface WithInformation {
  member_id: number | null;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string | null;
  photo: string | null;
}

/** A group member row with the member as `information` (spec §3), or null for a free name. */
export function withInformation<T extends WithInformation>(row: T) {
  const { first_name, last_name, mobile_no, photo, ...rest } = row;
  return {
    ...rest,
    information: row.member_id
      ? { id: row.member_id, first_name, last_name, mobile_no, photo }
      : null,
  };
}
