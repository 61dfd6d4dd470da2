/**
 * The member's own door (docs/member-door.md): the fields a member sees and may
 * propose, what the office's field policy may say of each, and who may propose.
 * Without zod, so the browser may import it.
 */

/** The fields of a family member the door shows, in the order it shows them. */
export const DOOR_FIELDS = [
  'first_name',
  'last_name',
  'relation_id',
  'is_head',
  'mobile_no',
  'photo',
  'date_of_birth',
  'blood_group',
  'education_id',
  'business_id',
  'village_id',
  'current_address',
  'show_mobile',
  'show_address',
] as const;
export type DoorField = (typeof DOOR_FIELDS)[number];

/**
 * What a member's proposal for a field does: applies at once, waits for the
 * office's review, may be added when the field is blank (and then applies at
 * once), or is not the member's to change.
 */
export const FIELD_POLICIES = ['apply', 'review', 'add_blank', 'view'] as const;
export type FieldPolicy = (typeof FIELD_POLICIES)[number];

/** The policy of each field until an administrator sets another. */
export const DEFAULT_FIELD_POLICY: Record<DoorField, FieldPolicy> = {
  first_name: 'review',
  last_name: 'review',
  relation_id: 'review',
  is_head: 'view',
  mobile_no: 'review',
  photo: 'review',
  date_of_birth: 'review',
  blood_group: 'review',
  education_id: 'review',
  business_id: 'review',
  village_id: 'review',
  current_address: 'review',
  show_mobile: 'apply',
  show_address: 'apply',
};

/** Fields whose policy is fixed: the family's head is the office's to change. */
export const FIXED_FIELDS: readonly DoorField[] = ['is_head'];

/** What a member may propose beyond a field's new value. */
export const REQUEST_KINDS = ['edit', 'new_member', 'passed_away'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The fields of a new family member (a newborn, a bride). */
export const NEW_MEMBER_FIELDS = [
  'first_name',
  'last_name',
  'relation_id',
  'sex',
  'date_of_birth',
  'mobile_no',
  'spouse_id',
] as const;

/** Every field a change request may carry, as the review screen names them. */
export const REQUEST_FIELDS = [
  ...DOOR_FIELDS.filter((field) => field !== 'is_head'),
  'sex',
  'spouse_id',
  'died_on',
] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

export const FIELD_DECISIONS = ['accepted', 'edited', 'rejected'] as const;
export type FieldDecision = (typeof FIELD_DECISIONS)[number];

/** Member sessions: 30 minutes idle, 7 days at most. */
export const MEMBER_SESSION_IDLE_MS = 30 * 60_000;
export const MEMBER_SESSION_MAX_MS = 7 * 24 * 3_600_000;

/** The age at which a member may propose for the family. */
export const ADULT_AGE = 18;

/**
 * Whether a member is a minor on `today` (YYYY-MM-DD): by the birth date's year; a
 * birth date without a year, or none, counts as an adult unless the office marked
 * the member a minor (docs/privacy.md "Children").
 */
export function isMinor(
  dateOfBirth: string | null | undefined,
  today: string,
  marked: boolean | number | null = false,
): boolean {
  if (marked === true || marked === 1) return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!match) return false;
  const [year, monthDay] = [Number(match[1]), `${match[2]}-${match[3]}`];
  const age = Number(today.slice(0, 4)) - year - (today.slice(5) < monthDay ? 1 : 0);
  return age < ADULT_AGE;
}
