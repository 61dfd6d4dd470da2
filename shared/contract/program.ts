import { z } from 'zod';
import { scheduledRow } from './scheduled.js';
/** Programs and the volunteer types they want (docs/product.md, "Programs"). */

export const programRow = scheduledRow.extend({
  types_count: z.number().int(),
  volunteers_count: z.number().int(),
});

export const typeRow = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  name: z.string(),
  /** The minimum requirement. */
  want: z.number().int(),
  /** How many members have signed up. */
  signed_up: z.number().int(),
});

export type ProgramRow = z.infer<typeof programRow>;
export type TypeRow = z.infer<typeof typeRow>;
