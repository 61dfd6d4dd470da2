import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import fastJson from 'fast-json-stringify';

type JsonSchema = { [key: string]: unknown };

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

/**
 * The answer is written from the route's response schema (zod, converted once to
 * JSON Schema) by fast-json-stringify: only the declared properties are written,
 * so a column the schema does not name never leaves the server.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(
    simplify(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
    ) as object,
  );
