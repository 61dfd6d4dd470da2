import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { fullName } from '../../shared/names.js';
import { notFound } from '../http/errors.js';
import type { KinAway, KinPerson, KinRow, KinSpouse } from '../../shared/contract/kin.js';

/**
 * A member's relatives as the person graph holds them (docs/families.md): parents,
 * spouses (current and ended), children, siblings (a parent in common), and the
 * household's children who live in other households (married daughters).
 */

type Db = Kysely<Database>;

const personColumns = [
  'members.id',
  'members.first_name',
  'members.last_name',
  'members.sex',
  'members.family_id',
  'members.is_head',
  'members.died_on',
  'villages.name as village',
  'villages.name_gu as village_gu',
] as const;

const people = (db: Db) =>
  db
    .selectFrom('members')
    .leftJoin('villages', 'villages.id', 'members.village_id')
    .select(personColumns);

type PersonRow = Awaited<ReturnType<ReturnType<typeof people>['execute']>>[number];

const asPerson = (row: PersonRow, householdId: number): KinPerson => ({
  id: row.id,
  name: fullName(row.first_name, row.last_name),
  sex: row.sex,
  family_id: row.family_id,
  is_head: row.is_head === 1,
  village: row.village ?? null,
  village_gu: row.village_gu ?? null,
  died_on: row.died_on,
  elsewhere: row.family_id !== householdId,
});

async function byIds(db: Db, ids: number[]): Promise<Map<number, PersonRow>> {
  if (!ids.length) return new Map();
  const rows = await people(db)
    .where('members.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The current spouse of each of `ids`, by member. */
async function currentSpouses(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('marriages')
    .select(['spouse_a_id', 'spouse_b_id'])
    .where('current', '=', 1)
    .where((eb) => eb.or([eb('spouse_a_id', 'in', ids), eb('spouse_b_id', 'in', ids)]))
    .execute();
  const spouse = new Map<number, number>();
  for (const r of rows) {
    spouse.set(r.spouse_a_id, r.spouse_b_id);
    spouse.set(r.spouse_b_id, r.spouse_a_id);
  }
  return spouse;
}

/** The household's children who live in another household, with their spouse's name and village. */
export async function readAway(db: Db, familyId: number): Promise<KinAway[]> {
  const rows = await db
    .selectFrom('kin_parents')
    .innerJoin('members as parent', 'parent.id', 'kin_parents.parent_id')
    .innerJoin('members as child', 'child.id', 'kin_parents.child_id')
    .select([
      'kin_parents.child_id',
      'parent.first_name as parent_first',
      'parent.last_name as parent_last',
    ])
    .where('parent.family_id', '=', familyId)
    .where('child.family_id', '<>', familyId)
    .orderBy('kin_parents.child_id')
    .execute();
  const childIds = [...new Set(rows.map((r) => r.child_id))];
  const spouses = await currentSpouses(db, childIds);
  const found = await byIds(db, [...childIds, ...spouses.values()]);
  const seen = new Set<number>();
  const away: KinAway[] = [];
  for (const row of rows) {
    const child = found.get(row.child_id);
    if (!child || seen.has(child.id)) continue;
    seen.add(child.id);
    const spouse = found.get(spouses.get(child.id) ?? 0);
    away.push({
      ...asPerson(child, familyId),
      parent: fullName(row.parent_first, row.parent_last),
      spouse: spouse ? fullName(spouse.first_name, spouse.last_name) : null,
      spouse_village: spouse?.village ?? child.village ?? null,
      spouse_village_gu: spouse?.village_gu ?? child.village_gu ?? null,
    });
  }
  return away;
}

export async function readKin(db: Db, memberId: number): Promise<KinRow> {
  const [me] = await people(db).where('members.id', '=', memberId).execute();
  if (!me) throw notFound('member');
  const [parents, children, marriages] = await Promise.all([
    db
      .selectFrom('kin_parents')
      .select(['parent_id', 'role'])
      .where('child_id', '=', memberId)
      .execute(),
    db
      .selectFrom('kin_parents')
      .select('child_id')
      .where('parent_id', '=', memberId)
      .orderBy('child_id')
      .execute(),
    db
      .selectFrom('marriages')
      .selectAll()
      .where((eb) => eb.or([eb('spouse_a_id', '=', memberId), eb('spouse_b_id', '=', memberId)]))
      .orderBy('current', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  const parentIds = parents.map((p) => p.parent_id);
  const siblingRows = parentIds.length
    ? await db
        .selectFrom('kin_parents')
        .select('child_id')
        .distinct()
        .where('parent_id', 'in', parentIds)
        .where('child_id', '<>', memberId)
        .orderBy('child_id')
        .execute()
    : [];
  const spouseOf = (m: (typeof marriages)[number]) =>
    m.spouse_a_id === memberId ? m.spouse_b_id : m.spouse_a_id;
  const found = await byIds(db, [
    ...parentIds,
    ...children.map((c) => c.child_id),
    ...siblingRows.map((s) => s.child_id),
    ...marriages.map(spouseOf),
  ]);
  const here = me.family_id;
  const one = (id: number | undefined) => {
    const row = id === undefined ? undefined : found.get(id);
    return row ? asPerson(row, here) : null;
  };
  const many = (ids: number[]) =>
    ids.map((id) => one(id)).filter((p): p is KinPerson => p !== null);
  const spouses: KinSpouse[] = [];
  for (const m of marriages) {
    const person = one(spouseOf(m));
    if (person)
      spouses.push({
        ...person,
        marriage_id: m.id,
        married_on: m.married_on,
        current: m.current === 1,
        ended_on: m.ended_on,
        ended_by: m.ended_by,
      });
  }
  return {
    id: me.id,
    name: fullName(me.first_name, me.last_name),
    sex: me.sex,
    family_id: me.family_id,
    died_on: me.died_on,
    father: one(parents.find((p) => p.role === 'father')?.parent_id),
    mother: one(parents.find((p) => p.role === 'mother')?.parent_id),
    spouses,
    children: many(children.map((c) => c.child_id)),
    siblings: many(siblingRows.map((s) => s.child_id)),
    away: await readAway(db, me.family_id),
  };
}
