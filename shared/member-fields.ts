import type { MemberBody } from './contract/member-form.js';
import { fieldsOf } from './contract/received.js';

/**
 * The member form's fields (docs/product.md §7 `POST /members`): what the SPA sends and what
 * the audit log compares. The photo is a file, the settings JSON.
 */
export const MEMBER_FORM_FIELDS = fieldsOf<Omit<MemberBody, 'id' | 'family' | 'gender'>>()([
  'first_name',
  'last_name',
  'mobile_no',
  'date_of_birth',
  'sex',
  'blood_group',
  'education_id',
  'in_foreign_land',
  'in_dpvs',
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
  'photo',
  'settings',
  // Our server's; the SPA sends them only when the form holds them (src/member/endpoints.ts).
  'surname',
  'native_place',
]);
