import { useCallback } from 'react';
import { useLocale } from 'react-admin';
import { privacyNotice as english } from '../../i18n/en/privacy-notice';
import { privacyNotice as gujarati } from '../../i18n/gu/privacy-notice';

/**
 * The privacy notice's words in the screen's language (i18n/en/privacy-notice.ts and its Gujarati),
 * kept out of the back-office's catalogue so the login screen does not load them:
 * `words('items.name')`, `words('notice.version', { version })`.
 */
export function useNoticeWords() {
  const locale = useLocale();
  return useCallback(
    (key: string, params: Record<string, unknown> = {}) => {
      let value: unknown = locale === 'gu' ? gujarati : english;
      for (const part of key.split('.'))
        value = (value as Record<string, unknown> | undefined)?.[part];
      if (typeof value !== 'string') return key;
      return value.replace(/%\{(\w+)\}/g, (whole, name: string) =>
        params[name] === undefined ? whole : String(params[name]),
      );
    },
    [locale],
  );
}
