import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { notFound } from '../lib/errors.js';
import { profileComplete } from '../lib/profile.js';
import { id, parse } from '../lib/validation.js';

const query = z.object({ district_id: z.union([z.literal(''), id]).optional() });

const count = sql<number>`count(*)`;
const sumOf = (condition: unknown) =>
  sql<number>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

export interface FamilyRow {
  name: string;
  families: number;
  totalMembers: number;
}

/**
 * Families and members per district, or per village of one district. Every
 * district (or village) is listed, with zeros where nobody lives yet.
 */
export async function familyInfo(db: Kysely<Database>, districtId?: number): Promise<FamilyRow[]> {
  const rows = districtId
    ? await db
        .selectFrom('villages')
        .innerJoin('posts', 'posts.id', 'villages.post_id')
        .leftJoin('members', 'members.village_id', 'villages.id')
        .where('posts.district_id', '=', districtId)
        .groupBy(['villages.id', 'villages.name'])
        .select([
          'villages.name',
          sql<number>`count(DISTINCT members.family_id)`.as('families'),
          sql<number>`count(members.id)`.as('totalMembers'),
        ])
        .orderBy('villages.name')
        .execute()
    : await db
        .selectFrom('districts')
        .leftJoin('members', 'members.district_id', 'districts.id')
        .groupBy(['districts.id', 'districts.name'])
        .select([
          'districts.name',
          sql<number>`count(DISTINCT members.family_id)`.as('families'),
          sql<number>`count(members.id)`.as('totalMembers'),
        ])
        .orderBy('districts.name')
        .execute();
  return rows.map((r) => ({
    name: r.name,
    families: Number(r.families),
    totalMembers: Number(r.totalMembers),
  }));
}

/** The numbers of the dashboard's eight cards, each one SQL aggregate. */
export async function dashboardCounts(db: Kysely<Database>) {
  const [members, families, jobs, business] = await Promise.all([
    db
      .selectFrom('members')
      .select([
        count.as('all'),
        sumOf(profileComplete()).as('complete'),
        sumOf(sql`members.in_foreign_land = 1`).as('foreign'),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom('families').select(count.as('all')).executeTakeFirstOrThrow(),
    db.selectFrom('jobs').select(count.as('all')).executeTakeFirstOrThrow(),
    db
      .selectFrom('business_portals')
      .select([count.as('all'), sumOf(sql`business_portals.status = 1`).as('approved')])
      .executeTakeFirstOrThrow(),
  ]);
  const allMembers = Number(members.all);
  const completeProfiles = Number(members.complete);
  const allBusiness = Number(business.all);
  const approvedBusiness = Number(business.approved);
  return {
    members: {
      allMembers,
      completeProfiles,
      incompleteProfiles: allMembers - completeProfiles,
      inForeign: Number(members.foreign),
    },
    allFamilies: Number(families.all),
    jobs: Number(jobs.all),
    business: { allBusiness, approvedBusiness, unapprovedBusiness: allBusiness - approvedBusiness },
  };
}

export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  app.get('/dashboard/details', async (request) => {
    const { district_id } = parse(query, request.query);
    const districtId = district_id === '' ? undefined : district_id;
    if (districtId) {
      const district = await db
        .selectFrom('districts')
        .select('id')
        .where('id', '=', districtId)
        .executeTakeFirst();
      if (!district) throw notFound('District');
    }
    const [counts, rows] = await Promise.all([dashboardCounts(db), familyInfo(db, districtId)]);
    return { data: { ...counts, familyInfo: rows } };
  });
}
