import type { JsonGedcomData, JsonFam, JsonIndi } from 'topola';
import { fullName } from '../../shared/names';
import type { TreePerson, TreeRow } from '../../shared/contract/kin';

/** `1980-03-12` as topola's date; a date without its year (`--03-12`) keeps day and month. */
export function treeDate(iso: string | null) {
  const m = iso?.match(/^(\d{4}|-{2})-(\d{2})-(\d{2})$/);
  if (!m) return undefined;
  return {
    ...(m[1] === '--' ? {} : { year: Number(m[1]) }),
    month: Number(m[2]),
    day: Number(m[3]),
  };
}

/**
 * A lineage (`GET /members/{id}/tree`) as the tree library reads it: one person per
 * member (the given names as written, the surname as the family name), one family
 * per marriage, and one per pair of parents no marriage names (docs/families.md).
 */
export function toTreeData(
  tree: TreeRow,
  village: (p: TreePerson) => string | null,
): JsonGedcomData {
  const fams: (JsonFam & { children: string[] })[] = [];
  const byPair = new Map<string, (typeof fams)[number]>();
  const sex = new Map(tree.people.map((p) => [p.id, p.sex]));
  const key = (husb: number | null, wife: number | null) => `${husb}:${wife}`;
  for (const m of tree.marriages) {
    const [husb, wife] =
      sex.get(m.spouse_b_id) === 1 && sex.get(m.spouse_a_id) !== 1
        ? [m.spouse_b_id, m.spouse_a_id]
        : [m.spouse_a_id, m.spouse_b_id];
    const fam = {
      id: `F${m.id}`,
      husb: `I${husb}`,
      wife: `I${wife}`,
      children: [],
      ...(m.married_on ? { marriage: { date: treeDate(m.married_on) } } : {}),
    };
    fams.push(fam);
    byPair.set(key(husb, wife), fam);
  }
  const famc = new Map<number, string>();
  for (const p of tree.people) {
    if (p.father_id === null && p.mother_id === null) continue;
    let fam =
      byPair.get(key(p.father_id, p.mother_id)) ?? byPair.get(key(p.mother_id, p.father_id));
    if (!fam) {
      fam = {
        id: `P${p.father_id ?? 0}_${p.mother_id ?? 0}`,
        ...(p.father_id !== null ? { husb: `I${p.father_id}` } : {}),
        ...(p.mother_id !== null ? { wife: `I${p.mother_id}` } : {}),
        children: [],
      };
      fams.push(fam);
      byPair.set(key(p.father_id, p.mother_id), fam);
    }
    fam.children.push(`I${p.id}`);
    famc.set(p.id, fam.id);
  }
  const indis: JsonIndi[] = tree.people.map((p) => {
    const place = village(p) ?? undefined;
    return {
      id: `I${p.id}`,
      firstName: fullName(p.first_name, p.last_name) || '—',
      ...(p.surname ? { lastName: p.surname } : {}),
      sex: p.sex === 1 ? 'M' : 'F',
      hideId: true,
      ...(famc.has(p.id) ? { famc: famc.get(p.id) } : {}),
      fams: fams.filter((f) => f.husb === `I${p.id}` || f.wife === `I${p.id}`).map((f) => f.id),
      ...(p.date_of_birth || place
        ? { birth: { date: treeDate(p.date_of_birth), ...(place ? { place } : {}) } }
        : {}),
      ...(p.died_on ? { death: { date: treeDate(p.died_on), confirmed: true } } : {}),
    };
  });
  return { indis, fams };
}
