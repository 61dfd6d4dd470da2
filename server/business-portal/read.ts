import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { thumbPath } from '../uploads/images.js';
import { reusable } from '../lists/list-query.js';
import { joinMemberSummary, nestMemberSummary, summaryOf } from '../member/summary.js';
import { portalRow, partnerRow, type PortalRow } from '../../shared/contract/business-portal.js';

/** A business with its partners, as its page and the audit log read it. */
export const portalDetail = portalRow.extend({ members: z.array(partnerRow) });

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
export const readPortals = reusable((db: Kysely<Database>) =>
  joinMemberSummary(
    // The aliases and joins are the query's own; the rest of it sees the schema.
    portalSelect(db) as unknown as SelectQueryBuilder<Database, keyof Database, PortalSelect>,
    'p.member_id',
    'left',
  ),
);
type PortalColumns = Awaited<ReturnType<ReturnType<typeof readPortals>['executeTakeFirstOrThrow']>>;

/**
 * An entry as the list and its page show it, written out field by field: one
 * object shape for every row, which the serializer reads fast (completing the
 * driver's row in place cost the list about a sixth of its CPU, docs/bench.md).
 */
export const shapePortal = (row: PortalColumns): PortalRow => ({
  id: row.id,
  logo: row.logo,
  thumb: row.logo ? thumbPath(row.logo) : null,
  name: row.name,
  mobile_no: row.mobile_no,
  email: row.email,
  address: row.address,
  in_foreign_land: row.in_foreign_land === 1,
  state_id: row.state_id,
  country_id: row.country_id,
  state: row.state,
  country: row.country,
  city: row.city,
  business_id: row.business_id,
  business:
    row.business_id && row.business_name ? { id: row.business_id, name: row.business_name } : null,
  business_type_id: row.business_type_id,
  member_id: row.member_id,
  member: summaryOf(row),
  owner_name: row.owner_name,
  status: row.status === 1,
  partners_count: Number(row.partners_count ?? 0),
  jobs_count: Number(row.jobs_count ?? 0),
});

export const findPortal = async (db: Kysely<Database>, portalId: number) => {
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

export const findDetail = async (db: Kysely<Database>, portalId: number) => ({
  ...(await findPortal(db, portalId)),
  members: await readPartners(db, portalId),
});
