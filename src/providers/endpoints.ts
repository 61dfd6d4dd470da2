import type { Identifier } from 'react-admin';
import type { AuditResource } from '../../shared/audit';
import type { Multipart } from './formData';

/** One call of docs/product.md §7, relative to /api/frontend. */
export interface Endpoint {
  /** GET unless told otherwise. */
  method?: 'get' | 'post' | 'put' | 'delete';
  /** The path, or the path of one row. */
  path: string | ((id: Identifier) => string);
  /**
   * The fields of the values sent: in the body, or in the query of a GET
   * (blank ones left out). Absent: every field.
   */
  body?: readonly string[];
  /** Sent as a multipart form instead of JSON. */
  multipart?: Multipart;
  /** Sent as a POST with `?_method=PUT` (docs/product.md §7 Gallery edit). */
  methodOverride?: 'PUT';
  /** A GET with the list's search and filters, no paging (an export). */
  listFilters?: boolean;
  /** A file the browser downloads by navigation: the call answers its address. */
  download?: boolean;
}

/** How one react-admin resource maps onto the API's irregular paths (docs/product.md §7). */
export interface ResourceEndpoints {
  /** GET; sends page, itemsPerPage, sortBy, sortDesc, search and the filters; answers { data, total }. */
  list?: string;
  /** GET one record; answers { data }. */
  one?: (id: Identifier) => string;
  /** Add: POST unless told otherwise. */
  create?: Endpoint & { path: string };
  /** Edit: PUT unless told otherwise. */
  update?: Endpoint & { path: (id: Identifier) => string };
  /**
   * Remove one row: DELETE on the path, or a write that names the row in its
   * body (docs/product.md §7: `POST /committee/member/remove {committee_id, member_id}`).
   */
  delete?: ((id: Identifier) => string) | (Endpoint & { path: string });
  /** getManyReference: the list path per target field; the target's id goes in the query under its own name. */
  references?: Record<string, string>;
  /** Status switches, publishing, sending, resending, exports: one line each. */
  actions?: Record<string, Endpoint>;
  /**
   * The area of the audit log its records are in (the log names tables), for the
   * History buttons; our server only.
   */
  audit?: AuditResource;
}

/** A resource whose list, add, edit and delete follow one pattern, sending only `body`'s fields. */
export const crud = (
  list: string,
  create: string,
  row: (id: Identifier) => string,
  body: readonly string[],
) =>
  ({
    list,
    create: { method: 'post', path: create, body },
    update: { method: 'put', path: row, body },
    delete: row,
  }) satisfies ResourceEndpoints;

/** The show/hide or live switch: sends `{ status }` only (docs/product.md §4). */
export const status = (path: (id: Identifier) => string): Endpoint => ({
  method: 'put',
  path,
  body: ['status'],
});

/** The entries of one area, by resource name (`src/<area>/endpoints.ts`). */
export type EndpointTable = Record<string, ResourceEndpoints>;

/** The actions an entry declares, by name. */
export type ActionsOf<E> = E extends { actions: infer A } ? keyof A & string : never;

/**
 * The form fields that hold a resource's files, by their wire names
 * (`{ photo: 'photo_file' }`), so the server's errors about a file show under it.
 */
export const filesOf = (
  entry: ResourceEndpoints | undefined,
): Readonly<Record<string, string>> => ({
  ...entry?.create?.multipart?.files,
  ...entry?.update?.multipart?.files,
});

/** The select lists of docs/product.md §7 "Auth and lookups"; each answers { data: [...] }. */
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
  /** The accounts of the audit log's filter; our server only (404 on the original backend). */
  auditAccounts: 'audit/accounts',
  /** The district select of the post dialog. */
  postDistricts: 'post/district',
  /** The post select of the village dialog (posts with their district). */
  villagePosts: 'village/post',
} as const;
export type LookupName = keyof typeof lookups;

/** Our server's backups (docs/deploy.md "Backups"): the archives kept, and the newest to download. */
export const backupPaths = { list: 'backups', latest: 'backups/latest' } as const;

/** The sign-in calls (authProvider). */
export const paths = {
  user: 'user',
  login: 'login',
  logout: 'logout',
  logoutEverywhere: 'logout-everywhere',
  /** A one-time sign-in link's token (our server only): whose it is, then a password. */
  link: (token: string) => `link/${encodeURIComponent(token)}`,
} as const;
