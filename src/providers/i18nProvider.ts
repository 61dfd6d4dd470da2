import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import en from '../../i18n/en';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'gu', name: 'ગુજરાતી' },
];

/**
 * English is bundled and is the start-up language; Gujarati is fetched on first
 * use and merged over English, so a key without a translation falls back.
 * react-admin remembers the chosen language in its store.
 */
const loadMessages = (locale: string) =>
  locale === 'gu' ? import('../../i18n/gu').then((m) => mergeTranslations(en, m.default)) : en;

export const createI18nProvider = () =>
  polyglotI18nProvider(loadMessages, 'en', locales, { allowMissing: true });
