import type { CompiledQuery } from 'kysely';

/** A value as PostgreSQL reads it in a statement's text, or undefined when it is not one we write. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  // Quoted, untyped: PostgreSQL takes its type from where it stands, as it does a
  // parameter's. Quotes doubled; a backslash is itself (standard_conforming_strings,
  // held on every connection: server/db/connect.ts).
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === 'boolean') return value ? `'true'` : `'false'`;
  return undefined;
}

/**
 * A compiled PostgreSQL statement with its parameters written into its text, or
 * null when one of them is not a text, number, boolean or null. PostgreSQL plans a
 * prepared statement whose values come apart again on every run whenever the plan
 * for those values looks cheaper than its plan for any value (a members list page
 * filtered by district: 0.16 ms to plan, 0.10 ms to run; docs/bench.md, the
 * fifteenth session); with the values in its text it is planned once per connection
 * (server/db/pg-prepared.ts). For statements kept whole per key, values and all
 * (`compiledPerKey`): the text is then one per key, as the statement already is.
 * Placeholders (`$1`) are replaced outside quoted texts and names only.
 */
export function valuesInText<Row>(compiled: CompiledQuery<Row>): CompiledQuery<Row> | null {
  const { parameters } = compiled;
  if (!parameters.length) return compiled;
  const literals = parameters.map(literal);
  if (literals.some((l) => l === undefined)) return null;
  const text = compiled.sql;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      // A quoted text or name, its doubled quotes included.
      let end = i + 1;
      for (;;) {
        end = text.indexOf(c, end);
        if (end < 0) return null;
        if (text[end + 1] === c) end += 2;
        else break;
      }
      out += text.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (c === '$' && !/[\w$]/.test(text[i - 1] ?? '')) {
      const digits = /^\d+/.exec(text.slice(i + 1, i + 12));
      if (digits) {
        const value = literals[Number(digits[0]) - 1];
        if (value === undefined) return null;
        out += value;
        i += 1 + digits[0].length;
        continue;
      }
    }
    out += c;
    i++;
  }
  return { ...compiled, sql: out, parameters: [] };
}
