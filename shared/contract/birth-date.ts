/** What can be wrong with a date of birth, as message codes (shared/messages.ts). */
export type BirthDateProblem =
  'birth_date_format' | 'date_missing' | 'birth_date_future' | 'birth_date_old';

/**
 * The one date-of-birth rule, in the browser and on the server: YYYY-MM-DD, a
 * day the calendar has (no 31 February), not in the future and at most 100
 * years back (docs/product.md, "Members"). Many elders know their day but not their
 * year: `--MM-DD` is such a date, any day a leap year has (docs/birthdays.md).
 */
export function birthDateProblem(value: string, today = new Date()): BirthDateProblem | null {
  const noYear = /^--(\d{2})-(\d{2})$/.exec(value.trim());
  if (noYear) {
    const [month, day] = [Number(noYear[1]), Number(noYear[2])];
    const date = new Date(Date.UTC(2000, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? null : 'date_missing';
  }
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return 'birth_date_format';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return 'date_missing';
  if (date.getTime() > today.getTime()) return 'birth_date_future';
  if (year < today.getUTCFullYear() - 100) return 'birth_date_old';
  return null;
}
