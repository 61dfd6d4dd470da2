/**
 * Every personal datum the product stores, for the privacy notice (docs/privacy.md):
 * what it is, why it is kept, who sees it and how long it is kept, with the columns
 * that hold it. `tests/server/personal-data.test.ts` reads every column of the
 * database: a column neither here nor in `NOT_PERSONAL` fails it, so a migration
 * that adds personal data must say why. Without zod, so the browser renders it.
 */

/** Why a datum is kept. */
export const PURPOSES = [
  'directory',
  'contact',
  'family',
  'blood',
  'greetings',
  'community',
  'results',
  'business',
  'messages',
  'requests',
  'security',
] as const;
export type Purpose = (typeof PURPOSES)[number];

/**
 * Who sees it: the office (administrators and viewers), the coordinators of the
 * member's district, the printed book, other members in the family app (the mobile
 * and address only where the member allows), the member's own family at `/me`.
 */
export const AUDIENCES = ['office', 'coordinators', 'book', 'app', 'family'] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * How long: while the person is a member (until removed or erased, then only in
 * backups until they age out), the audit log's retention, a short time (a code, a
 * session), while the account exists.
 */
export const RETENTIONS = ['member', 'audit', 'short', 'account'] as const;
export type Retention = (typeof RETENTIONS)[number];

export interface NoticeItem {
  /** What it is, as the notice names it (i18n `app.privacy.items.<item>`). */
  item: string;
  purposes: readonly Purpose[];
  seen: readonly Audience[];
  kept: Retention;
  /** The columns holding it, by table; `'*'`: every column of the table. */
  columns: Readonly<Record<string, readonly string[] | '*'>>;
}

const PEOPLE: readonly Audience[] = ['office', 'coordinators', 'book', 'app', 'family'];

export const NOTICE_ITEMS: readonly NoticeItem[] = [
  {
    item: 'name',
    purposes: ['directory'],
    seen: PEOPLE,
    kept: 'member',
    columns: {
      members: ['first_name', 'last_name', 'surname', 'search_key'],
      student_results: ['name'],
      business_partners: ['name'],
      business_portals: ['owner_name'],
      donor_members: ['name'],
    },
  },
  {
    item: 'mobile',
    purposes: ['contact', 'messages'],
    seen: PEOPLE,
    kept: 'member',
    columns: {
      members: ['mobile_no'],
      business_partners: ['mobile_no'],
      business_portals: ['mobile_no', 'email'],
    },
  },
  {
    item: 'photo',
    purposes: ['directory', 'results'],
    seen: PEOPLE,
    kept: 'member',
    columns: { members: ['photo'], student_results: ['photo'], gallery_images: ['image'] },
  },
  {
    item: 'birth_date',
    purposes: ['directory', 'greetings'],
    seen: PEOPLE,
    kept: 'member',
    // A minor's mark decides with the birth date whether a guardian answers for the member.
    columns: { members: ['date_of_birth', 'sex', 'died_on', 'marked_minor'] },
  },
  {
    item: 'blood_group',
    purposes: ['blood'],
    seen: ['office', 'coordinators', 'app', 'family'],
    kept: 'member',
    columns: { members: ['blood_group'] },
  },
  {
    item: 'education',
    purposes: ['directory', 'results'],
    seen: PEOPLE,
    kept: 'member',
    columns: {
      members: ['education_id'],
      student_results: ['education_id', 'percentage', 'city'],
    },
  },
  {
    item: 'address',
    purposes: ['directory', 'contact'],
    seen: PEOPLE,
    kept: 'member',
    columns: {
      members: [
        'country_id',
        'state_id',
        'city',
        'district_id',
        'post_id',
        'village_id',
        'current_address',
        'in_foreign_land',
        'in_dpvs',
        'native_place',
      ],
      business_portals: ['address', 'city', 'state_id', 'country_id', 'in_foreign_land'],
    },
  },
  {
    item: 'occupation',
    purposes: ['directory', 'business'],
    seen: PEOPLE,
    kept: 'member',
    columns: {
      members: ['business_type', 'business_id', 'business_address'],
      business_portals: ['name', 'business_id', 'business_type_id', 'logo'],
    },
  },
  {
    item: 'family',
    purposes: ['family'],
    seen: PEOPLE,
    kept: 'member',
    columns: {
      members: ['family_id', 'relation_id', 'is_head'],
      families: ['verified_on'],
      kin_parents: '*',
      marriages: '*',
    },
  },
  {
    item: 'choices',
    purposes: ['contact', 'messages'],
    seen: ['office', 'coordinators', 'family'],
    kept: 'member',
    columns: {
      members: ['show_mobile', 'show_address', 'show_anniversary', 'preferred_language'],
      consent_events: '*',
      member_consents: '*',
    },
  },
  {
    item: 'community',
    purposes: ['community', 'results', 'business'],
    seen: ['office', 'coordinators', 'app'],
    kept: 'member',
    columns: {
      committee_members: '*',
      donor_members: ['member_id', 'position'],
      volunteers: '*',
      job_applicants: '*',
      admins: '*',
      contacts: '*',
      jobs: ['member_id'],
      student_results: ['member_id', 'result_segment_id', 'status'],
      business_partners: ['member_id', 'business_portal_id'],
      business_portals: ['member_id', 'status'],
    },
  },
  {
    item: 'messages',
    purposes: ['messages', 'greetings'],
    seen: ['office', 'coordinators'],
    kept: 'member',
    columns: {
      notification_recipients: '*',
      notification_deliveries: '*',
      greetings: '*',
      device_tokens: '*',
      message_receipts: '*',
    },
  },
  {
    item: 'requests',
    purposes: ['requests'],
    seen: ['office', 'coordinators', 'family'],
    kept: 'member',
    columns: {
      change_requests: '*',
      change_request_fields: '*',
      campaign_families: '*',
      import_rows: '*',
      duplicate_pairs: '*',
      member_merges: '*',
      // Requests under the member's rights, with whom a nomination names.
      privacy_requests: '*',
      // A minor's registration until a parent confirms it.
      guardian_waits: '*',
    },
  },
  {
    item: 'sign_in',
    purposes: ['security'],
    seen: ['office'],
    kept: 'short',
    columns: { one_time_codes: '*', member_sessions: '*', sessions: '*', sign_in_links: '*' },
  },
  {
    item: 'office_accounts',
    purposes: ['security'],
    seen: ['office'],
    kept: 'account',
    columns: { users: '*', user_districts: '*' },
  },
  {
    item: 'audit',
    purposes: ['security'],
    seen: ['office', 'coordinators'],
    kept: 'audit',
    columns: { audit_events: '*', rate_counters: '*' },
  },
];

/**
 * Columns that hold nothing about a person (ids, record flags, times, the masters,
 * the product's own settings), by table; `'*'` for a whole table.
 */
export const NOT_PERSONAL: Readonly<Record<string, readonly string[] | '*'>> = {
  members: ['id', 'created_at', 'updated_at', 'profile_complete', 'erased_on'],
  families: ['id', 'created_at'],
  student_results: ['id', 'created_at'],
  business_partners: ['id'],
  business_portals: ['id', 'created_at'],
  donor_members: ['id', 'donor_id'],
  gallery_images: ['id', 'gallery_id', 'status', 'created_at'],
  jobs: [
    'id',
    'title',
    'name',
    'description',
    'city',
    'business_type_id',
    'business_id',
    'created_at',
    'company_details',
  ],
  // The masters and the product's records: places, types, groups, templates, books, settings.
  countries: '*',
  states: '*',
  districts: '*',
  posts: '*',
  villages: '*',
  relations: '*',
  education: '*',
  business_types: '*',
  committees: '*',
  donors: '*',
  result_segments: '*',
  programs: '*',
  volunteer_types: '*',
  events: '*',
  galleries: '*',
  notifications: '*',
  notification_sendings: '*',
  notification_token_sends: '*',
  message_templates: '*',
  job_education: '*',
  imports: '*',
  import_headings: '*',
  duplicate_scans: '*',
  directory_books: '*',
  field_policies: '*',
  verification_campaigns: '*',
  privacy_notices: '*',
  settings: '*',
  data_versions: '*',
  leases: '*',
  kysely_migration: '*',
  kysely_migration_lock: '*',
};
