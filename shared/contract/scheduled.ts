import { z } from 'zod';
import { DURATION } from '../rules.js';
import { say } from './say.js';
import { statusFlag, id } from './fields.js';
/**
 * A start as an ISO 8601 date-time: with its offset (`2026-11-23T18:30:00+05:30`,
 * `…Z`), stored in UTC. A date-time without an offset is refused: the SPA sends the
 * administrator's local time with its offset, so nothing is guessed.
 */
export const startField = (message = say('start_required')) =>
  z.unknown().transform((v, ctx) => {
    const text = typeof v === 'string' ? v.trim() : '';
    if (!text) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const iso =
      /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/i;
    const parts = iso.exec(text);
    const at = new Date(text.replace(' ', 'T'));
    const [y, m, d, h, min] = (parts ?? []).slice(1, 6).map(Number);
    const day = new Date(Date.UTC(y!, m! - 1, d!));
    const real =
      !!parts &&
      day.getUTCMonth() === m! - 1 &&
      day.getUTCDate() === d &&
      h! < 24 &&
      min! < 60 &&
      !Number.isNaN(at.getTime());
    if (!real) {
      ctx.addIssue({ code: 'custom', message: say('start_format') });
      return z.NEVER;
    }
    return at.toISOString();
  });

/** A duration in whole minutes, 1 to a week. */
export const durationField = z.unknown().transform((v, ctx) => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const n = Number(text);
  if (!text) ctx.addIssue({ code: 'custom', message: say('duration_required') });
  else if (!/^\d+$/.test(text) || n < DURATION.min || n > DURATION.max)
    ctx.addIssue({ code: 'custom', message: say('duration_range', DURATION) });
  else return n;
  return z.NEVER;
});

/** A program or an event as lists show it. */
export const scheduledRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 8601, UTC. */
  start_date: z.string(),
  /** Minutes. */
  time: z.number().int(),
  status: z.boolean(),
});

/** The publish call (docs/product.md §7): `{ id, status }` with the status the list showed; the server flips it. */
export const publishBody = z.object({
  id,
  status: statusFlag,
});
export type PublishBody = z.input<typeof publishBody>;
