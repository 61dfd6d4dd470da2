import { Logout, UserMenu } from 'react-admin';
import { SignOutEverywhere } from './SignOutEverywhere';

/** The account menu: sign out here, or everywhere. */
export const AppUserMenu = () => (
  <UserMenu>
    <SignOutEverywhere />
    <Logout />
  </UserMenu>
);
