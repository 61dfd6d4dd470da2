import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import type { AuditField } from '../../shared/audit.js';
import { auditedWrites } from '../audit/audited-write.js';
import { ApiError, invalid, notFound } from '../http/errors.js';
import { thumbPath, withUploads } from '../uploads/images.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains, fetchPage, reusable } from '../lists/list-query.js';
import { joinMemberSummary, memberExists, summaryOf } from '../member/summary.js';
import { say } from '../../shared/contract/say.js';
import { MULTIPART } from '../uploads/multipart.js';
import { nestedList, parentExists } from '../lists/nested-list.js';
import { listOf, nestedListOf, writeOf } from '../../shared/contract/envelopes.js';
import { chosenId, idParams } from '../../shared/contract/fields.js';
import { versionedCache } from '../lists/versioned-cache.js';
import {
  yearRow,
  yearField,
  studentRow,
  studentsQuery,
  resultForm,
  segmentId,
} from '../../shared/contract/result.js';
import { consentIs, minorSql } from '../privacy/minors.js';
import { todayIn } from '../../shared/days.js';
const tags = ['Results'];

// Result years ---------------------------------------------------------------

type YearRow = z.infer<typeof yearRow>;

const readYears = reusable((db: Kysely<Database>) =>
  db
    .selectFrom('result_segments')
    .select((eb) => [
      'result_segments.id',
      'result_segments.year',
      'result_segments.status',
      eb
        .selectFrom('student_results')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('student_results.result_segment_id', '=', 'result_segments.id')
        .as('results_count'),
      eb
        .selectFrom('student_results')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('student_results.result_segment_id', '=', 'result_segments.id')
        .where('student_results.status', '=', 1)
        .as('approved_count'),
    ]),
);
const shapeYear = (row: {
  id: number;
  year: string;
  status: number;
  results_count: unknown;
  approved_count: unknown;
}): YearRow => ({
  ...row,
  status: row.status === 1,
  results_count: Number(row.results_count ?? 0),
  approved_count: Number(row.approved_count ?? 0),
});
const findYear = async (db: Kysely<Database>, id: number) => {
  const row = await readYears(db).where('result_segments.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('result_year');
  return shapeYear(row);
};

// Student results ------------------------------------------------------------

type StudentRow = z.infer<typeof studentRow>;

/**
 * A result's rank (1 = the highest percentage of its year at its education
 * level), as `rank() OVER (PARTITION BY year, education ORDER BY percentage DESC)`
 * would give it, but counted for the page's rows only through the rank index:
 * the window ranks every result of the year on every page.
 */
const rankOf = sql<number>`(SELECT count(*) + 1 FROM student_results AS higher
  WHERE higher.result_segment_id = r.result_segment_id
    AND higher.education_id = r.education_id
    AND higher.percentage > r.percentage)`;

/**
 * Whether the student's photo may not be published (docs/privacy.md): the member
 * withdrew consent to photos, or is a child without a parent's consent. Read from
 * the linked member the summary joins (`withMember`), not looked up again.
 */
const photoWithheld = (db: Kysely<Database>) => {
  const perRow = { perRow: true };
  return sql<number>`CASE WHEN members.id IS NOT NULL
    AND (${consentIs('photos', 'out', perRow)} OR (${minorSql(db, todayIn())} AND NOT ${consentIs('guardian', 'in', perRow)}))
    THEN 1 ELSE 0 END`;
};

/**
 * The result columns with the education's name, before the member summary joins;
 * a list's page leaves the rank to `ranksOfYear` (0 until it is filled in).
 */
const studentColumns = (db: Kysely<Database>, ranked = true) =>
  db
    .selectFrom('student_results as r')
    .leftJoin('education', 'education.id', 'r.education_id')
    .select([
      'r.id',
      'r.result_segment_id',
      'r.name',
      'r.photo',
      'r.percentage',
      'r.city',
      'r.education_id',
      'education.name as education_name',
      'r.member_id',
      'r.status',
      (ranked ? rankOf : sql<number>`0`).as('rank'),
      photoWithheld(db).as('photo_withheld'),
    ]);
type StudentColumns = Awaited<
  ReturnType<ReturnType<typeof studentColumns>['executeTakeFirstOrThrow']>
>;

const withMember = (columns: SelectQueryBuilder<Database, keyof Database, StudentColumns>) =>
  joinMemberSummary(columns, 'r.member_id', 'left');
// The alias and the join are the view's own; the rest of the query sees the schema.
type Columns = SelectQueryBuilder<Database, keyof Database, StudentColumns>;

/**
 * A result with its rank, the education's name and the linked member; built again
 * each day, as who is a child (`photo_withheld`) moves with it.
 */
const readStudents = reusable(
  (db: Kysely<Database>) => withMember(studentColumns(db) as unknown as Columns),
  todayIn,
);
/** The same for a list's page, whose ranks come from `ranksOfYear`. */
const readStudentsOfPage = reusable(
  (db: Kysely<Database>) => withMember(studentColumns(db, false) as unknown as Columns),
  todayIn,
);

/**
 * Every result's rank in a year, read in one pass and kept until a result is written,
 * as the lists' totals are: counting the higher percentages for each row of a page
 * read some 700 index entries a row at 10,000 results (1.7 ms a page on PostgreSQL).
 * The same rank as `rankOf`: one more than the results of the year and education
 * with a higher percentage; a result without an education is first of its own.
 */
const yearRanks = versionedCache<Map<number, number>>(['student_results'], { max: 50 });
const ranksOfYear = (db: Kysely<Database>, yearId: number) =>
  yearRanks(db, String(yearId), async () => {
    const rows = await db
      .selectFrom('student_results')
      .select([
        'id',
        sql<number>`CASE WHEN education_id IS NULL THEN 1
          ELSE rank() OVER (PARTITION BY education_id ORDER BY percentage DESC) END`.as('rank'),
      ])
      .where('result_segment_id', '=', yearId)
      .execute();
    return new Map(rows.map((row) => [row.id, Number(row.rank)]));
  });

type ReadStudent = Awaited<ReturnType<ReturnType<typeof readStudents>['executeTakeFirstOrThrow']>>;

/** A result as the list and its page show it, field by field (one object shape, see `shapePortal`). */
const shapeStudent = (row: ReadStudent): StudentRow => ({
  id: row.id,
  result_segment_id: row.result_segment_id,
  name: row.name,
  photo: row.photo,
  image: row.photo,
  thumb: row.photo ? thumbPath(row.photo) : null,
  percentage: Number(row.percentage),
  city: row.city,
  education_id: row.education_id,
  eduction_id: row.education_id,
  eduction: row.education_name === null ? null : { id: row.education_id, name: row.education_name },
  member_id: row.member_id,
  member: summaryOf(row),
  status: row.status === 1,
  rank: Number(row.rank),
  photo_withheld: Number(row.photo_withheld) === 1,
});
const findStudent = async (db: Kysely<Database>, id: number) => {
  const row = await readStudents(db).where(sql.ref('r.id'), '=', id).executeTakeFirst();
  if (!row) throw notFound('student_result');
  return shapeStudent(row);
};

const studentsOfYear = nestedList({
  parent: { table: 'result_segments', label: 'result_year', key: 'result' },
  parentColumn: 'r.result_segment_id',
  rows: readStudentsOfPage,
  search: (_db, term) => contains(['r.name', 'r.city'], term),
  sort: {
    columns: {
      id: 'r.id',
      name: 'r.name',
      percentage: 'r.percentage',
      city: 'r.city',
      rank: rankOf,
      status: 'r.status',
      'eduction.name': 'education.name',
      eduction_id: 'education.name',
    },
    default: 'r.id',
  },
  shape: shapeStudent,
  totals: ['student_results'],
});

const EDITABLE: AuditField[] = ['name', 'percentage', 'city', 'education_id', 'member_id', 'photo'];

/** Results: the years, their students' results with photos, approval and going live (docs/product.md §7). */
export const resultRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  storageDir: string;
}> = async (app, { db, storageDir }) => {
  const years = auditedWrites(db, {
    resource: 'result_segments',
    term: 'result_year',
    find: findYear,
    fields: ['year', 'status'],
    label: (row) => row.year,
  });
  const results = auditedWrites(db, {
    resource: 'student_results',
    term: 'student_result',
    find: findStudent,
    fields: [...EDITABLE, 'status'],
    files: ['photo'],
  });
  app.get(
    '/result/segments',
    { schema: { tags, querystring: listQuery, response: { 200: listOf(yearRow) } } },
    async ({ query: params }) => {
      let query = readYears(db);
      if (params.search) query = query.where(contains(['result_segments.year'], params.search));
      const page = await fetchPage(query, params, {
        columns: {
          id: 'result_segments.id',
          year: 'result_segments.year',
          status: 'result_segments.status',
        },
        default: 'result_segments.year',
        defaultDesc: true,
      });
      return { data: page.data.map(shapeYear), total: page.total };
    },
  );

  app.post(
    '/result/segments/add',
    {
      schema: { tags, body: z.object({ year: yearField }), response: writeOf(yearRow) },
    },
    async ({ body }, reply) => {
      const written = await years.create(async (trx) => {
        const taken = await trx
          .selectFrom('result_segments')
          .select('id')
          .where('year', '=', body.year)
          .executeTakeFirst();
        if (taken) {
          const message = say('year_taken', { year: body.year });
          throw new ApiError(409, message, { year: [message] });
        }
        const { id } = await trx
          .insertInto('result_segments')
          .values({ year: body.year, status: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      });
      return reply.status(201).send(written);
    },
  );

  app.post(
    '/result/publish',
    {
      schema: {
        tags,
        body: z.object({ result_segment_id: segmentId }),
        response: writeOf(yearRow),
      },
    },
    // One way: a year once live stays live; asking again changes and logs nothing.
    async ({ body }) => {
      const current = await findYear(db, body.result_segment_id);
      if (current.status)
        return { message: say('result_year_already_live', { year: current.year }), data: current };
      return years.update(
        current.id,
        async (trx) => {
          await trx
            .updateTable('result_segments')
            .set({ status: 1 })
            .where('id', '=', current.id)
            .execute();
        },
        {
          action: 'publish',
          code: 'result_year_live',
          params: (row) => ({ year: row.year }),
          details: (row) => ({ results: row.results_count, approved: row.approved_count }),
        },
      );
    },
  );

  app.delete(
    '/result/segment/:id',
    { schema: { tags, params: idParams, response: writeOf(yearRow) } },
    async ({ params: { id } }) =>
      withUploads(storageDir, async (uploads) =>
        years.remove(
          id,
          async (trx) => {
            const photos = await trx
              .selectFrom('student_results')
              .select('photo')
              .where('result_segment_id', '=', id)
              .execute();
            await trx.deleteFrom('student_results').where('result_segment_id', '=', id).execute();
            await trx.deleteFrom('result_segments').where('id', '=', id).execute();
            for (const { photo } of photos) uploads.removeAfter(photo);
          },
          { details: (row) => ({ results: row.results_count }) },
        ),
      ),
  );

  app.get(
    '/result/students',
    {
      schema: {
        tags,
        querystring: studentsQuery,
        response: { 200: nestedListOf(studentRow, 'result') },
      },
    },
    async ({ query }) => {
      const page = await studentsOfYear(db, query.segment_id, query, (rows) =>
        query.educationSelected
          ? rows.where(sql.ref('r.education_id'), 'in', query.educationSelected)
          : rows,
      );
      // Read after the page, at the same write version or a later one: every row is in it.
      const ranks = await ranksOfYear(db, query.segment_id);
      for (const row of page.data) row.rank = ranks.get(row.id) ?? 1;
      return page;
    },
  );

  app.post(
    '/result/add',
    {
      schema: { tags, consumes: MULTIPART, body: resultForm, response: writeOf(studentRow) },
    },
    async ({ body }, reply) => {
      const written = await withUploads(storageDir, async (uploads) => {
        // Checked before the photo is processed, so a refused form stores nothing.
        const before = body.id ? await findStudent(db, body.id) : null;
        await parentExists(db, 'result_segments', body.result_segment_id, 'result_year');
        const known = await db
          .selectFrom('education')
          .select('id')
          .where('id', '=', body.education_id)
          .executeTakeFirst();
        if (!known) throw invalid('education_id', say('education_choose'));
        if (body.member_id) await memberExists(db, body.member_id);
        if (!before && !body.photo) throw invalid('photo', say('photo_required'));

        const photo = body.photo ? await uploads.store('results', body.photo) : before!.photo;
        if (body.photo && before) uploads.removeAfter(before.photo);
        const values = {
          name: body.name,
          percentage: body.percentage,
          city: body.city,
          education_id: body.education_id,
          result_segment_id: body.result_segment_id,
          member_id: body.member_id ?? null,
          photo,
        };
        if (before)
          return results.update(before.id, async (trx) => {
            await trx
              .updateTable('student_results')
              .set(values)
              .where('id', '=', before.id)
              .execute();
          });
        return results.create(async (trx) => {
          const { id } = await trx
            .insertInto('student_results')
            .values({ ...values, status: 0 })
            .returning('id')
            .executeTakeFirstOrThrow();
          return id;
        });
      });
      return reply.status(body.id ? 200 : 201).send(written);
    },
  );

  app.post(
    '/result/published',
    {
      schema: {
        tags,
        body: z.object({ result_id: chosenId(say('value_invalid')) }),
        response: writeOf(studentRow),
      },
    },
    // One way: an approved result stays approved; asking again changes and logs nothing.
    async ({ body }) => {
      const current = await findStudent(db, body.result_id);
      if (current.status) return { message: say('result_already_approved'), data: current };
      return results.update(
        current.id,
        async (trx) => {
          await trx
            .updateTable('student_results')
            .set({ status: 1 })
            .where('id', '=', current.id)
            .execute();
        },
        { action: 'approve', code: 'result_approved' },
      );
    },
  );

  app.delete(
    '/result/:id',
    { schema: { tags, params: idParams, response: writeOf(studentRow) } },
    async ({ params: { id } }) =>
      withUploads(storageDir, async (uploads) =>
        results.remove(
          id,
          async (trx, row) => {
            await trx.deleteFrom('student_results').where('id', '=', id).execute();
            uploads.removeAfter(row.photo);
          },
          {
            code: 'record_deleted',
            details: (row) => ({ result_segment_id: row.result_segment_id }),
          },
        ),
      ),
  );
};
