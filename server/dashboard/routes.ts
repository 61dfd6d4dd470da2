import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { oneOf } from '../../shared/contract/envelopes.js';
import { id } from '../../shared/contract/fields.js';
import {
  dashboardCharts as chartsData,
  dashboardDetails as details,
  type DashboardCharts,
  type DashboardDetails,
} from '../../shared/contract/dashboard.js';
import { todayIn } from '../../shared/days.js';
import { dashboardCharts } from './charts.js';
import { versionedCache } from '../lists/versioned-cache.js';
import { districtList, districtScope, inScope, scopedMembers } from '../auth/scope.js';
import type { DistrictScope } from '../../shared/contract/access.js';
const query = z.object({ district_id: z.union([z.literal(''), id]).optional() });
const chartQuery = z.object({ villages_of: z.union([z.literal(''), id]).optional() });
const countAll = sql<number>`count(*)`;

export type FamilyRow = DashboardDetails['familyInfo'][number];

/**
 * Families and members per district, or per village of one district. Every
 * district (or village) is listed, with zeros where nobody lives yet. Members
 * count where they live; a family counts where its head lives. Both are counted
 * from indexes, then joined to the names here.
 */
export async function familyInfo(
  db: Kysely<Database>,
  districtId?: number,
  scope: DistrictScope = null,
): Promise<FamilyRow[]> {
  const place = districtId ? 'village_id' : 'district_id';
  const places = districtId
    ? await db
        .selectFrom('villages')
        .innerJoin('posts', 'posts.id', 'villages.post_id')
        .where('posts.district_id', '=', districtId)
        .select(['villages.id', 'villages.name', 'villages.name_gu'])
        .orderBy('villages.name')
        .execute()
    : await db
        .selectFrom('districts')
        .select(['id', 'name', 'name_gu'])
        .$if(!!scope, (q) => q.where('id', 'in', districtList(scope!)))
        .orderBy('name')
        .execute();
  if (places.length === 0) return [];
  const ids = places.map((p) => p.id);
  const [members, heads] = await Promise.all(
    [false, true].map((headsOnly) => {
      let q = db
        .selectFrom('members')
        .select([`${place} as place`, countAll.as('n')])
        .where(place, 'in', ids)
        .groupBy(place);
      // A family counts where its head lives; a member who passed away no more (docs/families.md).
      q = headsOnly ? q.where('is_head', '=', 1) : q.where('died_on', 'is', null);
      return q.execute();
    }),
  );
  const byPlace = (rows: { place: number | null; n: number }[] = []) =>
    new Map(rows.map((r) => [r.place, Number(r.n)]));
  const memberCounts = byPlace(members);
  const familyCounts = byPlace(heads);
  return places.map((p) => ({
    name: p.name,
    name_gu: p.name_gu,
    families: familyCounts.get(p.id) ?? 0,
    totalMembers: memberCounts.get(p.id) ?? 0,
  }));
}

/**
 * The numbers of the dashboard's eight cards, each an indexed count. Within a
 * coordinator's districts, members count where they live and families where their
 * head lives; jobs and businesses belong to no district and count for everyone.
 */
export async function dashboardCounts(db: Kysely<Database>, scope: DistrictScope = null) {
  const countOf = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: number }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  const members = scopedMembers(db, scope).select(countAll.as('n')).where('died_on', 'is', null);
  const families = scope
    ? scopedMembers(db, scope).select(countAll.as('n')).where('is_head', '=', 1)
    : db.selectFrom('families').select(countAll.as('n'));
  const portals = db.selectFrom('business_portals').select(countAll.as('n'));
  // Families a member said are correct in the last 12 months (docs/member-door.md).
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const verifiedFamilies = scope
    ? scopedMembers(db, scope)
        .innerJoin('families', 'families.id', 'members.family_id')
        .select(countAll.as('n'))
        .where('members.is_head', '=', 1)
        .where('families.verified_on', '>=', yearAgo)
    : db.selectFrom('families').select(countAll.as('n')).where('verified_on', '>=', yearAgo);
  // Families with the privacy notice on record: sent to them, or a consent given under it (docs/privacy.md).
  const noticeOnRecord = (familyId: ReturnType<typeof sql.ref>) =>
    sql<boolean>`(EXISTS (SELECT 1 FROM campaign_families cf
        JOIN verification_campaigns vc ON vc.id = cf.campaign_id
        WHERE cf.family_id = ${familyId} AND vc.kind = 'notice' AND cf.sent = 'sent')
      OR EXISTS (SELECT 1 FROM consent_events ce JOIN members m ON m.id = ce.member_id
        WHERE m.family_id = ${familyId} AND ce.notice_version IS NOT NULL))`;
  const noticeFamilies = scope
    ? scopedMembers(db, scope)
        .select(countAll.as('n'))
        .where('members.is_head', '=', 1)
        .where(noticeOnRecord(sql.ref('members.family_id')))
    : db
        .selectFrom('families')
        .select(countAll.as('n'))
        .where(noticeOnRecord(sql.ref('families.id')));
  const [
    allMembers,
    completeProfiles,
    inForeign,
    allFamilies,
    jobs,
    allBusiness,
    approvedBusiness,
    verified,
    noticed,
  ] = await Promise.all([
    countOf(members),
    countOf(members.where('profile_complete', '=', 1)),
    countOf(members.where('in_foreign_land', '=', 1)),
    countOf(families),
    countOf(db.selectFrom('jobs').select(countAll.as('n'))),
    countOf(portals),
    countOf(portals.where('status', '=', 1)),
    countOf(verifiedFamilies),
    countOf(noticeFamilies),
  ]);
  return {
    members: {
      allMembers,
      completeProfiles,
      incompleteProfiles: allMembers - completeProfiles,
      inForeign,
    },
    allFamilies,
    jobs,
    business: { allBusiness, approvedBusiness, unapprovedBusiness: allBusiness - approvedBusiness },
    verifiedFamilies: verified,
    noticeFamilies: noticed,
  };
}

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  // Computed once per write that changes what it counts (migration 0035), per
  // district asked: a member's name saved leaves the numbers as they were.
  // Deaths and erasures move the cards too: the charts' version follows them (migration 0046).
  /** A district asked for must exist and be one the account sees. */
  const checkDistrict = async (districtId: number, scope: DistrictScope) => {
    if (!inScope(districtId, scope)) throw notFound('district');
    const district = await db
      .selectFrom('districts')
      .select('id')
      .where('id', '=', districtId)
      .executeTakeFirst();
    if (!district) throw notFound('district');
  };
  const answers = versionedCache<z.infer<typeof details>>(['dashboard', 'charts']);
  app.get(
    '/dashboard/details',
    { schema: { tags: ['Dashboard'], querystring: query, response: { 200: oneOf(details) } } },
    async (request) => {
      const { district_id } = request.query;
      const scope = districtScope(request);
      const districtId = district_id === '' ? undefined : district_id;
      if (districtId) await checkDistrict(districtId, scope);
      // Kept per scope and district asked: a coordinator's numbers are their districts'.
      const key = `${scope ? scope.join(',') : '*'}|${districtId ?? ''}`;
      const data = await answers(db, key, async () => {
        const [counts, rows] = await Promise.all([
          dashboardCounts(db, scope),
          familyInfo(db, districtId, scope),
        ]);
        return { ...counts, familyInfo: rows };
      });
      return { data };
    },
  );

  // One computation per write that changes what they count, per scope, district and day.
  const charts = versionedCache<DashboardCharts>(['charts']);
  app.get(
    '/dashboard/charts',
    {
      schema: {
        tags: ['Dashboard'],
        querystring: chartQuery,
        response: { 200: oneOf(chartsData) },
      },
    },
    async (request) => {
      const scope = districtScope(request);
      const villagesOf = request.query.villages_of === '' ? undefined : request.query.villages_of;
      if (villagesOf !== undefined) await checkDistrict(villagesOf, scope);
      const today = todayIn();
      const key = `${scope ? scope.join(',') : '*'}|${villagesOf ?? ''}|${today}`;
      const data = await charts(db, key, () => dashboardCharts(db, scope, villagesOf, today));
      return { data };
    },
  );
};
