import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import fastJson from 'fast-json-stringify';
import { MISMATCH, pickerFor, type JsonSchema } from './picked-json.js';

/**
 * zod writes `x | null` as `anyOf: [x, {type: 'null'}]`, which fast-json-stringify
 * can only serialise by validating each value; `type: [x, 'null']` it writes directly.
 */
const simplify = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, simplify(value)]),
  ) as JsonSchema;
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (options?.length === 2) {
    const [value, nothing] = options[1]?.type === 'null' ? options : [...options].reverse();
    if (nothing?.type === 'null' && typeof value?.type === 'string' && !value.anyOf) {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, ...value, type: [value.type, 'null'] };
    }
  }
  return schema;
};

/** A route's response schema as the JSON Schema its answers are written from. */
export const answerJsonSchema = (schema: z.ZodType): object =>
  simplify(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
  ) as object;

/**
 * The answer is written from the route's response schema (zod, converted once to
 * JSON Schema): only the declared properties are written, so a column the schema
 * does not name never leaves the server. An answer whose values already have their
 * declared types is copied field by field and written by `JSON.stringify`
 * (`picked-json.ts`); any other, and any schema that copy cannot follow, by
 * fast-json-stringify, which gives the same text.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = answerJsonSchema(schema);
  const written = fastJson(json);
  const pick = pickerFor(json);
  if (!pick) return written;
  return (answer: unknown) => {
    const picked = pick(answer);
    return picked === MISMATCH ? written(answer) : JSON.stringify(picked);
  };
};
