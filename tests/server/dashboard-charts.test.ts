import { describe, expect, it } from 'vitest';
import {
  accountWithRole,
  apiGet,
  busiestDistricts,
  signedInServer,
  type Session,
} from './helpers.js';
import { todayIn } from '../../shared/days.js';
import type { DashboardCharts } from '../../shared/contract/dashboard.js';

const api = signedInServer();

const as = (session: Session) => ({
  get: async (path: string) => {
    const r = await apiGet(api.server.app, session, path);
    return { status: r.statusCode, body: r.json() };
  },
});
const charts = async (query = '', session = api.session) => {
  const { status, body } = await as(session).get(`dashboard/charts${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as DashboardCharts;
};
/** The members list's total for these filters: what a bar clicks through to. */
const listed = async (filters: Record<string, string | number>, session = api.session) => {
  const query = new URLSearchParams(
    Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
  ).toString();
  const { status, body } = await as(session).get(`members/list?itemsPerPage=1&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.total as number;
};

/** A member's age on `today` in whole years, written here without the server's SQL. */
function ageOn(dob: string | null, today: string): number | null {
  if (!dob || !/^\d{4}-\d{2}-\d{2}$/.test(dob)) return null;
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

/** The living, not erased members, read straight from the database. */
async function livingMembers(districts?: number[]) {
  let q = api.server.db
    .selectFrom('members')
    .leftJoin('families', 'families.id', 'members.family_id')
    .select([
      'members.id',
      'members.sex',
      'members.date_of_birth',
      'members.blood_group',
      'members.district_id',
      'members.village_id',
      'members.education_id',
      'members.business_type',
      'members.photo',
      'members.profile_complete',
      'members.created_at',
      'families.verified_on',
    ])
    .where('members.died_on', 'is', null)
    .where('members.erased_on', 'is', null);
  if (districts) q = q.where('members.district_id', 'in', districts);
  return q.execute();
}

const count = <T>(rows: T[], test: (row: T) => boolean) => rows.filter(test).length;

describe('GET /dashboard/charts', () => {
  it('answers each chart with the counts read from the database', async () => {
    const data = await charts();
    const today = todayIn();
    expect(data.today).toBe(today);
    const members = await livingMembers();

    // Growth: each month's members, 24 months ending with this one.
    expect(data.growth).toHaveLength(24);
    expect(data.growth.at(-1)!.month).toBe(today.slice(0, 7));
    for (const month of data.growth)
      expect(month.members, month.month).toBe(
        count(members, (m) => m.created_at.startsWith(month.month)),
      );
    expect(data.growth.reduce((sum, m) => sum + m.members, 0)).toBeGreaterThan(0);
    const thisYear = today.slice(0, 4);
    expect(data.thisYear.members).toBe(count(members, (m) => m.created_at.startsWith(thisYear)));

    // Ages by 10-year band and gender; those without a full birth date apart.
    for (const band of data.ages)
      for (const [sex, key] of [
        [1, 'male'],
        [0, 'female'],
      ] as const)
        expect(band[key], `${band.from}–${band.to} ${key}`).toBe(
          count(members, (m) => {
            const age = ageOn(m.date_of_birth, today);
            return (
              m.sex === sex &&
              age !== null &&
              age >= band.from &&
              (band.to === null || age <= band.to)
            );
          }),
        );
    expect(data.noBirthDate.male + data.noBirthDate.female).toBe(
      count(members, (m) => ageOn(m.date_of_birth, today) === null),
    );

    // Places, education, work.
    for (const district of data.districts)
      expect(district.members, district.name).toBe(
        count(members, (m) => m.district_id === district.id),
      );
    expect(data.districts.map((d) => d.members)).toEqual(
      [...data.districts.map((d) => d.members)].sort((a, b) => b - a),
    );
    expect(data.villagesOf).toBe(data.districts[0]!.id);
    for (const village of data.villages)
      expect(village.members, village.name).toBe(
        count(members, (m) => m.village_id === village.id && m.district_id === data.villagesOf),
      );
    for (const level of data.education)
      expect(level.members, level.name).toBe(count(members, (m) => m.education_id === level.id));
    expect(data.noEducation).toBe(count(members, (m) => m.education_id === null));
    for (const type of data.businessTypes)
      expect(type.members).toBe(count(members, (m) => m.business_type === type.type));

    // Blood groups of those aged 18 to 65, only as recorded.
    for (const group of data.bloodGroups)
      expect(group.members, group.group).toBe(
        count(members, (m) => {
          const age = ageOn(m.date_of_birth, today);
          return m.blood_group === group.group && age !== null && age >= 18 && age <= 65;
        }),
      );
    expect(data.bloodGroups.length).toBeGreaterThan(0);

    // Record quality per district.
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    for (const row of data.quality) {
      const theirs = members.filter((m) => m.district_id === row.id);
      expect(row, row.name).toEqual({
        id: row.id,
        name: row.name,
        name_gu: row.name_gu,
        members: theirs.length,
        complete: count(theirs, (m) => m.profile_complete === 1),
        photo: count(theirs, (m) => !!m.photo),
        birthDate: count(theirs, (m) => ageOn(m.date_of_birth, today) !== null),
        verified: count(theirs, (m) => !!m.verified_on && m.verified_on >= yearAgo),
      });
    }
  });

  it('has each bar’s number as the total of the members list it opens', async () => {
    const data = await charts();
    const today = data.today;
    const band = data.ages.find((b) => b.from === 20)!;
    expect(await listed({ age_from: 20, age_to: 29, genderSelected: 0 })).toBe(band.female);
    expect(await listed({ age_from: 20, age_to: 29, genderSelected: 1 })).toBe(band.male);
    const oldest = data.ages.at(-1)!;
    expect(await listed({ age_from: oldest.from })).toBe(oldest.male + oldest.female);
    expect(await listed({ no_birth_date: 1 })).toBe(
      data.noBirthDate.male + data.noBirthDate.female,
    );
    const busy = data.growth.reduce((a, b) => (b.members > a.members ? b : a));
    const [year, month] = busy.month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(
      await listed({ added_from: `${busy.month}-01`, added_to: `${busy.month}-${last}` }),
    ).toBe(busy.members);
    const district = data.districts[1]!;
    expect(await listed({ district_id: district.id })).toBe(district.members);
    const village = data.villages[0]!;
    expect(await listed({ village_id: village.id })).toBe(village.members);
    const level = data.education[0]!;
    expect(await listed({ educationSelected: level.id })).toBe(level.members);
    const type = data.businessTypes[0]!;
    expect(await listed({ businessTypeSelected: type.type })).toBe(type.members);
    const group = data.bloodGroups[0]!;
    expect(await listed({ bloodGroupSelected: group.group, age_from: 18, age_to: 65 })).toBe(
      group.members,
    );
    const quality = data.quality[0]!;
    const lacking = { district_id: quality.id };
    expect(await listed({ ...lacking, incomplete: 1 })).toBe(quality.members - quality.complete);
    expect(await listed({ ...lacking, no_photo: 1 })).toBe(quality.members - quality.photo);
    expect(await listed({ ...lacking, no_birth_date: 1 })).toBe(
      quality.members - quality.birthDate,
    );
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    expect(await listed({ ...lacking, not_verified_since: yearAgo })).toBe(
      quality.members - quality.verified,
    );
  });

  it('shows a coordinator its districts only, and refuses another district’s villages', async () => {
    const [mine, other] = await busiestDistricts(api.server.db);
    const coordinator = await accountWithRole(api.server, 'coordinator', [mine!]);
    const data = await charts('', coordinator);
    const members = await livingMembers([mine!]);
    expect(data.districts.map((d) => d.id)).toEqual([mine]);
    expect(data.districts[0]!.members).toBe(members.length);
    expect(data.quality.map((d) => d.id)).toEqual([mine]);
    expect(data.villagesOf).toBe(mine);
    const pyramid = data.ages.reduce((sum, b) => sum + b.male + b.female, 0);
    expect(pyramid + data.noBirthDate.male + data.noBirthDate.female).toBe(members.length);
    expect(data.growth.reduce((sum, m) => sum + m.members, 0)).toBeLessThanOrEqual(members.length);
    expect((await as(coordinator).get(`dashboard/charts?villages_of=${other}`)).status).toBe(404);
    // The bar opens the same number in the coordinator's list.
    const band = data.ages.find((b) => b.from === 30)!;
    expect(await listed({ age_from: 30, age_to: 39, genderSelected: 1 }, coordinator)).toBe(
      band.male,
    );
  });

  it('counts again after a member is written, and not after a write that changes nothing it counts', async () => {
    const before = await charts();
    const district = before.districts[0]!;
    const cards = (await api.get('dashboard/details')).body.data;
    const member = await api.server.db
      .selectFrom('members')
      .select(['id', 'first_name'])
      .where('district_id', '=', district.id)
      .where('died_on', 'is', null)
      .where('is_head', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A name saved: the charts' version does not move.
    const version = async () =>
      (
        await api.server.db
          .selectFrom('data_versions')
          .select('version')
          .where('name', '=', 'charts')
          .executeTakeFirstOrThrow()
      ).version;
    const at = await version();
    await api.server.db
      .updateTable('members')
      .set({ first_name: `${member.first_name}x` })
      .where('id', '=', member.id)
      .execute();
    expect(await version()).toBe(at);
    // Passed away: out of the charts and the cards at once.
    await api.server.db
      .updateTable('members')
      .set({ died_on: '2026-01-01' })
      .where('id', '=', member.id)
      .execute();
    const after = await charts();
    expect(after.districts.find((d) => d.id === district.id)!.members).toBe(district.members - 1);
    const cardsAfter = (await api.get('dashboard/details')).body.data;
    expect(cardsAfter.members.allMembers).toBe(cards.members.allMembers - 1);
  });

  it('refuses a malformed district or filter with a code, never 500', async () => {
    expect((await api.get('dashboard/charts?villages_of=abc')).status).toBe(422);
    expect((await api.get('dashboard/charts?villages_of=999999')).status).toBe(404);
    for (const query of [
      'age_from=-1',
      'age_to=abc',
      'added_from=2026-13-01',
      'added_to=yesterday',
      'no_photo=2',
    ]) {
      const { status, body } = await api.get(`members/list?${query}`);
      expect(status, query).toBe(422);
      expect(body.code, query).toBeTruthy();
    }
  });
});
