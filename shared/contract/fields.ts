import { z } from 'zod';
import type { Term } from '../messages.js';
import { say } from './say.js';
import { gujaratiNameProblem } from '../rules.js';
// A value a schema refuses without a message of its own (a malformed query
// string, an unknown option) reads "This value is not valid." in every language.
z.config({ customError: () => say('value_invalid') });

/** A positive integer id taken from a path or query string. */
export const id = z.coerce
  .number({ error: say('must_be_number') })
  .int(say('whole_number'))
  .positive(say('positive_number'))
  .max(2_147_483_647, say('number_too_large'));

export const idParams = z.object({ id });

/** A required name: trimmed, not blank, at most `max` characters. */
export const name = (max = 150) =>
  z
    .string({ error: say('name_required') })
    .trim()
    .min(1, say('name_required'))
    .max(max, say('name_too_long', { max }));

/** One id or a list of ids (`key` or `key[]` in the query), as a list. */
export const idList = z
  .union([id, z.array(id).max(500)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** An optional filter value: '' or absent mean "no filter". */
export const optionalIds = z
  .union([z.literal(''), idList])
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : v));

/** A required id in a body, with the message to show under its field. */
export const chosenId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** An optional short text: trimmed, '' and null become null. */
export const optionalText = (max: number, field: Term = 'record') =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null))
    .refine((v) => v === null || v.length <= max, say('text_too_long', { field, max }));

/**
 * A place's optional Gujarati name (docs/import.md, "Places in both scripts"):
 * trimmed, '' and null clear it, at most `max` characters, and written in
 * Gujarati letters (a Latin spelling belongs in the name itself).
 */
export const gujaratiName = (max = 100) =>
  optionalText(max, 'gujarati_name').refine(
    (v) => v === null || gujaratiNameProblem(v) === null,
    say('name_gu_script'),
  );

/** How deep a JSON field may nest (a family list is two levels); deeper text is refused unread. */
const MAX_JSON_DEPTH = 6;

/** True when `text` nests brackets deeper than `max` (strings skipped), without parsing it. */
export function nestsDeeper(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > max) return true;
    } else if (c === ']' || c === '}') depth--;
  }
  return false;
}

/**
 * A JSON-encoded field of a multipart form (`family`, `settings`, `members`,
 * `filters`), or the same value already parsed in a JSON body. Text that does not
 * parse, or nests deeper than any form does, is a 422 under the field.
 */
export const jsonField = <T extends z.ZodType>(schema: T, message: string) =>
  z.preprocess((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))
      return undefined;
    if (typeof v !== 'string') return v;
    try {
      if (nestsDeeper(v)) throw new Error('too deep');
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  }, schema.optional());

/** A status sent as true/false, 1/0 or "true"/"false". */
export const statusFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: say('status_flag'),
  })
  .transform((v) => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0));

/** A filter by cities (`citySelected`, one or several): compared lower-case, blanks dropped. */
export const citiesFilter = z
  .union([z.string().max(100), z.array(z.string().max(100)).max(50)])
  .optional()
  .transform((v) => {
    const cities = (Array.isArray(v) ? v : v === undefined ? [] : [v])
      .map((c) => c.trim().toLowerCase())
      .filter(Boolean);
    return cities.length ? cities : undefined;
  });
