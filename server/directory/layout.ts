import { fullName } from '../../shared/names.js';
import { RELATIONS } from '../../shared/rules.js';

/**
 * The printed directory's layout rules (docs/directory.md), free of any
 * browser: the order of a family, what a member's line shows, and how family
 * blocks fill pages.
 */

export interface BookMember {
  id: number;
  first_name: string | null;
  last_name: string | null;
  relation_id: number | null;
  is_head: number;
  date_of_birth: string | null;
  blood_group: string | null;
  education: string | null;
  business_type: number;
  /** The business or job type's name. */
  business: string | null;
  business_address: string | null;
  mobile_no: string;
  show_mobile: number;
  show_address: number;
  current_address: string | null;
  city: string | null;
  /** The photo's thumbnail, relative to the storage folder. */
  thumb: string | null;
  /** The family name (atak), the date of death, and the marriage date the member lets the book show. */
  surname: string | null;
  died_on: string | null;
  married_on: string | null;
}

/** A daughter (or son) of the family living in another household, with the spouse and village. */
export interface MarriedAway {
  id: number;
  name: string;
  spouse: string | null;
  village: string | null;
}

export interface BookFamily {
  id: number;
  district: string;
  post: string;
  village: string;
  members: BookMember[];
  /** Its children married into other households (an option of the book, on by default). */
  away: MarriedAway[];
}

/** Relations in the order a family is read after its head: the spouse, then children, then the rest. */
const RELATION_ORDER = new Map<number, number>(
  [2, 3, 4, 5, 10, 11, 12, 13, 6, 7, 8, 9, 14].map((id, n) => [id, n]),
);

const born = (m: BookMember) => m.date_of_birth ?? '9999';

/** The head first, then the spouse, then children by age (eldest first), then the others. */
export function orderFamily(members: readonly BookMember[]): BookMember[] {
  return [...members].sort(
    (a, b) =>
      b.is_head - a.is_head ||
      (RELATION_ORDER.get(a.relation_id ?? 14) ?? 99) -
        (RELATION_ORDER.get(b.relation_id ?? 14) ?? 99) ||
      born(a).localeCompare(born(b)) ||
      a.id - b.id,
  );
}

/** Whole years between a birth date and a day. */
export function ageOn(dateOfBirth: string | null, on: Date): number | null {
  // A day without its year (`--MM-DD`) gives no age.
  if (!dateOfBirth || dateOfBirth.startsWith('--')) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  if (on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d)) age--;
  return age >= 0 && age < 130 ? age : null;
}

/** The words a book prints beside names, in its language. */
export interface BookLabels {
  relations: Record<string, string>;
  years: (age: number) => string;
  job: string;
  business: string;
  /** "Married 12-02-1990". */
  married: (date: string) => string;
  /** "Passed away 05-01-2026". */
  passedAway: (date: string) => string;
}

/** A member's line as printed: only what the member lets the directory show. */
export interface MemberFacts {
  name: string;
  /** The index's entry: "Surname, First Middle" (names without a surname as they are). */
  indexName: string;
  /** Set for one who passed away: the name is marked † and the line says when. */
  passedAway: string | null;
  married: string | null;
  relation: string | null;
  age: string | null;
  education: string | null;
  work: string | null;
  blood_group: string | null;
  /** Left out when the member hid it (settings.isMobile off). */
  mobile: string | null;
  /** Left out when the member hid it (settings.isAddress off); the head's only. */
  address: string | null;
}

export function memberFacts(member: BookMember, labels: BookLabels, on: Date): MemberFacts {
  const relation = RELATIONS.find((r) => r.id === member.relation_id);
  const age = ageOn(member.date_of_birth, on);
  const work = member.business_type === 2 || member.business_type === 1 ? member.business : null;
  const given = fullName(member.first_name, member.last_name) || member.mobile_no;
  const gone = !!member.died_on;
  return {
    name: `${fullName(given, member.surname)}${gone ? ' †' : ''}`,
    indexName: member.surname ? `${member.surname}, ${given}` : given,
    passedAway: member.died_on ? labels.passedAway(member.died_on) : null,
    married: member.married_on && !gone ? labels.married(member.married_on) : null,
    relation:
      member.is_head || !relation ? null : (labels.relations[relation.key] ?? relation.name),
    age: age === null ? null : labels.years(age),
    education: member.education,
    work:
      work && member.business_type === 2 && member.business_address
        ? `${work}, ${member.business_address}`
        : work,
    blood_group: member.blood_group,
    mobile: member.show_mobile && !gone ? member.mobile_no : null,
    address:
      member.is_head && member.show_address
        ? [member.current_address, member.city].filter(Boolean).join(', ') || null
        : null,
  };
}

/** A family block as measured: its head's part and each other member's row, in pixels. */
export interface MeasuredBlock {
  head: number;
  rows: number[];
}

/** A piece of a block on a page: the family, and which of its member rows (all, or a run). */
export interface PlacedBlock {
  block: number;
  /** Member rows from, to (exclusive); the head's part comes with the first piece. */
  from: number;
  to: number;
  /** A piece after the first of a family taller than a page. */
  continued: boolean;
}

export interface BookPage {
  section: number;
  blocks: PlacedBlock[];
}

const total = (b: MeasuredBlock) => b.head + b.rows.reduce((s, r) => s + r, 0);

/**
 * Fills pages with family blocks, section by section (a village starts a new
 * page): a block never splits across pages; only one taller than a whole page is
 * cut between member rows, its head's name carried on as "continued" (whose
 * heading is `head` high too). `gap` is the space between blocks.
 */
export function paginate(
  sections: readonly (readonly MeasuredBlock[])[],
  pageHeight: number,
  gap = 0,
): BookPage[] {
  const pages: BookPage[] = [];
  sections.forEach((blocks, section) => {
    let page: BookPage = { section, blocks: [] };
    let left = pageHeight;
    const newPage = () => {
      if (page.blocks.length) pages.push(page);
      page = { section, blocks: [] };
      left = pageHeight;
    };
    blocks.forEach((block, index) => {
      const height = total(block) + (page.blocks.length ? gap : 0);
      if (height <= left) {
        page.blocks.push({ block: index, from: 0, to: block.rows.length, continued: false });
        left -= height;
        return;
      }
      if (total(block) <= pageHeight) {
        newPage();
        page.blocks.push({ block: index, from: 0, to: block.rows.length, continued: false });
        left -= total(block);
        return;
      }
      // Taller than a page: from a fresh page, as many rows as fit under the heading, and on.
      if (page.blocks.length) newPage();
      let from = 0;
      while (from < block.rows.length) {
        let used = block.head;
        let to = from;
        while (to < block.rows.length && used + block.rows[to]! <= left) used += block.rows[to++]!;
        if (to === from) to = from + 1; // a row taller than a page still moves on
        page.blocks.push({ block: index, from, to, continued: from > 0 });
        left -= used;
        from = to;
        if (from < block.rows.length) newPage();
      }
    });
    if (page.blocks.length) pages.push(page);
  });
  return pages;
}

/** Lines a list (the contents, the index) holds per page, and the pages it takes. */
export const pagesFor = (lines: number, perPage: number) =>
  Math.max(1, Math.ceil(lines / Math.max(1, perPage)));

/** One line of the index of names: the name on its first line, then its pages. */
export interface IndexLine {
  name: string;
  pages: number[];
}

/**
 * The index of names at the back: one entry per name (collated), each page once,
 * the pages spread over as many lines as they need — `first` on the line with
 * the name, `more` on each line under it — so a common name never runs out of
 * its column and every line of the index is one line of a page.
 */
export function indexLines(
  entries: readonly { name: string; page: number }[],
  compare: (a: string, b: string) => number,
  { first, more }: { first: number; more: number },
): IndexLine[] {
  const pagesOf = new Map<string, Set<number>>();
  for (const { name, page } of entries) {
    const pages = pagesOf.get(name) ?? new Set<number>();
    pages.add(page);
    pagesOf.set(name, pages);
  }
  const lines: IndexLine[] = [];
  for (const name of [...pagesOf.keys()].sort(compare)) {
    const pages = [...pagesOf.get(name)!].sort((a, b) => a - b);
    lines.push({ name, pages: pages.slice(0, first) });
    for (let i = first; i < pages.length; i += more)
      lines.push({ name: '', pages: pages.slice(i, i + more) });
  }
  return lines;
}
