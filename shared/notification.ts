import { INDIA_ID, isTrue, type MemberFilterName } from './rules.js';

/**
 * A notification's audience (docs/product.md §3 "Send payload"): the form's filters under the
 * product's names (docs/product.md §7). The `filters` object of `POST /notification` holds exactly these.
 */
export const NOTIFICATION_FILTERS = [
  'gender',
  'blood_group',
  'education_id',
  'business_type',
  'business_id',
  'in_foreign_land',
  'country',
  'state',
  'city',
  'district_id',
  'post_id',
  'village_id',
  'allow_member',
] as const;
export type NotificationFilterName = (typeof NOTIFICATION_FILTERS)[number];
export type NotificationFilters = Partial<Record<NotificationFilterName, unknown>>;

const isSet = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/**
 * The members list's filters (docs/product.md §7 `GET /members/list`) that pick the same
 * members as a notification's filters: the recipients are exactly the members the
 * list shows for them. The SPA counts the audience with it, the server resolves it.
 *
 * - `allow_member` (send to everyone): no filter at all.
 * - Abroad on: members abroad, in the chosen country if any. Off: no filter on
 *   abroad, but the chosen state, and in Gujarat the district, post and village.
 * - A business is only a filter under business or job type 1 or 2 (type 0 hides it).
 */
export function memberFiltersOf(f: NotificationFilters): Partial<Record<MemberFilterName, string>> {
  // A notification never reaches children (docs/privacy.md "Children"), whatever it is sent to.
  if (isTrue(f.allow_member)) return { adults: '1' };
  const out: Partial<Record<MemberFilterName, string>> = { adults: '1' };
  const put = (name: MemberFilterName, value: unknown) => {
    if (isSet(value)) out[name] = String(value).trim();
  };
  put('genderSelected', f.gender);
  put('bloodGroupSelected', f.blood_group);
  put('educationSelected', f.education_id);
  put('businessTypeSelected', f.business_type);
  if (isSet(f.business_type) && Number(f.business_type) !== 0)
    put('businessSelected', f.business_id);
  put('citySelected', f.city);
  if (isTrue(f.in_foreign_land)) {
    out.in_foreign_land = '1';
    if (isSet(f.country) && Number(f.country) !== INDIA_ID) put('countryselected', f.country);
  } else {
    put('stateSelected', f.state);
    put('district_id', f.district_id);
    put('post_id', f.post_id);
    put('village_id', f.village_id);
  }
  return out;
}
