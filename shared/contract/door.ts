import { z } from 'zod';
import { chosenId, id } from './fields.js';
import { say } from './say.js';
import { flag, int, named, ref, text } from './envelopes.js';
import { fileField } from './upload.js';
import { pastDate } from './kin.js';
import {
  DOOR_FIELDS,
  FIELD_DECISIONS,
  FIELD_POLICIES,
  REQUEST_FIELDS,
  REQUEST_KINDS,
} from '../door.js';

/** The member's door (docs/member-door.md) and the office's review of what it proposes. */

const mobileText = z
  .string({ error: say('mobile_required') })
  .trim()
  .max(20, say('mobile_invalid'));

export const codeBody = z.object({ mobile_no: mobileText });
export const signInBody = z.object({
  mobile_no: mobileText,
  code: z
    .string({ error: say('code_wrong') })
    .trim()
    .regex(/^\d{6}$/, say('code_wrong')),
});

/** Whether the door is open (a channel can send codes), and the number a campaign link names. */
export const doorState = z.object({
  open: flag,
  /** A member session is live: the page opens on the family. */
  signed_in: flag,
  mobile_no: z.string().optional(),
});

/** One family member as the door shows them. */
export const doorMember = z.object({
  id: int,
  first_name: text,
  last_name: text,
  relation_id: ref,
  relation: text,
  is_head: flag,
  mobile_no: z.string(),
  photo: text,
  date_of_birth: text,
  blood_group: text,
  education_id: ref,
  education: text,
  business_id: ref,
  business: text,
  village_id: ref,
  village: text,
  village_gu: text,
  current_address: text,
  show_mobile: flag,
  show_address: flag,
  sex: int,
  died_on: text,
  /** The fields of this member waiting for the office. */
  pending: z.array(z.string()),
  /** The member's consents beyond messages (shared/consent.ts): in until withdrawn. */
  consents: z.object({
    book: z.enum(['in', 'out']),
    greetings: z.enum(['in', 'out']),
    photos: z.enum(['in', 'out']),
    guardian: z.enum(['in', 'out']),
  }),
  /** A child: under 18, or marked a minor by the office (docs/privacy.md "Children"). */
  minor: flag,
  /** The signed-in member may give or withdraw them: their own, or a child's as its guardian. */
  may_consent: flag,
});
export type DoorMember = z.infer<typeof doorMember>;

/** A request as its member sees it: what was proposed and what came of each field. */
export const doorRequest = z.object({
  id: int,
  kind: z.enum(REQUEST_KINDS),
  member_id: ref,
  name: z.string(),
  status: z.enum(['open', 'decided']),
  outcome: text,
  created_at: z.string(),
  fields: z.array(
    z.object({ field: z.string(), proposed_value: text, decision: text, final_value: text }),
  ),
});

export const doorFamily = z.object({
  family_id: int,
  me: int,
  verified_on: text,
  /** False for a minor: the family is shown, proposals are refused. */
  may_propose: flag,
  policies: z.record(z.string(), z.enum(FIELD_POLICIES)),
  members: z.array(doorMember),
  requests: z.array(doorRequest),
});
export type DoorFamily = z.infer<typeof doorFamily>;

const placeChoice = named.extend({ name_gu: text });
export const doorChoices = z.object({
  relations: z.array(named),
  education: z.array(named),
  business_types: z.array(named),
  villages: z.array(placeChoice),
});
export type DoorChoices = z.infer<typeof doorChoices>;

/** A value a member proposes for one field: text, an id, a yes/no; null clears it. */
const proposedValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
export const changesBody = z.object({
  member_id: chosenId(say('member_choose')),
  changes: z
    .partialRecord(z.enum(DOOR_FIELDS), proposedValue)
    .refine((changes) => Object.keys(changes).length > 0, say('nothing_changed')),
});
export type ChangesBody = z.infer<typeof changesBody>;

export const newMemberBody = z.object({
  first_name: z
    .string({ error: say('name_required') })
    .trim()
    .min(1, say('name_required'))
    .max(100),
  last_name: z.string().trim().max(100).optional().default(''),
  relation_id: chosenId(say('relation_choose')),
  sex: z.coerce.number().int().min(0).max(1).default(0),
  date_of_birth: z.string().trim().max(10).optional().default(''),
  mobile_no: z.string().trim().max(20).optional().default(''),
  spouse_id: z
    .union([z.literal(''), z.null(), chosenId(say('member_choose'))])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type NewMemberBody = z.infer<typeof newMemberBody>;

export const consentBody = z.object({
  member_id: chosenId(say('member_choose')),
  purpose: z.enum(['book', 'greetings', 'photos', 'guardian'], { error: say('value_invalid') }),
  state: z.enum(['in', 'out'], { error: say('value_invalid') }),
});

export const passedAwayBody = z.object({
  member_id: chosenId(say('member_choose')),
  died_on: pastDate(say('date_invalid')),
});

export const photoBody = z.object({
  member_id: chosenId(say('member_choose')),
  photo: fileField(),
});

/** What a proposal did: fields applied at once, fields sent for review. */
export const proposalResult = z.object({
  applied: z.array(z.string()),
  review: z.array(z.string()),
  request_id: ref,
});

// The office's side

export const requestFilters = z.object({
  status: z.enum(['open', 'decided']).optional(),
  kind: z.enum(REQUEST_KINDS).optional(),
  district_id: id.optional(),
  post_id: id.optional(),
  village_id: id.optional(),
});

export const changeRequestRow = z.object({
  id: int,
  kind: z.enum(REQUEST_KINDS),
  family_id: int,
  member_id: ref,
  name: z.string(),
  proposer_name: z.string(),
  district_id: ref,
  district: text,
  village_id: ref,
  village: text,
  status: z.enum(['open', 'decided']),
  outcome: text,
  created_at: z.string(),
  fields: int,
});
export type ChangeRequestRow = z.infer<typeof changeRequestRow>;

export const requestField = z.object({
  id: int,
  field: z.enum(REQUEST_FIELDS),
  current_value: text,
  /** What the value is now, where it is an id or a flag: as a person reads it. */
  current_label: text,
  proposed_value: text,
  proposed_label: text,
  decision: z.enum(FIELD_DECISIONS).nullable(),
  final_value: text,
  /** The office changed this field after it was proposed: accepting would overwrite that. */
  conflict: flag,
});
export const changeRequest = changeRequestRow.extend({
  decided_at: text,
  decided_by_name: text,
  items: z.array(requestField),
});
export type ChangeRequest = z.infer<typeof changeRequest>;

export const decideBody = z.object({
  fields: z
    .array(
      z.object({
        id,
        decision: z.enum(FIELD_DECISIONS, { error: say('decision_choose') }),
        value: z.union([z.string().max(500), z.number(), z.null()]).optional(),
      }),
    )
    .min(1, say('nothing_changed'))
    .max(50),
});

export const fieldPolicyRow = z.object({
  field: z.enum(DOOR_FIELDS),
  policy: z.enum(FIELD_POLICIES),
  default_policy: z.enum(FIELD_POLICIES),
  fixed: flag,
});
export const fieldPoliciesBody = z.object({
  policies: z.partialRecord(z.enum(DOOR_FIELDS), z.enum(FIELD_POLICIES)),
});

// Verification campaigns

export const CAMPAIGN_KINDS = ['verification', 'notice'] as const;
export const campaignBody = z.object({
  /** A verification link to the member page, or the privacy notice (docs/privacy.md). */
  kind: z.enum(CAMPAIGN_KINDS, { error: say('value_invalid') }).default('verification'),
  name: z
    .string({ error: say('name_required') })
    .trim()
    .min(1, say('name_required'))
    .max(150),
  district_id: z
    .union([z.literal(''), z.null(), chosenId(say('district_required'))])
    .optional()
    .transform((v) => (v ? v : null)),
  village_id: z
    .union([z.literal(''), z.null(), chosenId(say('village_choose'))])
    .optional()
    .transform((v) => (v ? v : null)),
  /** Families not verified for this many months (or never); none: every family chosen. */
  not_verified_months: z
    .union([z.literal(''), z.null(), z.coerce.number().int().min(1).max(120)])
    .optional()
    .transform((v) => (v ? Number(v) : null)),
});
export type CampaignBody = z.input<typeof campaignBody>;

export const campaignRow = z.object({
  id: int,
  name: z.string(),
  kind: z.enum(['verification', 'notice']),
  created_at: z.string(),
  families: int,
  sent: int,
  opened: int,
  confirmed: int,
  proposed: int,
  /** Reached but neither confirmed nor proposed anything. */
  waiting: int,
});
export type CampaignRow = z.infer<typeof campaignRow>;

export const campaignFamilyRow = z.object({
  id: int,
  family_id: int,
  head_id: ref,
  name: z.string(),
  mobile_no: z.string(),
  village: text,
  sent: z.string(),
  opened_at: text,
  confirmed_at: text,
  proposed_at: text,
});
export const campaignFamilyFilters = z.object({
  campaign_id: id,
  answered: z.enum(['yes', 'no']).optional(),
});
