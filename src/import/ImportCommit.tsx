import { LoadingBar } from '../common/page/LoadingBar';
import DownloadIcon from '@mui/icons-material/Download';
import PeopleIcon from '@mui/icons-material/People';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { downloadCsv } from '../common/format/downloadCsv';
import { ConfirmDialog } from '../common/dialogs/ConfirmDialog';
import { useFormats } from '../common/hooks/useFormats';
import type { AppDataProvider } from '../resources';
import { useServerText } from '../providers/serverText';
import { useImport } from './ImportContext';
import { useAction } from '../common/hooks/useAction';
import { notImportedCsv } from '../../shared/import-csv';
import type { ImportRow } from './types';
import { useRowText } from './useRowText';

/** The rows left out, for the CSV: read in one go once the import is done. */
const useDownloadLeftOut = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { whyLeftOut } = useRowText();
  const { state } = useImport();
  return async () => {
    const { data } = await dataProvider.getList<ImportRow>('import_rows', {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'line', order: 'ASC' },
      filter: { import_id: state.id, left_out: 'true' },
    });
    const name = state.file_name.replace(/\.(xlsx|csv)$/i, '');
    downloadCsv(
      notImportedCsv(state.headers, data, whyLeftOut, translate('app.import.reason')),
      `${name}-not-imported.csv`,
    );
  };
};

/**
 * Import the accepted rows (asked first), the progress while the server imports
 * them in chunks, and at the end a summary with the rows left out as a CSV. A
 * stopped import goes on from where it stopped.
 */
export const ImportCommit = ({
  disabled,
  gujaratiNames,
}: {
  disabled: boolean;
  /** The proposed Gujarati place names kept, by key, recorded before the members. */
  gujaratiNames: string[];
}) => {
  const translate = useTranslate();
  const serverText = useServerText();
  const { number } = useFormats();
  const { state, reload } = useImport();
  const [asking, setAsking] = useState(false);
  const commit = useAction('imports', 'commit', { refresh: false });
  const busy = commit.isPending;
  const download = useDownloadLeftOut();
  const accepted = state.counts.accepted ?? 0;
  const start = () =>
    commit.mutate(
      { id: state.id, data: { gujarati_names: gujaratiNames } },
      {
        onSettled: () => {
          setAsking(false);
          reload();
        },
      },
    );

  if (state.status === 'importing') {
    const total = accepted || state.rows_total;
    return (
      <Box sx={{ mb: 2 }} role="status">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.import.importing', {
            done: number(state.rows_done),
            total: number(total),
          })}
        </Typography>
        <LoadingBar
          variant="determinate"
          value={total ? Math.min(100, (state.rows_done / total) * 100) : 0}
        />
      </Box>
    );
  }
  if (state.status === 'done') {
    const imported = state.counts.imported ?? 0;
    const left = state.rows_total - imported;
    return (
      <Alert
        severity="success"
        sx={{ mb: 2 }}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {left > 0 && (
              <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()}>
                {translate('app.import.download_left')}
              </Button>
            )}
            <Button size="small" component={Link} to="/members" startIcon={<PeopleIcon />}>
              {translate('app.import.show_members')}
            </Button>
          </Stack>
        }
      >
        <strong>{translate('app.import.done_title')}</strong>{' '}
        {translate('app.import.summary', { imported: number(imported), left: number(left) })}
      </Alert>
    );
  }
  return (
    <Box sx={{ mb: 2 }}>
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.import.failed', {
            error: state.error_code
              ? serverText({ message: state.error ?? '', code: state.error_code })
              : (state.error ?? ''),
          })}
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={<PlayArrowIcon />}
        disabled={disabled || !accepted || busy}
        onClick={() => setAsking(true)}
      >
        {state.status === 'failed'
          ? translate('app.import.resume')
          : translate('app.import.commit', { smart_count: accepted })}
      </Button>
      {!accepted && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.import.nothing_accepted')}
        </Typography>
      )}
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={translate('app.import.commit_title')}
        question="app.import.commit_question"
        onConfirm={() => void start()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};
