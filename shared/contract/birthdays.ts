import { z } from 'zod';
import { listQuery } from './list.js';
import { optionalIds } from './fields.js';
import { say } from './say.js';
import { int, text } from './envelopes.js';
import { DAY_RANGES, OCCASIONS, RANGE_DAYS, type Occasion } from '../days.js';

export { DAY_RANGES, RANGE_DAYS, OCCASIONS, type Occasion };

/** `GET /birthdays`: the range, from a day (today in India by default), by place and occasion. */
export const birthdaysQuery = listQuery.extend({
  range: z.enum(DAY_RANGES, { error: say('value_invalid') }).default('week'),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, say('date_invalid'))
    .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), say('date_invalid'))
    .optional(),
  occasion: z
    .union([z.literal(''), z.enum(OCCASIONS)])
    .optional()
    .transform((v) => v || undefined),
  district_id: optionalIds,
  post_id: optionalIds,
  village_id: optionalIds,
});
export type BirthdaysQuery = z.infer<typeof birthdaysQuery>;

/** One birthday or anniversary on its day this year. */
export const birthdayRow = z.object({
  /** `b{member}` or `a{marriage}`. */
  id: z.string(),
  occasion: z.enum(OCCASIONS),
  /** The day it falls on in the range (`YYYY-MM-DD`). */
  date: z.string(),
  member_id: int,
  name: z.string(),
  /** An anniversary's other spouse. */
  spouse_id: int.nullable(),
  spouse_name: text,
  /** The age turned, or the years married; null when the year is not known. */
  years: int.nullable(),
  mobile_no: z.string(),
  district: text,
  district_gu: text,
  village: text,
  village_gu: text,
});
export type BirthdayRow = z.infer<typeof birthdayRow>;

/** The list, with the range's first and last day. */
export const birthdaysList = z.object({
  data: z.array(birthdayRow),
  total: int,
  from: z.string(),
  to: z.string(),
});

/** `GET /birthdays/greetings[?day=]`: a day's greetings, as the screen shows them. */
export const greetingsQuery = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, say('date_invalid'))
    .optional(),
});
export const greetingDay = z.object({
  day: z.string(),
  /** The local hour they go out; null when greetings are off (no channel, or GREETING_HOUR=off). */
  hour: int.nullable(),
  sent: int,
  failed: int,
  unknown: int,
  skipped: int,
  /** Claimed and leaving now. */
  sending: int,
  /** Why those not sent were skipped, by reason. */
  reasons: z.record(z.string(), int),
  failures: z.array(
    z.object({
      member_id: int,
      name: z.string(),
      occasion: z.enum(OCCASIONS),
      channel: text,
      error: text,
    }),
  ),
});
export type GreetingDay = z.infer<typeof greetingDay>;
