import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ResourceList } from '../common/lists/ResourceList';
import { StatusTabs } from '../common/lists/StatusTabs';
import { PairCard } from './PairCard';
import { ScanPanel } from './ScanPanel';
import { PAIR_STATUSES, type DuplicatePair } from './types';

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
        <StatusTabs statuses={PAIR_STATUSES} words="app.duplicates.statuses" first="open" />
      </>
    }
  >
    <Pairs />
  </ResourceList>
);

export default DuplicateList;
