import { z } from 'zod';
import { listQuery } from './list.js';
import { MERGE_CHOICES, PAIR_SOURCES, PAIR_STATUSES } from '../duplicates.js';

export { MERGE_CHOICES, PAIR_SOURCES, PAIR_STATUSES, type MergeChoice } from '../duplicates.js';

/**
 * The duplicate finder's wire shapes (docs/duplicates.md): pairs with their
 * score and reasons, a decision, a merge, and the directory scan's progress.
 */

/** One member of a pair, in words, as the screen shows the two side by side. */
export const duplicateMember = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile_no: z.string(),
  date_of_birth: z.string().nullable(),
  sex: z.number().int().nullable(),
  blood_group: z.string().nullable(),
  education: z.string().nullable(),
  photo: z.string().nullable(),
  thumb: z.string().nullable(),
  /** "Village, Post, District", or the city and country abroad. */
  place: z.string().nullable(),
  current_address: z.string().nullable(),
  business: z.string().nullable(),
  /** The family head's name, and this member's relation to them. */
  family_head: z.string().nullable(),
  relation: z.string().nullable(),
  family_size: z.number().int(),
  created_at: z.string(),
});
export type DuplicateMember = z.infer<typeof duplicateMember>;

export const duplicatePair = z.object({
  id: z.number().int(),
  score: z.number().int(),
  /** Reason codes (shared with the import preview): `names_match_across_scripts`, `same_village`… */
  reasons: z.array(z.string()),
  source: z.enum(PAIR_SOURCES),
  status: z.enum(PAIR_STATUSES),
  created_at: z.string(),
  a: duplicateMember,
  b: duplicateMember,
  /**
   * A merged pair's result: the member who stayed, as the record reads now (the
   * values kept and taken); null for other pairs, or when that member is gone too.
   */
  kept: duplicateMember.nullable(),
});
export type DuplicatePair = z.infer<typeof duplicatePair>;

export const duplicatesQuery = listQuery.extend({
  status: z.enum(PAIR_STATUSES).default('open'),
  source: z.enum(PAIR_SOURCES).optional(),
});

export const mergeBody = z.object({
  /** The member who stays: one of the pair. */
  keep: z.number().int().positive().max(2_147_483_647),
  /** The fields whose value comes from the member who goes; the rest stay as they are. */
  take: z.array(z.enum(MERGE_CHOICES)).max(MERGE_CHOICES.length).default([]),
});
export type MergeBody = z.infer<typeof mergeBody>;

export const scanState = z.object({
  status: z.enum(['idle', 'running', 'done', 'failed']),
  members: z.number().int(),
  done: z.number().int(),
  found: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ScanState = z.infer<typeof scanState>;
