import type { Kysely } from 'kysely';

/**
 * Derives the person graph's ties from the relations to a family's head
 * (docs/families.md, "Where the ties come from"): a head's Son or Daughter is the
 * head's child (and the child of the head's only spouse in the family), a Wife or
 * Husband the head's spouse, a Father or Mother the head's parent (and, one of each,
 * each other's spouse), a Brother or Sister shares the head's parents, a
 * Daughter-in-law the spouse of the head's only son, a Son-in-law the spouse of the
 * head's only daughter, a grandchild the child of the head's only son (and his wife).
 * What the relations cannot say is counted by reason, never guessed.
 *
 * Adds only ties that are not there yet, so it runs again safely (the seed calls it
 * for the families it writes).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs before and after the typed schema
type AnyDb = Kysely<any>;

export interface KinDerivation {
  /** Members looked at. */
  members: number;
  /** Ties written, by kind. */
  derived: { father: number; mother: number; spouse: number };
  /** Members whose ties the relations could not give, by reason. */
  notDerived: Record<string, number>;
}

interface Person {
  id: number;
  family_id: number;
  relation: string | null;
  is_head: number;
  sex: number;
}

type Parent = { child_id: number; parent_id: number; role: 'father' | 'mother' };
type Marriage = { spouse_a_id: number; spouse_b_id: number };

const BATCH = 400;

export async function deriveKin(db: AnyDb, familyIds?: number[]): Promise<KinDerivation> {
  let query = db
    .selectFrom('members')
    .leftJoin('relations', 'relations.id', 'members.relation_id')
    .select([
      'members.id',
      'members.family_id',
      'relations.name as relation',
      'members.is_head',
      'members.sex',
    ])
    .orderBy('members.id');
  if (familyIds) {
    if (!familyIds.length)
      return { members: 0, derived: { father: 0, mother: 0, spouse: 0 }, notDerived: {} };
    query = query.where('members.family_id', 'in', familyIds);
  }
  const people = (await query.execute()) as Person[];
  const byFamily = new Map<number, Person[]>();
  for (const p of people) {
    const list = byFamily.get(p.family_id) ?? [];
    list.push(p);
    byFamily.set(p.family_id, list);
  }

  const parents: Parent[] = [];
  const marriages: Marriage[] = [];
  const notDerived: Record<string, number> = {};
  const miss = (reason: string, n = 1) => (notDerived[reason] = (notDerived[reason] ?? 0) + n);
  const marry = (a: Person, b: Person) =>
    marriages.push(
      a.sex === 1 || b.sex !== 1
        ? { spouse_a_id: a.id, spouse_b_id: b.id }
        : { spouse_a_id: b.id, spouse_b_id: a.id },
    );
  const childOf = (child: Person, parent: Person) =>
    parents.push({
      child_id: child.id,
      parent_id: parent.id,
      role: parent.sex === 1 ? 'father' : 'mother',
    });

  for (const members of byFamily.values()) {
    const heads = members.filter((m) => m.is_head);
    if (heads.length !== 1) {
      miss(heads.length ? 'family_with_several_heads' : 'family_without_head', members.length);
      continue;
    }
    const head = heads[0]!;
    const of = (...names: string[]) =>
      members.filter((m) => m !== head && names.includes(m.relation ?? ''));
    const spouses = of('Wife', 'Husband');
    const sons = of('Son');
    const daughters = of('Daughter');
    const fathers = of('Father');
    const mothers = of('Mother');
    for (const spouse of spouses) marry(head, spouse);
    for (const child of [...sons, ...daughters]) {
      childOf(child, head);
      if (spouses.length === 1) childOf(child, spouses[0]!);
    }
    if (spouses.length > 1) miss('children_with_several_spouses', sons.length + daughters.length);
    if (fathers.length > 1) miss('several_fathers', fathers.length);
    else if (fathers.length === 1) childOf(head, fathers[0]!);
    if (mothers.length > 1) miss('several_mothers', mothers.length);
    else if (mothers.length === 1) childOf(head, mothers[0]!);
    if (fathers.length === 1 && mothers.length === 1) marry(fathers[0]!, mothers[0]!);
    const headParents = [fathers, mothers].filter((list) => list.length === 1).map((l) => l[0]!);
    for (const sibling of of('Brother', 'Sister')) {
      if (!headParents.length) miss('sibling_without_parents');
      for (const parent of headParents) childOf(sibling, parent);
    }
    const inLaws: [Person[], Person[], string][] = [
      [of('Daughter-in-law'), sons, 'daughter_in_law_of_several_sons'],
      [of('Son-in-law'), daughters, 'son_in_law_of_several_daughters'],
    ];
    for (const [partners, children, reason] of inLaws) {
      if (partners.length === 1 && children.length === 1) marry(children[0]!, partners[0]!);
      else miss(reason, partners.length);
    }
    const grandchildren = of('Grandson', 'Granddaughter');
    if (grandchildren.length && sons.length === 1) {
      const wives = of('Daughter-in-law');
      for (const child of grandchildren) {
        childOf(child, sons[0]!);
        if (wives.length === 1) childOf(child, wives[0]!);
      }
    } else miss('grandchild_of_several_sons', grandchildren.length);
    for (const m of members)
      if (m !== head && (!m.relation || m.relation === 'Other' || m.relation === 'Self'))
        miss('no_family_relation');
  }
  for (const [reason, n] of Object.entries(notDerived)) if (!n) delete notDerived[reason];

  const derived = { father: 0, mother: 0, spouse: 0 };
  const ids = people.map((p) => p.id);
  const known = new Set<string>();
  const knownPairs = new Set<string>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    for (const row of await db
      .selectFrom('kin_parents')
      .select(['child_id', 'role'])
      .where('child_id', 'in', chunk)
      .execute())
      known.add(`${row.child_id}:${row.role}`);
    for (const row of await db
      .selectFrom('marriages')
      .select(['spouse_a_id', 'spouse_b_id'])
      .where('spouse_a_id', 'in', chunk)
      .execute())
      knownPairs.add(`${row.spouse_a_id}:${row.spouse_b_id}`);
  }
  const newParents = parents.filter((p) => {
    const key = `${p.child_id}:${p.role}`;
    if (known.has(key)) return false;
    known.add(key);
    derived[p.role]++;
    return true;
  });
  const newMarriages = marriages.filter((m) => {
    const key = `${m.spouse_a_id}:${m.spouse_b_id}`;
    if (knownPairs.has(key)) return false;
    knownPairs.add(key);
    derived.spouse++;
    return true;
  });
  for (let i = 0; i < newParents.length; i += BATCH)
    await db
      .insertInto('kin_parents')
      .values(newParents.slice(i, i + BATCH))
      .execute();
  for (let i = 0; i < newMarriages.length; i += BATCH)
    await db
      .insertInto('marriages')
      .values(newMarriages.slice(i, i + BATCH).map((m) => ({ ...m, current: 1 })))
      .execute();
  return { members: people.length, derived, notDerived };
}

/** The derivation as the migration's log says it. */
export function describeDerivation({ members, derived, notDerived }: KinDerivation): string {
  const missed = Object.entries(notDerived)
    .map(([reason, n]) => `${reason.replaceAll('_', ' ')}: ${n}`)
    .join('; ');
  return (
    `${members} members; ties derived from relations: ${derived.father} fathers, ${derived.mother} mothers, ` +
    `${derived.spouse} marriages. Not derived: ${missed || 'none'}`
  );
}
