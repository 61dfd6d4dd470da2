import PolicyIcon from '@mui/icons-material/Policy';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, type Ref } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { useBackups } from '../layout/DownloadBackup';

/**
 * The account-menu item to the privacy notice's settings: an administrator's, and only
 * on this server (the backups prove it, as the backup item does).
 */
export const PrivacyNoticeMenuItem = forwardRef<HTMLLIElement>(
  function PrivacyNoticeMenuItem(_, ref) {
    const translate = useTranslate();
    const menu = useUserMenu();
    const backups = useBackups();
    if (!backups.isSuccess) return null;
    return (
      <MenuItem
        ref={ref as unknown as Ref<HTMLAnchorElement>}
        component={Link}
        to="/privacy-notice"
        onClick={() => menu?.onClose()}
      >
        <ListItemIcon>
          <PolicyIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate('app.privacy.notice_settings')} />
      </MenuItem>
    );
  },
);
