import { useQuery, type PlaceholderDataFunction } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { OWNED_LOOKUPS, ownedName } from './ownedLookups';
import type { AppDataProvider, LookupRow } from '../providers/dataProvider';
import type { LookupName } from '../providers/endpoints';

/** A select list of the API (docs/product.md §7 lookups), cached for a minute; `enabled` waits for a parent choice. */
export function useLookup(
  name: LookupName,
  query: Record<string, unknown> = {},
  enabled = true,
  placeholderData?: PlaceholderDataFunction<LookupRow[]>,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const select = useCallback(
    (rows: LookupRow[]) => rows.map((row) => ({ ...row, name: ownedName(translate, name, row) })),
    [translate, name],
  );
  return useQuery({
    queryKey: ['lookup', name, query],
    queryFn: () => dataProvider.getLookup(name, query),
    staleTime: 60_000,
    enabled,
    placeholderData,
    select: OWNED_LOOKUPS.includes(name) ? select : undefined,
  });
}
