/**
 * Rules both sides of the wire share: the SPA's forms and filters and the
 * server's validation import them from here, so they cannot drift apart.
 * Plain data and pure functions only (no imports), so it runs in the browser
 * and in Node alike.
 */

/** Blood groups (docs/product.md §9), in the order the form offers them. */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'] as const;

/** Gender (docs/product.md §9): 1 male, 0 female; the key names its translation under app.member. */
export const GENDERS = [
  { id: 1, key: 'male' },
  { id: 0, key: 'female' },
] as const;

/** Business / job type (docs/product.md §9): 2 Business, 1 Job, 0 Other. */
export const BUSINESS_TYPES = [
  { id: 2, key: 'business' },
  { id: 1, key: 'job' },
  { id: 0, key: 'other' },
] as const;

/**
 * The relations the product seeds (ids in this order); `key` names the
 * translation under app.lookups.relation. A backend whose relation of that id is
 * named otherwise keeps its own name.
 */
export const RELATIONS = [
  { id: 1, name: 'Self', key: 'self' },
  { id: 2, name: 'Wife', key: 'wife' },
  { id: 3, name: 'Husband', key: 'husband' },
  { id: 4, name: 'Son', key: 'son' },
  { id: 5, name: 'Daughter', key: 'daughter' },
  { id: 6, name: 'Father', key: 'father' },
  { id: 7, name: 'Mother', key: 'mother' },
  { id: 8, name: 'Brother', key: 'brother' },
  { id: 9, name: 'Sister', key: 'sister' },
  { id: 10, name: 'Daughter-in-law', key: 'daughter_in_law' },
  { id: 11, name: 'Son-in-law', key: 'son_in_law' },
  { id: 12, name: 'Grandson', key: 'grandson' },
  { id: 13, name: 'Granddaughter', key: 'granddaughter' },
  { id: 14, name: 'Other', key: 'other' },
] as const;

/** The business select hides for Other; the address shows for Business only (docs/product.md §4). */
export const showsBusiness = (type: unknown) => Number(type) === 1 || Number(type) === 2;
export const showsBusinessAddress = (type: unknown) => Number(type) === 2;

/** India in the countries data (docs/product.md §9). */
export const INDIA_ID = 101;
/** Gujarat in the countries data; the database's profile rule relies on it. */
export const GUJARAT_STATE_ID = 4030;

/** A form's yes/no value, whether it holds a boolean, 1/0 or text. */
export const isTrue = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** Gujarat in either case or in Gujarati spelling (docs/product.md §4). */
export const isGujarat = (name?: string | null) => {
  const n = (name ?? '').trim().toLowerCase();
  return n === 'gujarat' || n === 'ગુજરાત';
};

/** The uploads every area takes (member photos, result photos, logos, gallery images). */
export const UPLOAD = {
  /** The largest file, per file. */
  maxBytes: 5 * 1024 * 1024,
  /** The largest picture, in pixels; larger ones (decompression bombs) are refused. */
  maxPixels: 40_000_000,
  /**
   * The longest side, in pixels: the decoder's memory follows a picture's width and
   * height, not only their product (a 1 × 39,999,999 PNG of 5 KB cost 600 MB).
   * A 200-megapixel phone's photo is 16,320 pixels wide.
   */
  maxSide: 16_384,
  /** Image types accepted, by content on the server and by type in the browser. */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const,
} as const;
export const UPLOAD_MB = UPLOAD.maxBytes / 1024 / 1024;

/** A program's or an event's duration, in whole minutes: up to a week. */
export const DURATION = { min: 1, max: 10_080 } as const;

/** A volunteer type's minimum requirement: a whole number of people. */
export const WANT = { min: 1, max: 10_000 } as const;

/** The years a result list may be for: from 1950 to next year (a year's lists start before it ends). */
export const RESULT_YEARS = (today = new Date()) => ({ min: 1950, max: today.getFullYear() + 1 });

const typed = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';

/** What is wrong with a result year as typed: blank, or not four digits in RESULT_YEARS. */
export function yearProblem(value: unknown, today = new Date()): 'required' | 'format' | null {
  const text = typed(value);
  if (!text) return 'required';
  const { min, max } = RESULT_YEARS(today);
  return /^\d{4}$/.test(text) && Number(text) >= min && Number(text) <= max ? null : 'format';
}

/**
 * What is wrong with a percentage as typed: blank, not a number from 0 to 100, or
 * more than two decimals ("87.5" and "66.67" are fine; a decimal comma is taken).
 */
export function percentageProblem(value: unknown): 'required' | 'range' | 'decimals' | null {
  const text = typed(value).replace(',', '.');
  if (!text) return 'required';
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) > 100) return 'range';
  return /^\d+(\.\d{1,2})?$/.test(text) ? null : 'decimals';
}

/**
 * The member filters under the product's names (§7 `GET /members/list`); the
 * members list, its export and the notification form send them.
 */
export const MEMBER_FILTERS = [
  'bloodGroupSelected',
  'genderSelected',
  'educationSelected',
  'businessTypeSelected',
  'businessSelected',
  'in_foreign_land',
  'in_dpvs',
  'countryselected',
  'stateSelected',
  'citySelected',
  'district_id',
  'post_id',
  'village_id',
  /** Our server's (docs/families.md): 1 lists those who passed away; otherwise they are left out. */
  'deceased',
  /** Our server's (docs/member-door.md): members of families not verified since this day (YYYY-MM-DD). */
  'not_verified_since',
  /** Our server's (docs/privacy.md): members who withdrew a consent (book, greetings, whatsapp, sms). */
  'withdrawn',
  /** Our server's (docs/privacy.md "Children"): 1 leaves children out; notifications always send it. */
  'adults',
  /** Our server's (docs/dashboard.md): members of this age or older, in years (a full birth date). */
  'age_from',
  /** Our server's (docs/dashboard.md): members of this age or younger. */
  'age_to',
  /** Our server's (docs/dashboard.md): members added on or after this day (YYYY-MM-DD). */
  'added_from',
  /** Our server's (docs/dashboard.md): members added on or before this day (YYYY-MM-DD). */
  'added_to',
  /** Our server's (docs/dashboard.md): 1 members without a photo, 0 with one. */
  'no_photo',
  /** Our server's (docs/dashboard.md): 1 incomplete profiles, 0 complete ones. */
  'incomplete',
  /** Our server's (docs/dashboard.md): 1 members without a full birth date, 0 with one. */
  'no_birth_date',
] as const;
export type MemberFilterName = (typeof MEMBER_FILTERS)[number];

/** Gujarati letters (the Unicode block U+0A80–U+0AFF). */
const GUJARATI_LETTER = /[\u0A80-\u0AFF]/;

/**
 * A place's optional Gujarati name must be written in Gujarati letters (a Latin
 * spelling belongs in the name itself); blank is fine. The masters' dialogs and
 * the server check the same rule.
 */
export function gujaratiNameProblem(value: unknown): 'name_gu_script' | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return GUJARATI_LETTER.test(value) ? null : 'name_gu_script';
}
