import { sql } from 'kysely';
import { parse } from 'gedcom';
import { describe, expect, it } from 'vitest';
import { deriveKin } from '../../server/db/kin-derivation.js';
import { readBookVillages } from '../../server/directory/read.js';
import { memberFacts, orderFamily } from '../../server/directory/layout.js';
import { familyHtml } from '../../server/directory/html.js';
import { bookWords } from '../../server/directory/labels.js';
import { refreshSearchKey } from '../../server/member/search.js';
import { accountWithRole, apiGet, apiSend, busiestDistricts, signedInServer } from './helpers.js';

const api = signedInServer();
const db = () => api.server.db;

/** Members of the seed by their relation to the head, with their household. */
async function withRelation(name: string) {
  return db()
    .selectFrom('members')
    .innerJoin('relations', 'relations.id', 'members.relation_id')
    .select([
      'members.id',
      'members.family_id',
      'members.sex',
      'members.district_id',
      'members.village_id',
    ])
    .where('relations.name', '=', name)
    .where('members.died_on', 'is', null)
    .orderBy('members.id')
    .execute();
}

const headOf = async (familyId: number) =>
  await db()
    .selectFrom('members')
    .select(['id', 'village_id', 'first_name'])
    .where('family_id', '=', familyId)
    .where('is_head', '=', 1)
    .executeTakeFirstOrThrow();

const count = async (query: string) =>
  Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db())).rows[0]!.n);

describe('the person graph derived from relations', () => {
  it('derives parents and spouses from the seed, and says what it could not', async () => {
    await db().deleteFrom('kin_parents').execute();
    await db().deleteFrom('marriages').execute();
    // A household the relations cannot fully say: a brother with no parents, two sons and a daughter-in-law.
    const family = (
      await db().insertInto('families').defaultValues().returning('id').executeTakeFirstOrThrow()
    ).id;
    const rel = async (name: string) =>
      (
        await db()
          .selectFrom('relations')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    const people: [string, number, number][] = [
      ['Self', 1, 1],
      ['Brother', 1, 0],
      ['Son', 1, 0],
      ['Son', 1, 0],
      ['Daughter-in-law', 0, 0],
    ];
    for (const [i, [relation, sex, head]] of people.entries())
      await db()
        .insertInto('members')
        .values({
          family_id: family,
          relation_id: await rel(relation),
          is_head: head,
          sex,
          mobile_no: `98250${String(70000 + i)}`,
          first_name: `Kin${i}`,
          last_name: 'Test',
        })
        .execute();

    const report = await deriveKin(db());
    const wives =
      await count(`SELECT count(*) AS n FROM members m JOIN relations r ON r.id = m.relation_id
      WHERE r.name IN ('Wife', 'Husband') AND m.is_head = 0`);
    const children =
      await count(`SELECT count(*) AS n FROM members m JOIN relations r ON r.id = m.relation_id
      WHERE r.name IN ('Son', 'Daughter')`);
    const headsMothers =
      await count(`SELECT count(*) AS n FROM members m JOIN relations r ON r.id = m.relation_id
      WHERE r.name = 'Mother'`);
    // Every seeded head is a man: each Son or Daughter is his child.
    expect(report.derived.father).toBe(children);
    expect(report.derived.spouse).toBe(wives);
    expect(report.derived.mother).toBeGreaterThan(headsMothers);
    expect(report.notDerived).toEqual({
      sibling_without_parents: 1,
      daughter_in_law_of_several_sons: 1,
    });
    expect(await count('SELECT count(*) AS n FROM kin_parents')).toBe(
      report.derived.father + report.derived.mother,
    );
    // Running again adds nothing.
    const again = await deriveKin(db());
    expect(again.derived).toEqual({ father: 0, mother: 0, spouse: 0 });
  });

  it("answers a member's parents, spouse, children and siblings", async () => {
    const [child] = await withRelation('Son');
    const head = await headOf(child!.family_id);
    const { status, body } = await api.get(`members/${child!.id}/kin`);
    expect(status).toBe(200);
    expect(body.data.father.id).toBe(head.id);
    const parent = await api.get(`members/${head.id}/kin`);
    expect(parent.body.data.children.map((c: { id: number }) => c.id)).toContain(child!.id);
    expect(parent.body.data.spouses.length).toBeGreaterThan(0);
  });
});

describe('a wedding, as one step', () => {
  it("moves the bride into the groom's household, keeps her in her birth family, and logs one event", async () => {
    const daughters = await withRelation('Daughter');
    const sons = await withRelation('Son');
    const bride = daughters[0]!;
    const groom = sons.find(
      (s) => s.family_id !== bride.family_id && s.village_id !== bride.village_id,
    )!;
    const birthHead = await headOf(bride.family_id);
    const groomHead = await headOf(groom.family_id);
    const committee = await db()
      .insertInto('committees')
      .values({ name: 'Kin test committee' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('committee_members')
      .values({ committee_id: committee.id, member_id: bride.id, position: 'Secretary' })
      .execute();
    const eventsBefore = await count('SELECT count(*) AS n FROM audit_events');

    const { status, body } = await api.send('POST', `members/${groom.id}/marriages`, {
      spouse_id: bride.id,
      married_on: '2026-02-14',
      household: 'member',
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Marriage recorded.');
    expect(body.data.spouses[0]).toMatchObject({
      id: bride.id,
      current: true,
      married_on: '2026-02-14',
    });

    const moved = await db()
      .selectFrom('members')
      .innerJoin('relations', 'relations.id', 'members.relation_id')
      .select([
        'members.family_id',
        'members.village_id',
        'relations.name as relation',
        'members.is_head',
      ])
      .where('members.id', '=', bride.id)
      .executeTakeFirstOrThrow();
    expect(moved).toMatchObject({
      family_id: groom.family_id,
      village_id: groomHead.village_id,
      relation: 'Daughter-in-law',
      is_head: 0,
    });
    // Her seat follows her.
    expect(
      await db()
        .selectFrom('committee_members')
        .select('id')
        .where('member_id', '=', bride.id)
        .execute(),
    ).toHaveLength(1);
    // Her birth family still counts her, married, with her husband's name.
    const birth = await api.get(`members/${birthHead.id}/kin`);
    const away = birth.body.data.away.find((a: { id: number }) => a.id === bride.id);
    expect(away).toMatchObject({ elsewhere: true, family_id: groom.family_id });
    expect(away.spouse).toContain(
      (
        await db()
          .selectFrom('members')
          .select('first_name')
          .where('id', '=', groom.id)
          .executeTakeFirstOrThrow()
      ).first_name,
    );
    // Her parents are still hers.
    const hers = await api.get(`members/${bride.id}/kin`);
    expect(hers.body.data.father.id).toBe(birthHead.id);
    expect(hers.body.data.father.elsewhere).toBe(true);
    // One audit event.
    expect(await count('SELECT count(*) AS n FROM audit_events')).toBe(eventsBefore + 1);
    const event = await db()
      .selectFrom('audit_events')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.action).toBe('marriage');

    // Recording it twice is refused and changes nothing.
    const twice = await api.send('POST', `members/${groom.id}/marriages`, {
      spouse_id: bride.id,
      household: 'member',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.spouse_id).toEqual(['These two are married already.']);

    // A separation: she moves back to her parents' household, as their daughter.
    const marriageId = body.data.spouses[0].marriage_id;
    const ended = await api.send('POST', `marriages/${marriageId}/end`, {
      ended_by: 'separation',
      ended_on: '2026-06-01',
      move_back_id: bride.id,
    });
    expect(ended.status).toBe(200);
    const back = await db()
      .selectFrom('members')
      .innerJoin('relations', 'relations.id', 'members.relation_id')
      .select(['members.family_id', 'relations.name as relation'])
      .where('members.id', '=', bride.id)
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ family_id: bride.family_id, relation: 'Daughter' });
    const after = await api.get(`members/${bride.id}/kin`);
    expect(after.body.data.spouses[0]).toMatchObject({ current: false, ended_by: 'separation' });
    const again = await api.send('POST', `marriages/${marriageId}/end`, {
      ended_by: 'separation',
    });
    expect(again.status).toBe(409);
  });

  it('asks who heads the household a head leaves, then hands it over', async () => {
    const [mother] = await withRelation('Mother');
    const household = mother!.family_id;
    const head = await headOf(household);
    // Married already: the step says so, until that marriage has ended.
    const body0 = {
      new_spouse: { first_name: 'Nayna', last_name: 'Kin', mobile_no: '9825099001', sex: 0 },
      household: 'new',
    };
    const first = (await api.get(`members/${head.id}/kin`)).body.data.spouses[0];
    if (first) {
      const twice = await api.send('POST', `members/${head.id}/marriages`, body0);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toMatch(/record the end of that marriage first/);
      const ended = await api.send('POST', `marriages/${first.marriage_id}/end`, {
        ended_by: 'death',
        deceased_id: first.id,
        ended_on: '2025-06-01',
      });
      expect(ended.status).toBe(200);
    }
    // The widower marries into a new household of their own with a new person.
    const body = {
      new_spouse: { first_name: 'Nayna', last_name: 'Kin', mobile_no: '9825099001', sex: 0 },
      household: 'new',
      married_on: '2026-03-01',
    };
    const refused = await api.send('POST', `members/${head.id}/marriages`, body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.successor_id[0]).toMatch(/choose its new head/);
    const before = await db()
      .selectFrom('members')
      .select('id')
      .where('mobile_no', '=', '9825099001')
      .execute();
    expect(before).toHaveLength(0);

    const done = await api.send('POST', `members/${head.id}/marriages`, {
      ...body,
      successor_id: mother!.id,
    });
    expect(done.body.message).toBe('Marriage recorded.');
    expect(done.status).toBe(201);
    const now = await db()
      .selectFrom('members')
      .select(['id', 'family_id', 'is_head'])
      .where('id', 'in', [head.id, mother!.id])
      .execute();
    const byId = new Map(now.map((m) => [m.id, m]));
    expect(byId.get(mother!.id)).toMatchObject({ family_id: household, is_head: 1 });
    expect(byId.get(head.id)!.family_id).not.toBe(household);
    expect(byId.get(head.id)!.is_head).toBe(1);
    const wife = await db()
      .selectFrom('members')
      .select(['family_id', 'is_head'])
      .where('mobile_no', '=', '9825099001')
      .executeTakeFirstOrThrow();
    expect(wife).toEqual({ family_id: byId.get(head.id)!.family_id, is_head: 0 });
  });

  it("refuses a spouse outside a coordinator's districts", async () => {
    const [mine, other] = await busiestDistricts(db());
    const coordinator = await accountWithRole(api.server, 'coordinator', [mine!]);
    const member = await db()
      .selectFrom('members')
      .select('id')
      .where('district_id', '=', mine!)
      .executeTakeFirstOrThrow();
    const stranger = await db()
      .selectFrom('members')
      .select('id')
      .where('district_id', '=', other!)
      .executeTakeFirstOrThrow();
    const answer = await apiSend(
      api.server.app,
      coordinator,
      'POST',
      `members/${member.id}/marriages`,
      {
        spouse_id: stranger.id,
        household: 'member',
      },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.spouse_id).toBeDefined();
    const tree = await apiGet(api.server.app, coordinator, `members/${stranger.id}/tree`);
    expect(tree.statusCode).toBe(404);
  });
});

describe('a death', () => {
  it('leaves the member out of the list, the dashboard and the segments, and can be undone', async () => {
    const [wife] = await withRelation('Wife');
    const head = await headOf(wife!.family_id);
    const dashboard = async () => (await api.get('dashboard/details')).body.data;
    const before = await dashboard();
    const died = await api.send('PUT', `members/${wife!.id}/death`, {
      died_on: '2026-01-05',
    });
    expect(died.status).toBe(200);
    expect(died.body.data.spouses[0]).toMatchObject({
      id: head.id,
      current: false,
      ended_by: 'death',
    });
    const after = await dashboard();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    const listed = await api.get(`members/list?search=${wife!.id}&itemsPerPage=100`);
    expect(listed.status).toBe(200);
    const everyone = await api.get('members/list?itemsPerPage=1');
    const gone = await api.get('members/list?deceased=1&itemsPerPage=100');
    expect(gone.body.data.map((m: { id: number }) => m.id)).toContain(wife!.id);
    expect(gone.body.data.find((m: { id: number }) => m.id === wife!.id).died_on).toBe(
      '2026-01-05',
    );
    const inFamily = await api.get(
      `members/list?itemsPerPage=100&district_id=${wife!.district_id}`,
    );
    expect(inFamily.body.data.map((m: { id: number }) => m.id)).not.toContain(wife!.id);

    // A future date is refused.
    const future = await api.send('PUT', `members/${wife!.id}/death`, {
      died_on: '2999-01-01',
    });
    expect(future.status).toBe(422);

    const undone = await api.send('PUT', `members/${wife!.id}/death`, {
      died_on: null,
    });
    expect(undone.body.data.spouses[0]).toMatchObject({ id: head.id, current: true });
    const restored = await api.get('members/list?itemsPerPage=1');
    expect(restored.body.total).toBe(everyone.body.total + 1);
    expect((await dashboard()).members).toEqual(before.members);
  });
});

describe('parents', () => {
  it('refuses a member as their own parent or a descendant as a parent', async () => {
    const [child] = await withRelation('Son');
    const head = await headOf(child!.family_id);
    const self = await api.send('PUT', `members/${head.id}/kin`, {
      father_id: head.id,
    });
    expect(self.status).toBe(422);
    expect(self.body.errors.father_id).toEqual(['A member cannot be their own parent.']);
    const loop = await api.send('PUT', `members/${head.id}/kin`, {
      father_id: child!.id,
    });
    expect(loop.status).toBe(422);
    expect(loop.body.errors.father_id[0]).toMatch(/descends from this member/);
  });
});

describe('the tree and its GEDCOM file', () => {
  it('holds three generations, and an independent parser reads every person and family', async () => {
    // A grandchild: the son of a head whose own mother lives with them.
    const [grandmother] = await withRelation('Mother');
    const head = await headOf(grandmother!.family_id);
    const child = await db()
      .selectFrom('kin_parents')
      .select('child_id')
      .where('parent_id', '=', head.id)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('members')
      .set({ surname: 'પટેલ', native_place: 'વડનગર' })
      .where('id', '=', head.id)
      .execute();
    const { status, body } = await api.get(`members/${child.child_id}/tree`);
    expect(status).toBe(200);
    const tree = body.data;
    const ids = tree.people.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([grandmother!.id, head.id, child.child_id]));
    const headRow = tree.people.find((p: { id: number }) => p.id === head.id);
    expect(headRow.mother_id).toBe(grandmother!.id);
    expect(tree.people.find((p: { id: number }) => p.id === child.child_id).father_id).toBe(
      head.id,
    );

    const file = await apiGet(api.server.app, api.session, `members/${child.child_id}/gedcom`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.ged');
    const parsed = parse(file.body);
    const records = parsed.children;
    const head0 = records.find((r) => r.type === 'HEAD')!;
    expect(head0.children.find((c) => c.type === 'CHAR')!.data?.value).toBe('UTF-8');
    const indis = records.filter((r) => r.type === 'INDI');
    expect(indis.map((r) => r.data?.xref_id).sort()).toEqual(
      ids.map((id: number) => `@I${id}@`).sort(),
    );
    const headIndi = indis.find((r) => r.data?.xref_id === `@I${head.id}@`)!;
    expect(String(headIndi.children.find((c) => c.type === 'NAME')!.data?.value)).toMatch(
      /\/પટેલ\/$/,
    );
    expect(headIndi.children.find((c) => c.type === '_VATAN')!.data?.value).toBe('વડનગર');
    const fams = records.filter((r) => r.type === 'FAM');
    expect(fams.length).toBeGreaterThanOrEqual(tree.marriages.length);
    // Every child is a CHIL of one family, every spouse a HUSB or WIFE.
    const children = fams.flatMap((f) =>
      f.children.filter((c) => c.type === 'CHIL').map((c) => c.data?.pointer),
    );
    expect(children).toContain(`@I${child.child_id}@`);
    expect(children).toContain(`@I${head.id}@`);
    for (const m of tree.marriages) {
      const fam = fams.find((f) =>
        [m.spouse_a_id, m.spouse_b_id].every((id: number) =>
          f.children.some(
            (c) => ['HUSB', 'WIFE'].includes(c.type) && c.data?.pointer === `@I${id}@`,
          ),
        ),
      );
      expect(fam, `marriage ${m.id} as a family`).toBeDefined();
    }
  });
});

describe('surname and native place', () => {
  it('are saved on the member form and found by the search in either script', async () => {
    const [member] = await withRelation('Self');
    const saved = await api.send('PUT', `members/${member!.id}/kin`, {});
    expect(saved.status).toBe(200);
    const form = await api.get(`members/${member!.id}`);
    const { photo: _photo, ...record } = form.body.data;
    const { status, body: answer } = await api.send('POST', 'members', {
      ...record,
      country: record.country,
      state: record.state,
      family: JSON.stringify(
        record.family.map((f: { id: number; relation_id: number | null; is_head: boolean }) => ({
          id: f.id,
          relation_id: f.relation_id,
          is_head: f.is_head,
        })),
      ),
      settings: JSON.stringify({ ...record.settings, isAnniversary: false }),
      surname: 'Zaverikanth',
      native_place: 'ખંભાત',
    });
    expect(answer.errors).toBeUndefined();
    expect(status).toBe(200);
    const read = (await api.get(`members/${member!.id}`)).body.data;
    expect(read).toMatchObject({ surname: 'Zaverikanth', native_place: 'ખંભાત' });
    expect(read.settings.isAnniversary).toBe(false);
    const latin = await api.get('members/list?search=Khambhat');
    expect(latin.body.data.map((m: { id: number }) => m.id)).toContain(member!.id);
    // A name in one script finds its start in the other, not a word that holds it inside.
    await db()
      .updateTable('members')
      .set({ first_name: 'ભાવેશભાઈ' })
      .where('id', '=', member!.id)
      .execute();
    await refreshSearchKey(db(), member!.id);
    const picked = await api.get('members/search?search=Bhavesh');
    expect(picked.body.data.map((m: { id: number }) => m.id)).toContain(member!.id);
    const inside = await api.get('members/list?search=avesh');
    expect(inside.body.data.map((m: { id: number }) => m.id)).not.toContain(member!.id);
    const seeded = await api.get('members/list?search=Patel&itemsPerPage=5');
    expect(seeded.body.total).toBeGreaterThan(0);
    for (const row of seeded.body.data) expect(row.surname).toBe('પટેલ');
  });
});

describe('the printed book', () => {
  it('lists a married daughter under her birth family, marks the deceased, prints marriage dates', async () => {
    const daughters = await withRelation('Daughter');
    const sons = await withRelation('Son');
    const bride = daughters[daughters.length - 1]!;
    const groom = sons.find(
      (s) => s.family_id !== bride.family_id && s.village_id !== bride.village_id,
    )!;
    const groomHead = await headOf(groom.family_id);
    const married = await api.send('POST', `members/${groom.id}/marriages`, {
      spouse_id: bride.id,
      married_on: '2025-12-01',
      household: 'member',
    });
    expect(married.status).toBe(201);
    const birthHead = await headOf(bride.family_id);
    await api.send('PUT', `members/${birthHead.id}/death`, { died_on: '2026-01-10' });

    const { village_id } = await db()
      .selectFrom('members')
      .select('village_id')
      .where('id', '=', birthHead.id)
      .executeTakeFirstOrThrow();
    const book = await readBookVillages(db(), {
      district_ids: [],
      post_ids: [],
      village_ids: [village_id!],
      language: 'en',
    });
    const family = book.flatMap((v) => v.families).find((f) => f.id === bride.family_id)!;
    const groomVillage = await db()
      .selectFrom('villages')
      .select('name')
      .where('id', '=', groomHead.village_id!)
      .executeTakeFirstOrThrow();
    expect(family.away).toEqual([
      expect.objectContaining({ id: bride.id, village: groomVillage.name }),
    ]);
    expect(family.away[0]!.spouse).toBeTruthy();
    const words = bookWords('en');
    const facts = orderFamily(family.members).map((m) => memberFacts(m, words, new Date()));
    expect(facts[0]!.name).toMatch(/ †$/);
    expect(facts[0]!.passedAway).toBe('Passed away 10-01-2026');
    expect(facts[0]!.mobile).toBeNull();
    const html = familyHtml(
      facts,
      facts.map(() => undefined),
      words,
      undefined,
      family.away,
    );
    expect(html).toContain(words.marriedAway);
    expect(html).toContain(groomVillage.name);

    // Without the option, the birth family's block has no such list.
    const plain = await readBookVillages(db(), {
      district_ids: [],
      post_ids: [],
      village_ids: [village_id!],
      language: 'en',
      married_daughters: false,
    });
    expect(plain.flatMap((v) => v.families).find((f) => f.id === bride.family_id)!.away).toEqual(
      [],
    );

    // The groom's family prints the marriage date beside both, unless one hides it.
    await db()
      .updateTable('members')
      .set({ show_anniversary: 0 })
      .where('id', '=', bride.id)
      .execute();
    const { village_id: groomVillageId } = await db()
      .selectFrom('members')
      .select('village_id')
      .where('id', '=', groomHead.id)
      .executeTakeFirstOrThrow();
    const theirs = (
      await readBookVillages(db(), {
        district_ids: [],
        post_ids: [],
        village_ids: [groomVillageId!],
        language: 'en',
      })
    )
      .flatMap((v) => v.families)
      .find((f) => f.id === groom.family_id)!;
    const dates = new Map(theirs.members.map((m) => [m.id, m.married_on]));
    expect(dates.get(groom.id)).toBe('2025-12-01');
    expect(dates.get(bride.id)).toBeNull();
  });
});
