import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '../../shared/contract/access.js';

/** Booleans are stored as 0/1 so that SQLite and PostgreSQL (smallint) read alike. */
export type Flag = number;
/** A 0/1 column with a database default, optional on insert. */
type DefaultFlag = Generated<number>;
/** A record's 0/1 live or shown switch (server/audit/audited-write.ts finds the tables by it). */
export type StatusFlag = DefaultFlag;
type Timestamp = ColumnType<string, string | undefined, string>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  type: Generated<number>;
  created_at: Timestamp;
  /** administrator, coordinator or viewer (shared/contract/access.ts; migration 0021). */
  role: ColumnType<Role, Role | undefined, Role>;
  /** Set when the account was disabled: it cannot sign in, its history stays. */
  disabled_at: string | null;
}

/** A one-time sign-in link: its token's SHA-256, until when, whether used. */
export interface SignInLinksTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** The districts a coordinator sees. */
export interface UserDistrictsTable {
  user_id: number;
  district_id: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  csrf_token: string;
  expires_at: string;
  /** When the session was last used (ISO); null only for rows from before idle expiry. */
  last_seen_at: string | null;
  created_at: Timestamp;
}

/** One attempt counter (server/auth/counters.ts); `resets_at` in ms, a string from PostgreSQL's bigint. */
export interface RateCountersTable {
  key: string;
  hits: number;
  resets_at: ColumnType<number | string, number, number>;
}

/** A table's write version (migration 0015); a string from PostgreSQL's bigint. */
export interface DataVersionsTable {
  name: string;
  version: number | string;
}

export interface AuditEventsTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  user_name: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  label: string | null;
  /** JSON: `{ field: [before, after] }`. */
  changes: string | null;
  /** JSON: what an export or a send was asked, and how many rows it reached. */
  details: string | null;
  ip: string | null;
  request_id: string | null;
  /** The district of the member the record is or belongs to, when written (coordinators' scope). */
  district_id: number | null;
}

export interface NamedTable {
  id: Generated<number>;
  name: string;
}

/** A district, post or village: its English name and, when known, its Gujarati one (migration 0030). */
export interface PlaceNames {
  name: string;
  name_gu: string | null;
}

export interface DistrictsTable extends PlaceNames {
  id: Generated<number>;
}

export interface CountriesTable {
  id: number;
  name: string;
  iso2: string;
  phonecode: string;
}

export interface StatesTable {
  id: number;
  name: string;
  country_id: number;
}

export interface PostsTable extends PlaceNames {
  id: Generated<number>;
  district_id: number;
}

export interface VillagesTable extends PlaceNames {
  id: Generated<number>;
  post_id: number;
}

export interface ImportsTable {
  id: Generated<number>;
  file_name: string;
  sheet: string | null;
  /** JSON arrays and objects: the workbook's sheets, the header row, the mapping, the place choices. */
  sheets: string;
  headers: string;
  mapping: string;
  places: Generated<string>;
  unknown_places: Generated<string>;
  /** JSON: the Gujarati names a preview proposes for known places (migration 0030). */
  gujarati_names: Generated<string>;
  /** JSON: the administrator's choices about single rows (migration 0031, RowChoices). */
  row_choices: Generated<string>;
  status: 'mapping' | 'previewing' | 'previewed' | 'importing' | 'done' | 'failed';
  /** JSON: how a text file was read (`{ encoding, delimiter }`); null for a workbook. */
  file_format: string | null;
  rows_total: number;
  rows_done: Generated<number>;
  error: string | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** A pair the duplicate finder found (docs/duplicates.md); `member_a` is the lower id. */
export interface DuplicatePairsTable {
  id: Generated<number>;
  member_a: number;
  member_b: number;
  score: number;
  /** JSON: the reasons' codes. */
  reasons: string;
  source: 'scan' | 'registration' | 'import';
  status: Generated<'open' | 'dismissed' | 'merged'>;
  decided_by: number | null;
  decided_at: string | null;
  /** JSON: both members as the screen showed them when merged. */
  sides: string | null;
  created_at: Generated<string>;
}

/** A scan of the whole directory by the duplicate finder (docs/duplicates.md). */
export interface DuplicateScansTable {
  id: Generated<number>;
  status: Generated<'running' | 'done' | 'failed'>;
  members: Generated<number>;
  done: Generated<number>;
  found: Generated<number>;
  started_at: string;
  finished_at: string | null;
}

/** A printed directory asked for (docs/directory.md). */
export interface DirectoryBooksTable {
  id: Generated<number>;
  /** JSON: the book's options (shared/contract/directory.ts). */
  options: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  families_done: Generated<number>;
  families_total: Generated<number>;
  pages: number | null;
  bytes: number | null;
  /** The PDF's file name in the books folder. */
  file: string | null;
  error: string | null;
  created_by: number | null;
  created_at: Generated<string>;
  finished_at: string | null;
  /** The day a member the book held was erased: it must be printed again (migration 0045). */
  reprint: string | null;
}

/** Where a merged member went. */
export interface MemberMergesTable {
  merged_id: number;
  kept_id: number;
  merged_at: Generated<string>;
}

export interface ImportRowsTable {
  id: Generated<number>;
  import_id: number;
  line: number;
  /** JSON: the row's cells by column. */
  cells: string;
  /** JSON: the row as the preview saw it (server/import/preview.ts). */
  preview: string | null;
  outcome: string | null;
  /** The line of the row heading its family in the same sheet, if another row does. */
  head_line: number | null;
  accepted: Generated<number>;
  status: Generated<'pending' | 'imported' | 'failed' | 'not_imported'>;
  member_id: number | null;
  reason: string | null;
}

export interface ImportHeadingsTable {
  heading: string;
  field: string | null;
}

export interface FamiliesTable {
  id: Generated<number>;
  created_at: Timestamp;
  /** The day a member of the family said its record is correct (YYYY-MM-DD), migration 0041. */
  verified_on: string | null;
}

export interface MembersTable {
  id: Generated<number>;
  family_id: number;
  relation_id: number | null;
  is_head: DefaultFlag;
  photo: string | null;
  mobile_no: string;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  sex: DefaultFlag;
  blood_group: string | null;
  education_id: number | null;
  in_foreign_land: DefaultFlag;
  in_dpvs: DefaultFlag;
  country_id: number | null;
  state_id: number | null;
  city: string | null;
  district_id: number | null;
  post_id: number | null;
  village_id: number | null;
  current_address: string | null;
  business_type: Generated<number>;
  business_id: number | null;
  business_address: string | null;
  show_mobile: DefaultFlag;
  show_address: DefaultFlag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** gu or en: the language of the templates a member is sent (migration 0037). */
  preferred_language: Generated<string>;
  /** Kept by the database (a stored generated column): 1 when the profile is complete. */
  profile_complete: ColumnType<number, never, never>;
  /** The family name (atak) and native village (vatan), migration 0038. */
  surname: string | null;
  native_place: string | null;
  /** The date of death (YYYY-MM-DD) of a member who has passed away. */
  died_on: string | null;
  /** Whether the printed book may show the member's marriage date. */
  show_anniversary: DefaultFlag;
  /** Surname and native place as spelling skeletons, so either script finds them (server/member/search.ts). */
  search_key: string | null;
  /** 1: a minor although the birth date has no year (docs/privacy.md "Children"), migration 0045. */
  marked_minor: Generated<number>;
  /** The day the member's personal data was erased; the row stays as "removed member". */
  erased_on: string | null;
}

/** A birthday or anniversary greeting, claimed once per member, occasion and year (docs/birthdays.md). */
export interface GreetingsTable {
  id: Generated<number>;
  member_id: number;
  occasion: 'birthday' | 'anniversary';
  year: number;
  day: string;
  /** claimed (leaving now), sent, failed, unknown (no answer: never sent again), skipped. */
  status: 'claimed' | 'sent' | 'failed' | 'unknown' | 'skipped';
  channel: string | null;
  address: string | null;
  template_id: number | null;
  provider_id: string | null;
  error: string | null;
  at: string;
}

/** A member's father or mother (docs/families.md). */
export interface KinParentsTable {
  id: Generated<number>;
  child_id: number;
  parent_id: number;
  role: 'father' | 'mother';
}

/** Two members' marriage; an ended one says how and when. */
export interface MarriagesTable {
  id: Generated<number>;
  spouse_a_id: number;
  spouse_b_id: number;
  married_on: string | null;
  current: DefaultFlag;
  ended_on: string | null;
  ended_by: 'separation' | 'death' | null;
  created_at: Timestamp;
}

export interface StatusNamedTable {
  id: Generated<number>;
  name: string;
  status: DefaultFlag;
  created_at: Timestamp;
}

export interface CommitteeMembersTable {
  id: Generated<number>;
  committee_id: number;
  member_id: number;
  position: string | null;
}

export interface DonorMembersTable {
  id: Generated<number>;
  donor_id: number;
  member_id: number | null;
  name: string | null;
  position: string | null;
}

export interface ResultSegmentsTable {
  id: Generated<number>;
  year: string;
  status: DefaultFlag;
  created_at: Timestamp;
}

export interface StudentResultsTable {
  id: Generated<number>;
  result_segment_id: number;
  name: string;
  photo: string | null;
  percentage: number;
  city: string;
  education_id: number;
  member_id: number | null;
  status: DefaultFlag;
  created_at: Timestamp;
}

/** The view of student results with their rank in the year's education level (migration 0008). */
export interface RankedStudentResultsView extends StudentResultsTable {
  rank: number;
}

export interface BusinessPortalsTable {
  id: Generated<number>;
  logo: string | null;
  member_id: number | null;
  name: string;
  mobile_no: string;
  email: string;
  address: string | null;
  in_foreign_land: Flag;
  state_id: number | null;
  country_id: number | null;
  city: string | null;
  business_id: number | null;
  business_type_id: number | null;
  /** The owner's name kept as text once the owner left the directory. */
  owner_name: string | null;
  status: DefaultFlag;
  created_at: Timestamp;
}

export interface BusinessPartnersTable {
  id: Generated<number>;
  business_portal_id: number;
  member_id: number | null;
  name: string | null;
  mobile_no: string | null;
}

export interface ContactsTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  description: string;
  created_at: Timestamp;
}

export interface ScheduledTable {
  id: Generated<number>;
  name: string;
  start_date: string;
  time: number;
  status: DefaultFlag;
  created_at: Timestamp;
}

export interface VolunteerTypesTable {
  id: Generated<number>;
  program_id: number;
  name: string;
  want: number;
  /** Kept by triggers (migration 0054): how many volunteers signed up. */
  volunteers_count: Generated<number>;
}

export interface VolunteersTable {
  id: Generated<number>;
  volunteer_type_id: number;
  member_id: number;
  created_at: Timestamp;
}

export interface GalleriesTable {
  id: Generated<number>;
  name: string;
  image: string;
  status: DefaultFlag;
  created_at: Timestamp;
}

export interface GalleryImagesTable {
  id: Generated<number>;
  gallery_id: number;
  image: string;
  status: DefaultFlag;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  title: string;
  description: string;
  allow_member: DefaultFlag;
  filters: string;
  created_at: Timestamp;
  sent_at: string | null;
}

export interface NotificationRecipientsTable {
  id: Generated<number>;
  notification_id: number;
  member_id: number;
  delivered_at: string | null;
}

export interface DeviceTokensTable {
  id: Generated<number>;
  member_id: number;
  token: string;
  platform: string | null;
  last_seen: string | null;
}

/** One send or resend of a notification through a delivery channel. */
export interface NotificationSendingsTable {
  id: Generated<number>;
  notification_id: number;
  at: string;
  channel: string;
  /** queued, sending, done. */
  state: string;
  recipients: number;
  delivered: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  /** The process delivering it, until when (ms since 1970; migration 0020). */
  lease_owner: string | null;
  lease_until: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** JSON: the channels in order of preference (migration 0037); null for push alone. */
  channels: string | null;
  /** JSON: the template ids per channel and language. */
  templates: string | null;
  /** JSON: deliveries per channel and status, recounted as receipts arrive. */
  counts: string | null;
  skipped: ColumnType<number, number | undefined, number>;
  /**
   * JSON `{filters, districts}`: the audience whose deliveries are still to be
   * written (migration 0060); null once they are.
   */
  audience: string | null;
}

/** A device token a sending handed to FCM (never handed over twice). */
export interface NotificationTokenSendsTable {
  sending_id: number;
  token_id: number;
}

/** Named background work claimed by one process until a time (server/work/leases.ts). */
export interface LeasesTable {
  name: string;
  owner: string;
  /** ms since 1970; PostgreSQL's bigint arrives as a string. */
  until: ColumnType<number | string, number, number>;
}

/** One recipient of one sending: queued, delivered or failed (with why). */
export interface NotificationDeliveriesTable {
  id: Generated<number>;
  sending_id: number;
  member_id: number;
  /** queued, sending (handed to the provider), sent, delivered, read, failed, skipped, unknown. */
  status: string;
  error: string | null;
  at: string | null;
  /** whatsapp, sms or push (migration 0037); null only while being chosen. */
  channel: string | null;
  /** The number a message went to, as the provider took it. */
  address: string | null;
  template_id: number | null;
  /** The provider's message id (WhatsApp) or request id (MSG91): receipts find the delivery by it. */
  provider_id: string | null;
}

/** A template as the provider approved it (migration 0037, docs/messaging.md). */
export interface MessageTemplatesTable {
  id: Generated<number>;
  channel: string;
  /** WhatsApp: the template's name at Meta; SMS: the gateway's template id. */
  name: string;
  dlt_template_id: string | null;
  language: string;
  purpose: string;
  body: string;
  /** JSON: what fills `{{1}}`, `{{2}}`… (shared/messaging.ts TEMPLATE_VARIABLES). */
  variables: Generated<string>;
  status: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every consent given or withdrawn: the ledger. */
export interface ConsentEventsTable {
  id: Generated<number>;
  member_id: number;
  purpose: string;
  state: string;
  source: string;
  notice_version: number | null;
  user_id: number | null;
  at: string;
}

/** A member's latest consent per purpose. */
export interface MemberConsentsTable {
  id: Generated<number>;
  member_id: number;
  purpose: string;
  state: string;
  source: string;
  notice_version: number | null;
  at: string;
}

/** A receipt whose message's id was not yet written when it came (migration 0037). */
export interface MessageReceiptsTable {
  id: Generated<number>;
  provider_id: string;
  address: string | null;
  status: string;
  error: string | null;
  at: string;
}

/** A one-time code sent to a mobile number: only its hash. */
export interface OneTimeCodesTable {
  id: Generated<number>;
  mobile: string;
  code_hash: string;
  /** ms since 1970; a string from PostgreSQL's bigint. */
  expires_at: ColumnType<number | string, number, number>;
  tries: Generated<number>;
  used_at: string | null;
  created_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  title: string;
  name: string;
  description: string;
  city: string;
  business_type_id: number | null;
  business_id: number | null;
  member_id: number | null;
  company_details: string | null;
  created_at: Timestamp;
}

export interface JobEducationTable {
  job_id: number;
  education_id: number;
}

export interface JobApplicantsTable {
  id: Generated<number>;
  job_id: number;
  member_id: number;
  created_at: Timestamp;
}

export interface AdminsTable {
  id: Generated<number>;
  member_id: number;
  created_at: Timestamp;
}

/** A member signed in at the door (docs/member-door.md). */
export interface MemberSessionsTable {
  id: string;
  member_id: number;
  csrf_token: string;
  expires_at: string;
  last_seen_at: string;
}

/** What the door lets a member do with one field, where an administrator changed the default. */
export interface FieldPoliciesTable {
  field: string;
  policy: string;
}

/** What a member proposed for their family, decided by the office field by field. */
export interface ChangeRequestsTable {
  id: Generated<number>;
  family_id: number;
  /** The member changed; null for a new family member until accepted. */
  member_id: number | null;
  kind: 'edit' | 'new_member' | 'passed_away';
  proposed_by: number | null;
  proposer_name: string;
  district_id: number | null;
  village_id: number | null;
  status: Generated<'open' | 'decided'>;
  /** accepted, partly, rejected. */
  outcome: string | null;
  /** The member's updated_at when proposed: a later office edit is a conflict. */
  based_on: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  decided_by_name: string | null;
}

export interface ChangeRequestFieldsTable {
  id: Generated<number>;
  request_id: number;
  field: string;
  current_value: string | null;
  proposed_value: string | null;
  decision: 'accepted' | 'edited' | 'rejected' | null;
  final_value: string | null;
}

export interface VerificationCampaignsTable {
  id: Generated<number>;
  name: string;
  /** What it sends: a verification link, or the privacy notice (migration 0044). */
  kind: Generated<'verification' | 'notice'>;
  /** JSON: how the families were chosen. */
  filters: string;
  /** The district chosen, which puts the campaign before that district's coordinators. */
  district_id: number | null;
  template_id: number | null;
  families: Generated<number>;
  created_by: number | null;
  created_at: string;
}

/** One family a campaign reached: its link (as a SHA-256) and what the family did. */
export interface CampaignFamiliesTable {
  id: Generated<number>;
  campaign_id: number;
  family_id: number;
  head_id: number | null;
  token_hash: string;
  /** sent, failed, skipped (no channel or no number). */
  sent: string;
  opened_at: string | null;
  confirmed_at: string | null;
  proposed_at: string | null;
}

/** The organisation's settings, by key (the privacy notice's contact person…). */
export interface SettingsTable {
  key: string;
  value: string;
}

/** A version of the privacy notice: its content's hash and when it was first shown. */
export interface PrivacyNoticesTable {
  id: Generated<number>;
  hash: string;
  published_at: string;
}

/** A member's request under their rights (docs/privacy.md "Rights"), due 90 days after it came. */
export interface PrivacyRequestsTable {
  id: Generated<number>;
  /** Null once the member was removed; their name is then `member_name`. */
  member_id: number | null;
  member_name: string | null;
  kind: 'access' | 'correction' | 'erasure' | 'grievance' | 'nomination';
  source: 'door' | 'office';
  details: Generated<string>;
  nominee_name: Generated<string>;
  nominee_mobile: Generated<string>;
  nominee_relation: Generated<string>;
  received_on: string;
  due_on: string;
  status: Generated<'open' | 'done' | 'refused'>;
  outcome: string | null;
  closed_on: string | null;
  closed_by_name: string | null;
  created_by_name: string | null;
  district_id: number | null;
  erased: Generated<number>;
}

/** A minor's registration waiting for a parent's one-time code (docs/privacy.md "Children"). */
export interface GuardianWaitsTable {
  id: Generated<number>;
  /** The parent in the directory whose code confirms it, and their mobile. */
  guardian_id: number;
  guardian_mobile: string;
  /** JSON: the registration form as checked, without its photo. */
  form: string;
  /** The photo, already stored. */
  photo: string | null;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  rate_counters: RateCountersTable;
  data_versions: DataVersionsTable;
  audit_events: AuditEventsTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  import_headings: ImportHeadingsTable;
  duplicate_pairs: DuplicatePairsTable;
  duplicate_scans: DuplicateScansTable;
  member_merges: MemberMergesTable;
  directory_books: DirectoryBooksTable;
  countries: CountriesTable;
  states: StatesTable;
  districts: DistrictsTable;
  posts: PostsTable;
  villages: VillagesTable;
  relations: NamedTable;
  education: NamedTable;
  business_types: NamedTable;
  families: FamiliesTable;
  members: MembersTable;
  committees: StatusNamedTable;
  committee_members: CommitteeMembersTable;
  donors: StatusNamedTable;
  donor_members: DonorMembersTable;
  result_segments: ResultSegmentsTable;
  student_results: StudentResultsTable;
  ranked_student_results: RankedStudentResultsView;
  business_portals: BusinessPortalsTable;
  business_partners: BusinessPartnersTable;
  contacts: ContactsTable;
  programs: ScheduledTable;
  volunteer_types: VolunteerTypesTable;
  volunteers: VolunteersTable;
  events: ScheduledTable;
  galleries: GalleriesTable;
  gallery_images: GalleryImagesTable;
  notifications: NotificationsTable;
  notification_recipients: NotificationRecipientsTable;
  notification_sendings: NotificationSendingsTable;
  notification_deliveries: NotificationDeliveriesTable;
  device_tokens: DeviceTokensTable;
  jobs: JobsTable;
  job_education: JobEducationTable;
  job_applicants: JobApplicantsTable;
  admins: AdminsTable;
  leases: LeasesTable;
  user_districts: UserDistrictsTable;
  sign_in_links: SignInLinksTable;
  notification_token_sends: NotificationTokenSendsTable;
  message_templates: MessageTemplatesTable;
  consent_events: ConsentEventsTable;
  member_consents: MemberConsentsTable;
  one_time_codes: OneTimeCodesTable;
  kin_parents: KinParentsTable;
  marriages: MarriagesTable;
  greetings: GreetingsTable;
  member_sessions: MemberSessionsTable;
  field_policies: FieldPoliciesTable;
  change_requests: ChangeRequestsTable;
  change_request_fields: ChangeRequestFieldsTable;
  verification_campaigns: VerificationCampaignsTable;
  campaign_families: CampaignFamiliesTable;
  settings: SettingsTable;
  privacy_notices: PrivacyNoticesTable;
  privacy_requests: PrivacyRequestsTable;
  guardian_waits: GuardianWaitsTable;
  message_receipts: MessageReceiptsTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
