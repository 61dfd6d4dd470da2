import { z } from 'zod';
import { memberSummary } from './envelopes.js';
import { chosenId } from './fields.js';
import { say } from './say.js';
export const adminBody = z.object({ member_id: chosenId(say('member_choose')) });

export const adminRow = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member: memberSummary.nullable(),
});

export type AdminRow = z.infer<typeof adminRow>;
export type AdminBody = z.input<typeof adminBody>;
