/** Place rules shared by the member form, the member filters and (later) the notification form. */

/** India in the countries data (spec §9). */
export const INDIA_ID = 101;

/** A form's yes/no value, whether it holds a boolean, 1/0 or text. */
export const isTrue = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** Gujarat in either case or in Gujarati spelling (spec §4). */
export const isGujarat = (name?: string | null) => {
  const n = (name ?? '').trim().toLowerCase();
  return n === 'gujarat' || n === 'ગુજરાત';
};

/** District, post and village are asked only for people living in Gujarat, not abroad. */
export const showsPlaces = (foreign: unknown, stateName?: string | null) =>
  !isTrue(foreign) && isGujarat(stateName);
