import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types.js';
import { scopedMembers } from '../auth/scope.js';
import type { DistrictScope } from '../../shared/contract/access.js';
import type { DashboardCharts } from '../../shared/contract/dashboard.js';
import { AGE_BANDS, DONOR_AGES, yearsBefore } from '../../shared/ages.js';
import { agedBetween, hasFullBirthDate } from '../member/ages.js';

const countAll = sql<number>`count(*)`;
const n = (value: unknown) => Number(value ?? 0);
const hasPhoto = sql`(members.photo IS NOT NULL AND members.photo <> '')`;
const sumOf = (condition: RawBuilder<unknown>) =>
  sql<number>`sum(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;

/** `YYYY-MM` of the month `back` months before `today`'s. */
function monthBefore(today: string, back: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The age band of a member's birth date, as the members list's `age_from`/`age_to`
 * filters read it (shared/ages.ts): a `CASE` over the bands' cut-off days.
 */
function ageBandSql(today: string) {
  const whens = AGE_BANDS.slice(0, -1).map(
    (band, i) =>
      sql`WHEN members.date_of_birth > ${yearsBefore(today, band.to! + 1)} THEN ${sql.lit(i)}`,
  );
  return sql<number>`CASE ${sql.join(whens, sql` `)} ELSE ${sql.lit(AGE_BANDS.length - 1)} END`;
}

/**
 * The numbers behind the dashboard's charts (docs/dashboard.md), within `scope`:
 * living members not erased, as the members list counts them, so that a bar's
 * number is the total of the list it clicks through to. `asked` is the district
 * whose villages are counted (by default the one with the most members).
 */
export async function dashboardCharts(
  db: Kysely<Database>,
  scope: DistrictScope,
  asked: number | undefined,
  today: string,
): Promise<DashboardCharts> {
  const living = () =>
    scopedMembers(db, scope)
      .where('members.died_on', 'is', null)
      .where('members.erased_on', 'is', null);
  const firstMonth = monthBefore(today, 23);
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const since = firstMonth < yearStart ? firstMonth : yearStart;
  const month = sql<string>`substr(members.created_at, 1, 7)`;
  const yearAgo = yearsBefore(today, 1);

  // Families count where their head lives, as the cards count them.
  const familyMonths = (
    scope
      ? scopedMembers(db, scope)
          .innerJoin('families', 'families.id', 'members.family_id')
          .where('members.is_head', '=', 1)
      : db.selectFrom('families')
  )
    .select([sql<string>`substr(families.created_at, 1, 7)`.as('month'), countAll.as('n')])
    .where('families.created_at', '>=', since)
    .groupBy(sql`substr(families.created_at, 1, 7)`)
    .execute();

  const placeCounts = (column: 'district_id' | 'village_id', districtId?: number) =>
    living()
      .select([`members.${column} as id`, countAll.as('n')])
      .$if(districtId !== undefined, (q) => q.where('members.district_id', '=', districtId!))
      .groupBy(`members.${column}`)
      .execute();
  const districtRows = await placeCounts('district_id');
  // Unless a district is asked for, the villages are those of the district with the most members.
  const villagesOf =
    asked ??
    districtRows
      .filter((r) => r.id !== null)
      .sort((a, b) => n(b.n) - n(a.n) || Number(a.id) - Number(b.id))[0]?.id ??
    undefined;

  const [
    memberMonths,
    families,
    ages,
    villageRows,
    educationRows,
    typeRows,
    businessRows,
    bloodRows,
    qualityRows,
    districts,
    villages,
    educations,
    businesses,
  ] = await Promise.all([
    living()
      .select([month.as('month'), countAll.as('n')])
      .where('members.created_at', '>=', since)
      .groupBy(month)
      .execute(),
    familyMonths,
    living()
      .select([
        sql<number>`CASE WHEN ${hasFullBirthDate(db)} THEN ${ageBandSql(today)} ELSE -1 END`.as(
          'band',
        ),
        'members.sex',
        countAll.as('n'),
      ])
      .groupBy(['band', 'members.sex'])
      .execute(),
    villagesOf === undefined ? Promise.resolve([]) : placeCounts('village_id', villagesOf),
    living()
      .select(['members.education_id as id', countAll.as('n')])
      .groupBy('members.education_id')
      .execute(),
    living()
      .select(['members.business_type as type', countAll.as('n')])
      .groupBy('members.business_type')
      .execute(),
    living()
      .select(['members.business_id as id', countAll.as('n')])
      .where('members.business_id', 'is not', null)
      .groupBy('members.business_id')
      .execute(),
    living()
      .select(['members.blood_group as group', countAll.as('n')])
      .where(agedBetween(db, today, DONOR_AGES.from, DONOR_AGES.to))
      .where('members.blood_group', 'is not', null)
      .where('members.blood_group', '<>', '')
      .groupBy('members.blood_group')
      .execute(),
    living()
      .leftJoin('families', 'families.id', 'members.family_id')
      .select([
        'members.district_id as id',
        countAll.as('n'),
        sumOf(sql`members.profile_complete = 1`).as('complete'),
        sumOf(hasPhoto).as('photo'),
        sumOf(hasFullBirthDate(db)).as('birthDate'),
        sumOf(sql`families.verified_on >= ${yearAgo}`).as('verified'),
      ])
      .where('members.district_id', 'is not', null)
      .groupBy('members.district_id')
      .execute(),
    db.selectFrom('districts').select(['id', 'name', 'name_gu']).orderBy('name').execute(),
    villagesOf === undefined
      ? Promise.resolve([])
      : db
          .selectFrom('villages')
          .innerJoin('posts', 'posts.id', 'villages.post_id')
          .where('posts.district_id', '=', villagesOf)
          .select(['villages.id', 'villages.name', 'villages.name_gu'])
          .orderBy('villages.name')
          .execute(),
    db.selectFrom('education').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('business_types').select(['id', 'name']).orderBy('id').execute(),
  ]);

  const counted = (rows: { id: number | null; n: unknown }[]) =>
    new Map(rows.map((r) => [r.id, n(r.n)]));
  /** The named rows with members, the most first (then by name). */
  const named = (
    names: { id: number; name: string; name_gu?: string | null }[],
    counts: Map<number | null, number>,
  ) =>
    names
      .map((p) => ({
        id: p.id,
        name: p.name,
        name_gu: p.name_gu ?? null,
        members: counts.get(p.id) ?? 0,
      }))
      .filter((p) => p.members > 0)
      .sort((a, b) => b.members - a.members || a.name.localeCompare(b.name));

  const byMonth = (rows: { month: string; n: unknown }[]) =>
    new Map(rows.map((r) => [r.month, n(r.n)]));
  const memberByMonth = byMonth(memberMonths);
  const familyByMonth = byMonth(families);
  const growth = Array.from({ length: 24 }, (_, i) => {
    const m = monthBefore(today, 23 - i);
    return { month: m, members: memberByMonth.get(m) ?? 0, families: familyByMonth.get(m) ?? 0 };
  });
  const fromYear = (counts: Map<string, number>) =>
    [...counts].filter(([m]) => m >= yearStart.slice(0, 7)).reduce((sum, [, v]) => sum + v, 0);

  const bandCount = (band: number, sex: number) =>
    n(ages.find((r) => Number(r.band) === band && Number(r.sex) === sex)?.n);
  const visibleDistricts = scope ? districts.filter((d) => scope.includes(d.id)) : districts;
  const districtCounts = counted(districtRows);
  const villageCounts = counted(villageRows);
  const educationCounts = counted(educationRows);
  const qualityById = new Map(qualityRows.map((r) => [r.id, r]));

  return {
    today,
    villagesOf: villagesOf ?? null,
    growth,
    thisYear: { members: fromYear(memberByMonth), families: fromYear(familyByMonth) },
    ages: AGE_BANDS.map((band, i) => ({
      from: band.from,
      to: band.to,
      male: bandCount(i, 1),
      female: bandCount(i, 0),
    })),
    noBirthDate: { male: bandCount(-1, 1), female: bandCount(-1, 0) },
    districts: named(visibleDistricts, districtCounts),
    villages: named(villages, villageCounts),
    noPlace: {
      district: districtCounts.get(null) ?? 0,
      village: villagesOf === undefined ? 0 : (villageCounts.get(null) ?? 0),
    },
    education: named(educations, educationCounts),
    noEducation: educationCounts.get(null) ?? 0,
    businessTypes: typeRows
      .map((r) => ({ type: n(r.type), members: n(r.n) }))
      .sort((a, b) => b.type - a.type),
    businesses: named(businesses, counted(businessRows)),
    bloodGroups: bloodRows
      .map((r) => ({ group: String(r.group), members: n(r.n) }))
      .sort((a, b) => a.group.localeCompare(b.group)),
    // The largest districts first, as in the districts chart.
    quality: named(visibleDistricts, districtCounts)
      .filter((d) => qualityById.has(d.id))
      .map((d) => {
        const r = qualityById.get(d.id)!;
        return {
          id: d.id,
          name: d.name,
          name_gu: d.name_gu,
          members: n(r.n),
          complete: n(r.complete),
          photo: n(r.photo),
          birthDate: n(r.birthDate),
          verified: n(r.verified),
        };
      }),
  };
}
