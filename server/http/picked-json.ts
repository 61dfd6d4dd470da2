/** A JSON Schema node, as zod writes it. */
export type JsonSchema = { [key: string]: unknown };

/** What a picker answers when a value is not what its schema says. */
export const MISMATCH = Symbol('mismatch');

/** A value's copy holding only what its schema declares, or `MISMATCH`. */
export type Picker = (value: unknown) => unknown;

/** Keywords that say nothing about how a value is written (fast-json-stringify ignores them). */
const NOTES = new Set([
  '$schema',
  'title',
  'description',
  'examples',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'minItems',
  'maxItems',
  'uniqueItems',
]);
const WRITES = new Set(['type', 'properties', 'required', 'additionalProperties', 'items']);

/** The test each JSON type puts to a value, as an expression of `v`. */
const TESTS: Record<string, string> = {
  string: `typeof v === 'string'`,
  integer: `Number.isInteger(v)`,
  number: `(typeof v === 'number' && Number.isFinite(v))`,
  boolean: `typeof v === 'boolean'`,
  null: `v === null`,
};

/** String formats fast-json-stringify writes unescaped: only a string needing no escape is picked. */
const RAW_FORMATS = new Set(['date-time', 'date', 'time', 'unsafe']);
const RAW_STRING = `(typeof v === 'string' && !/[\\u0000-\\u001f"\\\\\\ud800-\\udfff]/.test(v))`;

/**
 * Writes pickers as JavaScript: one function per object or array schema, each
 * building the copy as an object literal (one shape per schema, so V8 keeps it
 * monomorphic), a leaf tested where it is read. Null: the schema holds a keyword
 * this does not write exactly as fast-json-stringify does (`anyOf`, `$ref`, `const`,
 * a default, additional or pattern properties, a tuple, a date's format on a value
 * that is not a string).
 */
class PickerWriter {
  readonly functions: string[] = [];

  /** An expression testing `v` against a leaf schema, or '' when any value goes, or null. */
  private leafTest(schema: JsonSchema): string | null {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (schema.type === undefined) return '';
    const tests = types.map((type) =>
      // fast-json-stringify writes these formats' strings between quotes as they are.
      type === 'string' && RAW_FORMATS.has(schema.format as string)
        ? RAW_STRING
        : TESTS[type as string],
    );
    if (tests.some((test) => test === undefined)) return null;
    return tests.join(' || ');
  }

  private supported(schema: JsonSchema): boolean {
    return Object.keys(schema).every((key) => NOTES.has(key) || WRITES.has(key));
  }

  /**
   * The name of a function picking `schema`'s values (an object or an array), or a
   * leaf's test as `{ test }`; null when this cannot write the schema.
   */
  write(schema: JsonSchema): { fn: string } | { test: string } | null {
    if (!schema || typeof schema !== 'object' || !this.supported(schema)) return null;
    if (schema.type === 'object') return this.object(schema);
    if (schema.type === 'array') return this.array(schema);
    if (schema.properties || schema.items || schema.required || schema.additionalProperties)
      return null;
    const test = this.leafTest(schema);
    return test === null ? null : { test };
  }

  private object(schema: JsonSchema): { fn: string } | null {
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false)
      return null;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    // A required property the schema does not describe: fast-json-stringify's to tell.
    if ([...required].some((key) => !(key in properties))) return null;
    const lines: string[] = [];
    const fields: string[] = [];
    let index = 0;
    // fast-json-stringify writes the required properties first, each group in order.
    const keys = Object.keys(properties);
    const ordered = [
      ...keys.filter((key) => required.has(key)),
      ...keys.filter((key) => !required.has(key)),
    ];
    for (const key of ordered) {
      const property = properties[key]!;
      // An object literal's `__proto__` would set its prototype, not a property.
      if (key === '__proto__') return null;
      const part = this.write(property);
      if (!part) return null;
      const name = `p${index++}`;
      const quoted = JSON.stringify(key);
      lines.push(`let ${name} = o[${quoted}];`);
      const check =
        'fn' in part
          ? `${name} = ${part.fn}(${name}); if (${name} === M) return M;`
          : part.test
            ? `{ const v = ${name}; if (!(${part.test})) return M; }`
            : '';
      lines.push(
        required.has(key)
          ? `if (${name} === undefined) return M; ${check}`
          : check && `if (${name} !== undefined) { ${check} }`,
      );
      fields.push(`${quoted}: ${name}`);
    }
    const fn = `f${this.functions.length}`;
    this.functions.push(`function ${fn}(o) {
      if (typeof o !== 'object' || o === null || Array.isArray(o) || typeof o.toJSON === 'function') return M;
      ${lines.join('\n')}
      return { ${fields.join(', ')} };
    }`);
    return { fn };
  }

  private array(schema: JsonSchema): { fn: string } | null {
    const items = schema.items;
    if (items === undefined || Array.isArray(items)) return null;
    const part = this.write(items as JsonSchema);
    if (!part) return null;
    const fn = `f${this.functions.length}`;
    // Leaves are tested and kept as they are; objects and arrays are picked anew.
    const body =
      'fn' in part
        ? `const out = new Array(a.length);
           for (let i = 0; i < a.length; i++) { const p = ${part.fn}(a[i]); if (p === M) return M; out[i] = p; }
           return out;`
        : part.test
          ? `for (let i = 0; i < a.length; i++) { const v = a[i]; if (!(${part.test})) return M; }
             return a;`
          : `for (let i = 0; i < a.length; i++) if (a[i] === undefined) return M;
             return a;`;
    this.functions.push(`function ${fn}(a) { if (!Array.isArray(a)) return M; ${body} }`);
    return { fn };
  }
}

/**
 * A picker for an answer's JSON Schema: the answer copied with only the properties
 * the schema declares, in its order, when every value already has the type the
 * schema gives it; `MISMATCH` otherwise (a number where a string is declared, a
 * date, a missing required field), for fast-json-stringify to write as it always
 * has. Null when the schema uses what only fast-json-stringify writes.
 * `JSON.stringify` of the copy is exactly fast-json-stringify's text for the
 * answer (the same escapes, the same numbers, no undeclared field), built by V8's
 * own serializer instead of by concatenating strings, which cost the member picker's
 * answer about twice as much (docs/bench.md, issue 43).
 */
export function pickerFor(schema: object): Picker | null {
  const writer = new PickerWriter();
  const top = writer.write(schema as JsonSchema);
  if (!top || !('fn' in top)) return null;
  const make = new Function('M', `${writer.functions.join('\n')}\nreturn ${top.fn};`) as (
    mismatch: symbol,
  ) => Picker;
  return make(MISMATCH);
}
