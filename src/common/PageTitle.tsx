import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';

/** Sets the browser tab's title: "<page> · Family Directory". */
export function useDocumentTitle(pageKey: string): string {
  const translate = useTranslate();
  const page = translate(pageKey);
  const app = translate('app.name');
  useEffect(() => {
    document.title = `${page} · ${app}`;
  }, [page, app]);
  return page;
}

/** A page's title, in the app bar and in the browser tab. Takes a translation key. */
export const PageTitle = ({ title }: { title: string }) => {
  const page = useDocumentTitle(title);
  return <Title title={page} />;
};
