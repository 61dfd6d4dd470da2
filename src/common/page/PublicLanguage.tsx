import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  I18nContext,
  StoreContextProvider,
  localStorageStore,
  useStore,
  type I18nProvider,
} from 'react-admin';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ProgressNames } from './ProgressNames';

/**
 * The public pages' own language store (`RaStorePublic.locale`, Gujarati until a
 * visitor picks another): a member who registers in Gujarati does not switch the
 * office's back-office to Gujarati on the same computer.
 */
const publicStore = localStorageStore(undefined, 'Public');

/**
 * Says the public pages in their own language. Unlike react-admin's provider, a
 * change of language re-renders the page without re-mounting it, so a half-filled
 * registration form keeps what the visitor typed.
 */
const PublicI18n = ({ children, first }: { children: ReactNode; first: string }) => {
  const provider = useMemo(() => createI18nProvider(), []);
  const [locale] = useStore('locale', first);
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.resolve(provider.changeLocale(locale)).then(() => live && setReady(locale));
    return () => {
      live = false;
    };
  }, [provider, locale]);
  // A new context value per language: every translating component renders again.
  const value = useMemo<I18nProvider | null>(
    () => (ready ? { ...provider, getLocale: () => ready } : null),
    [provider, ready],
  );
  return value ? (
    <I18nContext.Provider value={value}>
      <ProgressNames>{children}</ProgressNames>
    </I18nContext.Provider>
  ) : null;
};

/** `first`: the language until the visitor picks one (the registration form opens in Gujarati). */
export const PublicLanguage = ({
  children,
  first = 'en',
}: {
  children: ReactNode;
  first?: string;
}) => (
  <StoreContextProvider value={publicStore}>
    <PublicI18n first={first}>{children}</PublicI18n>
  </StoreContextProvider>
);
