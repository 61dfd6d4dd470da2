/**
 * How the SPA reads the contract's rows and fills its bodies, by type only: the
 * browser never loads zod, so these helpers tie the SPA's lists and types to the
 * schemas at compile time.
 */

/**
 * A row as the SPA receives it: the fields every backend sends (`K`) and the ones
 * our server adds, which the original backend may leave out.
 */
export type Received<T, K extends keyof T> = Switches<Pick<T, K>> & Partial<Switches<Omit<T, K>>>;

/** The original backend sends yes/no switches (`status`) as 1/0. */
type Switches<T> = { [F in keyof T]: T[F] extends boolean ? boolean | number : T[F] };

type Missing<T, K extends readonly PropertyKey[]> = Exclude<keyof T & string, K[number]>;

/**
 * The fields of a body, each once and none left out: `fieldsOf<JobBody>()([...])`
 * fails to compile when the list and the contract's body differ.
 */
export const fieldsOf =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(
    fields: K & ([Missing<T, K>] extends [never] ? unknown : { missing: Missing<T, K> }),
  ): K =>
    fields;
