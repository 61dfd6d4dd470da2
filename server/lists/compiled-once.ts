import type { CompiledQuery, Kysely } from 'kysely';
import { readRows } from '../db/connect.js';
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

/** How many statements are kept per owner (the least recently used go first). */
const MAX_KEPT = 300;

/**
 * Compiled statements by key, per owner (the database, or a list's base query built
 * per database): `null` marks a key whose statement may not be kept.
 */
function keptStatements() {
  const kept = new WeakMap<object, Map<string, CompiledQuery | null>>();
  return (owner: object, key: string, compile: () => CompiledQuery | null) => {
    let statements = kept.get(owner);
    if (!statements) kept.set(owner, (statements = new Map()));
    let compiled = statements.get(key);
    if (compiled === undefined) {
      compiled = compile();
      if (statements.size >= MAX_KEPT) statements.delete(statements.keys().next().value!);
    } else {
      // Most recently used last, so the first key is the one to drop.
      statements.delete(key);
    }
    statements.set(key, compiled);
    return compiled;
  };
}

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
  const statements = keptStatements();
  return async <Row>(
    db: Kysely<Database>,
    owner: object,
    shape: string,
    build: (slot: SlotOf) => Statement<Row>,
    values: Record<string, unknown>,
  ): Promise<Row[]> => {
    const compiled = statements(owner, shape, () => {
      const built = build(slot).compile(db);
      return built.parameters.every((value) => value instanceof Slot) ? built : null;
    });
    if (compiled === null) {
      const fresh = build(<T>(name: string) => values[name] as T).compile(db);
      return readRows(db, fresh);
    }
    const parameters = compiled.parameters.map((value) => {
      const { name } = value as Slot;
      if (!Object.hasOwn(values, name)) throw new Error(`no value for the slot ${name}`);
      return values[name];
    });
    return readRows(db, { ...compiled, parameters });
  };
}

/**
 * A statement compiled once per `key`, values and all: for a query whose values are
 * many and varied (the members list's filters), kept whole. `key` must name every
 * input the statement is built from (the filters, the page, the account's scope, the
 * day), as a list's totals' key does.
 */
export function compiledPerKey() {
  const statements = keptStatements();
  return async <Row>(
    db: Kysely<Database>,
    owner: object,
    key: string,
    build: () => Statement<Row>,
  ): Promise<Row[]> => {
    const compiled = statements(owner, key, () => build().compile(db))!;
    return readRows(db, compiled as CompiledQuery<Row>);
  };
}
