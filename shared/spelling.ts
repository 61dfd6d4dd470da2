/**
 * Names in either script as one spelling (docs/duplicates.md, docs/families.md):
 * Gujarati transliterated to Latin, then both folded to a skeleton, so "Patel" and
 * "પટેલ" read alike. The duplicate finder compares by it; the member search finds
 * surnames, native places and names by it.
 */
import sanscript from '@indic-transliteration/sanscript';

/** The package is CommonJS whose types describe an ES default: its `t` is on the module. */
const { t: transliterate } = sanscript as unknown as {
  t: (data: string, from: string, to: string) => string;
};

const GUJARATI = /[\u0A80-\u0AFF]/;

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
 * Skeletons already worked out, by word: about fifteen replacements a word, which
 * the member picker paid on every search (2–3 µs of a 130 µs request; docs/bench.md)
 * and an import for every name it reads, though names repeat.
 */
const skeletons = new Map<string, string>();
const SKELETONS_KEPT = 5_000;

/**
 * One word as a spelling skeleton: lower case, variants folded, every "a" after
 * a consonant dropped (the inherent vowel Gujarati writes and speakers drop, and
 * the short "a" English spellings add or leave out alike), doubled letters once.
 */
export function skeleton(word: string): string {
  let key = skeletons.get(word);
  if (key === undefined) {
    // Bounded: an import of many names starts again rather than growing without end.
    if (skeletons.size >= SKELETONS_KEPT) skeletons.clear();
    skeletons.set(word, (key = spell(word)));
  }
  return key;
}

function spell(word: string): string {
  let text = latin(word).toLowerCase();
  text = text.normalize('NFKD').replace(/[^a-z]/g, '');
  for (const [pattern, replacement] of FOLDS) text = text.replace(pattern, replacement);
  text = text.replace(/([^aeiou])a/g, '$1');
  return text.replace(/(.)\1+/g, '$1');
}

/**
 * The key the member search reads names, surname and native place by in either
 * script: each word's skeleton after a dot, so a search matches the start of a
 * word ("Ramesh" finds "રમેશભાઈ", not "Parmeshwar"). Null when there is none.
 */
export const searchKey = (...texts: (string | null | undefined)[]): string | null =>
  texts
    .flatMap((t) => (t ?? '').split(/[\s.,\-_/]+/))
    // The text "null" some old records hold is no name (shared/names.ts).
    .filter((word) => word && word.toLowerCase() !== 'null')
    .map(skeleton)
    .filter(Boolean)
    .map((key) => `.${key}`)
    .join(' ') || null;
