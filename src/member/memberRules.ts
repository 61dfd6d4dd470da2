/** The member form's rules (docs/product.md §4, §5, §9), kept apart from the components so they are tested alone. */

import { ruleMessage } from '../common/inputs/ruleMessage';
import { birthDateProblem as sharedRule } from '../../shared/contract/birth-date';
import { BLOOD_GROUPS, BUSINESS_TYPES as TYPES, GENDERS } from '../../shared/rules';

export { BLOOD_GROUPS, showsBusiness, showsBusinessAddress } from '../../shared/rules';

/** Business / job type (docs/product.md §9) as select choices: 2 Business, 1 Job, 0 Other. */
export const BUSINESS_TYPES = TYPES.map(({ id, key }) => ({
  id,
  name: `app.member.business_type.${key}`,
}));
/** Gender (docs/product.md §9) as select choices: 1 male, 0 female. */
export const GENDER_CHOICES = GENDERS.map(({ id, key }) => ({ id, name: `app.member.${key}` }));
/** Blood groups as select choices. */
export const BLOOD_GROUP_CHOICES = BLOOD_GROUPS.map((g) => ({ id: g, name: g }));
/** 'Business Type' for 2, 'Job Type' otherwise (also in the notification form). */
export const businessLabel = (type: unknown) =>
  Number(type) === 2 ? 'app.member.business_label' : 'app.member.job_label';

/** Days 1–31, months 1–12, years from this year back 100 (docs/product.md §5). */
export const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
export const birthYears = (today = new Date()) =>
  Array.from({ length: 101 }, (_, i) => today.getFullYear() - i);

export interface DateParts {
  day: number | '';
  month: number | '';
  year: number | '';
}

/** The year select's "Year not known": the date is kept as `--MM-DD` (docs/birthdays.md). */
export const NO_YEAR = 0;

/**
 * '1990-05-17' → { day: 17, month: 5, year: 1990 }; '--05-17' → year NO_YEAR; the
 * parts of a date being chosen ('1990-5-') keep their blanks; anything else → blanks.
 */
export function splitDate(value?: string | null): DateParts {
  const text = String(value ?? '').slice(0, 10);
  // Only a whole `--MM-DD` is a day without its year; "--31" is a day chosen first.
  const [year = '', month = '', day = ''] = (
    /^--\d{2}-\d{2}$/.test(text) ? `${NO_YEAR}-${text.slice(2)}` : text
  ).split('-');
  const n = (s: string) => (/^\d+$/.test(s) ? Number(s) : ('' as const));
  return { year: n(year), month: n(month), day: n(day) };
}

/** { day, month, year } → '1990-05-17' ('--05-17' without a year); '' while any part is missing. */
export function joinDate({ day, month, year }: DateParts): string {
  if (day === '' || month === '' || year === '') return '';
  const monthDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return year === NO_YEAR ? `--${monthDay}` : `${year}-${monthDay}`;
}

/**
 * The date of birth as the form holds it: '' (not given), or all three parts
 * making a date the server's rule takes (shared/contract/birth-date.ts), with the
 * server's message.
 */
export function birthDateProblem(
  parts: DateParts,
  today = new Date(),
): string | ReturnType<typeof ruleMessage> | undefined {
  const given = [parts.day, parts.month, parts.year].filter((p) => p !== '').length;
  if (given === 0) return undefined;
  if (given < 3) return 'app.member.date_incomplete';
  const problem = sharedRule(joinDate(parts), today);
  return problem ? ruleMessage(problem) : undefined;
}

export { mobileFormat } from '../common/inputs/mobileFormat';
