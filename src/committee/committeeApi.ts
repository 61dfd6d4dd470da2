import type { Identifier } from 'react-admin';
import type { AppDataProvider } from '../resources';
import { unwrap } from '../providers/dataProvider';

/** The positions held in a committee (docs/product.md §7: `GET /committee/positions?committee_id`). */
export async function committeePositions(
  dataProvider: AppDataProvider,
  committeeId: Identifier,
): Promise<string[]> {
  const list = unwrap<unknown[]>(
    await dataProvider.action('committee', 'positions', { data: { committee_id: committeeId } }),
  );
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
}
