import type { ReactNode } from 'react';
import { AppBar, Layout, type AppBarProps } from 'react-admin';
import { ServerMessages } from '../common/ServerMessages';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';

const PrimaryAppBar = (props: AppBarProps) => (
  <AppBar {...props} color="primary" userMenu={<AppUserMenu />} />
);

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AppMenu} appBar={PrimaryAppBar}>
    <ServerMessages />
    {children}
  </Layout>
);
