import { describe, expect, it } from 'vitest';
import { signedInServer } from './helpers.js';

const api = signedInServer();

const details = (query = '') => api.get(`dashboard/details${query}`);

/** The profile rule of docs/product.md §11, written again here in plain TypeScript over raw rows. */
async function expectedNumbers() {
  const members = await api.server.db.selectFrom('members').selectAll().execute();
  const gujarat = await api.server.db
    .selectFrom('states')
    .select('id')
    .where('country_id', '=', 101)
    .where('name', '=', 'Gujarat')
    .executeTakeFirstOrThrow();
  const set = (v: string | null) => v !== null && v.trim() !== '';
  const complete = members.filter((m) => {
    const inGujarat = !m.in_foreign_land && m.state_id === gujarat.id;
    return (
      set(m.first_name) &&
      m.first_name!.toLowerCase() !== 'null' &&
      set(m.last_name) &&
      set(m.mobile_no) &&
      m.date_of_birth !== null &&
      m.education_id !== null &&
      (inGujarat ? m.village_id !== null : set(m.city))
    );
  }).length;
  const families = new Set(members.map((m) => m.family_id)).size;
  const jobs = (await api.server.db.selectFrom('jobs').select('id').execute()).length;
  const portals = await api.server.db.selectFrom('business_portals').select('status').execute();
  return { members, complete, families, jobs, portals };
}

describe('GET /dashboard/details', () => {
  it('needs a signed-in administrator', async () => {
    const response = await api.server.app.inject({
      method: 'GET',
      url: '/api/frontend/dashboard/details',
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers the eight cards' numbers, matching counts made independently", async () => {
    const { status, body } = await details();
    expect(status).toBe(200);
    const expected = await expectedNumbers();
    const approved = expected.portals.filter((p) => p.status === 1).length;
    expect(body.data).toMatchObject({
      members: {
        allMembers: expected.members.length,
        completeProfiles: expected.complete,
        incompleteProfiles: expected.members.length - expected.complete,
        inForeign: expected.members.filter((m) => m.in_foreign_land === 1).length,
      },
      allFamilies: expected.families,
      jobs: expected.jobs,
      business: {
        allBusiness: expected.portals.length,
        approvedBusiness: approved,
        unapprovedBusiness: expected.portals.length - approved,
      },
    });
    // The demo community is meant to show every card with something in it.
    expect(expected.complete).toBeGreaterThan(0);
    expect(expected.members.length - expected.complete).toBeGreaterThan(0);
    expect(body.data.members.inForeign).toBeGreaterThan(0);
  });

  it('counts members where they live and families where their head lives, listing every district', async () => {
    const { body } = await details();
    const { members } = await expectedNumbers();
    const districts = await api.server.db
      .selectFrom('districts')
      .select(['id', 'name', 'name_gu'])
      .orderBy('name')
      .execute();
    const expected = districts.map((d) => {
      const here = members.filter((m) => m.district_id === d.id);
      return {
        name: d.name,
        name_gu: d.name_gu,
        families: here.filter((m) => m.is_head === 1).length,
        totalMembers: here.length,
      };
    });
    expect(body.data.familyInfo).toEqual(expected);
  });

  it("switches to the villages of a chosen district, counting each village's people", async () => {
    const mehsana = await api.server.db
      .selectFrom('districts')
      .select('id')
      .where('name', '=', 'Mehsana')
      .executeTakeFirstOrThrow();
    const { body } = await details(`?district_id=${mehsana.id}`);
    const { members } = await expectedNumbers();
    const villages = await api.server.db
      .selectFrom('villages')
      .innerJoin('posts', 'posts.id', 'villages.post_id')
      .select(['villages.id', 'villages.name', 'villages.name_gu'])
      .where('posts.district_id', '=', mehsana.id)
      .orderBy('villages.name')
      .execute();
    const expected = villages.map((v) => {
      const here = members.filter((m) => m.village_id === v.id);
      return {
        name: v.name,
        name_gu: v.name_gu,
        families: here.filter((m) => m.is_head === 1).length,
        totalMembers: here.length,
      };
    });
    expect(body.data.familyInfo).toEqual(expected);
    expect(expected.some((v) => v.totalMembers > 0)).toBe(true);
    expect(body.data.members.allMembers).toBe(members.length);
  });

  it('answers an empty table for a district without villages', async () => {
    const amreli = await api.server.db
      .selectFrom('districts')
      .select('id')
      .where('name', '=', 'Amreli')
      .executeTakeFirstOrThrow();
    expect((await details(`?district_id=${amreli.id}`)).body.data.familyInfo).toEqual([]);
  });

  it('treats an empty district_id as no filter, refuses a malformed one and 404s an unknown one', async () => {
    expect((await details('?district_id=')).body.data.familyInfo).toHaveLength(33);
    const bad = await details('?district_id=abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.district_id).toBeDefined();
    const unknown = await details('?district_id=99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('District not found.');
  });

  it('follows the data: a new member in a village shows up in the numbers', async () => {
    const before = (await details()).body.data;
    const village = await api.server.db
      .selectFrom('villages')
      .innerJoin('posts', 'posts.id', 'villages.post_id')
      .select(['villages.id', 'villages.post_id', 'posts.district_id'])
      .executeTakeFirstOrThrow();
    const family = await api.server.db
      .insertInto('families')
      .defaultValues()
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.server.db
      .insertInto('members')
      .values({
        family_id: family.id,
        is_head: 1,
        mobile_no: '9999900001',
        first_name: 'null',
        last_name: 'Test',
        sex: 1,
        business_type: 0,
        district_id: village.district_id,
        post_id: village.post_id,
        village_id: village.id,
      })
      .execute();
    const after = (await details()).body.data;
    expect(after.members.allMembers).toBe(before.members.allMembers + 1);
    expect(after.members.incompleteProfiles).toBe(before.members.incompleteProfiles + 1);
    expect(after.allFamilies).toBe(before.allFamilies + 1);
  });
});
