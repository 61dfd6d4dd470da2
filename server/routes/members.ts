import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { ApiError, notFound } from '../lib/errors.js';
import { checkRemovable, dropIfEmpty, saveFamily, selfRelationId } from '../lib/family.js';
import { fetchPage, listQuery, normaliseQuery, type ListQuery } from '../lib/list-query.js';
import { applyMemberFilters, memberFilters, type MemberFilters } from '../lib/member-filters.js';
import { ftsCount, ftsOnly, ftsPageIds } from '../lib/member-search.js';
import { memberColumns, memberForm, type MemberForm } from '../lib/member-form.js';
import { readMember } from '../lib/member-read.js';
import { normaliseMobile } from '../lib/phone.js';
import { readMultipart, removeStored, storeImage } from '../lib/uploads.js';
import { idParams, parse } from '../lib/validation.js';

interface Options {
  db: Kysely<Database>;
  config: Config;
}

const EXPORT_CHUNK = 2_000;
const listParams = listQuery.extend(memberFilters.shape);

/** Tables that point at a member and are cleaned up with them (the member's own records). */
const OWN_RECORDS = [
  'committee_members',
  'donor_members',
  'admins',
  'contacts',
  'volunteers',
  'job_applicants',
  'notification_recipients',
  'business_partners',
] as const;
/** Tables that keep their row and only forget the member. */
const LINKS = ['student_results', 'business_portals', 'jobs'] as const;

/**
 * Checks a member form and writes it in one transaction: a unique, valid mobile
 * number, the location and business rules, the photo (an image, by content),
 * and on the admin form the family list and app settings.
 */
async function saveMember(
  db: Kysely<Database>,
  config: Config,
  request: FastifyRequest,
  mode: 'admin' | 'register',
) {
  const { fields, files } = await readMultipart(request);
  const form: MemberForm = parse(memberForm, fields);
  if (mode === 'register') {
    delete form.id;
    delete form.family;
    delete form.settings;
  }
  const photoFile = files.find((f) => f.field === 'photo');
  const photo = photoFile ? await storeImage(config.storageDir, 'members', photoFile) : undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = form.id
        ? await trx
            .selectFrom('members')
            .select(['id', 'mobile_no', 'photo'])
            .where('id', '=', form.id)
            .executeTakeFirst()
        : undefined;
      if (form.id && !existing) throw notFound('Member');
      const columns = await memberColumns(trx, form);
      const mobile_no =
        existing && existing.mobile_no === form.mobile_no.trim()
          ? existing.mobile_no
          : normaliseMobile(form.mobile_no, columns.in_foreign_land === 1);
      const taken = await trx
        .selectFrom('members')
        .select('id')
        .where('mobile_no', '=', mobile_no)
        .where('id', '<>', existing?.id ?? 0)
        .executeTakeFirst();
      if (taken) {
        const message =
          mode === 'register'
            ? 'This mobile number is already registered.'
            : 'Another member already has this mobile number.';
        throw new ApiError(409, message, { mobile_no: [message] });
      }
      const settings = form.settings
        ? {
            show_mobile: form.settings.isMobile ? 1 : 0,
            show_address: form.settings.isAddress ? 1 : 0,
          }
        : {};
      const values = {
        ...columns,
        mobile_no,
        ...settings,
        ...(photo ? { photo } : {}),
        updated_at: new Date().toISOString(),
      };
      let memberId: number;
      if (existing) {
        memberId = existing.id;
        await trx.updateTable('members').set(values).where('id', '=', memberId).execute();
      } else {
        const family = await trx
          .insertInto('families')
          .defaultValues()
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await trx
          .insertInto('members')
          .values({
            ...values,
            family_id: family.id,
            is_head: 1,
            relation_id: await selfRelationId(trx),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        memberId = row.id;
      }
      if (form.family) await saveFamily(trx, memberId, form.family);
      return {
        data: await readMember(trx, memberId),
        created: !existing,
        oldPhoto: photo ? existing?.photo : null,
      };
    });
  } catch (error) {
    await removeStored(config.storageDir, photo);
    throw error;
  }
}

/** True when the list asks for a search only: no filter, the default order. */
const searchOnly = (params: ListQuery & MemberFilters) =>
  !!params.search &&
  !params.sortBy &&
  Object.keys(memberFilters.shape).every(
    (key) => key === 'search' || params[key as keyof MemberFilters] === undefined,
  );

/**
 * A search-only page, newest first: the trigram index counts and pages on its own,
 * without reading every matching member (a common word matches thousands).
 */
async function ftsPage<Row>(
  db: Kysely<Database>,
  rows: SelectQueryBuilder<Database, 'members', Row>,
  match: string,
  { page, itemsPerPage }: ListQuery,
) {
  const limit = itemsPerPage > 0 ? itemsPerPage : -1;
  const offset = itemsPerPage > 0 ? (page - 1) * itemsPerPage : 0;
  const [total, data] = await Promise.all([
    ftsCount(db, match),
    rows
      .where('members.id', 'in', ftsPageIds(match, limit, offset))
      .orderBy('members.id', 'desc')
      .execute(),
  ]);
  return { data, total };
}

/** Members (spec §7 "Members"): list, export, one member, save, delete, public registration. */
export async function memberRoutes(app: FastifyInstance, { db, config }: Options) {
  app.get('/members/list', async (request) => {
    const params = parse(listParams, normaliseQuery(request.query));
    const rows = db
      .selectFrom('members')
      .select([
        'members.id',
        'members.photo',
        'members.mobile_no',
        'members.first_name',
        'members.last_name',
        'members.family_id',
        'members.is_head',
        'members.profile_complete',
      ]);
    const match = searchOnly(params) ? ftsOnly(db, params.search!) : null;
    const page = match
      ? await ftsPage(db, rows, match, params)
      : await fetchPage(applyMemberFilters(db, rows, params), params, {
          columns: {
            id: 'members.id',
            first_name: 'members.first_name',
            name: 'members.first_name',
            mobile_no: 'members.mobile_no',
          },
          default: 'members.id',
          defaultDesc: true,
        });
    return {
      data: page.data.map(({ is_head, profile_complete, ...row }) => ({
        ...row,
        is_head: is_head === 1,
        profile_complete: profile_complete === 1,
      })),
      total: page.total,
    };
  });

  /**
   * Every member matching the filters, with names instead of ids, streamed in
   * chunks (`{ "data": [...], "total": n }`) so that 100,000 members never sit
   * in the server's memory at once.
   */
  app.get('/members/export', async (request, reply) => {
    const filters = parse(memberFilters, normaliseQuery(request.query));
    const chunk = (after: number) =>
      applyMemberFilters(
        db,
        db
          .selectFrom('members')
          .leftJoin('education', 'education.id', 'members.education_id')
          .leftJoin('countries', 'countries.id', 'members.country_id')
          .leftJoin('states', 'states.id', 'members.state_id')
          .leftJoin('districts', 'districts.id', 'members.district_id')
          .leftJoin('posts', 'posts.id', 'members.post_id')
          .leftJoin('villages', 'villages.id', 'members.village_id')
          .select([
            'members.id',
            'members.first_name',
            'members.last_name',
            'members.mobile_no',
            'members.date_of_birth',
            'members.sex',
            'members.blood_group',
            'education.name as education',
            'countries.name as country',
            'states.name as state',
            'members.city',
            'districts.name as district',
            'posts.name as post',
            'villages.name as village',
          ])
          .where('members.id', '>', after)
          .orderBy('members.id')
          .limit(EXPORT_CHUNK),
        filters,
      ).execute();

    async function* body() {
      yield '{"data":[';
      let after = 0;
      let total = 0;
      for (;;) {
        const rows = await chunk(after);
        if (!rows.length) break;
        const text = rows.map((r) => JSON.stringify(r)).join(',');
        yield (total ? ',' : '') + text;
        total += rows.length;
        after = rows[rows.length - 1]!.id;
        if (rows.length < EXPORT_CHUNK) break;
      }
      yield `],"total":${total}}`;
    }
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(Readable.from(body()));
  });

  app.get('/members/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const data = await readMember(db, id);
    if (!data) throw notFound('Member');
    return { data };
  });

  app.post('/members', async (request, reply) => {
    const { data, created, oldPhoto } = await saveMember(db, config, request, 'admin');
    await removeStored(config.storageDir, oldPhoto);
    return reply
      .status(created ? 201 : 200)
      .send({ message: created ? 'Member added.' : 'Member updated.', data });
  });

  app.delete('/members/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const removed = await db.transaction().execute(async (trx) => {
      const data = await readMember(trx, id);
      if (!data) throw notFound('Member');
      const { family_id } = await checkRemovable(trx, id);
      for (const table of OWN_RECORDS)
        await trx.deleteFrom(table).where(sql.ref('member_id'), '=', id).execute();
      for (const table of LINKS)
        await trx.updateTable(table).set({ member_id: null }).where('member_id', '=', id).execute();
      await trx.deleteFrom('members').where('id', '=', id).execute();
      await dropIfEmpty(trx, family_id);
      return data;
    });
    await removeStored(config.storageDir, removed.photo);
    return { message: 'Member removed.', data: removed };
  });

  app.post(
    '/member/register',
    {
      config: {
        public: true,
        rateLimit: {
          max: config.registrationsPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: () => ({
            statusCode: 429,
            message: 'Too many registrations from this address. Please try again in an hour.',
          }),
        },
      },
    },
    async (request, reply) => {
      const { data } = await saveMember(db, config, request, 'register');
      return reply.status(201).send({
        message: 'Registration complete.',
        data: { id: data?.id, first_name: data?.first_name, last_name: data?.last_name },
      });
    },
  );
}
