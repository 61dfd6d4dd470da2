import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { invalid } from './errors.js';

/**
 * One member as the form loads it (spec §3 "Member"): every field, `b_date`
 * (the date of birth the day / month / year selects start from), the country and
 * state by id and name, the app settings and the family list (the member included).
 */
export async function readMember(db: Kysely<Database>, id: number) {
  const member = await db
    .selectFrom('members')
    .leftJoin('countries', 'countries.id', 'members.country_id')
    .leftJoin('states', 'states.id', 'members.state_id')
    .selectAll('members')
    .select(['countries.name as country_name', 'states.name as state_name'])
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
    ])
    .where('members.family_id', '=', member.family_id)
    .orderBy('members.is_head', 'desc')
    .orderBy('members.id')
    .execute();
  const {
    show_mobile,
    show_address,
    country_id,
    state_id,
    country_name,
    state_name,
    profile_complete,
    ...rest
  } = member;
  return {
    ...rest,
    is_head: rest.is_head === 1,
    b_date: rest.date_of_birth,
    country: country_id,
    country_name,
    state: state_id,
    state_name,
    profile_complete: profile_complete === 1,
    settings: { isMobile: show_mobile === 1, isAddress: show_address === 1 },
    family: family.map((m) => ({ ...m, is_head: m.is_head === 1 })),
  };
}

/** A member id in a body must name an existing member: 422 under `member_id` otherwise. */
export async function memberExists(db: Kysely<Database>, memberId: number): Promise<void> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw invalid('member_id', 'The selected member does not exist.');
}
