import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types.js';
import { shownInFull } from '../auth/access.js';
const text = z.string().nullable();
const ref = z.number().int().nullable();

/** A member of the family list on the member form (docs/product.md §3). */
const familyMember = z.object({
  id: z.number().int(),
  first_name: text,
  last_name: text,
  mobile_no: z.string(),
  photo: text,
  relation_id: ref,
  relation: text,
  is_head: z.boolean(),
});

/** One member as the form loads it (docs/product.md §3 "Member"): the response schema of `GET /members/{id}`. */
export const memberRecord = z.object({
  id: z.number().int(),
  family_id: z.number().int(),
  relation_id: ref,
  is_head: z.boolean(),
  photo: text,
  mobile_no: z.string(),
  first_name: text,
  last_name: text,
  date_of_birth: text,
  /** The date of birth the day / month / year selects start from. */
  b_date: text,
  sex: z.number().int(),
  blood_group: text,
  education_id: ref,
  in_foreign_land: z.number().int(),
  in_dpvs: z.number().int(),
  country: ref,
  country_name: text,
  state: ref,
  state_name: text,
  city: text,
  district_id: ref,
  post_id: ref,
  village_id: ref,
  current_address: text,
  business_type: z.number().int(),
  business_id: ref,
  business_address: text,
  profile_complete: z.boolean(),
  settings: z.object({ isMobile: z.boolean(), isAddress: z.boolean() }),
  family: z.array(familyMember),
});
export type MemberRecord = z.infer<typeof memberRecord>;

/**
 * One member as the form loads it: the member's own fields, the country and
 * state by id and name, the app settings and the family list (the member included).
 */
export async function readMember(
  db: Kysely<Database>,
  id: number,
): Promise<MemberRecord | undefined> {
  const member = await db
    .selectFrom('members')
    .leftJoin('countries', 'countries.id', 'members.country_id')
    .leftJoin('states', 'states.id', 'members.state_id')
    .select([
      'members.id',
      'members.family_id',
      'members.relation_id',
      'members.is_head',
      'members.photo',
      'members.mobile_no',
      'members.first_name',
      'members.last_name',
      'members.date_of_birth',
      'members.sex',
      'members.blood_group',
      'members.education_id',
      'members.in_foreign_land',
      'members.in_dpvs',
      'members.country_id',
      'countries.name as country_name',
      'members.state_id',
      'states.name as state_name',
      'members.city',
      'members.district_id',
      'members.post_id',
      'members.village_id',
      'members.current_address',
      'members.business_type',
      'members.business_id',
      'members.business_address',
      'members.show_mobile',
      'members.show_address',
      'members.profile_complete',
    ])
    .where('members.id', '=', id)
    .executeTakeFirst();
  if (!member) return undefined;
  const family = await db
    .selectFrom('members')
    .leftJoin('relations', 'relations.id', 'members.relation_id')
    .select([
      'members.id',
      'members.first_name',
      'members.last_name',
      'members.mobile_no',
      'members.photo',
      'members.relation_id',
      'relations.name as relation',
      'members.is_head',
      'members.district_id',
    ])
    .where('members.family_id', '=', member.family_id)
    .orderBy('members.is_head', 'desc')
    .orderBy('members.id')
    .execute();
  const { show_mobile, show_address, country_id, state_id, profile_complete, ...rest } = member;
  return {
    ...rest,
    country_name: rest.country_name ?? null,
    state_name: rest.state_name ?? null,
    is_head: rest.is_head === 1,
    b_date: rest.date_of_birth,
    country: country_id,
    state: state_id,
    profile_complete: profile_complete === 1,
    settings: { isMobile: show_mobile === 1, isAddress: show_address === 1 },
    // A relative outside the reader's districts is named only (docs/security.md "Roles").
    family: family.map(({ district_id, ...m }) => ({
      ...m,
      ...(shownInFull(district_id) ? {} : { mobile_no: '', photo: null }),
      relation: m.relation ?? null,
      is_head: m.is_head === 1,
    })),
  };
}
