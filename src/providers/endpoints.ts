import type { Identifier } from 'react-admin';

/**
 * How one react-admin resource maps onto the API's irregular paths (spec §7).
 * Paths are relative to /api/frontend. Adding a resource is one entry here.
 */
export interface ResourceEndpoints {
  /** GET; sends page, itemsPerPage, sortBy, sortDesc, search and the filters; answers { data, total }. */
  list?: string;
  /** GET one record; answers { data }. */
  one?: (id: Identifier) => string;
  /** Create; POST unless told otherwise; sends `body`'s fields of the record as JSON (all when absent). */
  create?: { method?: 'post' | 'put'; path: string; body?: readonly string[] };
  /** Update; PUT unless told otherwise; sends `body`'s fields (all when absent). */
  update?: { method?: 'put' | 'post'; path: (id: Identifier) => string; body?: readonly string[] };
  /**
   * Remove one row: DELETE on the path, or a write that names the row in its
   * body (spec: `POST /committee/member/remove {committee_id, member_id}`).
   */
  delete?:
    | ((id: Identifier) => string)
    | { method: 'post' | 'put'; path: string; body: readonly string[] };
  /** The show/hide or live switch: sends `{ status }` only (spec §4). */
  status?: { method?: 'put' | 'post'; path: (id: Identifier) => string };
  /** getManyReference: the list path per target field; the target's id goes in the query under its own name. */
  references?: Record<string, string>;
}

/** A resource whose list, add, edit and delete follow one pattern, sending only `body`'s fields. */
const crud = (
  list: string,
  create: string,
  row: (id: Identifier) => string,
  body: readonly string[],
): ResourceEndpoints => ({
  list,
  create: { path: create, body },
  update: { path: row, body },
  delete: row,
});

const memberOfCommittee = ['committee_id', 'member_id', 'position'] as const;
/** Registered donors send member_id, unknown ones name (the dialog leaves the other out). */
const memberOfDonor = ['donor_id', 'position', 'member_id', 'name'] as const;

/** The resources the back-office manages; each area adds its entry as it lands. */
export const resources: Record<string, ResourceEndpoints> = {
  // Masters (spec §7 "Masters")
  businesses: crud('business/list', 'business/add', (id) => `business/${id}`, ['name']),
  education: crud('education/list', 'education/add', (id) => `education/${id}`, ['name']),
  district: crud('district/list', 'district', (id) => `district/${id}`, ['name']),
  post: crud('post/list', 'post', (id) => `post/${id}`, ['name', 'district_id']),
  village: crud('village/list', 'village', (id) => `village/${id}`, ['name', 'post_id']),
  // Contacts
  contacts: { list: 'contacts', delete: (id) => `contacts/${id}` },
  // Committees and their members (spec §7 "Committee")
  committee: {
    ...crud('committee/list', 'committee/add', (id) => `committee/${id}`, ['name']),
    update: { path: (id) => `committee/edit/${id}`, body: ['name'] },
    status: { path: (id) => `committee/edit/${id}` },
  },
  committee_members: {
    list: 'committee/members',
    create: { path: 'committee/member/manage', body: memberOfCommittee },
    update: { method: 'post', path: () => 'committee/member/manage', body: memberOfCommittee },
    delete: {
      method: 'post',
      path: 'committee/member/remove',
      body: ['committee_id', 'member_id'],
    },
  },
  // Donors and their members (spec §7 "Donor")
  donor: {
    ...crud('donor/list', 'donor/add', (id) => `donor/${id}`, ['name']),
    update: { path: (id) => `donor/edit/${id}`, body: ['name'] },
    status: { path: (id) => `donor/edit/${id}` },
  },
  donor_members: {
    list: 'donor/members',
    create: { path: 'donor/member/manage', body: memberOfDonor },
    update: { method: 'post', path: () => 'donor/member/manage', body: ['id', ...memberOfDonor] },
    delete: (id) => `donor/member/remove/${id}`,
  },
  // Members (spec §7 "Members"); saving is the multipart saveMember below
  members: {
    list: 'members/list',
    one: (id) => `members/${id}`,
    delete: (id) => `members/${id}`,
  },
  // Admins
  admin: {
    list: 'admin/list',
    create: { path: 'admin/add', body: ['member_id'] },
    update: { path: (id) => `admin/edit/${id}`, body: ['member_id'] },
    delete: (id) => `admin/${id}`,
  },
};

/** The select lists of spec §7 "Auth and lookups"; each answers { data: [...] }. */
export const lookups = {
  district: 'district',
  education: 'education',
  countries: 'countries',
  states: 'states',
  businesses: 'businesses',
  relations: 'relations',
  members: 'members',
  memberSearch: 'members/search',
  post: 'post',
  village: 'village',
  /** The district select of the post dialog. */
  postDistricts: 'post/district',
  /** The post select of the village dialog (posts with their district). */
  villagePosts: 'village/post',
} as const;
export type LookupName = keyof typeof lookups;

/** Everything else the SPA reads that is not a resource. */
export const paths = {
  dashboard: 'dashboard/details',
  /** The positions used in one committee, for its Filters dialog (a list of texts). */
  committeePositions: 'committee/positions',
  /** POST multipart: the member form, `family` and `settings` as JSON, `id` when editing. */
  memberSave: 'members',
  /** GET with the list's filters: every matching member, for members.csv. */
  memberExport: 'members/export',
  /** POST multipart, no sign-in: the public registration form. */
  memberRegister: 'member/register',
  user: 'user',
  login: 'login',
  logout: 'logout',
} as const;
