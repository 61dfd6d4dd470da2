import { z } from 'zod';
import { birthDateProblem } from './birth-date.js';
import { BLOOD_GROUPS } from '../rules.js';
import { LANGUAGES } from '../messaging.js';
import { blank, choice, flag, optional, required, text } from './form-fields.js';
import { fileField } from './upload.js';
import { id, jsonField } from './fields.js';
import { say } from './say.js';
import type { Term } from '../messages.js';

/** One line of the member form's family list (docs/product.md §3: id, relation_id, is_head). */
export const familyEntry = z.object({
  id,
  relation_id: z
    .union([id, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  is_head: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
});
export type FamilyEntry = z.infer<typeof familyEntry>;

export const settingsSchema = z.object({
  isMobile: z.coerce.boolean().optional().default(true),
  isAddress: z.coerce.boolean().optional().default(true),
  /** Our server's (docs/families.md): whether the printed book may show the marriage date. */
  isAnniversary: z.coerce.boolean().optional(),
});

/**
 * Our server's optional text (surname, native place): absent leaves what is stored,
 * '' clears it, otherwise trimmed and at most `max` characters.
 */
const kept = (max: number, field: Term) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null))
    .refine((v) => !v || v.length <= max, say('text_too_long', { field, max }));

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
  // Our server's (docs/families.md): the family name (atak) and native village (vatan).
  surname: kept(100, 'surname'),
  native_place: kept(100, 'native_place'),
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
  // Our server's (docs/messaging.md "Consent"): messages the registrant agrees to, and their language.
  messages_whatsapp: flag(0),
  messages_sms: flag(1),
  preferred_language: optional(z.enum(LANGUAGES, { error: say('language_choose') })),
  // Our server's (docs/privacy.md "Children"): a person under 18 names a parent who confirms.
  guardian_mobile: text(20, 'record'),
});
/** A parent's one-time code confirming a minor's registration (docs/privacy.md "Children"). */
export const guardianCodeBody = z.object({
  pending: id,
  code: z
    .string({ error: say('code_wrong') })
    .trim()
    .regex(/^\d{6}$/, say('code_wrong')),
});
type OfficeForm = z.infer<typeof memberForm>;
/** Either form, checked: the registration's has no id or family, and maybe no blood group. */
export type MemberForm = Omit<OfficeForm, 'blood_group'> & {
  blood_group?: OfficeForm['blood_group'];
};

/** The member form's fields as the SPA sends them (`MEMBER_FORM_FIELDS` in shared/rules.ts lists them). */
export type MemberBody = z.input<typeof memberForm>;
