import type { DonorMemberBody } from '../../shared/contract/donor';
import { fieldsOf } from '../../shared/contract/received';
import { crud, status, type EndpointTable } from '../providers/endpoints';

/**
 * A donor entry (shared/contract/donor.ts): registered donors send member_id,
 * unknown ones name (the dialog leaves the other out); `id` only when editing.
 */
const memberOfDonor = fieldsOf<Omit<DonorMemberBody, 'id'>>()([
  'donor_id',
  'position',
  'member_id',
  'name',
]);

/** Donors and their members (docs/product.md §7 "Donor"). */
export const donorEndpoints = {
  donor: {
    audit: 'donors',
    ...crud('donor/list', 'donor/add', (id) => `donor/${id}`, ['name']),
    update: { method: 'put', path: (id) => `donor/edit/${id}`, body: ['name'] },
    actions: { status: status((id) => `donor/edit/${id}`) },
  },
  donor_members: {
    audit: 'donor_members',
    list: 'donor/members',
    create: { method: 'post', path: 'donor/member/manage', body: memberOfDonor },
    update: {
      method: 'post',
      path: () => 'donor/member/manage',
      body: ['id', ...memberOfDonor],
    },
    delete: (id) => `donor/member/remove/${id}`,
  },
} satisfies EndpointTable;
