import { useLocale } from 'react-admin';

import { intlLocale } from '../../providers/locale';
import { dateTimeFormat } from '../format/dateTime';

export interface Formats {
  locale: string;
  number: (n: number) => string;
  date: (d: Date | string | number) => string;
  dateTime: (d: Date | string | number) => string;
  /** Rupees: ₹1,23,456.50. */
  money: (rupees: number) => string;
}

/**
 * The formatters of each language, made once: building an Intl formatter costs far
 * more than using one, and a list's every row asks (docs/bench.md, cold loads).
 */
const made = new Map<string, Formats>();

function formatsOf(locale: string): Formats {
  let formats = made.get(locale);
  if (formats) return formats;
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = dateTimeFormat(locale);
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
  });
  formats = {
    locale,
    number: (n) => number.format(n),
    date: (d) => date.format(new Date(d)),
    dateTime: (d) => dateTime(new Date(d)),
    money: (rupees) => money.format(rupees),
  };
  made.set(locale, formats);
  return formats;
}

/**
 * Numbers and dates the way the administrator's language writes them: Indian
 * grouping (1,00,000), Gujarati month and day names, and Gujarati times with the
 * day part in words (`dateTime.ts`). The browser's own Intl
 * data does it, at no cost to the bundle (docs/dependencies.md).
 */
export function useFormats(): Formats {
  return formatsOf(intlLocale(useLocale()));
}
