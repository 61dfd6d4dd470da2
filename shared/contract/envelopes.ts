import { z } from 'zod';
/**
 * The envelopes of the wire contract (docs/product.md §10), for the response schemas in
 * every route's options: a response holds exactly what its schema names, so no
 * column reaches the client by accident.
 */

/** A list: `{ data: [...], total }`. */
export const listOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int() });

/** A nested list: the rows, the total and the parent's id and name under `parent`. */
export const nestedListOf = <T extends z.ZodType, K extends string>(row: T, parent: K) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    [parent]: z.object({ id: z.number().int(), name: z.string() }),
  } as { data: z.ZodArray<T>; total: z.ZodNumber } & Record<K, z.ZodObject<NamedShape>>);

/** A select list: `{ data: [...] }`. */
export const rowsOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row) });

/** One record: `{ data }`. */
export const oneOf = <T extends z.ZodType>(row: T) => z.object({ data: row });

/** A message for a person: its English text, and its code and params to translate (shared/messages.ts). */
export const said = {
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
};

/** A write: `{ message, code, params, data }`, answered 200 (changed, removed) or 201 (added). */
export const writeOf = <T extends z.ZodType>(row: T) => {
  const schema = z.object({ ...said, data: row });
  return { 200: schema, 201: schema };
};

/** An answer with only a message. */
export const messageOnly = { 200: z.object(said) };

type NamedShape = { id: z.ZodNumber; name: z.ZodString };
/** `{ id, name }`: masters, lookups, a nested list's parent. */
export const named = z.object({ id: z.number().int(), name: z.string() });

/** Nullable text and ids, as the database holds them. */
export const text = z.string().nullable();
export const ref = z.number().int().nullable();
export const int = z.number().int();
export const flag = z.boolean();

/**
 * A member shown inside another record (`information`, `member`):
 * the row server/member/summary.ts joins for committees, donors, admins,
 * contacts, partners and applicants.
 */
export const memberSummary = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile_no: z.string(),
  photo: z.string().nullable(),
  /** The photo's thumbnail, for lists. */
  thumb: z.string().nullable(),
  /**
   * Outside the account's districts (a coordinator's view): the name only, no
   * mobile (empty) and no photo; the SPA shows it without a link.
   */
  outside: z.boolean().optional(),
});
export type MemberSummary = z.infer<typeof memberSummary>;
