import type { EndpointTable } from '../providers/endpoints';

/**
 * The person graph (docs/families.md), our server only: a member's relatives and
 * parents, a marriage recorded on a member, a marriage's end, a death, the tree and
 * its GEDCOM file. Each write is an `update` of the row it names, so the common
 * dialog sends it.
 */
export const kinEndpoints = {
  'member-kin': {
    audit: 'members',
    one: (id) => `members/${id}/kin`,
    update: { method: 'put', path: (id) => `members/${id}/kin`, body: ['father_id', 'mother_id'] },
    actions: {
      gedcom: { path: (id) => `members/${id}/gedcom`, download: true },
    },
  },
  'member-marriages': {
    audit: 'members',
    update: {
      method: 'post',
      path: (id) => `members/${id}/marriages`,
      body: [
        'spouse_id',
        'new_spouse',
        'married_on',
        'household',
        'new_head',
        'successor_id',
        'moving_along',
      ],
    },
  },
  'marriage-end': {
    audit: 'members',
    update: {
      method: 'post',
      path: (id) => `marriages/${id}/end`,
      body: ['ended_by', 'ended_on', 'deceased_id', 'move_back_id'],
    },
  },
  'member-death': {
    audit: 'members',
    update: { method: 'put', path: (id) => `members/${id}/death`, body: ['died_on'] },
  },
  'member-tree': {
    one: (id) => `members/${id}/tree`,
  },
} satisfies EndpointTable;
