import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, type AppBarProps } from 'react-admin';
import { ServerMessages } from '../common/ServerMessages';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';

/** The app bar; its title is the page's one `h1`, for screen readers as for the eye. */
const PrimaryAppBar = (props: AppBarProps) => (
  <AppBar {...props} color="primary" userMenu={<AppUserMenu />}>
    <TitlePortal component="h1" />
  </AppBar>
);

/** The page beside the menu may shrink to the window, so a wide table scrolls inside its card. */
const layoutSx = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AppMenu} appBar={PrimaryAppBar} sx={layoutSx}>
    <ServerMessages />
    {children}
  </Layout>
);

export default AppLayout;
