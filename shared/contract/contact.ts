import { z } from 'zod';
import { memberSummary } from './envelopes.js';
export const contactRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  member_id: z.number().int(),
  member: memberSummary.nullable(),
});

export type ContactRow = z.infer<typeof contactRow>;
