import { useCallback } from 'react';
import { useLocale } from 'react-admin';

/**
 * A page's own words in the screen's language, kept out of the back-office's
 * catalogue so the login screen does not load them (the privacy notice, the
 * Requests screen): `words('kinds.access')`, `words('notice.version', { version })`.
 */
export function usePageWords(english: object, gujarati: object) {
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
    [locale, english, gujarati],
  );
}
