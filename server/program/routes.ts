import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { WANT } from '../../shared/rules.js';
import { fullName } from '../../shared/names.js';
import type { Database } from '../db/types.js';
import { audit } from '../audit/audit.js';
import { idRanges } from '../audit/id-ranges.js';
import { auditedWrites } from '../audit/audited-write.js';
import { districtScope, inScope } from '../auth/scope.js';
import { ApiError, notFound } from '../http/errors.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains, filtersKey, reusable, keptPages } from '../lists/list-query.js';
import { say } from '../../shared/contract/say.js';
import { nestedList, parentExists } from '../lists/nested-list.js';
import { durationField, publishBody, startField } from '../../shared/contract/scheduled.js';
import { listOf, nestedListOf, writeOf } from '../../shared/contract/envelopes.js';
import { counted, inChunks, sendCsv } from '../lists/stream-export.js';
import { chosenId, id, idParams, name } from '../../shared/contract/fields.js';
import { completeRow, withStatus } from '../lists/rows.js';
import { listTotals } from '../lists/versioned-cache.js';
import { programRow, typeRow } from '../../shared/contract/program.js';
const tags = ['Programs'];

const readPrograms = reusable((db: Kysely<Database>) =>
  db.selectFrom('programs').select((eb) => [
    'programs.id',
    'programs.name',
    'programs.start_date',
    'programs.time',
    'programs.status',
    eb
      .selectFrom('volunteer_types')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('volunteer_types.program_id', '=', 'programs.id')
      .as('types_count'),
    // Each type keeps its count (migration 0054): a program sums about ten rows.
    eb
      .selectFrom('volunteer_types')
      .select((types) => types.fn.sum<number>('volunteer_types.volunteers_count').as('n'))
      .whereRef('volunteer_types.program_id', '=', 'programs.id')
      .as('volunteers_count'),
  ]),
);
type ProgramColumns = Awaited<
  ReturnType<ReturnType<typeof readPrograms>['executeTakeFirstOrThrow']>
>;
const shapeProgram = (row: ProgramColumns) =>
  withStatus(
    completeRow(row, {
      types_count: Number(row.types_count ?? 0),
      volunteers_count: Number(row.volunteers_count ?? 0),
    }),
  );
const findProgram = async (db: Kysely<Database>, programId: number) => {
  const row = await readPrograms(db).where('programs.id', '=', programId).executeTakeFirst();
  if (!row) throw notFound('program');
  return shapeProgram(row);
};

const readTypes = reusable((db: Kysely<Database>) =>
  db
    .selectFrom('volunteer_types')
    .select([
      'volunteer_types.id',
      'volunteer_types.program_id',
      'volunteer_types.name',
      'volunteer_types.want',
      'volunteer_types.volunteers_count as signed_up',
    ]),
);
type TypeColumns = Awaited<ReturnType<ReturnType<typeof readTypes>['executeTakeFirstOrThrow']>>;
const shapeType = (row: TypeColumns) => completeRow(row, { signed_up: Number(row.signed_up ?? 0) });
const findType = async (db: Kysely<Database>, typeId: number) => {
  const row = await readTypes(db).where('volunteer_types.id', '=', typeId).executeTakeFirst();
  if (!row) throw notFound('volunteer_type');
  return shapeType(row);
};

const typesOfProgram = nestedList({
  parent: { table: 'programs', label: 'program', key: 'programs' },
  parentColumn: 'volunteer_types.program_id',
  rows: readTypes,
  search: (_db, term) => contains(['volunteer_types.name'], term),
  sort: {
    columns: {
      id: 'volunteer_types.id',
      name: 'volunteer_types.name',
      want: 'volunteer_types.want',
    },
    default: 'volunteer_types.id',
  },
  shape: shapeType,
  totals: ['volunteer_types'],
});

const programId = chosenId(say('program_choose'));
const wantField = z.unknown().transform((v, ctx) => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const n = Number(text);
  if (!text) ctx.addIssue({ code: 'custom', message: say('want_required') });
  else if (!/^\d+$/.test(text) || n < WANT.min || n > WANT.max)
    ctx.addIssue({ code: 'custom', message: say('want_range', WANT) });
  else return n;
  return z.NEVER;
});

/** `program_id` or `type_id`, exactly one (docs/product.md §7 export). */
const exportQuery = z
  .object({ program_id: id.optional(), type_id: id.optional() })
  .refine((q) => (q.program_id === undefined) !== (q.type_id === undefined), {
    message: say('program_or_type'),
    path: ['program_id'],
  });

/** One volunteer as the export writes them. */
interface VolunteerLine {
  id: number;
  member_id: number;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string;
  type: string;
  created_at: string;
  city: string | null;
  village: string | null;
  district_id: number | null;
}

/** The list's totals, kept until one of these tables is written. */
const programTotals = listTotals(['programs']);
/** The list's pages, each statement compiled once per filters, order and page. */
const programPages = keptPages({
  columns: {
    id: 'programs.id',
    name: 'programs.name',
    start_date: 'programs.start_date',
    time: 'programs.time',
    status: 'programs.status',
  },
  default: 'programs.start_date',
  defaultDesc: true,
});

/** Programs, their volunteer types and the export of who signed up (docs/product.md §7 "Programs"). */
export const programRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  const programs = auditedWrites(db, {
    resource: 'programs',
    term: 'program',
    find: findProgram,
    fields: ['name', 'start_date', 'time', 'status'],
  });
  const types = auditedWrites(db, {
    resource: 'volunteer_types',
    term: 'volunteer_type',
    find: findType,
    fields: ['program_id', 'name', 'want'],
  });

  app.get(
    '/programs',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(programRow) } } },
    async ({ query: params }) => {
      let query = readPrograms(db);
      if (params.search) query = query.where(contains(['programs.name'], params.search));
      const key = filtersKey(params);
      const page = await programPages(db, key, query, params, programTotals(db, key));
      return { data: page.data.map(shapeProgram), total: page.total };
    },
  );

  app.post(
    '/programs',
    {
      schema: {
        tags,
        body: z.object({ name: name(150), time: durationField, date: startField() }),
        response: writeOf(programRow),
      },
    },
    async ({ body }, reply) => {
      const written = await programs.create(async (trx) => {
        const { id: created } = await trx
          .insertInto('programs')
          .values({ name: body.name, time: body.time, start_date: body.date, status: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return created;
      });
      return reply.status(201).send(written);
    },
  );

  // Flips from the status the client saw, so a retried request lands on the same result.
  app.post(
    '/programs/publish',
    { schema: { tags, body: publishBody, response: writeOf(programRow) } },
    async ({ body }) => programs.status(body.id, body.status !== 1),
  );

  app.delete(
    '/programs/:id',
    { schema: { tags, params: idParams, response: writeOf(programRow) } },
    async ({ params }) =>
      programs.remove(
        params.id,
        async (trx) => {
          const types = trx
            .selectFrom('volunteer_types')
            .select('id')
            .where('program_id', '=', params.id);
          await trx.deleteFrom('volunteers').where('volunteer_type_id', 'in', types).execute();
          await trx.deleteFrom('volunteer_types').where('program_id', '=', params.id).execute();
          await trx.deleteFrom('programs').where('id', '=', params.id).execute();
        },
        { details: (row) => ({ types: row.types_count, volunteers: row.volunteers_count }) },
      ),
  );

  app.get(
    '/programs/volunteer-types',
    {
      schema: {
        tags,
        querystring: listQuery.extend({ program_id: programId }),
        response: { 200: nestedListOf(typeRow, 'programs') },
      },
    },
    async ({ query }) => typesOfProgram(db, query.program_id, query),
  );

  app.post(
    '/programs/volunteer-type',
    {
      schema: {
        tags,
        body: z.object({ name: name(150), want: wantField, program_id: programId }),
        response: writeOf(typeRow),
      },
    },
    async ({ body }, reply) => {
      const written = await types.create(async (trx) => {
        await parentExists(trx, 'programs', body.program_id, 'program');
        const taken = await trx
          .selectFrom('volunteer_types')
          .select('id')
          .where('program_id', '=', body.program_id)
          .where(sql`lower(name)`, '=', body.name.toLowerCase())
          .executeTakeFirst();
        if (taken) {
          const message = say('volunteer_type_taken', { name: body.name });
          throw new ApiError(409, message, { name: [message] });
        }
        const { id: created } = await trx
          .insertInto('volunteer_types')
          .values(body)
          .returning('id')
          .executeTakeFirstOrThrow();
        return created;
      });
      return reply.status(201).send(written);
    },
  );

  app.delete(
    '/programs/volunteer-type/:id',
    { schema: { tags, params: idParams, response: writeOf(typeRow) } },
    async ({ params }) =>
      types.remove(
        params.id,
        async (trx) => {
          await trx.deleteFrom('volunteers').where('volunteer_type_id', '=', params.id).execute();
          await trx.deleteFrom('volunteer_types').where('id', '=', params.id).execute();
        },
        { details: (row) => ({ volunteers: row.signed_up }) },
      ),
  );

  app.get(
    '/programs/export',
    {
      schema: {
        tags,
        querystring: exportQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('volunteers.csv') },
      },
    },
    async (request, reply) => {
      const { program_id, type_id } = request.query;
      const districts = districtScope(request);
      // The program or type must exist, so an unknown id is a 404 and not an empty file.
      const scope = program_id
        ? await parentExists(db, 'programs', program_id, 'program')
        : await db
            .selectFrom('volunteer_types')
            .select(['id', 'name'])
            .where('id', '=', type_id!)
            .executeTakeFirst();
      if (!scope) throw notFound('volunteer_type');
      const chunks = inChunks<VolunteerLine>((after, limit) => {
        let query = db
          .selectFrom('volunteers')
          .innerJoin('volunteer_types', 'volunteer_types.id', 'volunteers.volunteer_type_id')
          .innerJoin('members', 'members.id', 'volunteers.member_id')
          .leftJoin('villages', 'villages.id', 'members.village_id')
          .select([
            'volunteers.id',
            'volunteers.member_id',
            'members.first_name',
            'members.last_name',
            'members.mobile_no',
            'volunteer_types.name as type',
            'volunteers.created_at',
            'members.city',
            'villages.name as village',
            'members.district_id',
          ])
          .where('volunteers.id', '>', after)
          .orderBy('volunteers.id')
          .limit(limit);
        query = program_id
          ? query.where('volunteer_types.program_id', '=', program_id)
          : query.where('volunteers.volunteer_type_id', '=', type_id!);
        return query.execute();
      });
      const file = `volunteers-${scope.name}.csv`;
      return sendCsv(
        reply,
        file,
        [
          {
            header: 'Name',
            value: (v) => fullName(v.first_name, v.last_name),
          },
          // Outside a coordinator's districts a volunteer is named only.
          {
            header: 'Mobile No.',
            value: (v) => (inScope(v.district_id, districts) ? v.mobile_no : ''),
          },
          { header: 'Volunteer Type', value: (v) => v.type },
          { header: 'Signed Up', value: (v) => v.created_at.slice(0, 10) },
          { header: 'City / Village', value: (v) => v.village ?? v.city ?? '' },
        ],
        counted(
          chunks,
          (rows, members) =>
            audit(db, {
              action: 'export',
              resource: program_id ? 'programs' : 'volunteer_types',
              recordId: scope.id,
              label: scope.name,
              details: { program_id, type_id, rows, member_ids: idRanges(members) },
              request,
            }),
          (v) => v.member_id,
        ),
      );
    },
  );
};
