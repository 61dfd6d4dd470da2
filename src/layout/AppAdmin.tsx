import { CssBaseline } from '@mui/material';
import type { ComponentProps } from 'react';
import { AdminContext, CoreAdminUI, LoadingPage, Notification } from 'react-admin';
import { lazyPart } from '../common/page/lazyPage';
import { ProgressNames } from '../common/page/ProgressNames';

type ContextProps = ComponentProps<typeof AdminContext>;
type UIProps = ComponentProps<typeof CoreAdminUI>;

// react-admin's error pages, loaded when one is shown, not with /login.
const pages = () => import('./ErrorPages').then((module) => module.errorPages);
const ErrorPage = lazyPart(
  () => pages().then((page) => ({ default: page.ErrorPage })),
  <LoadingPage />,
);
const AccessDenied = lazyPart(
  () => pages().then((page) => ({ default: page.AccessDenied })),
  <LoadingPage />,
);
const AuthenticationError = lazyPart(
  () => pages().then((page) => ({ default: page.AuthenticationError })),
  <LoadingPage />,
);

/**
 * react-admin's `<Admin>` without its default layout and login page: `<Admin>`
 * names them as defaults, so they (with the sidebar, the app bar and their
 * tooltips) would be in /login's first load even though the app brings its own,
 * lazily (docs/bench.md, the login screen's budget). The same two parts
 * `<Admin>` joins — the contexts and the UI — with the pages the app uses; the
 * error pages load when one is shown, and there is no sign-in callback page (the
 * app signs in with a password, not through a third party).
 */
export const AppAdmin = ({
  dataProvider,
  authProvider,
  i18nProvider,
  theme,
  store,
  queryClient,
  children,
  ...ui
}: Pick<
  ContextProps,
  'dataProvider' | 'authProvider' | 'i18nProvider' | 'theme' | 'store' | 'queryClient'
> &
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
    queryClient={queryClient}
  >
    <ProgressNames>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
          {...ui}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </ProgressNames>
  </AdminContext>
);
