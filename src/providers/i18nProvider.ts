import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import en from '../../i18n/en';
import { intlLocale } from './locale';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'gu', name: 'ગુજરાતી' },
];

/**
 * English is bundled and is the start-up language; Gujarati is fetched on first
 * use and merged over English, so a key without a translation falls back.
 * react-admin remembers the chosen language in its store.
 */
const loadMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'gu'
    ? import('../../i18n/gu').then(
        (m) => withGroupedCounts(mergeTranslations(en, m.default)) as TranslationMessages,
      )
    : english;

/**
 * Counts in messages read with thousands separators as the language writes them
 * ("1,000 members", Indian grouping in Gujarati: "1,00,000"): every message says
 * `%{grouped_count}` where it said `%{smart_count}`, which still picks the plural.
 */
type Messages = { [key: string]: string | Messages };
const withGroupedCounts = (messages: Messages): Messages =>
  Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value.replaceAll('%{smart_count}', '%{grouped_count}')
        : withGroupedCounts(value),
    ]),
  );

/** English is there at once: the first render needs no promise. */
const english = withGroupedCounts(en as Messages) as TranslationMessages;

export const createI18nProvider = (): I18nProvider => {
  const provider = polyglotI18nProvider(loadMessages, 'en', locales, { allowMissing: true });
  const numbers = new Map<string, Intl.NumberFormat>();
  const grouped = (n: number) => {
    const locale = intlLocale(provider.getLocale());
    if (!numbers.has(locale)) numbers.set(locale, new Intl.NumberFormat(locale));
    return numbers.get(locale)!.format(n);
  };
  return {
    ...provider,
    translate: (key, options) =>
      provider.translate(
        key,
        typeof options?.smart_count === 'number'
          ? { ...options, grouped_count: grouped(options.smart_count) }
          : options,
      ),
  };
};
