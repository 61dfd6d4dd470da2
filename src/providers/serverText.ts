import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { translateServerText, type ServerText } from './translateServerText';

export { translateServerText, type ServerText } from './translateServerText';

/** `translateServerText` bound to the current language, for components. */
export function useServerText(): (text: ServerText) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (text: ServerText) => translateServerText(translate, text, locale),
    [translate, locale],
  );
}
