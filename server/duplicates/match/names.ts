import { isGujarati, latin, skeleton } from '../../../shared/spelling.js';

export { isGujarati, latin, skeleton };

/** Honorific and relation suffixes people add or leave out: Ramesh(bhai), Jaya(ben), Mahesh(kumar). */
const SUFFIXES = ['bhai', 'ben', 'bahen', 'behen', 'kumar', 'kumari'];

/** A skeleton without the suffix people add or leave out ("rmsbi" → "rms"). */
export function withoutSuffix(word: string): string {
  let lower = latin(word)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  // Transliterated Gujarati ends in the inherent vowel: "jayashribena".
  if (isGujarati(word)) lower = lower.replace(/a$/, '');
  for (const suffix of SUFFIXES) {
    if (lower.length > suffix.length + 2 && lower.endsWith(suffix))
      return skeleton(lower.slice(0, -suffix.length));
    // Transliterated Gujarati keeps the inherent vowel before the suffix: "rameshabhai".
    if (lower.length > suffix.length + 3 && lower.endsWith(`a${suffix}`))
      return skeleton(lower.slice(0, -suffix.length - 1));
  }
  return skeleton(word);
}

/** A suffix written as a word of its own: "Bhavesh bhai", "જયા બેન". */
const isSuffix = (word: string) => {
  let lower = latin(word)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (isGujarati(word)) lower = lower.replace(/a$/, '');
  return SUFFIXES.includes(lower);
};

/** The keys of a name: its words' skeletons sorted and joined, and without spaces. */
export interface NameKeys {
  /** Words sorted, joined by a space ("ptel rmsbi"). */
  words: string;
  /** All words run together, so "Mahesh Kumar" meets "મહેશકુમાર". */
  joined: string;
  /** The words without their honorific suffixes. */
  bare: string;
}

/**
 * Names computed before: a community has a few thousand distinct names among
 * lakhs of members, and transliterating one is the finder's dearest step.
 * Emptied when it grows past a bound, so it never holds more than that.
 */
const known = new Map<string, NameKeys>();
const KNOWN_AT_MOST = 100_000;

export function nameKeys(name: string | null | undefined): NameKeys {
  const text = name ?? '';
  const found = known.get(text);
  if (found) return found;
  if (known.size >= KNOWN_AT_MOST) known.clear();
  const keys = computeKeys(text);
  known.set(text, keys);
  return keys;
}

function computeKeys(name: string): NameKeys {
  const words = name.split(/[\s.,\-_/]+/).filter(Boolean);
  const skeletons = words.map(skeleton).filter(Boolean);
  return {
    words: [...skeletons].sort().join(' '),
    joined: words.map(skeleton).join(''),
    bare: words
      .filter((word) => !isSuffix(word))
      .map(withoutSuffix)
      .filter(Boolean)
      .sort()
      .join(' '),
  };
}
