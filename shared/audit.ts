/**
 * What the audit log records, shared by the server that writes it and the SPA
 * that shows it, so neither can name an area, an action or a field the other
 * does not know (docs/audit.md).
 */

/** Every area the server records events of, by its table. */
export const AUDIT_RESOURCES = [
  'members',
  'committees',
  'committee_members',
  'donors',
  'donor_members',
  'admins',
  'users',
  'contacts',
  'result_segments',
  'student_results',
  'business_portals',
  'programs',
  'volunteer_types',
  'events',
  'galleries',
  'gallery_images',
  'jobs',
  'notifications',
  'business_types',
  'education',
  'districts',
  'posts',
  'villages',
  'backups',
  'directory_books',
  'message_templates',
  /** The member's door (docs/member-door.md). */
  'change_requests',
  'field_policies',
  'verification_campaigns',
  'families',
  /** The privacy notice's settings (docs/privacy.md). */
  'privacy_notice',
  /** Members' requests under their rights: recorded, closed, an erasure carried out. */
  'privacy_requests',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** Every action, named for what happened. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  /** Programs, events, businesses: made live in the family app, or taken off. */
  'live',
  'off',
  /** Committees, donors, galleries, gallery images: shown in the family app, or hidden. */
  'show',
  'hide',
  /** A result year made live (one way). */
  'publish',
  /** A student result approved (one way). */
  'approve',
  'export',
  'send',
  'resend',
  'login',
  'login_failed',
  'logout',
  /** Accounts: a sign-in link given, a link used to set a password, disabled, enabled again. */
  'link',
  'link_used',
  'disable',
  'enable',
  /** A member brought in from a spreadsheet. */
  'import',
  /** Two members found to be one person: one kept, the other merged into it. */
  'merge',
  /** A pair the duplicate finder offered, decided to be two people. */
  'not_duplicate',
  /** Families as they are (docs/families.md): a marriage, its end, a death, a member's parents. */
  'marriage',
  'marriage_end',
  'death',
  'parents',
  /** The member's door: a member signed in or out, proposed changes, said the family is correct. */
  'door_sign_in',
  'door_sign_out',
  'propose',
  'verify',
  /** The office decided a member's change request. */
  'decide',
  /** Who looked (docs/security.md "Who looked"): a member's record opened, a book printed. */
  'access',
  /** A member's personal data erased under their request (docs/privacy.md "Erasure"). */
  'erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Areas whose status is live/off in the family app; the others' is shown/hidden. */
export const LIVE_RESOURCES: readonly AuditResource[] = [
  'programs',
  'events',
  'business_portals',
  'result_segments',
];

/**
 * How the audit screen shows a value: `text` as it is (names are resolved by the
 * server when the event is written, so ids never reach the screen), `yes_no`,
 * `status` (live/off or shown/hidden by area, approved for a result), `date`,
 * `datetime`, `minutes`, `sex`, `business_type` (business, job or other), `file`
 * ("photo replaced"), `settings` (the member's
 * privacy choices), `list` (partners, education levels, family), `filters` (what
 * an export or a send asked for), `count`, `role` (an account's).
 */
export type AuditValueKind =
  | 'text'
  | 'yes_no'
  | 'status'
  | 'date'
  | 'datetime'
  | 'minutes'
  | 'sex'
  | 'business_type'
  | 'file'
  | 'settings'
  | 'list'
  | 'filters'
  | 'count'
  | 'role';

/** Every field an event's changes or details may hold, with how its value reads. */
export const AUDIT_FIELDS = {
  // A member (the member form) and its family.
  first_name: 'text',
  last_name: 'text',
  mobile_no: 'text',
  date_of_birth: 'date',
  sex: 'sex',
  blood_group: 'text',
  education_id: 'list',
  in_foreign_land: 'yes_no',
  in_dpvs: 'yes_no',
  country: 'text',
  state: 'text',
  city: 'text',
  district_id: 'text',
  post_id: 'text',
  village_id: 'text',
  current_address: 'text',
  business_type: 'business_type',
  business_id: 'text',
  business_address: 'text',
  photo: 'file',
  settings: 'settings',
  family: 'list',
  // Named records, programs, events, results, galleries, businesses, jobs.
  name: 'text',
  name_gu: 'text',
  title: 'text',
  description: 'text',
  status: 'status',
  start_date: 'datetime',
  time: 'minutes',
  year: 'text',
  percentage: 'text',
  image: 'file',
  logo: 'file',
  email: 'text',
  // Accounts: the role and the districts a coordinator looks after (names).
  role: 'role',
  districts: 'text',
  address: 'text',
  state_id: 'text',
  country_id: 'text',
  business_type_id: 'text',
  company_details: 'text',
  member_id: 'text',
  partners: 'list',
  position: 'text',
  want: 'count',
  committee_id: 'text',
  donor_id: 'text',
  program_id: 'text',
  gallery_id: 'text',
  result_segment_id: 'text',
  type_id: 'text',
  // Details: what an export or a send asked for, and what else a removal took.
  filters: 'filters',
  rows: 'count',
  recipients: 'count',
  channel: 'text',
  sendings: 'count',
  partners_count: 'count',
  jobs: 'count',
  images: 'count',
  results: 'count',
  approved: 'count',
  applicants: 'count',
  types: 'count',
  volunteers: 'count',
  members: 'count',
  registration: 'yes_no',
  everywhere: 'yes_no',
  /** The spreadsheet a member was imported from. */
  file: 'text',
  /** A merge: the member merged into the kept one, and the one kept. */
  merged: 'text',
  merged_into: 'text',
  /** The other member of a pair decided to be two people. */
  other: 'text',
  /** A printed directory: what it covers and how it is printed. */
  places: 'text',
  language: 'text',
  page_size: 'text',
  photos: 'yes_no',
  // Messages (docs/messaging.md): a template, a member's consent per channel and language.
  channel_name: 'text',
  dlt_template_id: 'text',
  purpose: 'text',
  body: 'text',
  variables: 'list',
  whatsapp_consent: 'text',
  sms_consent: 'text',
  consent_source: 'text',
  preferred_language: 'text',
  skipped: 'count',
  estimated_cost: 'text',
  // Families as they are (docs/families.md).
  surname: 'text',
  native_place: 'text',
  father: 'text',
  mother: 'text',
  spouse: 'text',
  married_on: 'date',
  household: 'text',
  new_head: 'text',
  moved: 'list',
  ended_on: 'date',
  ended_by: 'text',
  died_on: 'date',
  // The member's door (docs/member-door.md).
  by_member: 'text',
  proposed_by: 'text',
  change_request: 'text',
  kind: 'text',
  fields: 'list',
  decisions: 'list',
  outcome: 'text',
  policies: 'text',
  families: 'count',
  verified_on: 'date',
  // Who looked: the members a read, an export or a book held ("1-5000,5002"), or everyone.
  member_ids: 'text',
  everyone: 'yes_no',
  /** The privacy notice's version a member accepted (docs/privacy.md). */
  notice_version: 'text',
  /** Consents beyond messages (shared/consent.ts): listing in the book, greetings. */
  book_consent: 'text',
  greetings_consent: 'text',
  photos_consent: 'text',
  /** A member the office marked as a minor although the birth date has no year. */
  marked_minor: 'yes_no',
  /** A request under the member's rights: when it came, by when it is due, whom it nominates. */
  received_on: 'date',
  due_on: 'date',
  nominee_name: 'text',
  /** An erasure: the files removed and the printed books to be printed again. */
  files_removed: 'count',
  books_reprint: 'count',
} as const satisfies Record<string, AuditValueKind>;
export type AuditField = keyof typeof AUDIT_FIELDS;

export const isAuditField = (key: string): key is AuditField => Object.hasOwn(AUDIT_FIELDS, key);
