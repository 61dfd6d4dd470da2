import { z } from 'zod';
import { citiesFilter } from './fields.js';
import { choice, flag, optional, required, text } from './form-fields.js';
import { listQuery } from './list.js';
import { memberSummary, ref } from './envelopes.js';
import { say } from './say.js';
import { fileField } from './upload.js';
import { id, jsonField, optionalIds } from './fields.js';
export const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const portalRow = z.object({
  id: z.number().int(),
  logo: z.string().nullable(),
  thumb: z.string().nullable(),
  name: z.string(),
  mobile_no: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  in_foreign_land: z.boolean(),
  state_id: ref,
  country_id: ref,
  /** The state's and the country's names (docs/product.md §3 `state`). */
  state: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  /** The business type (docs/product.md §3 `business (id, name)`). */
  business_id: ref,
  business: named,
  business_type_id: ref,
  member_id: ref,
  member: memberSummary.nullable(),
  /** The owner's name once the owner was removed from the directory. */
  owner_name: z.string().nullable(),
  /** Live in the family app. */
  status: z.boolean(),
  partners_count: z.number().int(),
  /** Jobs that name this business: on removal they keep their text and lose the link. */
  jobs_count: z.number().int(),
});

export const partnerRow = z.object({
  id: z.number().int(),
  member_id: ref,
  /** An unknown partner's name and mobile; for a family member, their `information`. */
  name: z.string().nullable(),
  mobile_no: z.string().nullable(),
  information: memberSummary.nullable(),
});

/** One partner as the form sends it: a family member, or an unknown person by name and mobile. */
export const partnerEntry = z.object({
  member_id: z.union([id, z.null()]).optional(),
  name: z
    .union([
      z
        .string()
        .trim()
        .max(150, say('at_most', { max: 150 })),
      z.null(),
    ])
    .optional(),
  mobile_no: z
    .union([
      z
        .string()
        .trim()
        .max(20, say('at_most', { max: 20 })),
      z.null(),
    ])
    .optional(),
});

export const portalForm = z.object({
  id: choice(say('value_invalid')),
  logo: fileField().optional(),
  member_id: choice(say('member_missing')),
  name: required(150, say('name_required')),
  mobile_no: required(20, say('mobile_required')),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: say('email_required') })
      .min(1, say('email_required'))
      .max(254, say('email_too_long'))
      .pipe(z.email(say('email_invalid'))),
  ),
  business_id: choice(say('business_type_choose')),
  in_foreign_land: flag(0),
  state: optional(z.union([z.coerce.number().int().positive(), z.string().trim().max(100)])),
  country: optional(z.union([z.coerce.number().int().positive(), z.string().trim().max(100)])),
  city: text(100, 'city'),
  address: text(500, 'address'),
  members: jsonField(z.array(partnerEntry).max(50), say('partners_unreadable')),
});

export const businessQuery = listQuery.extend({
  businessSelected: optionalIds,
  stateSelected: optionalIds,
  citySelected: citiesFilter,
});

export type PortalRow = z.infer<typeof portalRow>;
export type PartnerRow = z.infer<typeof partnerRow>;
export type PortalBody = z.input<typeof portalForm>;
