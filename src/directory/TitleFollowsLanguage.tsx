import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { directory as english } from '../../i18n/en/directory';
import { directory as gujarati } from '../../i18n/gu/directory';

/** The cover's default title in each of the book's languages. */
export const DEFAULT_TITLES = {
  gu: gujarati.app.directory.default_title,
  en: english.app.directory.default_title,
} as const;

/**
 * Keeps a default cover title in the book's language: choosing English for a
 * book still titled "પરિવાર ડિરેક્ટરી" titles it "Family Directory", and back. A
 * title the administrator wrote stays as written.
 */
export const TitleFollowsLanguage = () => {
  const language = useWatch({ name: 'language' }) as keyof typeof DEFAULT_TITLES;
  const { getValues, setValue } = useFormContext();
  const was = useRef(language);
  useEffect(() => {
    if (was.current === language) return;
    was.current = language;
    const title = String(getValues('title') ?? '').trim();
    if (Object.values(DEFAULT_TITLES).includes(title as never) && DEFAULT_TITLES[language])
      setValue('title', DEFAULT_TITLES[language], { shouldDirty: true });
  }, [language, getValues, setValue]);
  return null;
};
