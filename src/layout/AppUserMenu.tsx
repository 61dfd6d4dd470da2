import { Box } from '@mui/material';
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { DownloadBackup, useBackups } from './DownloadBackup';
import { SignOutEverywhere } from './SignOutEverywhere';
import { PrivacyNoticeMenuItem } from '../privacy/PrivacyNoticeMenuItem';

/**
 * The account menu: the latest backup, sign out here, or everywhere. Its button shows the account's
 * name (data, marked not to translate) and is named with it too, so what a
 * sighted user reads is what a screen reader announces: "Demo Administrator, Profile".
 */
export const AppUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menu = translate('ra.auth.user_menu');
  useBackups();
  return (
    <Box component="span" translate="no" sx={{ display: 'contents' }}>
      <UserMenu label={identity?.fullName ? `${identity.fullName}, ${menu}` : menu}>
        <DownloadBackup />
        <PrivacyNoticeMenuItem />
        <SignOutEverywhere />
        <Logout />
      </UserMenu>
    </Box>
  );
};
