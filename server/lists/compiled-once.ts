import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Where a statement built once holds a request's value: bound by name when it runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** A slot typed as the value it stands for, to pass where Kysely takes a value. */
export type SlotOf = <T = number>(name: string) => T;
const slot: SlotOf = <T>(name: string) => new Slot(name) as unknown as T;

/** A query builder or a `sql` template: either compiles against the database. */
interface Statement<Row> {
  compile(db: Kysely<Database>): CompiledQuery<Row>;
}

/** How many shapes a statement keeps per database (the least recently used go first). */
const MAX_SHAPES = 300;

/**
 * A statement compiled once per shape instead of once per request: Kysely building
 * and compiling a list's page or the member picker's search cost more than running
 * it (docs/bench.md, issue 43). `build` writes the query with `slot(name)` wherever a
 * request's value goes; `shape` names everything else that changes the statement's
 * text (the order, the page, how many words or districts). Each run binds `values`
 * into the kept statement's slots. A statement whose compiled parameters are not all
 * slots (a value written into the query outside one) is never kept: it is built and
 * run afresh, so a value of one request can never reach another's statement.
 */
export function compiledOnce() {
  const kept = new WeakMap<object, Map<string, CompiledQuery | null>>();
  return async <Row>(
    db: Kysely<Database>,
    /** What the statements hang off: the database, or a list's base query (built per database). */
    owner: object,
    shape: string,
    build: (slot: SlotOf) => Statement<Row>,
    values: Record<string, unknown>,
  ): Promise<Row[]> => {
    let shapes = kept.get(owner);
    if (!shapes) kept.set(owner, (shapes = new Map()));
    let compiled: CompiledQuery | null | undefined = shapes.get(shape);
    if (compiled === undefined) {
      compiled = build(slot).compile(db);
      if (!compiled.parameters.every((value) => value instanceof Slot)) compiled = null;
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
      shapes.set(shape, compiled);
    } else {
      // Most recently used last, so the first key is the one to drop.
      shapes.delete(shape);
      shapes.set(shape, compiled);
    }
    if (compiled === null) {
      const fresh = build(<T>(name: string) => values[name] as T).compile(db);
      return (await db.executeQuery<Row>(fresh)).rows;
    }
    const parameters = compiled.parameters.map((value) => {
      const { name } = value as Slot;
      if (!Object.hasOwn(values, name)) throw new Error(`no value for the slot ${name}`);
      return values[name];
    });
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
