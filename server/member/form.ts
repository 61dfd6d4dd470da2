import type { Kysely } from 'kysely';
import { z } from 'zod';
import { birthDateProblem } from '../../shared/contract/birth-date.js';
import { BLOOD_GROUPS, GUJARAT_STATE_ID, INDIA_ID } from '../../shared/rules.js';
import type { Database } from '../db/types.js';
import { ApiError, invalid } from '../http/errors.js';
import { resolveNamed } from './place-names.js';
import { familyEntry } from './family.js';
import {
  blank,
  choice,
  flag,
  optional,
  required,
  text,
} from '../../shared/contract/form-fields.js';
import { fileField } from '../../shared/contract/upload.js';
import { id, jsonField } from '../../shared/contract/fields.js';
import { say } from '../../shared/contract/say.js';
export const settingsSchema = z.object({
  isMobile: z.coerce.boolean().optional().default(true),
  isAddress: z.coerce.boolean().optional().default(true),
});

/**
 * The member form (docs/product.md §3 "Member"), as multipart fields: names, mobile, date
 * of birth, the location, business or job, the photo file, and on the admin form
 * the family list and app settings as JSON. A JSON body with the same fields is
 * taken too.
 */
export const memberForm = z.object({
  id: optional(id),
  first_name: required(100, say('first_name_required')),
  last_name: required(100, say('middle_name_required')),
  mobile_no: required(20, say('mobile_required')),
  date_of_birth: optional(z.string().max(10)).superRefine((v, ctx) => {
    const problem = v === undefined ? null : birthDateProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: say(problem) });
  }),
  sex: flag(1),
  gender: optional(z.string()),
  blood_group: optional(z.enum(BLOOD_GROUPS, { error: say('blood_group_choose') })).default('A+'),
  education_id: choice(say('education_choose')),
  in_foreign_land: flag(0),
  in_dpvs: flag(0),
  country: optional(z.union([z.coerce.number().int().positive(), z.string().trim().max(100)])),
  state: optional(z.union([z.coerce.number().int().positive(), z.string().trim().max(100)])),
  city: text(100, 'city'),
  district_id: choice(say('district_required')),
  post_id: choice(say('post_required')),
  village_id: choice(say('village_required')),
  current_address: text(500, 'address'),
  business_type: z.preprocess(
    (v) => (blank(v) ? 0 : typeof v === 'string' || typeof v === 'number' ? Number(v) : v),
    z.union([z.literal(0), z.literal(1), z.literal(2)], {
      error: say('business_kind_choose'),
    }),
  ),
  business_id: choice(say('business_type_choose')),
  business_address: text(500, 'business_address'),
  photo: fileField().optional(),
  settings: jsonField(settingsSchema, say('settings_unreadable')),
  family: jsonField(z.array(familyEntry).max(100), say('family_unreadable')),
});

/**
 * The public registration form: the member form without id or family, and with
 * only what the person chose (docs/security.md "Input"): sex must be chosen, and
 * no blood group is stored when none was (a wrong one misleads whoever looks up
 * donors); the show-mobile and show-address switches are taken and stored.
 */
export const registrationForm = memberForm.omit({ id: true, family: true }).extend({
  sex: z.preprocess(
    (v) => {
      if (blank(v)) return undefined;
      if (v === true || v === 1 || v === '1' || v === 'true') return 1;
      if (v === false || v === 0 || v === '0' || v === 'false') return 0;
      return v;
    },
    z.union([z.literal(0), z.literal(1)], { error: say('gender_choose') }),
  ),
  blood_group: optional(z.enum(BLOOD_GROUPS, { error: say('blood_group_choose') })),
});
type OfficeForm = z.infer<typeof memberForm>;
/** Either form, checked: the registration's has no id or family, and maybe no blood group. */
export type MemberForm = Omit<OfficeForm, 'blood_group'> & {
  blood_group?: OfficeForm['blood_group'];
};

const exists = async (
  db: Kysely<Database>,
  table: 'education' | 'business_types',
  value: number,
  field: string,
  message: string,
) => {
  const row = await db.selectFrom(table).select('id').where('id', '=', value).executeTakeFirst();
  if (!row) throw invalid(field, message);
};

/**
 * The member's columns from a checked form: the location made consistent (abroad:
 * a country, no state; in India: a state; in Gujarat: district, post and village
 * that belong together), business fields by type (docs/product.md §4).
 */
export async function memberColumns(db: Kysely<Database>, form: MemberForm) {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  const abroad = form.in_foreign_land === 1;
  let country_id = INDIA_ID;
  let state_id: number | null = null;
  let district_id: number | null = null;
  let post_id: number | null = null;
  let village_id: number | null = null;
  if (abroad) {
    if (form.country === undefined) fail('country', say('country_required'));
    else
      country_id = await resolveNamed(
        db,
        'countries',
        form.country,
        'country',
        say('country_choose'),
      );
    if (country_id === INDIA_ID && form.country !== undefined)
      fail('country', say('abroad_not_india'));
  } else {
    if (form.state === undefined) fail('state', say('state_required'));
    else
      state_id = await resolveNamed(
        db,
        'states',
        form.state,
        'state',
        say('state_choose'),
        INDIA_ID,
      );
    if (state_id === GUJARAT_STATE_ID) {
      if (!form.district_id) fail('district_id', say('district_required'));
      if (!form.post_id) fail('post_id', say('post_required'));
      if (!form.village_id) fail('village_id', say('village_required'));
      if (form.district_id && form.post_id && form.village_id) {
        const place = await db
          .selectFrom('villages')
          .innerJoin('posts', 'posts.id', 'villages.post_id')
          .select(['villages.post_id', 'posts.district_id'])
          .where('villages.id', '=', form.village_id)
          .executeTakeFirst();
        if (!place) fail('village_id', say('village_choose'));
        else if (place.post_id !== form.post_id) fail('village_id', say('village_not_under_post'));
        else if (place.district_id !== form.district_id)
          fail('post_id', say('post_not_in_district'));
        else [district_id, post_id, village_id] = [form.district_id, form.post_id, form.village_id];
      }
    }
  }
  if (form.education_id)
    await exists(db, 'education', form.education_id, 'education_id', say('education_choose'));
  const business_id = form.business_type === 0 ? null : (form.business_id ?? null);
  if (business_id)
    await exists(db, 'business_types', business_id, 'business_id', say('business_type_choose'));

  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]![0]!;
    throw new ApiError(422, first, errors);
  }
  return {
    first_name: form.first_name,
    last_name: form.last_name,
    date_of_birth: form.date_of_birth ?? null,
    sex: form.sex,
    blood_group: form.blood_group ?? null,
    education_id: form.education_id ?? null,
    in_foreign_land: form.in_foreign_land,
    in_dpvs: form.in_dpvs,
    country_id,
    state_id,
    city: form.city ?? null,
    district_id,
    post_id,
    village_id,
    current_address: form.current_address ?? null,
    business_type: form.business_type,
    business_id,
    business_address: form.business_type === 2 ? (form.business_address ?? null) : null,
  };
}
