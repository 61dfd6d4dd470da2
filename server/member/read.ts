import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { shownInFull } from '../auth/scope.js';
import type { MemberRecord } from '../../shared/contract/member.js';

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
      'members.show_anniversary',
      'members.surname',
      'members.native_place',
      'members.died_on',
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
  const {
    show_mobile,
    show_address,
    show_anniversary,
    country_id,
    state_id,
    profile_complete,
    ...rest
  } = member;
  return {
    ...rest,
    country_name: rest.country_name ?? null,
    state_name: rest.state_name ?? null,
    is_head: rest.is_head === 1,
    b_date: rest.date_of_birth,
    country: country_id,
    state: state_id,
    profile_complete: profile_complete === 1,
    settings: {
      isMobile: show_mobile === 1,
      isAddress: show_address === 1,
      isAnniversary: show_anniversary === 1,
    },
    // A relative outside the reader's districts is named only (docs/security.md "Roles").
    family: family.map(({ district_id, ...m }) => ({
      ...m,
      ...(shownInFull(district_id) ? {} : { mobile_no: '', photo: null }),
      relation: m.relation ?? null,
      is_head: m.is_head === 1,
    })),
  };
}
