import { z } from 'zod';
import { citiesFilter } from './fields.js';
import { memberSummary, named, ref } from './envelopes.js';
import { chosenId, id, idList, optionalIds, optionalText } from './fields.js';
import { listQuery } from './list.js';
import { say } from './say.js';
/** Jobs and the members who applied (docs/product.md, "Jobs"). */

export const jobRow = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The company's name. */
  name: z.string(),
  description: z.string(),
  city: z.string(),
  company_details: z.string().nullable(),
  /** The education levels it asks for; the list also answers them named. */
  education_id: z.array(z.number().int()),
  education_list: z.array(named),
  business_type_id: ref,
  business_type: named.nullable(),
  /** The business of the portal it belongs to, if any. */
  business_id: ref,
  business: named.nullable(),
  member_id: ref,
  /** The member who posted it. */
  member: memberSummary.nullable(),
  applicants_count: z.number().int(),
});
export type JobRow = z.infer<typeof jobRow>;

/** A member who applied to a job. */
export const applicantRow = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile_no: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  education: z.object({ name: z.string() }).nullable(),
  applied_at: z.string(),
  /** Outside the account's districts: the name only (docs/security.md "Roles"). */
  outside: z.boolean().optional(),
});
export type ApplicantRow = z.infer<typeof applicantRow>;

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, say('at_most', { max }));
const choice = (message: string) =>
  z
    .union([z.literal(''), z.null(), id])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? null : v))
    .refine((v) => v === null || v > 0, message);

/** The job form; `education_id` one or several levels. */
export const jobBody = z.object({
  title: required(150, say('title_required')),
  name: required(150, say('company_required')),
  description: optionalText(2000, 'description'),
  city: required(100, say('city_required')),
  education_id: z
    .union([z.literal(''), z.null(), idList])
    .optional()
    .transform((v) => (v === '' || v === null || v === undefined ? [] : [...new Set(v)])),
  business_type_id: choice(say('business_type_choose')),
  business_id: choice(say('business_choose')),
  member_id: choice(say('member_missing')),
  company_details: optionalText(2000, 'company_details'),
});
export type JobBody = z.input<typeof jobBody>;

/** The jobs list's filters. */
export const jobsQuery = listQuery.extend({
  businessTypeSelected: optionalIds,
  educationSelected: optionalIds,
  citySelected: citiesFilter,
});

/** A job's applicants. */
export const applicantsQuery = listQuery.extend({
  job_id: chosenId(say('job_choose')),
  /** Named by the original API for this call; applicants have no position, so it narrows nothing. */
  positionSelected: z.unknown().optional(),
});
