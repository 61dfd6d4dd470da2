import { Alert, Box } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { PageTitle } from '../common/page/PageTitle';
import { dashboardQuery } from './dashboardApi';
import type { AppDataProvider } from '../resources';
import { FamilyTable } from './FamilyTable';
import { StatCards } from './StatCards';
import { lazyPart } from '../common/page/lazyPage';
import { useOurServer } from '../common/hooks/useOurServer';
import { useNearView } from './charts/useNearView';

// MUI X Charts loads with the charts, after the cards (docs/dashboard.md).
const DashboardCharts = lazyPart(() => import('./charts/DashboardCharts'));

/**
 * The charts, loaded and fetched once their place below the table comes on screen:
 * opening the dashboard costs its cards and table only (docs/dashboard.md).
 */
const ChartsWhenShown = () => {
  const [anchor, shown] = useNearView<HTMLDivElement>(false, '0px');
  return (
    <Box ref={anchor} data-charts-anchor sx={{ minHeight: shown ? undefined : 48 }}>
      {shown && <DashboardCharts />}
    </Box>
  );
};

/** /dashboard: the eight cards, the Family Details table and, on our server, the charts. */
export const Dashboard = () => {
  const translate = useTranslate();
  const ours = useOurServer();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [districtId, setDistrictId] = useState('');
  const { data, isFetching, error } = useQuery({
    ...dashboardQuery(dataProvider, districtId),
    placeholderData: keepPreviousData,
  });

  return (
    <Box sx={{ py: 2 }}>
      <PageTitle title="app.dashboard.title" />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.dashboard.load_error')}
        </Alert>
      )}
      <StatCards data={data?.details} />
      <FamilyTable
        rows={data?.details.familyInfo}
        rowsDistrictId={data?.districtId ?? ''}
        loading={isFetching}
        districtId={districtId}
        onDistrictChange={setDistrictId}
      />
      {/* After the cards and the table have their answer: they are drawn first, and the
          charts' place starts below them instead of on the empty page. */}
      {ours && data && <ChartsWhenShown />}
    </Box>
  );
};

export default Dashboard;
