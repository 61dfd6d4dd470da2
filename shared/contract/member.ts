import { z } from 'zod';
import { said } from './envelopes.js';
export const text = z.string().nullable();

export const memberRow = z.object({
  id: z.number().int(),
  photo: text,
  /** The photo's thumbnail, for the list's avatar. */
  thumb: text,
  mobile_no: z.string(),
  first_name: text,
  last_name: text,
  family_id: z.number().int(),
  is_head: z.boolean(),
  profile_complete: z.boolean(),
  /** Our server's (docs/families.md): the surname, and the date of death of one who passed away. */
  surname: text,
  died_on: text,
  /** Our server's (docs/member-door.md): the day the member's family said its record is correct. */
  verified_on: text.optional(),
});

/** A member as `GET /members/export` answers it: names instead of ids, for members.csv. */
export const exportRow = z.object({
  id: z.number().int(),
  first_name: text,
  last_name: text,
  mobile_no: z.string(),
  date_of_birth: text,
  sex: z.number().int(),
  blood_group: text,
  education: text,
  country: text,
  state: text,
  city: text,
  district: text,
  post: text,
  village: text,
});

export const registered = z.object({
  ...said,
  data: z.object({ id: z.number().int(), first_name: text, last_name: text }),
});
/** A minor's registration, waiting for the parent's code (docs/privacy.md "Children"). */
export const waitingForParent = z.object({
  ...said,
  data: z.object({ pending: z.number().int() }),
});

export type MemberRow = z.infer<typeof memberRow>;

/**
 * What else a member is part of, and what removing them changes (server/member/ties.ts
 * says how each kind goes): `part_of` in `GET /members/{id}?part_of=1`, asked by the
 * Remove confirmation only.
 */
export const memberTies = z.object({
  committees: z.array(z.object({ name: z.string(), position: z.string().nullable() })),
  donors: z.array(z.string()),
  admin: z.boolean(),
  business_partner: z.array(z.string()),
  /** Businesses the member owns: they stay, with the owner's name as text. */
  businesses: z.array(z.string()),
  /** Student results ("2025: Jash Harsh"): they stay under the student's name. */
  results: z.array(z.string()),
  /** Jobs the member posted (their titles): they keep their text and lose the link. */
  jobs_posted: z.array(z.string()),
  /** Volunteer sign-ups ("Navratri 2026 — Parking"): they end. */
  volunteering: z.array(z.string()),
  job_applications: z.number().int(),
  /** Help requests the member sent (contacts): they go. */
  contacts: z.number().int(),
  /** Notifications the member received: their delivery records go. */
  notifications: z.number().int(),
  /** Devices signed in to the family app: the sign-ins end. */
  devices: z.number().int(),
  /** Delivery records of notifications sent to the member (push, outbox): they go. */
  deliveries: z.number().int(),
  /** Pairs the duplicate finder holds with the member (open, dismissed or merged): they go. */
  duplicate_pairs: z.number().int(),
});
export type MemberTies = z.infer<typeof memberTies>;

/**
 * `GET /members/{id}`'s query: `part_of=1` adds the member's ties. Only the Remove
 * confirmation asks; an edit page opening the record does not pay for fourteen reads
 * (docs/bench.md, issue 43). The original backend ignores it.
 */
export const memberReadQuery = z.object({ part_of: z.literal('1').optional() });

const ref = z.number().int().nullable();

/** A member of the family list on the member form (docs/product.md §3). */
export const familyMember = z.object({
  id: z.number().int(),
  first_name: text,
  last_name: text,
  mobile_no: z.string(),
  photo: text,
  relation_id: ref,
  relation: text,
  is_head: z.boolean(),
});

/** One member as the form loads it (docs/product.md §3 "Member"): the response of `GET /members/{id}`. */
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
  // Our server's (docs/families.md).
  surname: text,
  native_place: text,
  died_on: text,
  settings: z.object({
    isMobile: z.boolean(),
    isAddress: z.boolean(),
    isAnniversary: z.boolean().optional(),
  }),
  family: z.array(familyMember),
});
export type MemberRecord = z.infer<typeof memberRecord>;
export type FamilyMember = z.infer<typeof familyMember>;
