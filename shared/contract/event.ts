import { z } from 'zod';
import { durationField, scheduledRow, startField } from './scheduled.js';
import { name } from './fields.js';
/** Events (docs/product.md, "Events"). */

export const eventRow = scheduledRow.extend({ past: z.boolean() });

export const eventBody = z.object({
  name: name(150),
  time: durationField,
  start_date: startField(),
});

export type EventRow = z.infer<typeof eventRow>;
export type EventBody = z.input<typeof eventBody>;
