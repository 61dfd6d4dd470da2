import { CssBaseline } from '@mui/material';
import type { ComponentProps } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  Notification,
} from 'react-admin';

type ContextProps = ComponentProps<typeof AdminContext>;
type UIProps = ComponentProps<typeof CoreAdminUI>;

const store = localStorageStore();

/**
 * react-admin's `<Admin>` without its default layout and login page: `<Admin>`
 * names them as defaults, so they (with the sidebar, the app bar and their
 * tooltips) would be in /login's first load even though the app brings its own,
 * lazily (docs/bench.md, the login screen's budget). The same two parts
 * `<Admin>` joins — the contexts and the UI — with the pages the app uses.
 */
export const AppAdmin = ({
  dataProvider,
  authProvider,
  i18nProvider,
  theme,
  children,
  ...ui
}: Pick<ContextProps, 'dataProvider' | 'authProvider' | 'i18nProvider' | 'theme'> &
  Omit<
    UIProps,
    'accessDenied' | 'authCallbackPage' | 'authenticationError' | 'error' | 'loading'
  >) => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    store={store}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        error={ErrorPage}
        loading={LoadingPage}
        {...ui}
      >
        {children}
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);
