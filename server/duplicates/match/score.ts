import { jaroWinkler } from '@skyra/jaro-winkler';
import { isGujarati, nameKeys, type NameKeys } from './names.js';

/** A person as the duplicate finder reads them: a member, an import row, a registration. */
export interface Person {
  id: number | string;
  first_name: string | null;
  /** The father's (middle) name, the app's `last_name`. */
  last_name: string | null;
  /** Normalised as members are stored (ten digits for India). */
  mobile: string | null;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  /** 1 male, 0 female, null unknown. */
  sex: number | null;
  village_id: number | null;
  family_id?: number | null;
}

/** A person with the keys every comparison reads, computed once. */
export interface Prepared extends Person {
  first: NameKeys;
  father: NameKeys;
  gujarati: boolean;
  year: number | null;
}

/** Why a pair looks alike, or not; each a message the screen translates. */
export const REASONS = [
  'names_match',
  'names_match_across_scripts',
  'names_similar',
  'first_name_matches',
  'same_birth_date',
  'same_birth_year',
  'birth_years_apart',
  'same_mobile',
  'shared_mobile',
  'same_village',
  'same_family',
  'different_gender',
] as const;
export type Reason = (typeof REASONS)[number];

export interface Match {
  /** 0 to 100. */
  score: number;
  reasons: Reason[];
}

/** From this score on a pair is a possible duplicate (docs/duplicates.md). */
export const POSSIBLE = 60;

export function prepare(person: Person): Prepared {
  const year = person.birth_date ? Number(person.birth_date.slice(0, 4)) || null : null;
  return {
    ...person,
    first: nameKeys(person.first_name),
    father: nameKeys(person.last_name),
    gujarati: isGujarati(`${person.first_name ?? ''}${person.last_name ?? ''}`),
    year,
  };
}

const similar = (a: string, b: string) => (a && b ? jaroWinkler(a, b) : 0);

/** How alike two names are: the best of their word, run-together and suffix-less keys. */
export function nameSimilarity(a: NameKeys, b: NameKeys): number {
  if (!a.joined || !b.joined) return 0;
  if (a.joined === b.joined || a.bare === b.bare) return 1;
  return Math.max(similar(a.words, b.words), similar(a.joined, b.joined), similar(a.bare, b.bare));
}

/**
 * How likely two people are one: names (first and father's, across scripts),
 * birth date, mobile, village and family for; a different gender or birth years
 * more than two apart against. A shared mobile counts only beside a matching name
 * or birth date, as families often share one phone.
 */
export function compare(a: Prepared, b: Prepared): Match {
  const reasons: Reason[] = [];
  let score = 0;
  const first = nameSimilarity(a.first, b.first);
  const bothFathers = !!a.father.joined && !!b.father.joined;
  const father = bothFathers ? nameSimilarity(a.father, b.father) : 0;
  let names = false;
  if (first >= 0.92 && father >= 0.9) {
    score += 50;
    names = true;
    reasons.push(a.gujarati !== b.gujarati ? 'names_match_across_scripts' : 'names_match');
  } else if (first >= 0.86 && father >= 0.84) {
    score += 30;
    names = true;
    reasons.push('names_similar');
  } else if (!bothFathers && first >= 0.92) {
    score += 25;
    names = true;
    reasons.push('first_name_matches');
  }

  let born = false;
  if (a.birth_date && b.birth_date && a.birth_date === b.birth_date) {
    score += 30;
    born = true;
    reasons.push('same_birth_date');
  } else if (a.year && b.year) {
    if (Math.abs(a.year - b.year) > 2) {
      score -= 40;
      reasons.push('birth_years_apart');
    } else if (a.year === b.year) {
      score += 5;
      reasons.push('same_birth_year');
    }
  }

  if (a.mobile && a.mobile === b.mobile) {
    if (names || born) {
      score += 30;
      reasons.push('same_mobile');
    } else reasons.push('shared_mobile');
  }
  if (a.village_id && a.village_id === b.village_id) {
    score += 10;
    reasons.push('same_village');
  }
  if (a.family_id && a.family_id === b.family_id) {
    score += 10;
    reasons.push('same_family');
  }
  if (a.sex !== null && b.sex !== null && a.sex !== b.sex) {
    score -= 50;
    reasons.push('different_gender');
  }
  return { score: Math.max(0, Math.min(100, score)), reasons };
}
