import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MISMATCH, pickerFor } from '../../server/http/picked-json.js';
import { answerJsonSchema, serializerCompiler } from '../../server/http/serializer.js';
import { listOf, rowsOf } from '../../shared/contract/envelopes.js';
import { memberRow } from '../../shared/contract/member.js';

/** The route serializer the server compiles for `schema`. */
const serializerOf = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
    answer: unknown,
  ) => string;

const hit = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  mobile_no: z.string(),
});
const member = {
  id: 7,
  photo: null,
  thumb: null,
  mobile_no: '9825012345',
  first_name: 'રમેશભાઈ',
  last_name: 'Pa"tel\\',
  family_id: 3,
  is_head: true,
  profile_complete: false,
  surname: 'Line\nbreak\ttab\u0001',
  died_on: null,
};
const shapes: [string, z.ZodType, unknown][] = [
  [
    'the member picker, with a column it does not declare',
    rowsOf(hit),
    {
      data: [
        { id: 1, first_name: 'Asha', last_name: null, mobile_no: '98', password_hash: 'x' },
        { id: 2, first_name: '\ud83d\ude00 emoji', last_name: 'lone \ud800', mobile_no: '' },
      ],
    },
  ],
  [
    'the members list, an optional field absent and present',
    listOf(memberRow),
    {
      data: [member, { ...member, id: 8, verified_on: '2026-01-02' }],
      total: 2,
      extra: 1,
    },
  ],
  [
    'numbers, dates and arrays of values',
    z.object({
      big: z.number().int(),
      ratio: z.number(),
      at: z.string().datetime(),
      day: z.iso.date().optional(),
      tags: z.array(z.string()),
      ids: z.array(z.number().int()),
      anything: z.unknown(),
      nested: z.object({ on: z.boolean(), note: z.string().nullable() }),
    }),
    {
      nested: { note: 'n', on: false, hidden: 'no' },
      big: -0,
      ratio: 1e21,
      at: '2026-11-30T05:00:00.000Z',
      day: '2026-11-30',
      tags: ['a', 'b"c'],
      ids: [1, 2, 3],
      anything: { deep: [1, 'two', null] },
    },
  ],
];

describe('answers copied by their schema', () => {
  it.each(shapes)('write %s exactly as fast-json-stringify does', (_name, schema, answer) => {
    const json = answerJsonSchema(schema);
    const pick = pickerFor(json)!;
    expect(pick).not.toBeNull();
    const picked = pick(answer);
    expect(picked).not.toBe(MISMATCH);
    expect(JSON.stringify(picked)).toBe(fastJson(json)(answer));
    expect(serializerOf(schema)(answer)).toBe(fastJson(json)(answer));
  });

  it('never write a column the schema does not name', () => {
    const text = serializerOf(rowsOf(hit))({
      data: [{ id: 1, first_name: 'A', last_name: 'B', mobile_no: '9', password_hash: 'secret' }],
    });
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual({
      data: [{ id: 1, first_name: 'A', last_name: 'B', mobile_no: '9' }],
    });
  });

  it('leave to fast-json-stringify a value of another type, and write what it writes', () => {
    const schema = z.object({
      id: z.number().int(),
      on: z.boolean(),
      name: z.string(),
      at: z.string().datetime(),
    });
    const json = answerJsonSchema(schema);
    const pick = pickerFor(json)!;
    for (const answer of [
      // SQLite's 1 for a boolean, a number for a string, a float for an integer.
      { id: 1, on: 1, name: 'a', at: '2026-01-01T00:00:00Z' },
      { id: 1, on: true, name: 5, at: '2026-01-01T00:00:00Z' },
      { id: 1.5, on: true, name: 'a', at: '2026-01-01T00:00:00Z' },
      // A Date where the schema says a date-time string.
      { id: 1, on: true, name: 'a', at: new Date('2026-01-01T00:00:00Z') },
    ]) {
      expect(pick(answer), JSON.stringify(answer)).toBe(MISMATCH);
      expect(serializerOf(schema)(answer)).toBe(fastJson(json)(answer));
    }
  });

  it('refuse a missing required field as fast-json-stringify does', () => {
    const answer = { data: [{ id: 1, first_name: 'A', last_name: 'B' }] };
    expect(pickerFor(answerJsonSchema(rowsOf(hit)))!(answer)).toBe(MISMATCH);
    expect(() => serializerOf(rowsOf(hit))(answer)).toThrow(/mobile_no/);
  });

  it('leave whole to fast-json-stringify a schema it cannot follow', () => {
    for (const schema of [
      z.object({ owner: z.object({ id: z.number() }).nullable() }),
      z.object({ counts: z.record(z.string(), z.number()) }),
      z.object({ kind: z.literal('a') }),
      z.object({ n: z.number().default(3) }),
    ])
      expect(pickerFor(answerJsonSchema(schema))).toBeNull();
  });
});
