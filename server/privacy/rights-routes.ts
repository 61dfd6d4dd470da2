import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { ApiError } from '../http/errors.js';
import { say } from '../../shared/contract/say.js';
import { audit } from '../audit/audit.js';
import { listQuery } from '../../shared/contract/list.js';
import { contains, fetchPage, filtersKey } from '../lists/list-query.js';
import { listTotals } from '../lists/versioned-cache.js';
import { listOf, oneOf, writeOf } from '../../shared/contract/envelopes.js';
import { idParams } from '../../shared/contract/fields.js';
import { closeRightBody, rightBody, rightFilters, rightRow } from '../../shared/contract/rights.js';
import { todayIn } from '../../shared/days.js';
import { closeRight, readRight, recordRight, rightRows, shapeRight } from './rights.js';
import { DONATIONS_KEPT, eraseMember } from './erase.js';
import { accessPdf } from './access-pdf.js';

const tags = ['Privacy'];
const access = { access: { resource: 'privacy_requests' as const } };
const rightTotals = listTotals(['privacy_requests']);

/**
 * Members' requests under their rights (docs/privacy.md "Rights"): recorded by the
 * office or sent from the member page, each due 90 days after it came; closed with
 * what was done; an erasure carried out from its request; the access file as a PDF.
 */
export const rightsRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; config: Config }> = async (
  app,
  { db, config },
) => {
  const today = () => todayIn(config.timeZone);

  app.get(
    '/privacy-requests',
    {
      config: access,
      schema: {
        tags,
        querystring: listQuery.extend(rightFilters.shape),
        response: { 200: listOf(rightRow) },
      },
    },
    async ({ query: params }) => {
      let query = rightRows(db);
      if (params.status) query = query.where('privacy_requests.status', '=', params.status);
      if (params.kind) query = query.where('privacy_requests.kind', '=', params.kind);
      if (params.late)
        query = query
          .where('privacy_requests.status', '=', 'open')
          .where('privacy_requests.due_on', '<', today());
      if (params.search)
        query = query.where(
          contains(
            [
              'members.first_name',
              'members.last_name',
              'members.mobile_no',
              'privacy_requests.member_name',
            ],
            params.search,
          ),
        );
      const page = await fetchPage(
        query,
        params,
        {
          columns: {
            id: 'privacy_requests.id',
            received_on: 'privacy_requests.received_on',
            due_on: 'privacy_requests.due_on',
            kind: 'privacy_requests.kind',
            status: 'privacy_requests.status',
          },
          default: 'privacy_requests.due_on',
        },
        rightTotals(db, filtersKey({ ...params, today: params.late ? today() : undefined })),
      );
      return { data: page.data.map(shapeRight), total: page.total };
    },
  );

  app.get(
    '/privacy-requests/:id',
    { config: access, schema: { tags, params: idParams, response: { 200: oneOf(rightRow) } } },
    async (request) => ({ data: await readRight(db, request.params.id) }),
  );

  app.post(
    '/privacy-requests',
    { config: access, schema: { tags, body: rightBody, response: writeOf(rightRow) } },
    async (request) => {
      const { body } = request;
      const id = await db.transaction().execute(async (trx) => {
        const id = await recordRight(trx, {
          memberId: body.member_id,
          kind: body.kind,
          source: 'office',
          receivedOn: body.received_on,
          details: body.details,
          nominee: {
            name: body.nominee_name,
            mobile: body.nominee_mobile,
            relation: body.nominee_relation,
          },
          createdBy: request.user!.name,
        });
        const row = await readRight(trx, id);
        await audit(trx, {
          action: 'create',
          resource: 'privacy_requests',
          recordId: id,
          label: row.name,
          districtId: row.district_id,
          details: { kind: body.kind, received_on: body.received_on, due_on: row.due_on },
        });
        return id;
      });
      const data = await readRight(db, id);
      return { message: say('right_recorded', { date: data.due_on }), data };
    },
  );

  app.post(
    '/privacy-requests/:id/close',
    {
      config: access,
      schema: { tags, params: idParams, body: closeRightBody, response: writeOf(rightRow) },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const row = await readRight(trx, id);
        if (row.status !== 'open') throw new ApiError(409, say('right_not_open'));
        await closeRight(trx, id, {
          status: request.body.status,
          outcome: request.body.outcome,
          on: today(),
          by: request.user!.name,
        });
        await audit(trx, {
          action: 'update',
          resource: 'privacy_requests',
          recordId: id,
          label: row.name,
          districtId: row.district_id,
          changes: { outcome: [null, request.body.outcome] },
          details: { kind: row.kind },
        });
      });
      return { message: say('right_closed'), data: await readRight(db, id) };
    },
  );

  app.post(
    '/privacy-requests/:id/erase',
    { config: access, schema: { tags, params: idParams, response: writeOf(rightRow) } },
    async (request) => {
      const { id } = request.params;
      const erased = await db.transaction().execute(async (trx) => {
        const row = await readRight(trx, id);
        if (row.kind !== 'erasure') throw new ApiError(422, say('erasure_not_asked'));
        if (row.status !== 'open' || row.member_id === null)
          throw new ApiError(409, say('right_not_open'));
        const erased = await eraseMember(trx, row.member_id, today());
        const outcome = [
          `Personal data erased on ${today()}: ${erased.files.length} files removed` +
            (erased.books.length
              ? `, printed books ${erased.books.join(', ')} to be printed again`
              : '') +
            '.',
          erased.donations ? DONATIONS_KEPT : '',
          'Backups age out by their own retention, as the notice states.',
        ]
          .filter(Boolean)
          .join(' ');
        await closeRight(trx, id, {
          status: 'done',
          outcome,
          on: today(),
          by: request.user!.name,
          erased: true,
        });
        await audit(trx, {
          action: 'erase',
          resource: 'members',
          recordId: row.member_id,
          label: `erased member #${row.member_id}`,
          districtId: row.district_id,
          details: { files_removed: erased.files.length, books_reprint: erased.books.length },
        });
        return erased;
      });
      await erased.removeFiles(config);
      return { message: say('right_erased'), data: await readRight(db, id) };
    },
  );

  app.get(
    '/privacy-requests/:id/personal-data.pdf',
    {
      config: { access: { resource: 'personal_data' as const } },
      schema: { tags, params: idParams },
    },
    async (request, reply) => {
      const row = await readRight(db, request.params.id);
      if (row.member_id === null) throw new ApiError(409, say('right_not_open'));
      const pdf = await accessPdf(db, row.member_id);
      await audit(db, {
        action: 'export',
        resource: 'members',
        recordId: row.member_id,
        label: row.name,
        districtId: row.district_id,
        details: { member_ids: String(row.member_id) },
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="personal-data-${row.member_id}.pdf"`)
        .send(pdf);
    },
  );
};
