import { INDIA_ID, isTrue } from '../../shared/rules';
import { toFormErrors } from '../providers/formErrors';
import type { ServerText } from '../providers/serverText';
import type { Member } from './types';

/**
 * The member as the API takes it: flags as 1/0, the app settings as two
 * booleans and the family as `{ id, relation_id, is_head }` (docs/product.md §3); the
 * endpoint table says which fields go and how (multipart, photo file, JSON).
 */
export const memberBody = (values: Partial<Member>): Record<string, unknown> => ({
  ...values,
  in_foreign_land: isTrue(values.in_foreign_land),
  in_dpvs: isTrue(values.in_dpvs),
  settings: values.settings && {
    isMobile: !!values.settings.isMobile,
    isAddress: !!values.settings.isAddress,
    // Our server's (docs/families.md); absent from an original backend's record.
    ...(values.settings.isAnniversary === undefined
      ? {}
      : { isAnniversary: !!values.settings.isAnniversary }),
  },
  family: values.family?.map(({ id, relation_id, is_head }) => ({ id, relation_id, is_head })),
});

/** Server field names the member form holds under another name. */
const FORM_FIELD = { photo: 'photo_file', gender: 'sex' };

/** A failed save's field errors, keyed by the member form's fields. */
export const memberFormErrors = (error: unknown, say: (text: ServerText) => string) =>
  toFormErrors(error, say, FORM_FIELD);

/** What a new member's form starts with (docs/product.md §9); Gujarat, where most members live. */
export const newMember = (gujaratId?: number): Partial<Member> => ({
  sex: 1,
  blood_group: 'A+',
  education_id: 1,
  in_foreign_land: false,
  in_dpvs: false,
  country: INDIA_ID,
  state: gujaratId ?? null,
  business_type: 0,
  settings: { isMobile: true, isAddress: true },
  family: [],
});

/**
 * What the public registration form starts with: the office's start, but sex,
 * blood group and education left for the person to choose (a blood group nobody
 * chose must not be stored; docs/security.md "Input"), and no family.
 */
export const newRegistration = (gujaratId?: number): Partial<Member> => ({
  ...newMember(gujaratId),
  sex: undefined,
  blood_group: undefined,
  education_id: undefined,
  family: undefined,
});
