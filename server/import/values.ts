import { parse, isValid, format } from 'date-fns';
import metadata from 'libphonenumber-js/max/metadata';
import { checkMobile } from '../../shared/contract/mobile.js';
import { birthDateProblem } from '../../shared/contract/birth-date.js';
import { BLOOD_GROUPS } from '../../shared/rules.js';

/**
 * A spreadsheet cell's value read as a member's field (docs/import.md): dates as
 * India writes them, mobiles with or without +91, genders and blood groups in
 * English or Gujarati. Each reader answers the value or a problem code.
 */
export type Read<T> = { value: T; problem?: undefined } | { problem: string; value?: undefined };

/** Gujarati digits as ASCII ones: "૯૮૨૫૦" → "98250". */
export const asciiDigits = (text: string) =>
  text.replace(/[\u0AE6-\u0AEF]/g, (d) => String(d.charCodeAt(0) - 0x0ae6));

const DATE_FORMATS = [
  'd/M/yyyy',
  'd-M-yyyy',
  'd.M.yyyy',
  'yyyy-M-d',
  'd/M/yy',
  'd-M-yy',
  'd.M.yy',
  'd MMM yyyy',
  'd-MMM-yyyy',
];

/** Excel's day 0 (its serial dates count days from 30 December 1899). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * A birth date: a date cell, an Excel serial number, or text as dd/mm/yyyy
 * (also with - or .), yyyy-mm-dd or "12 Apr 1971". Day first, as India writes.
 */
export function readDate(cell: unknown, today = new Date()): Read<string | null> {
  if (cell === null || cell === undefined || cell === '') return { value: null };
  let day: string | null = null;
  if (cell instanceof Date) day = cell.toISOString().slice(0, 10);
  else if (typeof cell === 'number') {
    if (cell > 1 && cell < 80_000)
      day = new Date(EXCEL_EPOCH + Math.round(cell) * 86_400_000).toISOString().slice(0, 10);
  } else {
    const text = asciiDigits(String(cell).trim());
    // A day and month without the year ("12/03", "12-3"), as elders give them.
    const noYear = /^(\d{1,2})[/.-](\d{1,2})$/.exec(text);
    if (noYear) {
      const stored = `--${noYear[2]!.padStart(2, '0')}-${noYear[1]!.padStart(2, '0')}`;
      const problem = birthDateProblem(stored, today);
      return problem ? { problem } : { value: stored };
    }
    for (const pattern of DATE_FORMATS) {
      const date = parse(text, pattern, new Date(2000, 0, 1));
      if (isValid(date) && date.getFullYear() > 1000) {
        // A two-digit year is this century's unless that is in the future.
        if (
          /yy$/.test(pattern) &&
          !/yyyy$/.test(pattern) &&
          date.getFullYear() > today.getFullYear()
        )
          date.setFullYear(date.getFullYear() - 100);
        day = format(date, 'yyyy-MM-dd');
        break;
      }
    }
    if (!day) return { problem: /\d/.test(text) ? 'date_missing' : 'birth_date_format' };
  }
  if (!day) return { problem: 'birth_date_format' };
  const problem = birthDateProblem(day, today);
  return problem ? { problem } : { value: day };
}

/** A mobile as members keep it (ten digits in India), or its problem. */
export function readMobile(cell: unknown): Read<string | null> {
  const text = asciiDigits(String(cell ?? '').trim()).replace(/\.0$/, '');
  if (!text) return { value: null };
  const checked = checkMobile(text, false, metadata);
  return checked.problem ? { problem: checked.problem } : { value: checked.value };
}

const MALE = ['m', 'male', 'man', 'boy', 'પુરુષ', 'પુ', 'ભાઈ', 'purush', '1'];
const FEMALE = ['f', 'female', 'woman', 'girl', 'સ્ત્રી', 'સ્ત્રિ', 'મહિલા', 'બહેન', 'stri', '0'];

/** 1 male, 0 female. */
export function readSex(cell: unknown): Read<number | null> {
  const text = String(cell ?? '')
    .trim()
    .toLowerCase();
  if (!text) return { value: null };
  if (MALE.includes(text)) return { value: 1 };
  if (FEMALE.includes(text)) return { value: 0 };
  return { problem: 'gender_choose' };
}

/** Yes or no to messages: yes, y, 1, હા as an opt-in; no, n, 0, ના as an opt-out; blank says nothing. */
export function readConsent(cell: unknown): Read<'in' | 'out' | null> {
  const text = String(cell ?? '')
    .trim()
    .toLowerCase();
  if (!text) return { value: null };
  if (['yes', 'y', '1', 'true', 'હા', 'હાં', 'ok'].includes(text)) return { value: 'in' };
  if (['no', 'n', '0', 'false', 'ના', 'નહીં', 'ના પાડી'].includes(text)) return { value: 'out' };
  return { problem: 'import_consent_unknown' };
}

/** A+ … AB-, written "B +ve", "b positive" or "બી પોઝિટિવ" too. */
export function readBloodGroup(cell: unknown): Read<string | null> {
  let text = String(cell ?? '')
    .trim()
    .toUpperCase()
    .replace(/\s+/g, '');
  if (!text) return { value: null };
  text = text
    .replace(/POSITIVE|POS|\+VE|VE\+|પોઝિટિવ/g, '+')
    .replace(/NEGATIVE|NEG|-VE|VE-|નેગેટિવ/g, '-')
    .replace(/^એબી/, 'AB')
    .replace(/^બી/, 'B')
    .replace(/^એ/, 'A')
    .replace(/^ઓ/, 'O')
    .replace(/^0/, 'O');
  return (BLOOD_GROUPS as readonly string[]).includes(text)
    ? { value: text }
    : { problem: 'blood_group_unknown' };
}
