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
  /** Create; POST unless told otherwise; sends the record as JSON. */
  create?: { method?: 'post' | 'put'; path: string };
  /** Update; PUT unless told otherwise. */
  update?: { method?: 'put' | 'post'; path: (id: Identifier) => string };
  /** DELETE. */
  delete?: (id: Identifier) => string;
  /** getManyReference: the list path per target field; the target's id goes in the query under its own name. */
  references?: Record<string, string>;
}

/** The resources the back-office manages; each area adds its entry as it lands. */
export const resources: Record<string, ResourceEndpoints> = {};

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
} as const;
export type LookupName = keyof typeof lookups;

/** Everything else the SPA reads that is not a resource. */
export const paths = {
  dashboard: 'dashboard/details',
  user: 'user',
  login: 'login',
  logout: 'logout',
} as const;
