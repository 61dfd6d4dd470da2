import type { CommitteeMemberBody } from '../../shared/contract/committee';
import { fieldsOf } from '../../shared/contract/received';
import { crud, status, type EndpointTable } from '../providers/endpoints';

/** A seat (shared/contract/committee.ts); `id` only when editing one. */
const memberOfCommittee = fieldsOf<Omit<CommitteeMemberBody, 'id'>>()([
  'committee_id',
  'member_id',
  'position',
]);

/** Committees and their members (docs/product.md §7 "Committee"). */
export const committeeEndpoints = {
  committee: {
    audit: 'committees',
    ...crud('committee/list', 'committee/add', (id) => `committee/${id}`, ['name']),
    update: { method: 'put', path: (id) => `committee/edit/${id}`, body: ['name'] },
    actions: {
      status: status((id) => `committee/edit/${id}`),
      /** The positions held in a committee, for its Filters dialog (a list of texts). */
      positions: { path: 'committee/positions', body: ['committee_id'] },
    },
  },
  committee_members: {
    audit: 'committee_members',
    list: 'committee/members',
    create: { method: 'post', path: 'committee/member/manage', body: memberOfCommittee },
    // Editing also sends the row's id, so that the server tells it from an add of a
    // member already seated (the original backend ignores it).
    update: {
      method: 'post',
      path: () => 'committee/member/manage',
      body: [...memberOfCommittee, 'id'],
    },
    delete: {
      method: 'post',
      path: 'committee/member/remove',
      body: ['committee_id', 'member_id'],
    },
  },
} satisfies EndpointTable;
