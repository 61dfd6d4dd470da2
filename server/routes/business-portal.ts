import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { INDIA_ID } from '../../shared/rules.js';
import type { Database } from '../db/types.js';
import type { AuditField } from '../../shared/audit.js';
import { audit, diff, personName, statusAction } from '../lib/audit.js';
import { invalid, notFound } from '../lib/errors.js';
import { thumbPath, withUploads } from '../lib/images.js';
import { contains, fetchPage, filtersKey, reusable } from '../lib/list-query.js';
import { joinMemberSummary, memberExists, nestMemberSummary } from '../member/summary.js';
import { say } from '../../shared/contract/say.js';
import { MULTIPART } from '../lib/multipart.js';
import { normaliseMobile } from '../lib/mobile.js';
import { resolveNamed } from '../lib/place-names.js';
import { listOf, oneOf, ref, writeOf } from '../../shared/contract/envelopes.js';
import { statusFlag, id, idParams } from '../../shared/contract/fields.js';
import { completeRow } from '../lib/rows.js';
import { listTotals } from '../lib/versioned-cache.js';
import type { partnerEntry } from '../../shared/contract/business-portal.js';
import {
  portalRow,
  partnerRow,
  portalForm,
  businessQuery,
} from '../../shared/contract/business-portal.js';
const tags = ['Business portal'];

const portalDetail = portalRow.extend({ members: z.array(partnerRow) });

/** An entry's own columns with the names of its type, state and country. */
const portalSelect = (db: Kysely<Database>) =>
  db
    .selectFrom('business_portals as p')
    .leftJoin('business_types as bt', 'bt.id', 'p.business_id')
    .leftJoin('states as st', 'st.id', 'p.state_id')
    .leftJoin('countries as co', 'co.id', 'p.country_id')
    .select((eb) => [
      'p.id',
      'p.logo',
      'p.name',
      'p.mobile_no',
      'p.email',
      'p.address',
      'p.in_foreign_land',
      'p.state_id',
      'p.country_id',
      'st.name as state',
      'co.name as country',
      'p.city',
      'p.business_id',
      'bt.name as business_name',
      'p.business_type_id',
      'p.member_id',
      'p.owner_name',
      'p.status',
      eb
        .selectFrom('business_partners')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('business_partners.business_portal_id', '=', 'p.id')
        .as('partners_count'),
      eb
        .selectFrom('jobs')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('jobs.business_id', '=', 'p.id')
        .as('jobs_count'),
    ]);
type PortalSelect = Awaited<ReturnType<ReturnType<typeof portalSelect>['executeTakeFirstOrThrow']>>;

/** Entries as rows of the list: with their owner's summary. */
const readPortals = reusable((db: Kysely<Database>) =>
  joinMemberSummary(
    // The aliases and joins are the query's own; the rest of it sees the schema.
    portalSelect(db) as unknown as SelectQueryBuilder<Database, keyof Database, PortalSelect>,
    'p.member_id',
    'left',
  ),
);
type PortalColumns = Awaited<ReturnType<ReturnType<typeof readPortals>['executeTakeFirstOrThrow']>>;

const shapePortal = (row: PortalColumns): z.infer<typeof portalRow> => {
  const { business_name, in_foreign_land, status, partners_count, jobs_count } = row;
  return completeRow(nestMemberSummary(row, 'member'), {
    thumb: row.logo ? thumbPath(row.logo) : null,
    in_foreign_land: in_foreign_land === 1,
    business:
      row.business_id && business_name ? { id: row.business_id, name: business_name } : null,
    status: status === 1,
    partners_count: Number(partners_count ?? 0),
    jobs_count: Number(jobs_count ?? 0),
  }) as unknown as z.infer<typeof portalRow>;
};

const findPortal = async (db: Kysely<Database>, portalId: number) => {
  const row = await readPortals(db).where(sql.ref('p.id'), '=', portalId).executeTakeFirst();
  if (!row) throw notFound('business');
  return shapePortal(row);
};

const readPartners = async (db: Kysely<Database>, portalId: number) => {
  const rows = await joinMemberSummary(
    db
      .selectFrom('business_partners')
      .select([
        'business_partners.id',
        'business_partners.member_id',
        'business_partners.name',
        'business_partners.mobile_no',
      ])
      .where('business_partners.business_portal_id', '=', portalId)
      .orderBy('business_partners.id'),
    'business_partners.member_id',
    'left',
  ).execute();
  return rows.map((row) => nestMemberSummary(row, 'information'));
};

const findDetail = async (db: Kysely<Database>, portalId: number) => ({
  ...(await findPortal(db, portalId)),
  members: await readPartners(db, portalId),
});

// The form ---------------------------------------------------------------------

type PartnerEntry = z.infer<typeof partnerEntry>;

type PortalForm = z.infer<typeof portalForm>;

/** A partner as stored: a member, or a name with a valid mobile number. */
interface Partner {
  member_id: number | null;
  name: string | null;
  mobile_no: string | null;
}

/**
 * Checks every partner (spec §5): a family member who exists, or a name and a
 * valid mobile number; the same member, or the same name and mobile, not twice.
 * Errors name the partner's place in the list (`members.1.mobile_no`).
 */
async function checkPartners(db: Kysely<Database>, entries: PartnerEntry[]): Promise<Partner[]> {
  const partners: Partner[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of entries.entries()) {
    const at = (field: string) => `members.${i}.${field}`;
    let partner: Partner;
    if (entry.member_id) {
      const member = await db
        .selectFrom('members')
        .select('id')
        .where('id', '=', entry.member_id)
        .executeTakeFirst();
      if (!member) throw invalid(at('member_id'), say('member_missing'));
      partner = { member_id: entry.member_id, name: null, mobile_no: null };
    } else {
      if (!entry.name && !entry.mobile_no)
        throw invalid(at('member_id'), say('partner_member_or_name'));
      if (!entry.name) throw invalid(at('name'), say('partner_name_required'));
      if (!entry.mobile_no) throw invalid(at('mobile_no'), say('partner_mobile_required'));
      const mobile = normaliseMobile(
        entry.mobile_no,
        entry.mobile_no.startsWith('+'),
        at('mobile_no'),
      );
      partner = { member_id: null, name: entry.name, mobile_no: mobile };
    }
    const key = partner.member_id
      ? `member:${partner.member_id}`
      : `name:${partner.name!.toLowerCase()}|${partner.mobile_no}`;
    if (seen.has(key))
      throw invalid(at(partner.member_id ? 'member_id' : 'name'), say('partner_twice'));
    seen.add(key);
    partners.push(partner);
  }
  return partners;
}

/** The entry's columns from a checked form: a valid mobile, the place made consistent. */
async function portalColumns(db: Kysely<Database>, form: PortalForm) {
  const abroad = form.in_foreign_land === 1;
  const mobile_no = normaliseMobile(form.mobile_no, abroad);
  let state_id: number | null = null;
  let country_id: number | null = abroad ? null : INDIA_ID;
  if (abroad && form.country !== undefined) {
    country_id = await resolveNamed(
      db,
      'countries',
      form.country,
      'country',
      say('country_choose'),
    );
    if (country_id === INDIA_ID) throw invalid('country', say('abroad_not_india'));
  }
  if (!abroad && form.state !== undefined)
    state_id = await resolveNamed(db, 'states', form.state, 'state', say('state_choose'), INDIA_ID);
  if (form.business_id) {
    const type = await db
      .selectFrom('business_types')
      .select('id')
      .where('id', '=', form.business_id)
      .executeTakeFirst();
    if (!type) throw invalid('business_id', say('business_type_choose'));
  }
  if (form.member_id) await memberExists(db, form.member_id);
  return {
    name: form.name,
    mobile_no,
    email: form.email,
    address: form.address ?? null,
    in_foreign_land: form.in_foreign_land,
    state_id,
    country_id,
    city: form.city ?? null,
    business_id: form.business_id ?? null,
    member_id: form.member_id ?? null,
  };
}

/** A partner as the audit log names it. */
const partnerLabel = (p: z.infer<typeof partnerRow>) =>
  p.information ? personName(p.information) : `${p.name} (${p.mobile_no})`;

const EDITABLE: AuditField[] = [
  'name',
  'mobile_no',
  'email',
  'address',
  'in_foreign_land',
  'state_id',
  'country_id',
  'city',
  'business_id',
  'member_id',
  'logo',
  'partners',
];

/** The list's totals, kept until one of these tables is written. */
const portalTotals = listTotals(['business_portals']);

/** The business portal (spec §7 "Business portal"): list, one entry, save with partners, live/off, delete. */
export const businessPortalRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  storageDir: string;
}> = async (app, { db, storageDir }) => {
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
      const page = await fetchPage(
        query,
        params,
        {
          columns: {
            id: 'p.id',
            name: 'p.name',
            city: 'p.city',
            status: 'p.status',
            'business.name': 'bt.name',
          },
          default: 'p.name',
        },
        portalTotals(db, filtersKey(params)),
      );
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
    async ({ params: { memberId } }) => {
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
      const { data, added } = await withUploads(storageDir, async (uploads) => {
        // Everything is checked before the logo is processed, so a refused form stores nothing.
        const before = body.id ? await findDetail(db, body.id) : null;
        const columns = await portalColumns(db, body);
        const partners = await checkPartners(db, body.members ?? []);
        const logo = body.logo
          ? await uploads.store('business', body.logo)
          : (before?.logo ?? null);
        if (body.logo && before) uploads.removeAfter(before.logo);
        return db.transaction().execute(async (trx) => {
          let portalId = before?.id;
          if (portalId) {
            await trx
              .updateTable('business_portals')
              .set({ ...columns, logo })
              .where('id', '=', portalId)
              .execute();
            await trx
              .deleteFrom('business_partners')
              .where('business_portal_id', '=', portalId)
              .execute();
          } else {
            portalId = (
              await trx
                .insertInto('business_portals')
                .values({ ...columns, logo, business_type_id: 2, status: 0 })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
          }
          if (partners.length)
            await trx
              .insertInto('business_partners')
              .values(partners.map((p) => ({ ...p, business_portal_id: portalId })))
              .execute();
          const after = await findDetail(trx, portalId);
          const names = (p: typeof after | null) =>
            p && { ...p, partners: p.members.map(partnerLabel) };
          await audit(trx, {
            action: before ? 'update' : 'create',
            resource: 'business_portals',
            recordId: portalId,
            label: after.name,
            changes: diff(names(before), names(after), { fields: EDITABLE, files: ['logo'] }),
          });
          return { data: after, added: !before };
        });
      });
      return reply.status(added ? 201 : 200).send({
        message: say(added ? 'record_added' : 'record_updated', { label: 'business' }),
        data,
      });
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
    async ({ params, body }) => {
      const data = await db.transaction().execute(async (trx) => {
        const before = await findPortal(trx, params.id);
        await trx
          .updateTable('business_portals')
          .set({ status: body.status })
          .where('id', '=', params.id)
          .execute();
        const after = await findPortal(trx, params.id);
        await audit(trx, {
          action: statusAction('business_portals', after.status),
          resource: 'business_portals',
          recordId: params.id,
          label: after.name,
          changes: diff(before, after, { fields: ['status'] }),
        });
        return after;
      });
      return {
        message: say(data.status ? 'record_live' : 'record_off', { label: 'business' }),
        data,
      };
    },
  );

  app.delete(
    '/business-portal/:id',
    { schema: { tags, params: idParams, response: writeOf(portalRow) } },
    async ({ params }) =>
      withUploads(storageDir, async (uploads) => {
        const data = await db.transaction().execute(async (trx) => {
          const row = await findPortal(trx, params.id);
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
          await audit(trx, {
            action: 'delete',
            resource: 'business_portals',
            recordId: params.id,
            label: row.name,
            details: { partners_count: row.partners_count, jobs: row.jobs_count },
          });
          uploads.removeAfter(row.logo);
          return row;
        });
        return { message: say('record_removed', { label: 'business' }), data };
      }),
  );
};
