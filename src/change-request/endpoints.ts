import type { CampaignBody } from '../../shared/contract/door';
import { fieldsOf } from '../../shared/contract/received';
import type { EndpointTable } from '../providers/endpoints';

/** The office's side of the member page (docs/member-door.md): our server only. */
export const changeRequestEndpoints = {
  change_requests: {
    list: 'change-requests',
    one: (id) => `change-requests/${id}`,
    audit: 'change_requests',
    actions: {
      /** Each field accepted, edited (with the office's value) or rejected. */
      decide: { method: 'post', path: (id) => `change-requests/${id}/decide`, body: ['fields'] },
    },
  },
  field_policies: {
    audit: 'field_policies',
    actions: {
      read: { path: 'field-policies' },
      save: { method: 'put', path: 'field-policies', body: ['policies'] },
    },
  },
  verification_campaigns: {
    list: 'verification-campaigns',
    one: (id) => `verification-campaigns/${id}`,
    audit: 'verification_campaigns',
    create: {
      method: 'post',
      path: 'verification-campaigns',
      body: fieldsOf<CampaignBody>()([
        'kind',
        'name',
        'district_id',
        'village_id',
        'not_verified_months',
      ]),
    },
  },
  campaign_families: {
    list: 'verification-campaigns/families',
  },
} satisfies EndpointTable;
