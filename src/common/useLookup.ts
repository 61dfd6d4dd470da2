import { useQuery, type PlaceholderDataFunction } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, LookupRow } from '../providers/dataProvider';
import type { LookupName } from '../providers/endpoints';

/** A select list of the API (spec §7 lookups), cached for a minute; `enabled` waits for a parent choice. */
export function useLookup(
  name: LookupName,
  query: Record<string, unknown> = {},
  enabled = true,
  placeholderData?: PlaceholderDataFunction<LookupRow[]>,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['lookup', name, query],
    queryFn: () => dataProvider.getLookup(name, query),
    staleTime: 60_000,
    enabled,
    placeholderData,
  });
}
