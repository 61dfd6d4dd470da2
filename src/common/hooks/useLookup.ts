import { useQuery, type PlaceholderDataFunction } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { OWNED_LOOKUPS, ownedName } from '../format/ownedLookups';
import { placeName } from '../format/placeName';
import type { LookupRow } from '../../providers/dataProvider';
import type { AppDataProvider } from '../../resources';
import type { LookupName } from '../../providers/endpoints';

/** The lookups of places, named in the screen's language (a post's district too). */
const PLACE_LOOKUPS: readonly LookupName[] = [
  'district',
  'post',
  'village',
  'postDistricts',
  'villagePosts',
];

/**
 * A select list of the API (docs/product.md §7 lookups), cached for a minute;
 * `enabled` waits for a parent choice. The product's own values (relations) and
 * places come in the screen's language.
 */
export function useLookup(
  name: LookupName,
  query: Record<string, unknown> = {},
  enabled = true,
  placeholderData?: PlaceholderDataFunction<LookupRow[]>,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const owned = useCallback(
    (rows: LookupRow[]) => rows.map((row) => ({ ...row, name: ownedName(translate, name, row) })),
    [translate, name],
  );
  const places = useCallback(
    (rows: LookupRow[]) =>
      rows.map((row) => {
        const { district, district_gu } = row as { district?: string; district_gu?: string | null };
        return {
          ...row,
          name: placeName(row, locale),
          ...(district
            ? { district: placeName({ name: district, name_gu: district_gu }, locale) }
            : {}),
        };
      }),
    [locale],
  );
  return useQuery({
    queryKey: ['lookup', name, query],
    queryFn: () => dataProvider.getLookup(name, query),
    staleTime: 60_000,
    enabled,
    placeholderData,
    select: OWNED_LOOKUPS.includes(name)
      ? owned
      : PLACE_LOOKUPS.includes(name)
        ? places
        : undefined,
  });
}
