import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../resources';
import { committeePositions } from './committeeApi';

/** The Filters dialog's position select, from the positions held in this committee. */
export const PositionFilter = ({ committeeId }: { committeeId: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [], isPending } = useQuery({
    queryKey: ['committee-positions', committeeId],
    queryFn: () => committeePositions(dataProvider, committeeId),
  });
  return (
    <SelectInput
      source="positionSelected"
      label="resources.committee_members.fields.position"
      choices={data.map((position) => ({ id: position, name: position }))}
      isPending={isPending}
      emptyText="app.filters.any"
      fullWidth
    />
  );
};
