import type { CompiledQuery, Kysely } from 'kysely';
import { runRead, type Rows } from '../db/connect.js';
import { KeptMap } from '../db/kept-map.js';
import type { Database } from '../db/types.js';
import { isPostgres } from '../db/dialect.js';
import { valuesInText } from '../db/values-in-text.js';

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

/** How many statements are kept per owner (server/db/kept-map.ts says which go). */
const MAX_KEPT = 300;

/**
 * What is made once per key and owner (the database, or a list's base query built per
 * database), kept in a `KeptMap`.
 */
function keptPerOwner<V>() {
  const kept = new WeakMap<object, KeptMap<string, V>>();
  return (owner: object, key: string, make: () => V): V => {
    let made = kept.get(owner);
    if (!made) kept.set(owner, (made = new KeptMap(MAX_KEPT)));
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make()));
    return value;
  };
}

/** A statement kept with the names of its slots, in the order of its parameters. */
interface SlottedStatement {
  compiled: CompiledQuery;
  names: string[];
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
  // `null`: the key's statement holds a value outside a slot, and is never kept.
  const statements = keptPerOwner<SlottedStatement | null>();
  return <Row>(
    db: Kysely<Database>,
    owner: object,
    shape: string,
    build: (slot: SlotOf) => Statement<Row>,
    values: Record<string, unknown>,
  ): Rows<Row> => {
    const kept = statements(owner, shape, () => {
      const compiled = build(slot).compile(db);
      return compiled.parameters.every((value) => value instanceof Slot)
        ? { compiled, names: compiled.parameters.map((value) => (value as Slot).name) }
        : null;
    });
    if (kept === null)
      return runRead(db, build(<T>(name: string) => values[name] as T).compile(db));
    const parameters = kept.names.map((name) => {
      const value = values[name];
      if (value === undefined && !Object.hasOwn(values, name))
        throw new Error(`no value for the slot ${name}`);
      return value;
    });
    return runRead(db, kept.compiled as CompiledQuery<Row>, parameters);
  };
}

/**
 * A statement compiled once per `key`, values and all: for a query whose values are
 * many and varied (the members list's filters), kept whole. `key` must name every
 * input the statement is built from (the filters, the page, the account's scope, the
 * day), as a list's totals' key does.
 */
export function compiledPerKey() {
  const statements = keptPerOwner<CompiledQuery>();
  const make = (db: Kysely<Database>, statement: Statement<unknown>) => {
    const compiled = statement.compile(db);
    // On PostgreSQL its values go into its text, so that it is planned once.
    return isPostgres(db) ? (valuesInText(compiled) ?? compiled) : compiled;
  };
  return <Row>(db: Kysely<Database>, owner: object, key: string, build: () => Statement<Row>) =>
    runRead(db, statements(owner, key, () => make(db, build())) as CompiledQuery<Row>);
}
