/**
 * Birthdays and anniversaries by the calendar (docs/birthdays.md): the days of a
 * range in the community's time zone, and which stored dates fall on each. A date is
 * `YYYY-MM-DD`; one whose year is not known is `--MM-DD`. Someone born on 29
 * February is remembered on 28 February in a year without one.
 */

/** The community's time zone: "today" and the greetings' hour are India's unless configured. */
export const COMMUNITY_TIME_ZONE = 'Asia/Kolkata';

/** A formatter per time zone, made once: making one costs some 40 µs, using it 1. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (`YYYY-MM-DD`) in `timeZone`. */
export function todayIn(timeZone = COMMUNITY_TIME_ZONE, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** `days` consecutive dates from `from` (`YYYY-MM-DD`). */
export function datesFrom(from: string, days: number): string[] {
  const start = new Date(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The day after `day` (`YYYY-MM-DD`, a real date). */
export const nextDay = (day: string): string => datesFrom(day, 2)[1]!;

/**
 * The month-days (`MM-DD`) stored dates have that fall on each date, by date:
 * a date's own, and 29 February's on 28 February of a year without one.
 */
export function monthDaysOn(dates: readonly string[]): Map<string, string> {
  const on = new Map<string, string>();
  for (const date of dates) {
    on.set(date.slice(5), date);
    if (date.slice(5) === '02-28' && !isLeap(Number(date.slice(0, 4)))) on.set('02-29', date);
  }
  return on;
}

/** The year of a stored date, or null when it is not known (`--MM-DD`). */
export const yearOf = (stored: string | null | undefined): number | null => {
  const year = Number(stored?.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : null;
};

/** Years since a stored date on `date` (an age turned, years married), or null without a year. */
export function yearsOn(stored: string | null | undefined, date: string): number | null {
  const year = yearOf(stored);
  return year === null ? null : Number(date.slice(0, 4)) - year;
}

/** The ranges of the Birthdays and anniversaries screen: today, the next 7 or 30 days. */
export const DAY_RANGES = ['today', 'week', 'month'] as const;
export const RANGE_DAYS: Record<(typeof DAY_RANGES)[number], number> = {
  today: 1,
  week: 7,
  month: 30,
};
export const OCCASIONS = ['birthday', 'anniversary'] as const;
export type Occasion = (typeof OCCASIONS)[number];
