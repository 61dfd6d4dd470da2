import { ruleMessages } from './contract/rule-messages.js';
/**
 * Every message the API server writes for a person, by stable code (docs/product.md §10):
 * the server answers `{ code, params, message }` with `message` rendered from the
 * English below; the SPA translates the code (i18n/<lang>/server.ts) and shows
 * `message` when a backend sends no code. Templates use polyglot's syntax:
 * `%{name}` placeholders, `||||` between the singular and the plural.
 *
 * Params named `label`, `what`, `noun` and `field` hold a term (below), which each
 * language translates; `uses` holds a list of counted terms.
 */
export const serverMessages = {
  // The request as a whole
  invalid_data: 'The given data was invalid.',
  value_invalid: 'This value is not valid.',
  value_too_long: 'This value is too long.',
  server_error: 'Something went wrong. Please try again.',
  page_not_found: 'Not found.',
  not_found: '%{what} not found.',
  record_exists: 'This record already exists.',
  bad_url: 'This address is not valid.',
  nul_character: 'The request holds a character no text may hold (NUL). Remove it and try again.',
  unreadable_request: 'The request could not be read.',
  request_too_large: 'The request is too large.',
  session_expired: 'Your session token has expired. Please reload the page.',
  unauthenticated: 'Unauthenticated.',
  not_allowed: 'Your account may not do this.',
  district_outside_scope: 'Choose one of the districts your account looks after.',
  place_outside_scope: 'Choose a place within the districts your account looks after.',
  member_outside_scope: 'Choose a member of the districts your account looks after.',
  family_outside_scope:
    '%{name} lives outside the districts your account looks after: their family place stays as it is.',
  role_choose: 'Choose a role.',
  districts_required: 'A coordinator needs at least one district.',
  email_taken: 'Another account already has this email.',
  last_administrator:
    'This is the last administrator: make another account an administrator first.',
  not_yourself: 'You cannot disable your own account.',
  link_invalid: 'This link is not valid any more. Ask an administrator for a new one.',
  account_added: 'Account added. Copy its sign-in link and send it.',
  account_updated: 'Account updated.',
  account_disabled: 'Account disabled: its sessions have ended.',
  account_enabled: 'Account enabled again.',
  link_issued: 'A new sign-in link is ready; earlier links no longer work.',
  password_set: 'Password set. Welcome!',
  too_many_attempts:
    'Too many attempts. Please try again in %{smart_count} minute. |||| Too many attempts. Please try again in %{smart_count} minutes.',
  account_locked:
    'This account is locked after too many failed sign-ins. Please try again in %{smart_count} minute. |||| This account is locked after too many failed sign-ins. Please try again in %{smart_count} minutes.',
  must_be_number: 'Must be a number.',
  whole_number: 'Must be a whole number.',
  positive_number: 'Must be a positive number.',
  number_too_large: 'Is too large.',
  page_starts_at_one: 'The page starts at 1.',
  rows_all: 'Use -1 for all rows.',
  search_too_long: 'The search is too long.',
  date_format: 'Use a date as YYYY-MM-DD.',
  status_flag: 'The status must be true or false.',
  name_or_status: 'Send a name or a status.',
  name_required: 'The name is required.',
  name_too_long: 'The name may not be longer than %{max} characters.',
  text_too_long: 'The %{field} may not be longer than %{max} characters.',
  at_most: 'At most %{max} characters.',

  // Signing in
  signed_in: 'Signed in.',
  signed_out: 'Signed out.',
  signed_out_everywhere: 'Signed out everywhere.',
  credentials_wrong: 'The email or password is incorrect.',
  email_required: 'The email is required.',
  email_invalid: 'Enter a valid email address.',
  email_too_long: 'The email is too long.',
  password_required: 'The password is required.',
  password_too_long: 'The password is too long.',
  password_too_short: 'The password needs at least 8 characters.',

  // Uploads
  upload_unreadable: 'The upload could not be read. Please send it again.',
  file_too_large: 'The file is too large (at most %{mb} MB).',
  one_file: 'Send one file here.',
  too_many_parts: 'The form has too many parts.',
  json_not_multipart: 'This address takes JSON, not a multipart form.',
  send_multipart: 'Send the file as a multipart upload.',
  not_image: 'The file must be an image (JPEG, PNG, WebP or GIF).',
  picture_too_large: 'The picture is too large (at most %{megapixels} megapixels).',
  book_file_gone:
    "This book's PDF is no longer on the server (older books are let go, and a restore does not bring books back). Print it again.",
  picture_too_long: 'The picture is too long or too wide (at most %{pixels} pixels a side).',
  picture_unreadable: 'The picture could not be read. Choose another file.',
  uploads_busy: 'The server is busy with other uploads. Please try again.',

  // Members and registration
  first_name_required: 'The first name is required.',
  middle_name_required: 'The middle name is required.',
  ...ruleMessages,
  mobile_taken: 'Another member already has this mobile number.',
  mobile_registered: 'This mobile number is already registered.',
  blood_group_choose: 'Choose a blood group from the list.',
  blood_group_unknown: 'Unknown blood group.',
  import_consent_unknown: 'Write yes or no (હા or ના) for WhatsApp messages.',
  education_choose: 'Choose an education from the list.',
  business_kind_choose: 'Choose Business, Job or Other.',
  business_type_choose: 'Choose a business type from the list.',
  settings_unreadable: 'The settings could not be read.',
  family_unreadable: 'The family list could not be read.',
  country_required: 'Choose the country.',
  country_choose: 'Choose a country from the list.',
  abroad_not_india: 'A member abroad lives outside India.',
  state_required: 'Choose the state.',
  state_choose: 'Choose a state of India from the list.',
  district_required: 'Choose a district.',
  post_required: 'Choose a post.',
  village_required: 'Choose a village.',
  village_choose: 'Choose a village from the list.',
  village_not_under_post: 'This village is not under the chosen post.',
  post_not_in_district: 'This post is not in the chosen district.',
  relation_choose: 'Choose a relation from the list.',
  family_member_twice: 'A member is listed twice in the family.',
  family_member_missing: 'A family member chosen does not exist.',
  family_one_head: 'A family has exactly one head.',
  family_head_stays: 'The head of the family cannot be removed from it.',
  head_of_other_family:
    '%{name} is the head of another family. Make another member head of that family first.',
  head_of_family:
    'This member is the head of a family of %{count}. Make another member the head first.',
  member_added: 'Member added.',
  member_updated: 'Member updated.',
  member_removed: 'Member removed.',
  member_missing: 'The selected member does not exist.',
  member_choose: 'Choose a member.',
  // Families as they are (docs/families.md)
  date_invalid: 'Give a real date.',
  date_in_future: 'The date cannot be after today.',
  kin_self: 'A member cannot be their own parent.',
  kin_descendant: '%{name} descends from this member and cannot be their parent.',
  kin_saved: 'Parents saved.',
  spouse_choose: 'Choose the spouse, or add a new person.',
  household_choose: 'Choose where the couple lives.',
  marriage_self: 'A member cannot marry themself.',
  marriage_exists: 'These two are married already.',
  married_to_another: '%{name} is married to %{spouse}: record the end of that marriage first.',
  marriage_deceased: '%{name} has passed away.',
  successor_required: '%{name} heads a family that still has members: choose its new head.',
  successor_invalid: 'The new head must be a member of that family who stays in it.',
  moving_along_invalid: 'Only members of the same family can move along.',
  marriage_recorded: 'Marriage recorded.',
  marriage_ended_already: 'This marriage has already ended.',
  deceased_not_spouse: 'Choose which of the two passed away.',
  move_back_not_spouse: 'Only one of the two can move back.',
  marriage_end_recorded: 'The end of the marriage is recorded.',
  death_recorded: 'Recorded.',
  registration_complete: 'Registration complete.',
  too_many_registrations:
    'Too many registrations from this address. Please try again in %{smart_count} minute. |||| Too many registrations from this address. Please try again in %{smart_count} minutes.',
  too_many_for_mobile:
    'Too many attempts for this mobile number. Please try again in %{smart_count} minute. |||| Too many attempts for this mobile number. Please try again in %{smart_count} minutes.',

  // Masters, committees, donors: `label` is the term of what changed
  record_added: '%{label} added.',
  record_updated: '%{label} updated.',
  record_deleted: '%{label} deleted.',
  record_removed: '%{label} removed.',
  record_shown: '%{label} is shown.',
  record_hidden: '%{label} is hidden.',
  name_taken: '%{label} "%{name}" already exists.',
  name_gu_taken: 'Another %{label} already has the Gujarati name "%{name}".',
  post_taken: 'Post "%{name}" already exists in this district.',
  village_taken: 'Village "%{name}" already exists under this post.',
  parent_missing: 'The selected %{noun} does not exist.',
  parent_choose: 'Choose a %{noun}.',
  in_use: 'This %{what} is still used by %{uses}. Move or remove them first.',

  committee_choose: 'Choose a committee.',
  committee_member_added: 'Member added to the committee.',
  position_updated: 'Position updated.',
  committee_member_removed: 'Member removed from the committee.',
  already_in_committee: 'This member is already in the committee. Edit their position instead.',
  donor_choose: 'Choose a donor.',
  donor_member_added: 'Donor member added.',
  donor_member_updated: 'Donor member updated.',
  donor_member_removed: 'Donor member removed.',
  already_under_donor: 'This member is already listed under this donor.',
  member_or_name: 'Choose a member or a name.',
  member_not_both: 'Send a member or a name, not both.',
  admin_added: 'Admin added.',
  admin_updated: 'Admin updated.',
  admin_removed: 'Admin removed.',
  already_admin: 'This member is already an admin.',
  contact_removed: 'Contact removed.',

  // Results
  year_required: 'The year is required.',
  year_format: 'Enter the year as four digits, from %{min} to %{max}.',
  year_taken: 'The year %{year} already exists.',
  result_year_choose: 'Choose a result year.',
  result_year_live: 'Result year %{year} is live.',
  result_year_already_live: 'Result year %{year} is already live.',
  result_approved: 'Result approved.',
  result_already_approved: 'This result is already approved.',
  photo_required: 'Choose a photo.',
  city_required: 'The city is required.',
  percentage_required: 'The percentage is required.',
  percentage_range: 'Enter a percentage from 0 to 100.',
  percentage_decimals: 'Use at most two decimals.',

  // Business portal
  record_live: '%{label} is live.',
  record_off: '%{label} is off.',
  partner_member_or_name: 'Choose a family member, or enter a name and a mobile number.',
  partner_name_required: "The partner's name is required.",
  partner_mobile_required: "The partner's mobile number is required.",
  partner_twice: 'This partner is already added.',
  partners_unreadable: 'The partners could not be read.',

  // Programs and events
  start_required: 'The start date and time are required.',
  start_format: 'Enter the start as a date and a time.',
  duration_required: 'The duration is required.',
  duration_range: 'Enter the duration in whole minutes, from %{min} to %{max}.',
  want_required: 'The minimum requirement is required.',
  want_range: 'Enter a whole number from %{min} to %{max}.',
  program_choose: 'Choose a program.',
  program_or_type: 'Choose a program or a volunteer type.',
  volunteer_type_taken: 'The volunteer type "%{name}" already exists in this program.',

  // Galleries
  gallery_choose: 'Choose a gallery.',
  cover_required: 'Choose a cover image.',
  image_required: 'Choose an image.',
  method_put: 'Send the edit as POST with ?_method=PUT.',

  // Jobs
  title_required: 'The title is required.',
  company_required: 'The company name is required.',
  business_choose: 'Choose a business from the portal.',
  business_other_type: 'This business is of another business type.',
  job_choose: 'Choose a job.',

  // Importing members
  import_empty: 'The file has no rows under its header.',
  import_unreadable: 'The file could not be read as a spreadsheet.',
  import_type: 'Choose an .xlsx, .csv, .tsv or .txt file.',
  import_encoding:
    'The file holds characters damaged before it was saved (shown as �): save it again from Excel as "CSV UTF-8" and upload that.',
  import_too_large:
    'The file unpacks to more than %{mb} MB: save each village or district as a sheet of its own and import them one by one.',
  import_too_many_rows:
    'The sheet has more than %{smart_count} row: split it, or import it with npm run import. |||| The sheet has more than %{smart_count} rows: split it, or import it with npm run import.',
  import_too_many_rows_split:
    'The sheet has more than %{smart_count} row: split it into parts. |||| The sheet has more than %{smart_count} rows: split it into parts.',
  import_too_many_columns: 'Line %{line} has more than %{max} columns: is this the right sheet?',
  import_record_too_long:
    'Line %{line} runs on for more than %{max} characters: a quote left open, or a cell longer than any member field takes.',
  import_cell_too_long:
    'Line %{line}, column %{column}: a cell holds more than %{max} characters, more than any member field takes.',
  import_no_sheet: 'The workbook has no sheet named "%{name}".',
  import_place_unknown: 'No place named "%{name}" is known.',
  import_village_needs_post:
    'The new village "%{name}" needs its post: add a Post column, or match the village to a known one.',
  import_post_needs_district:
    'The new post "%{name}" needs its district: add a District column, or match the post to a known one.',
  import_education_unknown: 'No education named "%{name}" is known.',
  import_relation_unknown: 'No relation named "%{name}" is known.',
  import_relation_missing: 'The relation to the family head is missing.',
  import_legacy_font:
    '"%{value}" looks typed in an old Gujarati font (Terafont, LMG): convert the column to Unicode Gujarati first, so names are not stored as gibberish.',
  import_gender_unknown:
    'No gender given, and the relation does not say: choose it in the preview (or add a Gender column, M/F, પુરુષ/સ્ત્રી); left unchosen, it is saved as Male.',
  import_mobile_shared: 'Line %{line} has this mobile too: each member needs their own.',
  import_head_not_imported: 'Its family head was not imported.',
  import_head_skipped: 'Line %{line}, the head of this family, is skipped.',
  import_head_not_accepted: 'Tick line %{line}, the head of this family, first.',
  import_busy: 'This import is already running.',
  import_interrupted:
    'The server stopped while it was importing. Go on importing to write the rest.',
  import_finished: 'This import is finished.',
  import_preview_interrupted:
    'The server stopped while it was previewing this file. Preview again to go on.',
  import_preview_failed: 'The preview could not be made: %{reason}',
  import_started: 'Importing %{smart_count} row. |||| Importing %{smart_count} rows.',
  import_not_previewed: 'Preview the import before importing.',

  // Possible duplicates
  pair_decided: 'This pair has been decided already.',
  merge_keep_one: 'Keep one of the two members.',
  members_merged: 'Members merged.',
  member_merged: 'This member was merged into member %{id}.',
  pair_dismissed: 'Marked as two different people.',
  scan_started: 'Looking for duplicates across the directory.',
  scan_busy: 'A scan for duplicates is already running.',

  // The printed directory
  book_queued: 'The book is being printed.',
  chromium_missing: 'Printing needs Chromium on the server. Install it with: %{command}',

  // Notifications
  description_required: 'The description is required.',
  gender_choose: 'Choose male or female.',
  notification_sent:
    'Notification sent to %{smart_count} member. |||| Notification sent to %{smart_count} members.',
  notification_resent:
    'Notification sent again to %{smart_count} member. |||| Notification sent again to %{smart_count} members.',
  channel_choose: 'Choose the channels, each once, in order.',
  channel_not_live: 'This server is not set up to send by %{channel}. See docs/deploy.md.',
  template_for_channel: 'Choose an approved %{channel} template for notifications.',

  // Message templates and consent
  template_channel_choose: 'Choose WhatsApp or SMS.',
  template_name_required: "The template's name or id at the provider is required.",
  template_name_whatsapp: 'A WhatsApp template name has only small letters, digits and _.',
  language_choose: 'Choose Gujarati or English.',
  template_purpose_choose: 'Choose what the template is for.',
  template_body_required: "The template's text is required.",
  template_variable_choose: 'Choose what fills each variable.',
  template_status_choose: 'Choose pending, approved or rejected.',
  dlt_template_id: 'The DLT template id is the 19 digits the DLT portal gave.',
  template_variables_gap: 'Number the variables {{1}}, {{2}}, {{3}}… without a gap.',
  template_variables_count: 'Choose what fills each {{n}} in the text, one for each.',
  consent_source_choose: 'Choose how the consent was given.',
  consent_recorded:
    'Messages recorded for %{smart_count} member. |||| Messages recorded for %{smart_count} members.',
  code_sent: 'If this number belongs to a member, a code is on its way.',
  code_wrong: 'This code is not right, or it has expired. Ask for a new one.',
  code_locked: 'Too many wrong codes. Ask for a new one.',

  // The member's door and the office's review (docs/member-door.md)
  door_closed: 'The office has not opened this page yet.',
  door_signed_in: 'Welcome! You are signed in.',
  door_signed_out: 'You are signed out.',
  minor_cannot_propose: "Only the family's head or an adult of the family may propose changes.",
  field_view_only: 'This field is for the office to change.',
  field_not_blank: 'This field already has a value: only the office can change it.',
  nothing_changed: 'Nothing has changed.',
  changes_saved: 'Saved.',
  changes_for_review: 'Sent to the office. You will hear when it has looked at your changes.',
  changes_saved_and_review: 'Some changes are saved; the others are sent to the office for review.',
  family_verified: 'Thank you! Your family is marked as checked today.',
  request_decided: 'Decision saved.',
  request_already_decided: 'This request has been decided already.',
  decision_choose: 'Choose accept, edit or reject.',
  field_conflict:
    'The office changed this field after it was proposed: reject it, or edit it with the value to keep.',
  policies_saved: 'Field policy saved.',
  policy_fixed: "This field's policy cannot be changed.",
  campaign_sent:
    'Campaign sent to %{smart_count} family. |||| Campaign sent to %{smart_count} families.',
  campaign_no_families: 'No family matches: choose other families.',
  link_expired: 'This link is not valid any more. Sign in with your mobile number.',
  privacy_saved: 'Privacy notice saved: it is a new version from now on.',
  consent_own_only: 'Only the member can change this choice (or a parent, for a child).',
  consent_given: 'Your choice is saved.',
  consent_withdrawn: 'Withdrawn: it takes effect at once.',
  right_recorded: 'Request recorded: it is due by %{date}.',
  right_closed: 'Request closed.',
  right_not_open: 'This request is already closed.',
  right_kind_choose: 'Choose what is asked.',
  right_outcome_required: 'Say what was done, or why it was refused.',
  nominee_required: 'Give the name and mobile of the person nominated.',
  right_erased: 'The member’s personal data is erased.',
  erasure_not_asked: 'Only an erasure request erases a member.',
  guardian_code_sent: 'We sent a code to the parent’s mobile. The registration waits for it.',
  guardian_required: 'A person under 18 registers with a parent: give the parent’s mobile.',
  guardian_unknown: 'No adult member of the directory has this mobile: give a parent’s who is one.',
  guardian_unreachable:
    'A code cannot be sent now: please ask the community office to register the child.',
  guardian_wait_gone: 'This registration has expired: please fill in the form again.',
} as const;

/** The things a message may name, singular |||| plural. */
export const serverTerms = {
  record: 'record |||| records',
  member: 'member |||| members',
  account: 'account |||| accounts',
  coordinator_account: "coordinator's account |||| coordinators' accounts",
  district: 'district |||| districts',
  post: 'post |||| posts',
  village: 'village |||| villages',
  education: 'education |||| educations',
  business_type: 'business type |||| business types',
  business: 'business |||| businesses',
  job: 'job |||| jobs',
  student_result: 'student result |||| student results',
  result_year: 'result year |||| result years',
  partner: 'partner |||| partners',
  program: 'program |||| programs',
  volunteer_type: 'volunteer type |||| volunteer types',
  event: 'event |||| events',
  backup: 'backup |||| backups',
  import: 'import |||| imports',
  gallery: 'gallery |||| galleries',
  image: 'image |||| images',
  description: 'description |||| descriptions',
  company_details: 'company details |||| company details',
  notification: 'notification |||| notifications',
  committee: 'committee |||| committees',
  committee_member: 'committee member |||| committee members',
  donor: 'donor |||| donors',
  donor_member: 'donor member |||| donor members',
  admin: 'admin |||| admins',
  contact: 'contact |||| contacts',
  city: 'city |||| cities',
  address: 'address |||| addresses',
  business_address: 'business address |||| business addresses',
  name: 'name |||| names',
  gujarati_name: 'Gujarati name |||| Gujarati names',
  position: 'position |||| positions',
  message_template: 'message template |||| message templates',
  surname: 'surname |||| surnames',
  native_place: 'native place |||| native places',
  marriage: 'marriage |||| marriages',
  change_request: 'change request |||| change requests',
  campaign: 'verification campaign |||| verification campaigns',
  privacy_request: 'privacy request |||| privacy requests',
} as const;

export type MessageCode = keyof typeof serverMessages;
export type Term = keyof typeof serverTerms;
/** A counted term: `{ term: 'post', count: 4 }` reads "4 posts". */
export interface Counted {
  term: Term;
  count: number;
}
export type MessageParams = Record<string, string | number | Counted[]>;

/** The params that hold a term rather than text to show as it is. */
export const TERM_PARAMS = ['label', 'what', 'noun', 'field'] as const;

/** Numbers shown as written, never grouped: a year, an id, a sheet's line. */
export const PLAIN_NUMBER_PARAMS: readonly string[] = ['year', 'id', 'line'];

/** A message as the wire carries it. */
export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}

/** Picks the singular or plural of a `a |||| b` text (English rule). */
const plural = (text: string, count: number) => {
  const forms = text.split('||||').map((s) => s.trim());
  return (count === 1 ? forms[0] : (forms[1] ?? forms[0]))!;
};

const joinEnglish = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** The English text of a coded message, as the server writes it in `message`. */
export function renderEnglish({ code, params = {} }: CodedMessage): string {
  const count = typeof params.smart_count === 'number' ? params.smart_count : 1;
  const text = plural(serverMessages[code], count).replace(/%\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (Array.isArray(value))
      return joinEnglish(
        value.map(
          (c) => `${c.count.toLocaleString('en-IN')} ${plural(serverTerms[c.term], c.count)}`,
        ),
      );
    if ((TERM_PARAMS as readonly string[]).includes(key) && typeof value === 'string')
      return plural(serverTerms[value as Term] ?? value, 1);
    if (typeof value === 'number' && !PLAIN_NUMBER_PARAMS.includes(key))
      return value.toLocaleString('en-IN');
    return value === undefined ? '' : String(value);
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
