import { z } from 'zod';
import { memberSummary } from './envelopes.js';
import { chosenId, id, optionalText } from './fields.js';
import { say } from './say.js';
import { listQuery } from './list.js';
export const committeeId = chosenId(say('committee_choose'));

export const committeeMembersQuery = listQuery.extend({
  committee_id: committeeId,
  positionSelected: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(50)])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v])),
});

export const committeeMemberBody = z.object({
  /** The seat being edited; absent when a member is added. */
  id: id.optional(),
  committee_id: committeeId,
  member_id: chosenId(say('member_choose')),
  position: optionalText(100, 'position'),
});

export const committeeRemoveBody = z.object({
  committee_id: committeeId,
  member_id: chosenId(say('member_choose')),
});

export const committeeMember = z.object({
  id: z.number().int(),
  committee_id: z.number().int(),
  member_id: z.number().int(),
  position: z.string().nullable(),
  information: memberSummary.nullable(),
});

export type CommitteeMemberRow = z.infer<typeof committeeMember>;
export type CommitteeMemberBody = z.input<typeof committeeMemberBody>;
