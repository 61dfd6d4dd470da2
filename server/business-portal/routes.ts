import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { withUploads } from '../uploads/images.js';
import { contains, filtersKey, keptPages } from '../lists/list-query.js';
import { MULTIPART } from '../uploads/multipart.js';
import { listOf, oneOf, ref, writeOf } from '../../shared/contract/envelopes.js';
import { statusFlag, id, idParams } from '../../shared/contract/fields.js';
import { listTotals } from '../lists/versioned-cache.js';
import { portalRow, portalForm, businessQuery } from '../../shared/contract/business-portal.js';
import { auditedWrites } from '../audit/audited-write.js';
import { checkMemberInScope } from '../auth/scope.js';
import { findDetail, portalDetail, readPortals, shapePortal } from './read.js';
import { checkPartners, EDITABLE, partnerLabel, portalColumns } from './form.js';
const tags = ['Business portal'];

/** The list's totals, kept until one of these tables is written. */
const portalTotals = listTotals(['business_portals']);
/** The list's pages, each statement compiled once per filters, order and page. */
const portalPages = keptPages({
  columns: {
    id: 'p.id',
    name: 'p.name',
    city: 'p.city',
    status: 'p.status',
    'business.name': 'bt.name',
  },
  default: 'p.name',
});

/** The business portal (docs/product.md §7 "Business portal"): list, one entry, save with partners, live/off, delete. */
export const businessPortalRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  storageDir: string;
}> = async (app, { db, storageDir }) => {
  const businesses = auditedWrites(db, {
    resource: 'business_portals',
    term: 'business',
    find: findDetail,
    fields: [...EDITABLE, 'status'],
    files: ['logo'],
    // Partners are logged by name, as a list a person reads.
    compare: (row) => ({ ...row, partners: row.members.map(partnerLabel) }),
  });
  app.get(
    '/business-portal/list',
    { schema: { tags, querystring: businessQuery, response: { 200: listOf(portalRow) } } },
    async ({ query: params }) => {
      let query = readPortals(db);
      if (params.search)
        query = query.where(
          contains(['p.name', 'p.mobile_no', 'p.email', 'p.city'], params.search),
        );
      if (params.businessSelected)
        query = query.where(sql.ref('p.business_id'), 'in', params.businessSelected);
      if (params.stateSelected)
        query = query.where(sql.ref('p.state_id'), 'in', params.stateSelected);
      if (params.citySelected) query = query.where(sql`lower(p.city)`, 'in', params.citySelected);
      const key = filtersKey(params);
      const page = await portalPages(db, key, query, params, portalTotals(db, key));
      return { data: page.data.map(shapePortal), total: page.total };
    },
  );

  app.get(
    '/business-portal/member/:memberId',
    {
      schema: {
        tags,
        params: z.object({ memberId: id }),
        response: {
          200: oneOf(
            z.object({
              id: z.number().int(),
              mobile_no: z.string(),
              email: z.string().nullable(),
              in_foreign_land: z.boolean(),
              state_id: ref,
              state: z.string().nullable(),
              country_id: ref,
              country: z.string().nullable(),
              city: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { memberId } = request.params;
      await checkMemberInScope(db, request, memberId);
      const member = await db
        .selectFrom('members')
        .leftJoin('states', 'states.id', 'members.state_id')
        .leftJoin('countries', 'countries.id', 'members.country_id')
        .select([
          'members.id',
          'members.mobile_no',
          'members.in_foreign_land',
          'members.state_id',
          'states.name as state',
          'members.country_id',
          'countries.name as country',
          'members.city',
        ])
        .where('members.id', '=', memberId)
        .executeTakeFirst();
      if (!member) throw notFound('member');
      // Members keep no email; the one of a business they already own is the best guess.
      const owned = await db
        .selectFrom('business_portals')
        .select('email')
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return {
        data: {
          ...member,
          in_foreign_land: member.in_foreign_land === 1,
          email: owned?.email ?? null,
        },
      };
    },
  );

  app.get(
    '/business-portal/:id',
    { schema: { tags, params: idParams, response: { 200: oneOf(portalDetail) } } },
    async ({ params }) => ({ data: await findDetail(db, params.id) }),
  );

  app.post(
    '/business-portal',
    { schema: { tags, consumes: MULTIPART, body: portalForm, response: writeOf(portalDetail) } },
    async ({ body }, reply) => {
      const written = await withUploads(storageDir, async (uploads) => {
        // Everything is checked before the logo is processed, so a refused form stores nothing.
        const before = body.id ? await findDetail(db, body.id) : null;
        const columns = await portalColumns(db, body);
        const partners = await checkPartners(db, body.members ?? []);
        const logo = body.logo
          ? await uploads.store('business', body.logo)
          : (before?.logo ?? null);
        if (body.logo && before) uploads.removeAfter(before.logo);
        const savePartners = async (trx: Kysely<Database>, portalId: number) => {
          await trx
            .deleteFrom('business_partners')
            .where('business_portal_id', '=', portalId)
            .execute();
          if (partners.length)
            await trx
              .insertInto('business_partners')
              .values(partners.map((p) => ({ ...p, business_portal_id: portalId })))
              .execute();
        };
        if (before)
          return businesses.update(before.id, async (trx) => {
            await trx
              .updateTable('business_portals')
              .set({ ...columns, logo })
              .where('id', '=', before.id)
              .execute();
            await savePartners(trx, before.id);
          });
        return businesses.create(async (trx) => {
          const { id } = await trx
            .insertInto('business_portals')
            .values({ ...columns, logo, business_type_id: 2, status: 0 })
            .returning('id')
            .executeTakeFirstOrThrow();
          await savePartners(trx, id);
          return id;
        });
      });
      return reply.status(body.id ? 200 : 201).send(written);
    },
  );

  app.put(
    '/business-portal/status/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: z.object({ status: statusFlag }),
        response: writeOf(portalRow),
      },
    },
    async ({ params, body }) => businesses.status(params.id, body.status === 1),
  );

  app.delete(
    '/business-portal/:id',
    { schema: { tags, params: idParams, response: writeOf(portalRow) } },
    async ({ params }) =>
      withUploads(storageDir, async (uploads) =>
        businesses.remove(
          params.id,
          async (trx, row) => {
            await trx
              .deleteFrom('business_partners')
              .where('business_portal_id', '=', params.id)
              .execute();
            // A job that names the business keeps its own text and loses the link.
            await trx
              .updateTable('jobs')
              .set({ business_id: null })
              .where('business_id', '=', params.id)
              .execute();
            await trx.deleteFrom('business_portals').where('id', '=', params.id).execute();
            uploads.removeAfter(row.logo);
          },
          { details: (row) => ({ partners_count: row.partners_count, jobs: row.jobs_count }) },
        ),
      ),
  );
};
