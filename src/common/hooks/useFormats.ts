import { useMemo } from 'react';
import { useLocale } from 'react-admin';

import { intlLocale } from '../../providers/locale';
import { dateTimeFormat } from '../format/dateTime';

/**
 * Numbers and dates the way the administrator's language writes them: Indian
 * grouping (1,00,000), Gujarati month and day names, and Gujarati times with the
 * day part in words (`dateTime.ts`). The browser's own Intl
 * data does it, at no cost to the bundle (docs/dependencies.md).
 */
export function useFormats() {
  const locale = intlLocale(useLocale());
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTime = dateTimeFormat(locale);
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 2,
    });
    return {
      locale,
      number: (n: number) => number.format(n),
      date: (d: Date | string | number) => date.format(new Date(d)),
      dateTime: (d: Date | string | number) => dateTime(new Date(d)),
      /** Rupees: ₹1,23,456.50. */
      money: (rupees: number) => money.format(rupees),
    };
  }, [locale]);
}
