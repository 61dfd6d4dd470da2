import type { MergeBody } from '../../shared/contract/duplicates';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';

/** Possible duplicates: our server only (docs/duplicates.md). */
export const duplicatesEndpoints = {
  duplicates: {
    list: 'duplicates',
    one: (id) => `duplicates/${id}`,
    actions: {
      dismiss: { method: 'post', path: (id) => `duplicates/${id}/dismiss` },
      merge: {
        method: 'post',
        path: (id) => `duplicates/${id}/merge`,
        body: fieldsOf<MergeBody>()(['keep', 'take']),
      },
      /** The scan of the whole directory: start it, and follow it. */
      scan: { method: 'post', path: 'duplicates/scan' },
      scanState: { path: 'duplicates/scan' },
    },
  },
} satisfies EndpointTable;
