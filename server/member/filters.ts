import type { Kysely, SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { BLOOD_GROUPS, MEMBER_FILTERS, type MemberFilterName } from '../../shared/rules.js';
import type { Database } from '../db/types.js';
import { listQuery } from '../../shared/contract/list.js';
import { memberMatches } from './search.js';
import { optionalIds } from '../../shared/contract/fields.js';
import { say } from '../../shared/contract/say.js';
/** One value or a list (`key[]`), '' meaning no filter; each value checked by `item`. */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z
    .union([z.literal(''), item, z.array(item).max(500)])
    .optional()
    .transform((v) =>
      v === '' || v === undefined ? undefined : ((Array.isArray(v) ? v : [v]) as z.infer<T>[]),
    );

const flag = z.coerce.number().int().min(0).max(1);
/** A yes/no filter: 1 or 0 (also true/false); absent or '' means either. */
const yesNo = z
  .union([z.literal(''), z.enum(['true', 'false']), flag, z.boolean()])
  .optional()
  .transform((v) =>
    v === '' || v === undefined ? undefined : v === true || v === 'true' || v === 1 ? 1 : 0,
  );

/** The members list's filters under the product's names (docs/product.md §7 "Members"). */
export const memberFilters = z.object({
  search: listQuery.shape.search,
  bloodGroupSelected: oneOrMany(z.enum(BLOOD_GROUPS, { error: say('blood_group_unknown') })),
  genderSelected: oneOrMany(flag),
  educationSelected: optionalIds,
  businessTypeSelected: oneOrMany(z.coerce.number().int().min(0).max(2)),
  businessSelected: optionalIds,
  in_foreign_land: yesNo,
  in_dpvs: yesNo,
  countryselected: optionalIds,
  stateSelected: optionalIds,
  citySelected: oneOrMany(z.string().trim().min(1).max(100)),
  district_id: optionalIds,
  post_id: optionalIds,
  village_id: optionalIds,
});
export type MemberFilters = z.infer<typeof memberFilters>;
// The filter names are exactly the shared ones, so the SPA and the server cannot disagree.
export const _onlySharedNames: readonly ('search' | MemberFilterName)[] =
  memberFilters.keyof().options;
export const _everySharedName: readonly (keyof MemberFilters)[] = MEMBER_FILTERS;

/** Narrows a query over `members` to the chosen filters; every column has its index. */
export function applyMemberFilters<DB extends Database, TB extends keyof DB & 'members', O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
  f: MemberFilters,
): SelectQueryBuilder<DB, TB, O> {
  let q = query as unknown as SelectQueryBuilder<Database, 'members', O>;
  if (f.search) q = q.where(memberMatches(db, f.search));
  if (f.bloodGroupSelected) q = q.where('members.blood_group', 'in', f.bloodGroupSelected);
  if (f.genderSelected) q = q.where('members.sex', 'in', f.genderSelected);
  if (f.educationSelected) q = q.where('members.education_id', 'in', f.educationSelected);
  if (f.businessTypeSelected) q = q.where('members.business_type', 'in', f.businessTypeSelected);
  if (f.businessSelected) q = q.where('members.business_id', 'in', f.businessSelected);
  if (f.in_foreign_land !== undefined)
    q = q.where('members.in_foreign_land', '=', f.in_foreign_land);
  if (f.in_dpvs !== undefined) q = q.where('members.in_dpvs', '=', f.in_dpvs);
  if (f.countryselected) q = q.where('members.country_id', 'in', f.countryselected);
  if (f.stateSelected) q = q.where('members.state_id', 'in', f.stateSelected);
  if (f.citySelected) {
    const cities = f.citySelected;
    // Case-insensitive, exact city names.
    q = q.where((eb) =>
      eb.or(cities.map((city) => eb(eb.fn('lower', ['members.city']), '=', city.toLowerCase()))),
    );
  }
  if (f.district_id) q = q.where('members.district_id', 'in', f.district_id);
  if (f.post_id) q = q.where('members.post_id', 'in', f.post_id);
  if (f.village_id) q = q.where('members.village_id', 'in', f.village_id);
  return q as unknown as SelectQueryBuilder<DB, TB, O>;
}
