import type { Identifier } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** The show/hide or live switch of a row (the resource's `status` action): sends only `{ status }`. */
export const setStatus = (
  dataProvider: AppDataProvider,
  resource: string,
  id: Identifier,
  status: boolean,
) => dataProvider.action(resource, 'status', { id, data: { status } });
