import BackupIcon from '@mui/icons-material/CloudDownload';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, type Ref } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useFormats } from '../common/hooks/useFormats';
import type { AppDataProvider } from '../resources';
import { apiUrl } from '../providers/config';
import { backupPaths } from '../providers/endpoints';

/**
 * The backups the server keeps, asked quietly; the account menu asks as soon as
 * its button shows, so the menu opens at its full size.
 */
export function useBackups() {
  const dataProvider = useDataProvider<AppDataProvider>();
  // Administrators' alone (src/providers/access.ts): others never ask.
  const { canAccess } = useCanAccess({ resource: 'backups', action: 'export' });
  return useQuery({
    queryKey: ['backups'],
    enabled: canAccess === true,
    queryFn: () => dataProvider.getBackups({ quiet: true }),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * An account-menu item that downloads the newest nightly backup (docs/deploy.md
 * "Backups"), with its date and size; "No backup yet" while there is none. Absent
 * for accounts other than administrators, and against a backend without backups (the original one answers 404).
 */
export const DownloadBackup = forwardRef<HTMLLIElement>(function DownloadBackup(_, ref) {
  const translate = useTranslate();
  const { dateTime, number } = useFormats();
  const backups = useBackups();
  if (!backups.isSuccess) return null;
  const [latest] = backups.data;
  const icon = (
    <ListItemIcon>
      <BackupIcon fontSize="small" />
    </ListItemIcon>
  );
  if (!latest)
    return (
      <MenuItem ref={ref} disabled>
        {icon}
        <ListItemText
          primary={translate('app.backup.none')}
          secondary={translate('app.backup.none_hint')}
        />
      </MenuItem>
    );
  const megabytes = `${number(Math.round((latest.size / 1e6) * 10) / 10)} MB`;
  return (
    <MenuItem
      ref={ref as unknown as Ref<HTMLAnchorElement>}
      component="a"
      href={`${apiUrl}/${backupPaths.latest}`}
      download
    >
      {icon}
      <ListItemText
        primary={translate('app.backup.download')}
        secondary={translate('app.backup.details', {
          date: dateTime(latest.created_at),
          size: megabytes,
        })}
      />
    </MenuItem>
  );
});
