import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { statementsCostRoundTrips } from '../db/dialect.js';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { audit, personName } from '../audit/audit.js';
import { idRanges } from '../audit/id-ranges.js';
import { ApiError, invalid, notFound } from '../http/errors.js';
import { checkMember } from '../duplicates/check.js';
import { mergedInto } from '../duplicates/merge.js';
import { checkMemberInScope, districtScope, inScope, withinScope } from '../auth/scope.js';
import { checkRemovable, dropIfEmpty } from './family.js';
import { removeImage, thumbPath } from '../uploads/images.js';
import { listQuery, type ListQuery } from '../../shared/contract/list.js';
import { fetchPage, filtersKey, pageQuery, pageShape, type Sorting } from '../lists/list-query.js';
import { compiledOnce, compiledPerKey } from '../lists/compiled-once.js';
import { todayIn } from '../../shared/days.js';
import { applyMemberFilters } from './filters.js';
import { memberFilters, type MemberFilters } from '../../shared/contract/member-filters.js';
import {
  guardianCodeBody,
  memberForm,
  registrationForm,
} from '../../shared/contract/member-form.js';
import { checkMobileFree, registrantRecorder } from './registrant.js';
import { awaitGuardian, confirmGuardian } from '../privacy/guardian-waits.js';
import { isMinor } from '../../shared/door.js';
import { withUploads } from '../uploads/images.js';
import type { z } from 'zod';
import { readMember } from './read.js';
import { memberReadQuery, memberRecord } from '../../shared/contract/member.js';
import { memberTies, readMemberTies, removeMemberTies } from './ties.js';
import { memberWrites, saveMember } from './save.js';
import { ftsCount, ftsOnly, ftsPageIds } from './search.js';
import { MULTIPART } from '../uploads/multipart.js';
import { registrationLimits } from './registration-limits.js';
import { versionedCache } from '../lists/versioned-cache.js';
import { listOf, oneOf, writeOf } from '../../shared/contract/envelopes.js';
import { counted, inChunks, sendJsonRows } from '../lists/stream-export.js';
import { nameOf, namesById } from '../masters/names-by-id.js';
import { idParams } from '../../shared/contract/fields.js';
import { say } from '../../shared/contract/say.js';
import { minutesLeft } from '../http/messages.js';
import {
  memberRow,
  exportRow,
  registered,
  waitingForParent,
} from '../../shared/contract/member.js';
interface Options {
  db: Kysely<Database>;
  config: Config;
}

const tags = ['Members'];

type MemberTotals = ReturnType<typeof versionedCache<number>>;

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
  memberTotals: MemberTotals,
  rows: SelectQueryBuilder<Database, 'members', Row>,
  match: string,
  { page, itemsPerPage }: ListQuery,
) {
  const limit = itemsPerPage > 0 ? itemsPerPage : -1;
  const offset = itemsPerPage > 0 ? (page - 1) * itemsPerPage : 0;
  const [total, data] = await Promise.all([
    memberTotals(db, `search:${match}`, () => ftsCount(db, match)),
    rows
      .where('members.id', 'in', ftsPageIds(match, limit, offset))
      .orderBy('members.id', 'desc')
      .execute(),
  ]);
  return { data, total };
}

/** The members list's orders: newest first unless asked. */
const MEMBER_ORDER: Sorting = {
  columns: {
    id: 'members.id',
    first_name: 'members.first_name',
    name: 'members.first_name',
    mobile_no: 'members.mobile_no',
  },
  default: 'members.id',
  defaultDesc: true,
};

/** Whether the filters count by age, which changes with the day: the day is then part of a count's key. */
const byAge = (f: MemberFilters) =>
  f.adults !== undefined || f.age_from !== undefined || f.age_to !== undefined;

/** Members (docs/product.md §7 "Members"): list, export, one member, save, delete, public registration. */
export const memberRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config }) => {
  const members = memberWrites(db);
  const guarded = registrationLimits(db, config);
  const recordRegistrant = registrantRecorder(config);
  // The list's totals by filter set (and search), counted once per write to a column
  // they count (migration 0050): a member saved unchanged, or with a new address, keeps them.
  const memberTotals: MemberTotals = versionedCache<number>(['member_list']);
  const memberPages = compiledPerKey();
  const verifiedFamilies = compiledOnce();
  const roundTrips = statementsCostRoundTrips(db);
  // Built once: only the filters, the order and the page change from one request to the next.
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
      'members.surname',
      'members.died_on',
    ])
    // Where a statement is a round trip (PostgreSQL), each family's verification day
    // rides in the page's own, as a subquery PostgreSQL runs for the page's rows only,
    // after its sort; on SQLite it is read apart below, which keeps a sort's rows narrow.
    .select(
      (roundTrips
        ? sql<
            string | null
          >`(SELECT verified_on FROM families WHERE families.id = members.family_id)`
        : sql<string | null>`NULL`
      ).as('verified_on'),
    );
  app.get(
    '/members/list',
    {
      schema: {
        tags,
        querystring: listQuery.extend(memberFilters.shape),
        response: { 200: listOf(memberRow) },
      },
    },
    async (request) => {
      // A coordinator's list is their districts' (server/auth/scope.ts); the district
      // filter is part of the totals' key, so each scope keeps its own counts.
      const params = {
        ...request.query,
        district_id: withinScope(request.query.district_id, districtScope(request)),
      };
      const match = searchOnly(params) ? ftsOnly(db, params.search!) : null;
      const filtered = () => applyMemberFilters(db, rows, params);
      const key = filtersKey({ ...params, today: byAge(params) ? todayIn() : undefined });
      const page = match
        ? await ftsPage(db, memberTotals, rows, match, params)
        : await fetchPage(
            filtered,
            params,
            MEMBER_ORDER,
            // Ages change with the day: the day is part of an age-filtered count's key.
            (count) => memberTotals(db, key, count),
            // The page's statement, compiled once per filter set (the scope is in
            // `district_id`; the day when ages count), order and page.
            () =>
              memberPages(db, rows, `${key}|${pageShape(params)}`, () =>
                pageQuery(filtered(), params, MEMBER_ORDER),
              ),
          );
      // The families' verification days: on SQLite one indexed read for the page; on
      // PostgreSQL they came in the page's own statement (`roundTrips`).
      const familyIds = roundTrips ? [] : [...new Set(page.data.map((row) => row.family_id))];
      const verified = new Map(
        familyIds.length
          ? (
              await verifiedFamilies(
                db,
                db,
                String(familyIds.length),
                (slot) =>
                  db
                    .selectFrom('families')
                    .select(['id', 'verified_on'])
                    .where(
                      'id',
                      'in',
                      familyIds.map((_, i) => slot(`f${i}`)),
                    )
                    .where('verified_on', 'is not', null),
                Object.fromEntries(familyIds.map((id, i) => [`f${i}`, id])),
              )
            ).map((f) => [f.id, f.verified_on])
          : [],
      );
      return {
        // Written out field by field: one object shape for the serializer, no copying.
        data: page.data.map((row) => ({
          id: row.id,
          photo: row.photo,
          thumb: row.photo ? thumbPath(row.photo) : null,
          mobile_no: row.mobile_no,
          first_name: row.first_name,
          last_name: row.last_name,
          family_id: row.family_id,
          is_head: row.is_head === 1,
          profile_complete: row.profile_complete === 1,
          surname: row.surname,
          died_on: row.died_on,
          verified_on: roundTrips ? row.verified_on : (verified.get(row.family_id) ?? null),
        })),
        total: page.total,
      };
    },
  );

  /**
   * Every member matching the filters, with names instead of ids, streamed in
   * chunks (`{ "data": [...], "total": n }`) so that 100,000 members never sit
   * in the server's memory at once.
   */
  app.get(
    '/members/export',
    { schema: { tags, querystring: memberFilters, response: { 200: listOf(exportRow) } } },
    async (request, reply) => {
      const filters = {
        ...request.query,
        district_id: withinScope(request.query.district_id, districtScope(request)),
      };
      const asked = Object.fromEntries(
        Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
      );
      const names = await namesById(db);
      const chunks = inChunks(async (after, limit) => {
        const rows = await applyMemberFilters(
          db,
          db
            .selectFrom('members')
            .select([
              'members.id',
              'members.first_name',
              'members.last_name',
              'members.mobile_no',
              'members.date_of_birth',
              'members.sex',
              'members.blood_group',
              'members.education_id',
              'members.country_id',
              'members.state_id',
              'members.city',
              'members.district_id',
              'members.post_id',
              'members.village_id',
            ])
            .where('members.id', '>', after)
            .orderBy('members.id')
            .limit(limit),
          filters,
        ).execute();
        // Written out field by field, in the export's order, ids named.
        return rows.map((row) => ({
          id: row.id,
          first_name: row.first_name,
          last_name: row.last_name,
          mobile_no: row.mobile_no,
          date_of_birth: row.date_of_birth,
          sex: row.sex,
          blood_group: row.blood_group,
          education: nameOf(names.education, row.education_id),
          country: nameOf(names.countries, row.country_id),
          state: nameOf(names.states, row.state_id),
          city: row.city,
          district: nameOf(names.districts, row.district_id),
          post: nameOf(names.posts, row.post_id),
          village: nameOf(names.villages, row.village_id),
        }));
      });
      return sendJsonRows(
        reply,
        counted(
          chunks,
          (rows, ids) =>
            audit(db, {
              action: 'export',
              resource: 'members',
              details: { filters: asked, rows, member_ids: idRanges(ids) },
              request,
            }),
          (row) => row.id,
        ),
      );
    },
  );

  app.get(
    '/members/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: memberReadQuery,
        response: { 200: oneOf(memberRecord.extend({ part_of: memberTies.optional() })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await readMember(db, id);
      if (!data) {
        // A member merged into another answers where they went (docs/duplicates.md).
        const kept = await mergedInto(db, id);
        if (kept) throw new ApiError(404, say('member_merged', { id: kept }));
      }
      // Another district's member is not found, so ids cannot be probed.
      if (!data || !inScope(data.district_id, districtScope(request))) throw notFound('member');
      // Who looked (docs/security.md): the record opened, with the family it shows.
      await audit(db, {
        action: 'access',
        resource: 'members',
        recordId: id,
        label: personName(data),
        districtId: data.district_id,
        details: { member_ids: idRanges([id, ...data.family.map((f) => f.id)]) },
      });
      if (!request.query.part_of) return { data };
      return { data: { ...data, part_of: await readMemberTies(db, id) } };
    },
  );

  app.post(
    '/members',
    {
      config: { access: { resource: 'members' } },
      schema: { tags, consumes: MULTIPART, body: memberForm, response: writeOf(memberRecord) },
    },
    async (request, reply) => {
      const { body } = request;
      await checkMemberInScope(db, request, body.id);
      const scope = districtScope(request);
      if (!inScope(body.district_id, scope))
        throw invalid('district_id', say('district_outside_scope'));
      const written = await saveMember(db, config.storageDir, body, 'admin', scope);
      return reply.status(body.id ? 200 : 201).send(written);
    },
  );

  app.delete(
    '/members/:id',
    {
      config: { access: { resource: 'members' } },
      schema: { tags, params: idParams, response: writeOf(memberRecord) },
    },
    async (request) => {
      const { id } = request.params;
      await checkMemberInScope(db, request, id);
      const written = await members.remove(
        id,
        async (trx, member) => {
          const { family_id } = await checkRemovable(trx, id);
          await removeMemberTies(trx, member);
          await trx.deleteFrom('members').where('id', '=', id).execute();
          await dropIfEmpty(trx, family_id);
        },
        { code: 'member_removed' },
      );
      await removeImage(config.storageDir, written.data.photo);
      return written;
    },
  );

  app.post(
    '/member/register',
    {
      config: {
        public: true,
        rateLimit: {
          max: config.registrationsPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: say('too_many_registrations', { smart_count: minutesLeft(context.ttl) }),
          }),
        },
      },
      schema: {
        tags,
        consumes: MULTIPART,
        body: registrationForm,
        response: { 201: registered, 202: waitingForParent },
      },
    },
    async (request, reply) => {
      const { body } = request;
      // A person under 18 registers with a parent, who confirms by a code (docs/privacy.md "Children").
      const today = todayIn(config.timeZone);
      if (isMinor(body.date_of_birth, today)) {
        const { photo: file, ...form } = body;
        const pending = await guarded(request, body.mobile_no, async () => {
          await checkMobileFree(db, body.mobile_no, body.in_foreign_land === 1);
          return withUploads(config.storageDir, async (uploads) =>
            awaitGuardian(
              db,
              app.codes,
              request,
              form,
              file ? await uploads.store('members', file) : null,
              today,
            ),
          );
        });
        return reply.status(202).send({ message: say('guardian_code_sent'), data: { pending } });
      }
      const { data } = await guarded(request, body.mobile_no, () =>
        saveMember(db, config.storageDir, body, 'register', null, (trx, memberId) =>
          recordRegistrant(trx, memberId, body, null),
        ),
      );
      // Someone already in the directory? Flagged for review; the registrant is told nothing.
      await checkMember(db, data.id, 'registration').catch((error: unknown) =>
        request.log.error({ err: error }, 'duplicate check failed'),
      );
      return reply.status(201).send({
        message: say('registration_complete'),
        data: { id: data.id, first_name: data.first_name, last_name: data.last_name },
      });
    },
  );

  app.post(
    '/member/register/guardian',
    {
      config: {
        public: true,
        rateLimit: { max: config.loginMaxAttempts * 3, timeWindow: config.loginWindowMs },
      },
      schema: { tags, body: guardianCodeBody, response: { 201: registered } },
    },
    async (request, reply) => {
      const wait = await confirmGuardian(db, app.codes, request.body.pending, request.body.code);
      const form = JSON.parse(wait.form) as z.infer<typeof registrationForm>;
      const { data } = await saveMember(
        db,
        config.storageDir,
        form,
        'register',
        null,
        async (trx, memberId) => {
          await recordRegistrant(trx, memberId, form, wait);
          await trx.deleteFrom('guardian_waits').where('id', '=', wait.id).execute();
        },
      );
      await checkMember(db, data.id, 'registration').catch((error: unknown) =>
        request.log.error({ err: error }, 'duplicate check failed'),
      );
      return reply.status(201).send({
        message: say('registration_complete'),
        data: { id: data.id, first_name: data.first_name, last_name: data.last_name },
      });
    },
  );
};
