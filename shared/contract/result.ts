import { z } from 'zod';
import { listQuery } from './list.js';
import { say } from './say.js';
import { fileField } from './upload.js';
import { memberSummary, ref } from './envelopes.js';
import { chosenId, optionalIds } from './fields.js';
import { percentageProblem, RESULT_YEARS, yearProblem } from '../rules.js';
import { choice, required } from './form-fields.js';
export const segmentId = chosenId(say('result_year_choose'));

/** A percentage from 0 to 100 with at most two decimals (shared/rules.ts). */
export const PERCENTAGE_MESSAGES = {
  required: 'percentage_required',
  range: 'percentage_range',
  decimals: 'percentage_decimals',
} as const;

export const yearRow = z.object({
  id: z.number().int(),
  year: z.string(),
  /** Live in the family app; one-way (docs/product.md §4). */
  status: z.boolean(),
  results_count: z.number().int(),
  approved_count: z.number().int(),
});

/** A four-digit year in a plausible range, as text (docs/product.md §3 `year`). */
export const yearField = z.unknown().transform((v, ctx) => {
  const problem = yearProblem(v);
  if (problem === 'required') ctx.addIssue({ code: 'custom', message: say('year_required') });
  if (problem === 'format')
    ctx.addIssue({ code: 'custom', message: say('year_format', RESULT_YEARS()) });
  return problem ? z.NEVER : String(v).trim();
});

export const education = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const studentRow = z.object({
  id: z.number().int(),
  result_segment_id: z.number().int(),
  name: z.string(),
  /** The stored photo; `image` is the same (the original backend's name), `thumb` its thumbnail. */
  photo: z.string().nullable(),
  image: z.string().nullable(),
  thumb: z.string().nullable(),
  percentage: z.number(),
  city: z.string(),
  education_id: z.number().int(),
  /** The original backend's spellings (docs/product.md §3), which the SPA reads. */
  eduction_id: z.number().int(),
  eduction: education,
  member_id: ref,
  member: memberSummary.nullable(),
  /** Approved (docs/product.md §4); one-way. */
  status: z.boolean(),
  /** 1 = the highest percentage of the year at this education level. */
  rank: z.number().int(),
  /**
   * Our server's (docs/privacy.md): the photo may not be published — the member
   * withdrew consent to photos, or is a child without a parent's consent.
   */
  photo_withheld: z.boolean().optional(),
});

export const studentsQuery = listQuery.extend({
  segment_id: segmentId,
  educationSelected: optionalIds,
});

export const percentage = z.unknown().transform((v, ctx) => {
  const problem = percentageProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: say(PERCENTAGE_MESSAGES[problem]) });
  return problem ? z.NEVER : Number(String(v).trim().replace(',', '.'));
});

/** The add / edit form (docs/product.md §7 `POST /result/add`), multipart; `id` when editing. */
export const resultForm = z.object({
  id: choice(say('value_invalid')),
  name: required(150, say('name_required')),
  photo: fileField().optional(),
  percentage,
  city: required(100, say('city_required')),
  education_id: choice(say('education_choose')).default(1),
  result_segment_id: segmentId,
  member_id: choice(say('member_missing')),
});

export type YearRow = z.infer<typeof yearRow>;
export type StudentRow = z.infer<typeof studentRow>;
export type ResultBody = z.input<typeof resultForm>;
