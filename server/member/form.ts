import type { Kysely } from 'kysely';
import { GUJARAT_STATE_ID, INDIA_ID } from '../../shared/rules.js';
import type { Database } from '../db/types.js';
import { ApiError, invalid } from '../http/errors.js';
import { resolveNamed } from './place-names.js';
import type { MemberForm } from '../../shared/contract/member-form.js';
import { say } from '../../shared/contract/say.js';
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
    ...(form.surname !== undefined ? { surname: form.surname } : {}),
    ...(form.native_place !== undefined ? { native_place: form.native_place } : {}),
  };
}
