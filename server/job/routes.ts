import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types.js';
import { jsonRows, parsedRows } from '../db/dialect.js';
import {
  applicantRow,
  applicantsQuery,
  jobBody,
  jobRow,
  jobsQuery,
  type JobRow,
} from '../../shared/contract/job.js';
import { auditedWrites } from '../audit/audited-write.js';
import { invalid, notFound } from '../http/errors.js';
import { contains, filtersKey, keptPages, reusable } from '../lists/list-query.js';
import { joinMemberSummary, memberExists, summaryOf } from '../member/summary.js';
import { memberMatches } from '../member/search.js';
import { say } from '../../shared/contract/say.js';
import { nestedList } from '../lists/nested-list.js';
import { listOf, nestedListOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { completeRow } from '../lists/rows.js';
import { listTotals } from '../lists/versioned-cache.js';
import { shownInFull } from '../auth/scope.js';
const tags = ['Jobs'];
type JobBody = z.output<typeof jobBody>;
const readJobs = reusable((db: Kysely<Database>) =>
  joinMemberSummary(jobColumns(db), 'jobs.member_id', 'left'),
);
const jobColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('jobs')
    .leftJoin('business_types', 'business_types.id', 'jobs.business_type_id')
    .leftJoin('business_portals', 'business_portals.id', 'jobs.business_id')
    .select((eb) => [
      'jobs.id',
      'jobs.title',
      'jobs.name',
      'jobs.description',
      'jobs.city',
      'jobs.company_details',
      'jobs.business_type_id',
      'business_types.name as business_type_name',
      'jobs.business_id',
      'business_portals.name as business_name',
      'jobs.member_id',
      eb
        .selectFrom('job_applicants')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('job_applicants.job_id', '=', 'jobs.id')
        .as('applicants_count'),
      eb
        .selectFrom('job_education')
        .select((inner) =>
          jsonRows(
            db,
            {
              id: 'job_education.education_id',
              name: inner
                .selectFrom('education')
                .select('education.name')
                .whereRef('education.id', '=', 'job_education.education_id'),
            },
            'job_education.education_id',
          ).as('j'),
        )
        .whereRef('job_education.job_id', '=', 'jobs.id')
        .as('education_rows'),
    ]);
type JobColumns = Awaited<ReturnType<ReturnType<typeof readJobs>['executeTakeFirstOrThrow']>>;

/**
 * The rows with their education levels (read in the same statement, as JSON),
 * field by field (one object shape, see `shapePortal`).
 */
function shapeJobs(rows: JobColumns[]): JobRow[] {
  return rows.map((row) => {
    const list = parsedRows<{ id: number; name: string }>(row.education_rows);
    return {
      id: row.id,
      title: row.title,
      name: row.name,
      description: row.description,
      city: row.city,
      company_details: row.company_details,
      education_id: list.map((l) => l.id),
      education_list: list,
      business_type_id: row.business_type_id,
      business_type:
        row.business_type_id && row.business_type_name
          ? { id: row.business_type_id, name: row.business_type_name }
          : null,
      business_id: row.business_id,
      business:
        row.business_id && row.business_name
          ? { id: row.business_id, name: row.business_name }
          : null,
      member_id: row.member_id,
      member: summaryOf(row),
      applicants_count: Number(row.applicants_count ?? 0),
    };
  });
}
const findJob = async (db: Kysely<Database>, jobId: number) => {
  const row = await readJobs(db).where('jobs.id', '=', jobId).executeTakeFirst();
  if (!row) throw notFound('job');
  return shapeJobs([row])[0]!;
};

/** The job's references must exist; a business of the portal must be of the chosen type. */
async function checkJob(db: Kysely<Database>, body: JobBody) {
  if (body.education_id.length) {
    const found = await db
      .selectFrom('education')
      .select('id')
      .where('id', 'in', body.education_id)
      .execute();
    if (found.length !== body.education_id.length)
      throw invalid('education_id', say('education_choose'));
  }
  if (body.business_type_id) {
    const type = await db
      .selectFrom('business_types')
      .select('id')
      .where('id', '=', body.business_type_id)
      .executeTakeFirst();
    if (!type) throw invalid('business_type_id', say('business_type_choose'));
  }
  if (body.business_id) {
    const business = await db
      .selectFrom('business_portals')
      .select(['id', 'business_id'])
      .where('id', '=', body.business_id)
      .executeTakeFirst();
    if (!business) throw invalid('business_id', say('business_choose'));
    if (body.business_type_id && business.business_id !== body.business_type_id)
      throw invalid('business_id', say('business_other_type'));
  }
  if (body.member_id) await memberExists(db, body.member_id);
}

/** Writes the job's columns and its education levels in `trx`. */
async function writeJob(trx: Kysely<Database>, body: JobBody, jobId?: number) {
  const { education_id: levels, ...columns } = body;
  const values = {
    ...columns,
    description: columns.description ?? '',
  };
  let idOf = jobId;
  if (idOf) await trx.updateTable('jobs').set(values).where('id', '=', idOf).execute();
  else
    idOf = (await trx.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow())
      .id;
  await trx.deleteFrom('job_education').where('job_id', '=', idOf).execute();
  if (levels.length)
    await trx
      .insertInto('job_education')
      .values(levels.map((education_id) => ({ job_id: idOf!, education_id })))
      .execute();
  return idOf;
}

/** The fields the audit compares: the form's. */
const FIELDS = Object.keys(jobBody.shape) as (keyof typeof jobBody.shape)[];

const readApplicants = reusable((db: Kysely<Database>) =>
  db
    .selectFrom('job_applicants')
    .innerJoin('members', 'members.id', 'job_applicants.member_id')
    .leftJoin('countries', 'countries.id', 'members.country_id')
    .leftJoin('education', 'education.id', 'members.education_id')
    .select([
      'members.id',
      'members.first_name',
      'members.last_name',
      'members.mobile_no',
      'members.city',
      'countries.name as country',
      'education.name as education_name',
      'job_applicants.created_at as applied_at',
      'members.district_id',
    ]),
);
type ApplicantColumns = Awaited<
  ReturnType<ReturnType<typeof readApplicants>['executeTakeFirstOrThrow']>
>;

const applicantsOfJob = nestedList({
  parent: { table: 'jobs', label: 'job', key: 'jobs' },
  parentColumn: 'job_applicants.job_id',
  rows: readApplicants,
  search: memberMatches,
  sort: {
    columns: {
      id: 'members.id',
      first_name: 'members.first_name',
      full_name: 'members.first_name',
      mobile_no: 'members.mobile_no',
      city: 'members.city',
      applied_at: 'job_applicants.created_at',
    },
    default: 'job_applicants.id',
  },
  // An applicant outside a coordinator's districts is shown by name only.
  shape: (row: ApplicantColumns) =>
    shownInFull(row.district_id)
      ? completeRow(row, { education: row.education_name ? { name: row.education_name } : null })
      : completeRow(row, {
          mobile_no: '',
          city: null,
          country: null,
          education: null,
          outside: true,
        }),
  totals: ['job_applicants', 'members'],
});

/** The list's totals, kept until one of these tables is written. */
const jobTotals = listTotals(['jobs', 'job_education']);
/** The list's pages, each statement compiled once per filters, order and page. */
const jobPages = keptPages({
  columns: {
    id: 'jobs.id',
    title: 'jobs.title',
    name: 'jobs.name',
    city: 'jobs.city',
    'business_type.name': 'business_types.name',
    'business.name': 'business_portals.name',
  },
  default: 'jobs.id',
  defaultDesc: true,
});

/** Jobs and the members who applied (docs/product.md §7 "Jobs"). */
export const jobRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/job/list',
    { schema: { tags, querystring: jobsQuery, response: { 200: listOf(jobRow) } } },
    async ({ query: params }) => {
      let query = readJobs(db);
      if (params.search)
        query = query.where(contains(['jobs.title', 'jobs.name', 'jobs.city'], params.search));
      if (params.businessTypeSelected)
        query = query.where('jobs.business_type_id', 'in', params.businessTypeSelected);
      if (params.citySelected)
        query = query.where(sql`lower(jobs.city)`, 'in', params.citySelected);
      if (params.educationSelected) {
        const levels = params.educationSelected;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('job_education')
              .select('job_education.job_id')
              .whereRef('job_education.job_id', '=', 'jobs.id')
              .where('job_education.education_id', 'in', levels),
          ),
        );
      }
      const key = filtersKey(params);
      const page = await jobPages(db, key, query, params, jobTotals(db, key));
      return { data: shapeJobs(page.data), total: page.total };
    },
  );

  const jobs = auditedWrites(db, {
    resource: 'jobs',
    term: 'job',
    find: findJob,
    fields: FIELDS,
    label: (row) => row.title,
  });

  app.post(
    '/job/add',
    { schema: { tags, body: jobBody, response: writeOf(jobRow) } },
    async ({ body }, reply) => {
      const written = await jobs.create(async (trx) => {
        await checkJob(trx, body);
        return writeJob(trx, body);
      });
      return reply.status(201).send(written);
    },
  );

  app.put(
    '/job/edit/:id',
    { schema: { tags, params: idParams, body: jobBody, response: writeOf(jobRow) } },
    async ({ params, body }) =>
      jobs.update(params.id, async (trx) => {
        await checkJob(trx, body);
        await writeJob(trx, body, params.id);
      }),
  );

  app.delete(
    '/job/:id',
    { schema: { tags, params: idParams, response: writeOf(jobRow) } },
    async ({ params }) =>
      jobs.remove(
        params.id,
        async (trx) => {
          await trx.deleteFrom('job_applicants').where('job_id', '=', params.id).execute();
          await trx.deleteFrom('job_education').where('job_id', '=', params.id).execute();
          await trx.deleteFrom('jobs').where('id', '=', params.id).execute();
        },
        { details: (row) => ({ applicants: row.applicants_count }) },
      ),
  );

  app.get(
    '/job/members',
    {
      schema: {
        tags,
        querystring: applicantsQuery,
        response: { 200: nestedListOf(applicantRow, 'jobs') },
      },
    },
    async ({ query }) => applicantsOfJob(db, query.job_id, query),
  );
};
