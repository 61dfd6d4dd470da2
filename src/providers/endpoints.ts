import type { Identifier } from 'react-admin';
import type { Multipart } from './formData';
import { MEMBER_FORM_FIELDS } from '../../shared/rules';
import { NOTIFICATION_FILTERS } from '../../shared/notification';
import { fieldsOf } from '../../shared/contract/received';
import type { JobBody } from '../../shared/contract/job';
import type { EventBody } from '../../shared/contract/event';
import type { AccountBody, AccountEdit } from '../../shared/contract/account';
import type { BookOptionsInput } from '../../shared/contract/directory';

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
}

/** A resource whose list, add, edit and delete follow one pattern, sending only `body`'s fields. */
const crud = (
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
const status = (path: (id: Identifier) => string): Endpoint => ({
  method: 'put',
  path,
  body: ['status'],
});

const memberOfCommittee = ['committee_id', 'member_id', 'position'] as const;
/** Registered donors send member_id, unknown ones name (the dialog leaves the other out). */
const memberOfDonor = ['donor_id', 'position', 'member_id', 'name'] as const;

/** The member form's fields (docs/product.md §7 `POST /members`), the photo file and the JSON settings. */
const MEMBER_FIELDS = MEMBER_FORM_FIELDS;
const memberForm: Multipart = { files: { photo: 'photo_file' }, json: ['family', 'settings'] };

/**
 * The student result form (docs/product.md §7 `POST /result/add`): exactly these fields, `id`
 * when editing, `member_id` only when a member is chosen, the photo only when one is.
 */
const RESULT_FIELDS = [
  'name',
  'photo',
  'percentage',
  'city',
  'education_id',
  'result_segment_id',
  'member_id',
] as const;
const resultForm: Multipart = { files: { photo: 'photo_file' }, omitBlank: ['member_id'] };

/**
 * The business form (docs/product.md §7 `POST /business-portal`): its fields, the logo file
 * and the partners as a JSON list; `id` when editing.
 */
const BUSINESS_FIELDS = [
  'logo',
  'member_id',
  'mobile_no',
  'name',
  'email',
  'business_id',
  'in_foreign_land',
  'state',
  'country',
  'city',
  'address',
  'members',
] as const;
const businessForm: Multipart = { files: { logo: 'logo_file' }, json: ['members'] };

/** A gallery's cover or one of its images: the file under `image`. */
const galleryImage: Multipart = { files: { image: 'image_file' } };

/** The job form (shared/contract/job.ts): `education_id` is a list of levels. */
const JOB_FIELDS = fieldsOf<JobBody>()([
  'title',
  'name',
  'description',
  'city',
  'education_id',
  'business_type_id',
  'business_id',
  'member_id',
  'company_details',
]);

/** The account forms (shared/contract/account.ts). */
const ACCOUNT_FIELDS = fieldsOf<AccountBody>()(['name', 'email', 'role', 'districts']);
const ACCOUNT_EDIT_FIELDS = fieldsOf<AccountEdit>()(['name', 'role', 'districts']);

/** A printed directory's options (shared/contract/directory.ts). */
const BOOK_FIELDS = fieldsOf<BookOptionsInput>()([
  'district_ids',
  'post_ids',
  'village_ids',
  'language',
  'page_size',
  'photos',
  'title',
  'year',
]);

/** The event form (shared/contract/event.ts). */
const EVENT_FIELDS = fieldsOf<EventBody>()(['name', 'time', 'start_date']);

/** The resources the back-office manages; each area adds its entry as it lands. */
export const resources = {
  // Masters (docs/product.md §7 "Masters")
  businesses: crud('business/list', 'business/add', (id) => `business/${id}`, ['name']),
  education: crud('education/list', 'education/add', (id) => `education/${id}`, ['name']),
  // A place's Gujarati name is our server's (docs/import.md): sent only when the form
  // holds one, which a record of another backend never does until it is typed.
  district: crud('district/list', 'district', (id) => `district/${id}`, ['name', 'name_gu']),
  post: crud('post/list', 'post', (id) => `post/${id}`, ['name', 'name_gu', 'district_id']),
  village: crud('village/list', 'village', (id) => `village/${id}`, ['name', 'name_gu', 'post_id']),
  // Contacts
  contacts: { list: 'contacts', delete: (id) => `contacts/${id}` },
  /** The audit log: our server only. */
  audit: { list: 'audit/list' },
  // Committees and their members (docs/product.md §7 "Committee")
  committee: {
    ...crud('committee/list', 'committee/add', (id) => `committee/${id}`, ['name']),
    update: { method: 'put', path: (id) => `committee/edit/${id}`, body: ['name'] },
    actions: {
      status: status((id) => `committee/edit/${id}`),
      /** The positions held in a committee, for its Filters dialog (a list of texts). */
      positions: { path: 'committee/positions', body: ['committee_id'] },
    },
  },
  committee_members: {
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
  // Donors and their members (docs/product.md §7 "Donor")
  donor: {
    ...crud('donor/list', 'donor/add', (id) => `donor/${id}`, ['name']),
    update: { method: 'put', path: (id) => `donor/edit/${id}`, body: ['name'] },
    actions: { status: status((id) => `donor/edit/${id}`) },
  },
  donor_members: {
    list: 'donor/members',
    create: { method: 'post', path: 'donor/member/manage', body: memberOfDonor },
    update: {
      method: 'post',
      path: () => 'donor/member/manage',
      body: ['id', ...memberOfDonor],
    },
    delete: (id) => `donor/member/remove/${id}`,
  },
  // Result years and their student results (docs/product.md §7 "Results")
  result: {
    list: 'result/segments',
    create: { method: 'post', path: 'result/segments/add', body: ['year'] },
    delete: (id) => `result/segment/${id}`,
    actions: {
      /** Makes a year live in the family app; there is no way back (docs/product.md §4). */
      publish: { method: 'post', path: 'result/publish', body: ['result_segment_id'] },
    },
  },
  result_students: {
    list: 'result/students',
    create: { method: 'post', path: 'result/add', body: RESULT_FIELDS, multipart: resultForm },
    update: {
      method: 'post',
      path: () => 'result/add',
      body: ['id', ...RESULT_FIELDS],
      multipart: resultForm,
    },
    delete: (id) => `result/${id}`,
    actions: {
      /** Approves one result (docs/product.md §4; the path is our decision, docs/decisions.md). */
      approve: { method: 'post', path: 'result/published', body: ['result_id'] },
    },
  },
  // The business portal (docs/product.md §7 "Business portal")
  'business-portal': {
    list: 'business-portal/list',
    one: (id) => `business-portal/${id}`,
    create: {
      method: 'post',
      path: 'business-portal',
      body: BUSINESS_FIELDS,
      multipart: businessForm,
    },
    update: {
      method: 'post',
      path: () => 'business-portal',
      body: ['id', ...BUSINESS_FIELDS],
      multipart: businessForm,
    },
    delete: (id) => `business-portal/${id}`,
    actions: {
      /** Live or off: sends the inverse of the current status (docs/product.md §4). */
      status: status((id) => `business-portal/status/${id}`),
      /** What the directory knows of a member who owns a business (mobile, email, place). */
      member: { path: (id) => `business-portal/member/${id}` },
    },
  },
  // Programs, their volunteer types, events (docs/product.md §7 "Programs", "Events")
  programs: {
    list: 'programs',
    create: { method: 'post', path: 'programs', body: ['name', 'time', 'date'] },
    delete: (id) => `programs/${id}`,
    actions: {
      /** Live or off: sends the status the list shows; the server flips it (docs/product.md §4). */
      publish: { method: 'post', path: 'programs/publish', body: ['id', 'status'] },
      /** The program's volunteers as a CSV the browser downloads. */
      export: { path: 'programs/export', body: ['program_id'], download: true },
    },
  },
  volunteer_types: {
    list: 'programs/volunteer-types',
    create: {
      method: 'post',
      path: 'programs/volunteer-type',
      body: ['name', 'want', 'program_id'],
    },
    delete: (id) => `programs/volunteer-type/${id}`,
    actions: {
      /** One volunteer type's volunteers as a CSV the browser downloads. */
      export: { path: 'programs/export', body: ['type_id'], download: true },
    },
  },
  events: {
    list: 'events',
    create: { method: 'post', path: 'events', body: EVENT_FIELDS },
    update: { method: 'put', path: (id) => `events/${id}`, body: EVENT_FIELDS },
    delete: (id) => `events/${id}`,
    actions: {
      publish: { method: 'post', path: 'events/publish', body: ['id', 'status'] },
    },
  },
  // Galleries and their images (docs/product.md §7 "Gallery")
  gallery: {
    list: 'gallery',
    create: { method: 'post', path: 'gallery', body: ['name', 'image'], multipart: galleryImage },
    update: {
      path: (id) => `gallery/${id}`,
      methodOverride: 'PUT',
      body: ['name', 'image'],
      multipart: galleryImage,
    },
    delete: (id) => `gallery/${id}`,
    actions: { status: status((id) => `gallery/${id}`) },
  },
  gallery_images: {
    list: 'gallery/images',
    /** One file per call; the page sends several at once (docs/product.md §7). */
    create: {
      method: 'post',
      path: 'gallery/image',
      body: ['image', 'gallery_id'],
      multipart: galleryImage,
    },
    delete: (id) => `gallery/image/${id}`,
    actions: { status: status((id) => `gallery/image/${id}`) },
  },
  // Jobs and the members who applied (docs/product.md §7 "Jobs")
  jobs: {
    list: 'job/list',
    create: { method: 'post', path: 'job/add', body: JOB_FIELDS },
    update: { method: 'put', path: (id) => `job/edit/${id}`, body: JOB_FIELDS },
    delete: (id) => `job/${id}`,
  },
  job_members: { list: 'job/members' },
  // Notifications (docs/product.md §7 "Notifications")
  notification: {
    list: 'notification',
    create: {
      method: 'post',
      path: 'notification',
      body: ['title', 'description', ...NOTIFICATION_FILTERS, 'filters'],
    },
    delete: (id) => `notification/${id}`,
    actions: {
      /** Sends it again to whoever its filters pick now. */
      resend: { method: 'post', path: (id) => `notification/resend/${id}`, body: [] },
    },
  },
  // Members (docs/product.md §7 "Members"): the form is one multipart POST, with `id` when editing
  members: {
    list: 'members/list',
    one: (id) => `members/${id}`,
    create: {
      method: 'post',
      path: 'members',
      body: [...MEMBER_FIELDS, 'family'],
      multipart: memberForm,
    },
    update: {
      method: 'post',
      path: () => 'members',
      body: ['id', ...MEMBER_FIELDS, 'family'],
      multipart: memberForm,
    },
    delete: (id) => `members/${id}`,
    actions: {
      /** Every member matching the list's search and filters, for members.csv. */
      export: { path: 'members/export', listFilters: true },
    },
  },
  // Admins
  admin: {
    list: 'admin/list',
    create: { method: 'post', path: 'admin/add', body: ['member_id'] },
    update: { method: 'put', path: (id) => `admin/edit/${id}`, body: ['member_id'] },
    delete: (id) => `admin/${id}`,
  },
  // Accounts: who signs in, with which role (our server only; docs/security.md "Accounts")
  accounts: {
    list: 'accounts',
    create: { method: 'post', path: 'accounts', body: ACCOUNT_FIELDS },
    update: { method: 'put', path: (id) => `accounts/${id}`, body: ACCOUNT_EDIT_FIELDS },
    actions: {
      disable: { method: 'post', path: (id) => `accounts/${id}/disable` },
      enable: { method: 'post', path: (id) => `accounts/${id}/enable` },
      link: { method: 'post', path: (id) => `accounts/${id}/link` },
    },
  },
  // Spreadsheet imports: our server only (docs/import.md)
  imports: {
    list: 'members/import',
    one: (id) => `members/import/${id}`,
    create: {
      method: 'post',
      path: 'members/import',
      body: ['file', 'sheet'],
      multipart: { files: { file: 'file' } },
    },
    actions: {
      /** Previews again with the administrator's column mapping and place choices. */
      preview: {
        method: 'post',
        path: (id) => `members/import/${id}/preview`,
        body: ['mapping', 'places', 'row_choices'],
      },
      /**
       * Imports the accepted rows in the background; the page follows the progress.
       * Sends the proposed Gujarati place names the administrator kept (docs/import.md).
       */
      commit: {
        method: 'post',
        path: (id) => `members/import/${id}/commit`,
        body: ['gujarati_names'],
      },
    },
  },
  /** An import's rows, by `import_id`: accepted or left out one by one. */
  import_rows: {
    list: 'members/import/rows',
    update: { method: 'put', path: (id) => `members/import/rows/${id}`, body: ['accepted'] },
  },
  // Possible duplicates: our server only (docs/duplicates.md)
  duplicates: {
    list: 'duplicates',
    one: (id) => `duplicates/${id}`,
    actions: {
      dismiss: { method: 'post', path: (id) => `duplicates/${id}/dismiss` },
      merge: { method: 'post', path: (id) => `duplicates/${id}/merge`, body: ['keep', 'take'] },
      /** The scan of the whole directory: start it, and follow it. */
      scan: { method: 'post', path: 'duplicates/scan' },
      scanState: { path: 'duplicates/scan' },
    },
  },
  // The printed directory: our server only (docs/directory.md)
  directory_books: {
    list: 'directory/books',
    one: (id) => `directory/books/${id}`,
    create: { method: 'post', path: 'directory/books', body: BOOK_FIELDS },
    actions: {
      /** Whether the server can print (Chromium), or the command that installs it. */
      printer: { path: 'directory/printer' },
    },
  },
} satisfies Record<string, ResourceEndpoints>;

/** A printed book's PDF, downloaded by the browser. */
export const bookPdfPath = (id: Identifier) => `directory/books/${id}/pdf`;

/**
 * The form fields that hold a resource's files, by their wire names
 * (`{ photo: 'photo_file' }`), so the server's errors about a file show under it.
 */
export const fileFields = (resource: string): Readonly<Record<string, string>> => {
  const entry = (resources as Record<string, ResourceEndpoints>)[resource];
  return { ...entry?.create?.multipart?.files, ...entry?.update?.multipart?.files };
};

/** The resources by name: `<Resource name>` in App.tsx, the menu and the lists take only these. */
export type ResourceName = keyof typeof resources;
/** The actions a resource declares. */
export type ActionName<R extends ResourceName> = (typeof resources)[R] extends {
  actions: infer A;
}
  ? keyof A & string
  : never;

/** Calls that belong to no resource: the dashboard and the public registration. */
export const calls = {
  /** The dashboard's numbers; by village when `district_id` is given. */
  dashboard: { path: 'dashboard/details', body: ['district_id'] },
  /** The public registration form (no sign-in): the member form without id or family. */
  register: {
    method: 'post',
    path: 'member/register',
    // With the show-mobile and show-address switches: the person's own choice.
    body: MEMBER_FIELDS,
    multipart: memberForm,
  },
} satisfies Record<string, Endpoint>;

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
