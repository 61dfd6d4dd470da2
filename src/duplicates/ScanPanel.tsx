import { LoadingBar } from '../common/page/LoadingBar';
import SearchIcon from '@mui/icons-material/ManageSearch';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { useAction } from '../common/hooks/useAction';
import { useFormats } from '../common/hooks/useFormats';
import type { AppDataProvider } from '../resources';
import type { ScanState } from './types';

/**
 * The scan of the whole directory: started here, followed every second while it
 * runs (it goes on if the page is left), the pairs list read again when it ends.
 */
export const ScanPanel = () => {
  const translate = useTranslate();
  const { number } = useFormats();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const scan = useQuery({
    queryKey: ['duplicates', 'scan'],
    queryFn: async () =>
      (await dataProvider.action<'duplicates', { data: ScanState }>('duplicates', 'scanState'))
        .data,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
  const state = scan.data;
  // The pairs are read again when a scan ends while the page is open, even one so
  // short that it was never seen running.
  const finished = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!state) return;
    if (finished.current !== undefined && state.finished_at !== finished.current) refresh();
    finished.current = state.finished_at;
  }, [state, refresh]);
  // Started, the scan is followed from its state (the list reloads when it ends).
  const start = useAction('duplicates', 'scan', { refresh: false });
  const running = state?.status === 'running';
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.duplicates.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<SearchIcon />}
          disabled={running || start.isPending}
          onClick={() => start.mutate({}, { onSettled: () => void scan.refetch() })}
        >
          {translate('app.duplicates.scan')}
        </Button>
        {state?.status === 'done' && (
          <Typography variant="body2" role="status">
            {translate('app.duplicates.scanned', { smart_count: state.found })}
          </Typography>
        )}
        {state?.status === 'failed' && (
          <Typography variant="body2" role="status" color="error">
            {translate('app.duplicates.scan_failed')}
          </Typography>
        )}
      </Stack>
      {running && (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="body2">
            {translate('app.duplicates.scanning', {
              done: number(state.done),
              total: number(state.members),
            })}
          </Typography>
          <LoadingBar
            variant="determinate"
            value={state.members ? (state.done / state.members) * 100 : 0}
          />
        </Box>
      )}
    </Box>
  );
};
