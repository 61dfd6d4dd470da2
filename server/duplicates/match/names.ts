import sanscript from '@indic-transliteration/sanscript';

/** The package is CommonJS whose types describe an ES default: its `t` is on the module. */
const { t: transliterate } = sanscript as unknown as {
  t: (data: string, from: string, to: string) => string;
};

/**
 * Names as the duplicate finder compares them (docs/duplicates.md): Gujarati
 * script transliterated to Latin, then both scripts folded to one spelling
 * skeleton, so "Rameshbhai Patel" and "રમેશભાઈ પટેલ" read alike.
 */

const GUJARATI = /[\u0A80-\u0AFF]/;

/** Honorific and relation suffixes people add or leave out: Ramesh(bhai), Jaya(ben), Mahesh(kumar). */
const SUFFIXES = ['bhai', 'ben', 'bahen', 'behen', 'kumar', 'kumari'];

/** Spelling variants folded together, longest first; applied after lower-casing. */
const FOLDS: [RegExp, string][] = [
  [/x/g, 'ks'],
  [/ph/g, 'f'],
  [/sh|ṣ|ś/g, 's'],
  [/ch|chh/g, 'c'],
  [/([bdgjkt])h/g, '$1'], // aspirates: bh, dh, gh, jh, kh, th
  [/w/g, 'v'],
  // A nasal before a lip sound is heard as m, whatever wrote it ("Ambalal", "અંબાલાલ").
  [/n([bp])/g, 'm$1'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/ee|ii/g, 'i'],
  [/oo|uu/g, 'u'],
  [/ou|au/g, 'u'],
  [/aa/g, 'a'],
  [/y\b/g, 'i'],
];

/** True when the text holds Gujarati letters. */
export const isGujarati = (text: string) => GUJARATI.test(text);

/**
 * Gujarati in Latin letters (ITRANS), with the anusvara written as the nasal it
 * is usually heard as: "અંકિત" → "ankita". The inherent "a" stays; `skeleton`
 * drops it from both scripts alike.
 */
export function latin(text: string): string {
  if (!isGujarati(text)) return text;
  return transliterate(text, 'gujarati', 'itrans').replace(/\.N|M/g, 'n').replace(/R\^i/g, 'ri');
}

/**
 * One word as a spelling skeleton: lower case, variants folded, every "a" after
 * a consonant dropped (the inherent vowel Gujarati writes and speakers drop, and
 * the short "a" English spellings add or leave out alike), doubled letters once.
 */
export function skeleton(word: string): string {
  let text = latin(word).toLowerCase();
  text = text.normalize('NFKD').replace(/[^a-z]/g, '');
  for (const [pattern, replacement] of FOLDS) text = text.replace(pattern, replacement);
  text = text.replace(/([^aeiou])a/g, '$1');
  return text.replace(/(.)\1+/g, '$1');
}

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
