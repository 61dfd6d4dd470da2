import DownloadIcon from '@mui/icons-material/Download';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { exportMembers } from './memberApi';
import { CSV_BOM } from '../../shared/csv';
import { membersCsv, type ExportRow } from './membersCsv';

/** Hands `text` to the browser as a file download. */
const download = (text: string, name: string) => {
  const url = URL.createObjectURL(new Blob([CSV_BOM, text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

/**
 * Export CSV: every member matching the list's search and filters, as
 * members.csv (spec §7), with the amount received shown while it runs.
 */
export const ExportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, total } = useListContext();
  const [received, setReceived] = useState<number | null>(null);

  const run = async () => {
    setReceived(0);
    try {
      const rows = await exportMembers<ExportRow>(dataProvider, filterValues, setReceived);
      download(membersCsv(rows), 'members.csv');
      notify('app.member.exported', { type: 'success' });
    } catch {
      notify('app.error.generic', { type: 'error' });
    } finally {
      setReceived(null);
    }
  };

  const busy = received !== null;
  return (
    <Stack sx={{ minWidth: 160 }}>
      <Button startIcon={<DownloadIcon />} onClick={run} disabled={busy || total === 0}>
        {translate('app.member.export')}
      </Button>
      {busy && (
        <>
          <LinearProgress aria-label={translate('app.member.exporting')} />
          <Typography variant="caption" role="status">
            {translate('app.member.exporting_bytes', {
              size: (received / 1024 / 1024).toFixed(1),
            })}
          </Typography>
        </>
      )}
    </Stack>
  );
};
