import { useLocale, useTranslate } from 'react-admin';
import { intlLocale } from '../providers/locale';
import type { AppBirthday } from './types';

/** A birthday's words on the screen's language: its day, what it is, the years, the place. */
export function useDayWords() {
  const translate = useTranslate();
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return {
    day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
    who: (row: AppBirthday) =>
      row.occasion === 'anniversary' && row.spouse_name
        ? `${row.name} · ${row.spouse_name}`
        : row.name,
    years: (row: AppBirthday) =>
      row.years === null
        ? ''
        : translate(
            row.occasion === 'birthday' ? 'app.birthdays.turns' : 'app.birthdays.married_years',
            { smart_count: row.years },
          ),
    occasion: (row: AppBirthday) => translate(`app.birthdays.occasions.${row.occasion}`),
    place: (row: AppBirthday) =>
      [
        locale === 'gu' ? (row.village_gu ?? row.village) : row.village,
        locale === 'gu' ? (row.district_gu ?? row.district) : row.district,
      ]
        .filter(Boolean)
        .join(', '),
  };
}
