import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  GlobalStyles,
  MenuItem,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDataProvider, useLocale } from 'react-admin';
import { charts as english } from '../../../i18n/en/charts';
import { charts as gujarati } from '../../../i18n/gu/charts';
import { placeName } from '../../common/format/placeName';
import { useFormats } from '../../common/hooks/useFormats';
import { usePageWords } from '../../privacy/usePageWords';
import type { AppDataProvider } from '../../resources';
import { getCharts } from '../dashboardApi';
import { ChartCard } from './ChartCard';
import { chartModels } from './chartModels';

/**
 * On paper (docs/dashboard.md): A4, only the page's content, charts one under the
 * other and never cut in two; the buttons stay on screen.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '12mm' },
        'header, .MuiDrawer-docked, .no-print': { display: 'none !important' },
        '.RaLayout-content': { padding: '0 !important' },
        '[data-charts] > *': { width: '100% !important', maxWidth: '100% !important' },
      },
    }}
  />
);

/**
 * The dashboard's charts (docs/dashboard.md), loaded apart from the cards so the
 * rest of the back-office does not carry MUI X Charts: growth, ages, places,
 * education and work, blood groups and record quality, each with its table, its
 * CSV and bars that open the members behind them.
 */
const DashboardCharts = () => {
  const words = usePageWords(english, gujarati);
  const locale = useLocale();
  const { number } = useFormats();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [villagesOf, setVillagesOf] = useState<number | null>(null);
  // Charts are drawn as they come near the screen; on paper, all of them.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const drawAll = () => flushSync(() => setPrinting(true));
    window.addEventListener('beforeprint', drawAll);
    return () => window.removeEventListener('beforeprint', drawAll);
  }, []);
  const print = () => {
    flushSync(() => setPrinting(true));
    // Two frames: the charts measure their width, then draw.
    requestAnimationFrame(() => requestAnimationFrame(() => window.print()));
  };
  const { data, error } = useQuery({
    queryKey: ['dashboard-charts', villagesOf],
    queryFn: () => getCharts(dataProvider, villagesOf),
    placeholderData: keepPreviousData,
  });
  const models = useMemo(
    () => (data ? chartModels(data, words, locale, number) : []),
    [data, words, locale, number],
  );

  return (
    <Box component="section" aria-labelledby="charts-heading" sx={{ mt: 3 }}>
      {printStyles}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="charts-heading" component="h2" variant="h5" sx={{ flexGrow: 1 }}>
          {words('heading')}
        </Typography>
        <Button className="no-print" startIcon={<PrintIcon />} onClick={print}>
          {words('print')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error">{words('load_error')}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Box
          data-charts
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {models.map((model) => (
            <ChartCard
              key={model.id}
              model={model}
              words={words}
              number={number}
              drawn={printing}
              action={
                model.id === 'villages' && data.districts.length > 0 ? (
                  <TextField
                    select
                    size="small"
                    label={words('villages.district')}
                    value={data.villagesOf ?? ''}
                    onChange={(event) => setVillagesOf(Number(event.target.value))}
                    sx={{ minWidth: 160 }}
                  >
                    {data.districts.map((district) => (
                      <MenuItem key={district.id} value={district.id}>
                        {placeName(district, locale)}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : undefined
              }
            />
          ))}
        </Box>
      )}
    </Box>
  );
};

export default DashboardCharts;
