import { z } from 'zod';
import { say } from './say.js';
/**
 * Control characters, made once: a regular expression written inside the transform
 * was built again on every request (a lookup in V8's cache of compiled expressions;
 * docs/bench.md, the thirty-third session). `replace` starts a global expression
 * from the beginning every time, so sharing it is safe.
 */
const CONTROL = /\p{Cc}+/gu;

/**
 * A search as a person types it: control characters (a NUL byte, tabs) become
 * spaces, so no database ever sees them, then trimmed and at most 100 characters.
 */
export const searchText = () =>
  z
    .string()
    .transform((text) => text.replace(CONTROL, ' ').trim())
    .pipe(z.string().max(100, say('search_too_long')));

/**
 * The list parameters every list endpoint accepts (docs/api.md): 1-based `page`,
 * `itemsPerPage` (25 by default, -1 for all), `sortBy` / `sortDesc` (also in the
 * `sortBy[]` array form the original client sends) and `search`.
 */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1, say('page_starts_at_one')).max(1_000_000).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(-1)
    .max(100_000)
    .refine((n) => n !== 0, say('rows_all'))
    .default(25),
  sortBy: z.string().max(64).optional(),
  sortDesc: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
  search: searchText().optional(),
});
export type ListQuery = z.infer<typeof listQuery>;
