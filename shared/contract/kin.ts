import { z } from 'zod';
import { chosenId, id } from './fields.js';
import { say } from './say.js';
import { flag, int, ref, text } from './envelopes.js';
import { todayIn } from '../days.js';

/**
 * The person graph under the households (docs/families.md): a member's parents,
 * spouses, children and siblings, a marriage recorded as one step, a marriage's
 * end, a death, and the tree of a lineage.
 */

/**
 * A date as YYYY-MM-DD, not after today in the community's time zone (the day the
 * forms offer by default): by UTC's day, a request recorded between midnight and
 * 05:30 in India was "after today".
 */
export const pastDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, message)
    .refine((v) => v <= todayIn(), say('date_in_future'));

const optionalPastDate = z
  .union([z.literal(''), z.null(), pastDate(say('date_invalid'))])
  .optional()
  .transform((v) => (v ? v : null));

/** A relative as the kin section and the tree show them. */
export const kinPerson = z.object({
  id: int,
  name: z.string(),
  sex: int,
  family_id: int,
  is_head: flag,
  village: text,
  village_gu: text,
  died_on: text,
  /** Born into, or married out of, another household than the one shown. */
  elsewhere: flag,
});
export type KinPerson = z.infer<typeof kinPerson>;

export const kinSpouse = kinPerson.extend({
  marriage_id: int,
  married_on: text,
  current: flag,
  ended_on: text,
  ended_by: z.enum(['separation', 'death']).nullable(),
});
export type KinSpouse = z.infer<typeof kinSpouse>;

/** A child of the household living in another one (a married daughter), with the spouse's name and village. */
export const kinAway = kinPerson.extend({
  parent: z.string(),
  spouse: text,
  spouse_village: text,
  spouse_village_gu: text,
});
export type KinAway = z.infer<typeof kinAway>;

/** `GET /members/{id}/kin`. */
export const kinRow = z.object({
  id: int,
  name: z.string(),
  sex: int,
  family_id: int,
  died_on: text,
  father: kinPerson.nullable(),
  mother: kinPerson.nullable(),
  spouses: z.array(kinSpouse),
  children: z.array(kinPerson),
  siblings: z.array(kinPerson),
  /** The household's children who live in other households. */
  away: z.array(kinAway),
});
export type KinRow = z.infer<typeof kinRow>;

const parentId = z
  .union([z.literal(''), z.null(), chosenId(say('member_choose'))])
  .optional()
  .transform((v) => (v ? v : null));

/** `PUT /members/{id}/kin`: the member's parents (null: not recorded). */
export const kinBody = z.object({ father_id: parentId, mother_id: parentId });
export type KinBody = z.infer<typeof kinBody>;

/** Someone not yet in the directory, married into it. */
export const newSpouse = z.object({
  first_name: z
    .string({ error: say('first_name_required') })
    .trim()
    .min(1, say('first_name_required'))
    .max(100),
  last_name: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || null),
  /** Checked on the server by the one mobile rule (shared/contract/mobile.ts). */
  mobile_no: z
    .string({ error: say('mobile_required') })
    .trim()
    .min(1, say('mobile_required'))
    .max(20),
  sex: z.coerce.number().int().min(0).max(1),
});

/** Where the couple lives: the member's household, the spouse's, or a new one. */
export const HOUSEHOLDS = ['member', 'spouse', 'new'] as const;

/** `POST /members/{id}/marriages`: a marriage, as one step. */
export const marriageBody = z
  .object({
    spouse_id: id.optional(),
    new_spouse: newSpouse.optional(),
    married_on: optionalPastDate,
    household: z.enum(HOUSEHOLDS, { error: say('household_choose') }),
    /** Heads the new household (with `household: 'new'`): the member or the spouse. */
    new_head: z.enum(['member', 'spouse']).default('member'),
    /** Heads the household the person moving leaves, when they headed it and others stay. */
    successor_id: id.optional(),
    /** Members of the leaving person's household who move along (their children). */
    moving_along: z.array(id).max(50).default([]),
  })
  .refine((b) => !!b.spouse_id !== !!b.new_spouse, {
    message: say('spouse_choose'),
    path: ['spouse_id'],
  });
export type MarriageBody = z.input<typeof marriageBody>;

/** `POST /marriages/{id}/end`: a separation or a spouse's death; who (if anyone) moves back. */
export const marriageEndBody = z.object({
  ended_by: z.enum(['separation', 'death'], { error: say('value_invalid') }),
  ended_on: optionalPastDate,
  /** With a death: the spouse who passed away. */
  deceased_id: id.optional(),
  /** Moves back to their parents' household (or one of their own when no parent is recorded). */
  move_back_id: id.optional(),
});
export type MarriageEndBody = z.input<typeof marriageEndBody>;

/** `PUT /members/{id}/death`: the date of death, or null to undo. */
export const deathBody = z.object({ died_on: z.union([z.null(), pastDate(say('date_invalid'))]) });

/** One person of a tree. */
export const treePerson = z.object({
  id: int,
  first_name: text,
  last_name: text,
  surname: text,
  sex: int,
  date_of_birth: text,
  died_on: text,
  village: text,
  village_gu: text,
  native_place: text,
  family_id: int,
  father_id: ref,
  mother_id: ref,
});
export type TreePerson = z.infer<typeof treePerson>;

export const treeMarriage = z.object({
  id: int,
  spouse_a_id: int,
  spouse_b_id: int,
  married_on: text,
  current: flag,
  ended_by: z.enum(['separation', 'death']).nullable(),
});
export type TreeMarriage = z.infer<typeof treeMarriage>;

/** `GET /members/{id}/tree`: ancestors and descendants with their spouses. */
export const treeRow = z.object({
  root: int,
  people: z.array(treePerson),
  marriages: z.array(treeMarriage),
  /** True when the lineage was cut at the size limit. */
  cut: flag,
});
export type TreeRow = z.infer<typeof treeRow>;
