import { z } from 'zod';
import { memberSummary } from './envelopes.js';
import { chosenId } from './fields.js';
import { say } from './say.js';
export const body = z.object({ member_id: chosenId(say('member_choose')) });

export const adminRow = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member: memberSummary.nullable(),
});
