import type { TranslateFunction } from 'react-admin';
import { RELATIONS } from '../../../shared/rules';
import type { LookupRow } from '../../providers/dataProvider';
import type { LookupName } from '../../providers/endpoints';

/**
 * Lookup values the product owns (the seeded relations) in the administrator's
 * language, by id. A row whose name is not the one the product seeds under that id
 * (another backend, an office that renamed it) keeps its own name.
 */
export function ownedName(translate: TranslateFunction, lookup: LookupName, row: LookupRow) {
  if (lookup !== 'relations') return row.name;
  const known = RELATIONS.find((r) => r.id === row.id);
  return known && known.name === row.name
    ? translate(`app.member.relations.${known.key}`, { _: row.name })
    : row.name;
}

/** The lookup names whose values `ownedName` translates. */
export const OWNED_LOOKUPS: readonly LookupName[] = ['relations'];
