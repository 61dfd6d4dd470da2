import { isTrue } from '../common/places';
import type { Member } from './types';

/** The member form's plain fields, sent as multipart text (spec §7 `POST /members`). */
const FIELDS = [
  'first_name',
  'last_name',
  'mobile_no',
  'date_of_birth',
  'sex',
  'blood_group',
  'education_id',
  'country',
  'state',
  'city',
  'district_id',
  'post_id',
  'village_id',
  'current_address',
  'business_type',
  'business_id',
  'business_address',
] as const;
const FLAGS = ['in_foreign_land', 'in_dpvs'] as const;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The multipart body of a member: the fields as text, the flags as 1/0, the
 * photo file when one was chosen, and on the admin form `settings` and `family`
 * as JSON (spec §7), plus `id` when editing.
 */
export function memberFormData(values: Partial<Member>, mode: 'admin' | 'register'): FormData {
  const form = new FormData();
  if (mode === 'admin' && values.id) form.append('id', String(values.id));
  for (const field of FIELDS) form.append(field, text(values[field]));
  for (const flag of FLAGS) form.append(flag, isTrue(values[flag]) ? '1' : '0');
  if (values.photo_file instanceof File) form.append('photo', values.photo_file);
  if (values.settings)
    form.append(
      'settings',
      JSON.stringify({
        isMobile: !!values.settings.isMobile,
        isAddress: !!values.settings.isAddress,
      }),
    );
  if (mode === 'admin' && values.family)
    form.append(
      'family',
      JSON.stringify(
        values.family.map(({ id, relation_id, is_head }) => ({ id, relation_id, is_head })),
      ),
    );
  return form;
}

/** What a new member's form starts with (spec §9); Gujarat, where most members live. */
export const newMember = (gujaratId?: number): Partial<Member> => ({
  sex: 1,
  blood_group: 'A+',
  education_id: 1,
  in_foreign_land: false,
  in_dpvs: false,
  country: 101,
  state: gujaratId ?? null,
  business_type: 0,
  settings: { isMobile: true, isAddress: true },
  family: [],
});
