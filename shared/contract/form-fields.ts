import { z } from 'zod';
import type { Term } from '../messages.js';
import { say } from './say.js';
/**
 * The fields of a form that may arrive as multipart text (every value a string,
 * '' for an empty input) or as JSON: one reading of blanks, flags and choices
 * for the member form, the student result, the business portal.
 */

/** '' and absent mean "not given". */
export const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** `schema`, or undefined when the field is blank. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());

/** Optional text, trimmed, at most `max` characters. */
export const text = (max: number, field: Term) =>
  optional(z.string().trim().max(max, say('text_too_long', { field, max })));

/** Required text, trimmed; `message` when blank. */
export const required = (max: number, message: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.string({ error: message }).trim().min(1, message).max(max, say('at_most', { max })),
  );

/** A switch sent as 1/0, true/false; `dflt` when blank. */
export const flag = (dflt: 0 | 1) =>
  z.preprocess(
    (v) => (blank(v) ? dflt : v === true || v === 'true' || v === '1' || v === 1 ? 1 : 0),
    z.union([z.literal(0), z.literal(1)]),
  );

/** An optional chosen id (a select): `message` when it is not one. */
export const choice = (message: string) =>
  optional(
    z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );
