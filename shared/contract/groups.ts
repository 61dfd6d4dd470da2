import { z } from 'zod';
import { name, statusFlag } from './fields.js';
import { say } from './say.js';
export const groupEditBody = z
  .object({ name: name(150).optional(), status: statusFlag.optional() })
  .refine((b) => b.name !== undefined || b.status !== undefined, {
    message: say('name_or_status'),
    path: ['name'],
  });

/** A committee or donor as the lists show it. */
export const groupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.boolean(),
  members_count: z.number().int(),
});

/** Committees and donors: a name, shown or hidden, and their members (docs/product.md, "Committees and donors"). */
export type GroupRow = z.infer<typeof groupRow>;
