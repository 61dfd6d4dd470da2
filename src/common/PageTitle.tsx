import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';

/** Sets the browser tab's title: "<page> · Family Directory". Takes a translation key. */
export function useDocumentTitle(pageKey: string, options?: Record<string, unknown>): string {
  const translate = useTranslate();
  const page = translate(pageKey, options);
  const app = translate('app.name');
  useEffect(() => {
    document.title = `${page} · ${app}`;
  }, [page, app]);
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

/** A custom page's title, in the app bar and in the browser tab. */
export const PageTitle = ({
  title,
  options,
}: {
  title: string;
  options?: Record<string, unknown>;
}) => {
  const page = useDocumentTitle(title, options);
  return <Title title={page} />;
};
