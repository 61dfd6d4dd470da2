import type { CloseRightBody, RightBody } from '../../shared/contract/rights';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';

/** Members' requests under their rights (docs/privacy.md "Rights"): our server only. */
export const rightsEndpoints = {
  privacy_requests: {
    list: 'privacy-requests',
    one: (id) => `privacy-requests/${id}`,
    audit: 'privacy_requests',
    create: {
      method: 'post',
      path: 'privacy-requests',
      body: fieldsOf<RightBody>()([
        'member_id',
        'kind',
        'received_on',
        'details',
        'nominee_name',
        'nominee_mobile',
        'nominee_relation',
      ]),
    },
    actions: {
      close: {
        method: 'post',
        path: (id) => `privacy-requests/${id}/close`,
        body: fieldsOf<CloseRightBody>()(['status', 'outcome']),
      },
      erase: { method: 'post', path: (id) => `privacy-requests/${id}/erase` },
    },
  },
} satisfies EndpointTable;

/** The access file as a PDF, downloaded by the browser. */
export const accessPdfPath = (id: number) => `privacy-requests/${id}/personal-data.pdf`;
