import type { TreeRow, TreePerson } from '../../shared/contract/kin.js';

/**
 * A lineage as GEDCOM 5.5.1 (docs/families.md "GEDCOM"), which every genealogy
 * program reads: UTF-8 with names as written (Gujarati stays Gujarati), a family
 * record per couple (and per single known parent), and two custom tags, `_VILL`
 * (the village the person lives in) and `_VATAN` (the native place).
 */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `1980-03-12` as `12 MAR 1980`; a date without its year (`--03-12`) as `12 MAR`. */
export function gedcomDate(iso: string | null): string | null {
  const m = iso?.match(/^(\d{4}|-{2})-(\d{2})-(\d{2})$/);
  if (!m) return null;
  const [, year, month, day] = m;
  const dayMonth = `${Number(day)} ${MONTHS[Number(month) - 1]}`;
  return year === '--' ? dayMonth : `${dayMonth} ${year}`;
}

/** One line's value: no line breaks, no leading @ (GEDCOM reads those as pointers). */
const value = (text: string) =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/^@/, '@@')
    .trim();

const given = (p: TreePerson) => [p.first_name, p.last_name].filter(Boolean).join(' ');

export function toGedcom(
  tree: TreeRow,
  { source = 'Samaj directory', now = new Date() } = {},
): string {
  const lines: string[] = [];
  const add = (level: number, tag: string, text?: string | null) =>
    lines.push(text ? `${level} ${tag} ${value(text)}` : `${level} ${tag}`);
  const point = (level: number, tag: string, xref: string) => lines.push(`${level} ${tag} ${xref}`);
  const indi = (id: number) => `@I${id}@`;

  // Families: every marriage, then each pair of parents (or single parent) with no marriage.
  const families: {
    id: string;
    husb: number | null;
    wife: number | null;
    children: number[];
    married_on: string | null;
    ended: boolean;
  }[] = [];
  const byPair = new Map<string, (typeof families)[number]>();
  const sexOf = new Map(tree.people.map((p) => [p.id, p.sex]));
  for (const m of tree.marriages) {
    const [husb, wife] =
      sexOf.get(m.spouse_b_id) === 1 && sexOf.get(m.spouse_a_id) !== 1
        ? [m.spouse_b_id, m.spouse_a_id]
        : [m.spouse_a_id, m.spouse_b_id];
    const fam = {
      id: `@F${families.length + 1}@`,
      husb,
      wife,
      children: [],
      married_on: m.married_on,
      ended: m.ended_by === 'separation',
    };
    families.push(fam);
    byPair.set(`${husb}:${wife}`, fam);
  }
  for (const p of tree.people) {
    if (p.father_id === null && p.mother_id === null) continue;
    const key = `${p.father_id}:${p.mother_id}`;
    let fam = byPair.get(key) ?? byPair.get(`${p.mother_id}:${p.father_id}`);
    if (!fam) {
      fam = {
        id: `@F${families.length + 1}@`,
        husb: p.father_id,
        wife: p.mother_id,
        children: [],
        married_on: null,
        ended: false,
      };
      families.push(fam);
      byPair.set(key, fam);
    }
    fam.children.push(p.id);
  }

  const date = `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
  add(0, 'HEAD');
  add(1, 'SOUR', 'SAMAJ_DIRECTORY');
  add(2, 'NAME', source);
  add(1, 'DATE', date);
  point(1, 'SUBM', '@U1@');
  add(1, 'GEDC');
  add(2, 'VERS', '5.5.1');
  add(2, 'FORM', 'LINEAGE-LINKED');
  add(1, 'CHAR', 'UTF-8');
  add(0, '@U1@ SUBM');
  add(1, 'NAME', source);

  for (const p of tree.people) {
    add(0, `${indi(p.id)} INDI`);
    const first = given(p);
    add(1, 'NAME', `${first}${p.surname ? ` /${p.surname}/` : ''}`.trim() || '/ /');
    if (first) add(2, 'GIVN', first);
    if (p.surname) add(2, 'SURN', p.surname);
    add(1, 'SEX', p.sex === 1 ? 'M' : 'F');
    const birth = gedcomDate(p.date_of_birth);
    if (birth) {
      add(1, 'BIRT');
      add(2, 'DATE', birth);
    }
    if (p.died_on) {
      add(1, 'DEAT', gedcomDate(p.died_on) ? undefined : 'Y');
      const death = gedcomDate(p.died_on);
      if (death) add(2, 'DATE', death);
    }
    const village = p.village_gu ?? p.village;
    if (village) add(1, '_VILL', village);
    if (p.native_place) add(1, '_VATAN', p.native_place);
    for (const fam of families) {
      if (fam.children.includes(p.id)) point(1, 'FAMC', fam.id);
    }
    for (const fam of families) {
      if (fam.husb === p.id || fam.wife === p.id) point(1, 'FAMS', fam.id);
    }
  }
  for (const fam of families) {
    add(0, `${fam.id} FAM`);
    if (fam.husb !== null) point(1, 'HUSB', indi(fam.husb));
    if (fam.wife !== null) point(1, 'WIFE', indi(fam.wife));
    for (const child of fam.children) point(1, 'CHIL', indi(child));
    const married = gedcomDate(fam.married_on);
    if (married) {
      add(1, 'MARR');
      add(2, 'DATE', married);
    }
    if (fam.ended) add(1, 'DIV', 'Y');
  }
  add(0, 'TRLR');
  return `${lines.join('\r\n')}\r\n`;
}
