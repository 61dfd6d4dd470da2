import { z } from 'zod';
import { BLOOD_GROUPS, MEMBER_FILTERS, type MemberFilterName } from '../rules.js';
import { listQuery } from './list.js';
import { optionalIds } from './fields.js';
import { say } from './say.js';

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

/** A day (YYYY-MM-DD); '' means no filter. */
const day = z
  .union([
    z.literal(''),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, say('date_invalid'))
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), say('date_invalid')),
  ])
  .optional()
  .transform((v) => (v ? v : undefined));
/** An age in years; '' means no filter. */
const age = z
  .union([z.literal(''), z.coerce.number().int().min(0).max(150)])
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : v));

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
  deceased: yesNo,
  /** Adults only: notification segments never reach children (docs/privacy.md "Children"). */
  adults: yesNo,
  withdrawn: z
    .union([z.literal(''), z.enum(['book', 'greetings', 'photos', 'whatsapp', 'sms'])])
    .optional()
    .transform((v) => (v ? v : undefined)),
  not_verified_since: day,
  age_from: age,
  age_to: age,
  added_from: day,
  added_to: day,
  no_photo: yesNo,
  incomplete: yesNo,
  no_birth_date: yesNo,
});
export type MemberFilters = z.infer<typeof memberFilters>;
// The filter names are exactly the shared ones, so the SPA and the server cannot disagree.
export const _onlySharedNames: readonly ('search' | MemberFilterName)[] =
  memberFilters.keyof().options;
export const _everySharedName: readonly (keyof MemberFilters)[] = MEMBER_FILTERS;
