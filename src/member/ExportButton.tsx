import DownloadIcon from '@mui/icons-material/Download';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../resources';
import { exportMembers } from './memberApi';
import { downloadCsv } from '../common/format/downloadCsv';
import { membersCsv, type ExportRow } from './membersCsv';

/**
 * Export CSV: every member matching the list's search and filters, as
 * members.csv (docs/product.md §7), with the amount received shown while it runs.
 */
export const ExportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, total } = useListContext();
  const [received, setReceived] = useState(0);
  const run = useMutation({
    mutationFn: () => {
      setReceived(0);
      return exportMembers<ExportRow>(dataProvider, filterValues, setReceived);
    },
    onSuccess: (rows) => {
      downloadCsv(membersCsv(rows), 'members.csv');
      notify('app.member.exported', { type: 'success' });
    },
    onError: () => notify('app.error.generic', { type: 'error' }),
  });

  const busy = run.isPending;
  return (
    <Stack sx={{ minWidth: 160 }}>
      <Button
        startIcon={<DownloadIcon />}
        onClick={() => run.mutate()}
        disabled={busy || total === 0}
      >
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
