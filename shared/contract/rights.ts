import { z } from 'zod';
import { chosenId } from './fields.js';
import { say } from './say.js';
import { int, ref, text } from './envelopes.js';
import { pastDate } from './kin.js';
import { DOOR_RIGHT_KINDS, RIGHT_KINDS, RIGHT_SOURCES, RIGHT_STATUSES } from '../rights.js';

/** Members' requests under their rights (docs/privacy.md "Rights"), each due in 90 days. */

const kind = z.enum(RIGHT_KINDS, { error: say('right_kind_choose') });
const details = z.string().trim().max(2000, say('value_too_long')).default('');
const nominee = {
  nominee_name: z.string().trim().max(150, say('value_too_long')).default(''),
  nominee_mobile: z.string().trim().max(20, say('mobile_invalid')).default(''),
  nominee_relation: z.string().trim().max(100, say('value_too_long')).default(''),
};

/** A request the office records for a member who phoned or wrote. */
export const rightBody = z.object({
  member_id: chosenId(say('member_choose')),
  kind,
  received_on: pastDate(say('date_invalid')),
  details,
  ...nominee,
});
export type RightBody = z.infer<typeof rightBody>;

/** A request from the member page, about the signed-in member or a child of the family. */
export const doorRightBody = z.object({
  member_id: chosenId(say('member_choose')),
  kind: z.enum(DOOR_RIGHT_KINDS, { error: say('right_kind_choose') }),
  details,
  ...nominee,
});
export type DoorRightBody = z.infer<typeof doorRightBody>;

/** Closing a request: done (with what was done) or refused (with why). */
export const closeRightBody = z.object({
  status: z.enum(['done', 'refused'], { error: say('value_invalid') }),
  outcome: z.string().trim().min(1, say('right_outcome_required')).max(2000, say('value_too_long')),
});
export type CloseRightBody = z.infer<typeof closeRightBody>;

export const rightFilters = z.object({
  status: z.enum(RIGHT_STATUSES).optional(),
  kind: z.enum(RIGHT_KINDS).optional(),
  late: z.enum(['1']).optional(),
});

export const rightRow = z.object({
  id: int,
  member_id: ref,
  name: z.string(),
  kind,
  source: z.enum(RIGHT_SOURCES),
  details: z.string(),
  nominee_name: z.string(),
  nominee_mobile: z.string(),
  nominee_relation: z.string(),
  received_on: z.string(),
  due_on: z.string(),
  status: z.enum(RIGHT_STATUSES),
  outcome: text,
  closed_on: text,
  closed_by_name: text,
  created_by_name: text,
  district_id: ref,
  /** Set once the member's data was erased under this request. */
  erased: z.boolean(),
});
export type RightRow = z.infer<typeof rightRow>;
