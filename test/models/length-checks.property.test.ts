import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { parseOptions } from '../../src/core/arguments/issue-message.js';
import { atMost, nonEmpty, single } from '../../src/core/validation/lengths.js';
import { anyString, jsonValue, propertyTimeout, runs, wellFormedUnit } from '../properties/arbitraries.js';

vi.setConfig({ testTimeout: propertyTimeout });

// The models check lengths without z.minLength, z.maxLength and z.length (they cost the browser bundle); these pin
// that the checks written without them judge every value as zod's do: the same verdict, data and issues, every field
// of every issue in the same order, with and without the SDK's messages.

const message = 'a thing needs a non-empty name';
const cases: [string, z.ZodMiniType, z.ZodMiniType][] = [
  ['nonEmpty() of a string', z.string().check(nonEmpty()), z.string().check(z.minLength(1))],
  ['nonEmpty(message) of a string', z.string().check(nonEmpty(message)), z.string().check(z.minLength(1, message))],
  ['nonEmpty() of an array', z.array(z.string()).check(nonEmpty()), z.array(z.string()).check(z.minLength(1))],
  [
    'nonEmpty(message) in a strict object',
    z.strictObject({ name: z.string().check(nonEmpty(message)), tags: z.optional(z.array(z.string())) }),
    z.strictObject({ name: z.string().check(z.minLength(1, message)), tags: z.optional(z.array(z.string())) }),
  ],
  ['atMost(3, message) of a string', z.string().check(atMost(3, message)), z.string().check(z.maxLength(3, message))],
  ['atMost(2) of an array', z.array(z.number()).check(atMost(2)), z.array(z.number()).check(z.maxLength(2))],
  [
    'a regex check, then atMost',
    z.string().check(z.regex(/^a/), atMost(3)),
    z.string().check(z.regex(/^a/), z.maxLength(3)),
  ],
  ['single() of an array', z.array(z.number()).check(single()), z.array(z.number()).check(z.length(1))],
  [
    'single() of an array of objects, in an object',
    z.object({ responses: z.array(z.object({ n: z.number() })).check(single()) }),
    z.object({ responses: z.array(z.object({ n: z.number() })).check(z.length(1)) }),
  ],
];

// Strings of any units (surrogate pairs count one code point, lone surrogates one each), arrays of good and bad
// items, objects with a `length` of their own, and any JSON value.
const lengthy = fc.oneof(
  anyString(6),
  fc.string({ unit: fc.constantFrom('a', '😀', '\ud800', 'é'), maxLength: 5 }),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.record({ n: fc.oneof(fc.integer(), fc.string()) })), {
    maxLength: 4,
  }),
  fc.record({ length: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.string(), fc.constant(null)) }),
);
const values = fc.oneof(
  lengthy,
  jsonValue(2, wellFormedUnit),
  lengthy.map((name) => ({ name })),
  lengthy.map((responses) => ({ responses })),
  fc.tuple(lengthy, lengthy).map(([name, tags]) => ({ name, tags })),
);

/** Every field of every issue, as JSON text: the same fields in the same order. */
const whole = (result: z.core.util.SafeParseResult<unknown>) =>
  JSON.stringify(result.success ? { data: result.data } : { issues: result.error.issues });

describe('length checks written as zod writes them', () => {
  it.each(cases)('%s: judges any value as zod’s check does, issue keys in the same order', (_, schema, zod) => {
    fc.assert(
      fc.property(values, (value) => {
        expect(whole(schema.safeParse(value, parseOptions))).toBe(whole(zod.safeParse(value, parseOptions)));
        expect(whole(schema.safeParse(value))).toBe(whole(zod.safeParse(value)));
      }),
      runs,
    );
  });

  it('word the issues as the models’ messages say', () => {
    const result = z.object({ name: z.string().check(nonEmpty(message)) }).safeParse({ name: '' }, parseOptions);
    expect(result.error?.issues).toEqual([
      { origin: 'string', code: 'too_small', minimum: 1, inclusive: true, path: ['name'], message },
    ]);
    const many = z.array(z.number()).check(single()).safeParse([1, 'x', 'y'], parseOptions);
    expect(many.error?.issues).toEqual([
      {
        origin: 'array',
        code: 'too_big',
        maximum: 1,
        inclusive: true,
        exact: true,
        path: [],
        message: 'Too big: expected array to have exactly 1 items',
      },
    ]);
    expect(z.string().check(atMost(3, message)).safeParse('😀😀😀').success).toBe(true);
    expect(z.string().check(atMost(3, message)).safeParse('😀😀😀😀').error?.issues[0]?.message).toBe(message);
  });
});
