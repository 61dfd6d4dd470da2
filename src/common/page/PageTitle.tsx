import { useEffect } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';

/**
 * Sets the browser tab's title ("<page> · Family Directory", from a translation
 * key) and the document's language, which screen readers and hyphenation follow.
 */
export function useDocumentTitle(pageKey: string, options?: Record<string, unknown>): string {
  const translate = useTranslate();
  const locale = useLocale();
  const page = translate(pageKey, options);
  const app = translate('app.name');
  useEffect(() => {
    document.title = `${page} · ${app}`;
    document.documentElement.lang = locale;
  }, [page, app, locale]);
  return page;
}

/** A page's title text that also names the browser tab (for react-admin's `title` props). */
export const TitleText = ({
  title,
  options,
}: {
  title: string;
  options?: Record<string, unknown>;
}) => <>{useDocumentTitle(title, options)}</>;

const MARK = '\u2063';

/**
 * A title's text that names a record ("Results · 2025"): the browser tab gets the
 * whole text; on the page the `name` option is data, marked not to translate.
 */
export const TitleWithName = ({
  title,
  options,
}: {
  title: string;
  options: Record<string, unknown> & { name: string };
}) => {
  const translate = useTranslate();
  useDocumentTitle(title, options);
  const [before, after] = translate(title, { ...options, name: MARK }).split(MARK);
  return (
    <>
      {before}
      <span translate="no">{options.name}</span>
      {after}
    </>
  );
};

/**
 * A custom page's title, in the app bar and in the browser tab. A `name` option
 * is data (a member's name): in the app bar it is marked not to translate.
 */
export const PageTitle = ({
  title,
  options,
}: {
  title: string;
  options?: Record<string, unknown>;
}) => {
  const page = useDocumentTitle(title, options);
  if (typeof options?.name !== 'string' || !options.name) return <Title title={page} />;
  return (
    <Title title={<TitleWithName title={title} options={{ ...options, name: options.name }} />} />
  );
};
