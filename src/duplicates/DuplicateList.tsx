import { Tab, Tabs, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ResourceList } from '../common/lists/ResourceList';
import { PairCard } from './PairCard';
import { ScanPanel } from './ScanPanel';
import { PAIR_STATUSES, type DuplicatePair } from './types';

/** To decide, Not duplicates, Merged: the pairs by what was decided. */
const StatusTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const status = (filterValues as { status?: string }).status ?? 'open';
  return (
    <Tabs
      value={status}
      onChange={(_event, value: string) => setFilters({ status: value }, {})}
      variant="scrollable"
      sx={{ mb: 2 }}
    >
      {PAIR_STATUSES.map((s) => (
        <Tab key={s} value={s} label={translate(`app.duplicates.statuses.${s}`)} />
      ))}
    </Tabs>
  );
};

const Pairs = () => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<DuplicatePair>();
  if (isPending) return null;
  if (!data?.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('app.duplicates.none')}
      </Typography>
    );
  return data.map((pair) => <PairCard key={pair.id} pair={pair} />);
};

/** /duplicates: the pairs the finder keeps, best first, each decided here. */
export const DuplicateList = () => (
  <ResourceList
    title="resources.duplicates.name"
    sort={{ field: 'score', order: 'DESC' }}
    search={false}
    layout="grid"
    perPage={10}
    pageSizes={[10, 25, 50]}
    header={
      <>
        <ScanPanel />
        <StatusTabs />
      </>
    }
  >
    <Pairs />
  </ResourceList>
);

export default DuplicateList;
