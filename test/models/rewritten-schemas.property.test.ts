import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { parseOptions } from '../../src/core/arguments/issue-message.js';
import { Link, Links } from '../../src/core/validation/links.js';
import { loose, refined, strict } from '../../src/core/validation/objects.js';
import { precheckOf } from '../../src/core/validation/precheck.js';
import { record } from '../../src/core/validation/record.js';
import { count, int } from '../../src/core/validation/schema.js';
import { Administrator } from '../../src/models/administrator.js';
import { Member } from '../../src/models/common.js';
import { Dataset } from '../../src/models/dataset.js';
import { DatasetPatch } from '../../src/models/dataset-input.js';
import { Job } from '../../src/models/job.js';
import { MsearchSource } from '../../src/models/msearch.js';
import { SubscriptionInput } from '../../src/models/subscription.js';
import { MsearchHighlight, MsearchText, MultiMatch, MultiMatchType } from '../../src/search/msearch-schema.js';
import { datasetBody, member } from '../fixtures/bodies.js';
import { jsonValue, propertyTimeout, runs, wellFormedString, wellFormedUnit } from '../properties/arbitraries.js';

vi.setConfig({ testTimeout: propertyTimeout });

// The models avoid z.record, z.extend, z.pick, z.partial, z.enum, z.literal, z.regex, z.refine, z.int and
// z.nonnegative (each costs the browser bundle); these pin that the schemas written without them judge every JSON
// value as the zod-built ones do: the same verdict, data and issues.

type Issue = { code: string; path: PropertyKey[]; message: string };
type Outcome = { data: unknown } | { issues: Issue[] };

function outcome(schema: z.ZodMiniType, value: unknown): Outcome {
  const result = schema.safeParse(value, parseOptions);
  if (result.success) return { data: result.data };
  return { issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })) };
}

/** What `schema` answers for `value`: its data, or every field of every issue (not only the three the SDK shows). */
function whole(schema: z.ZodMiniType, value: unknown): { data: unknown } | { issues: unknown[] } {
  const result = schema.safeParse(value, parseOptions);
  return result.success ? { data: result.data } : { issues: result.error.issues };
}

const keys = ['', '__proto__', 'constructor', 'toString', 'self', 'update channel', '0', 'id', 'title', 'fields'];
const anyKey = fc.oneof(fc.constantFrom(...keys), wellFormedString(4));
const link = fc.record(
  { href: fc.oneof(fc.string(), fc.constant(1)), type: fc.constantFrom('GET', 3) },
  {
    requiredKeys: ['href'],
  },
);
const entry = fc.oneof(link, fc.array(link, { maxLength: 2 }), jsonValue(2, wellFormedUnit));
/** JSON objects with awkward keys, as they read back from their text (an own `__proto__` key included). */
const objectOf = (value: fc.Arbitrary<unknown>) =>
  fc.dictionary(anyKey, value, { maxKeys: 4 }).map((object): unknown => JSON.parse(JSON.stringify(object)));
const anyValue = fc.oneof(jsonValue(3, wellFormedUnit), objectOf(entry), objectOf(fc.oneof(fc.string(), entry)));
/** A body with each of the given fields either kept or replaced by any value, plus awkward extra keys. */
const edited = (body: Record<string, unknown>) =>
  fc
    .tuple(fc.dictionary(fc.constantFrom(...Object.keys(body), ...keys), entry, { maxKeys: 3 }))
    .map(([edits]): unknown => JSON.parse(JSON.stringify({ ...body, ...edits })));

describe('records written as objects with a catchall', () => {
  const cases: [string, z.ZodMiniType, z.ZodMiniType][] = [
    ['Links', Links, z.record(z.string(), z.union([Link, z.array(Link)]))],
    ['of strings', record(z.string()), z.record(z.string(), z.string())],
    ['of unknown', record(z.unknown()), z.record(z.string(), z.unknown())],
    ['of string arrays', record(z.array(z.string())), z.record(z.string(), z.array(z.string()))],
  ];

  it.each(cases)('%s: judge any JSON value as z.record does', (_, schema, reference) => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(outcome(schema, value)).toEqual(outcome(reference, value));
      }),
      runs,
    );
  });

  it('with a key schema: the same verdict, and issues only where z.record has them', () => {
    const keyed = record(z.looseObject({}), z.string().check(z.minLength(1)));
    const reference = z.record(z.string().check(z.minLength(1)), z.looseObject({}));
    fc.assert(
      fc.property(anyValue, (value) => {
        const mine = outcome(keyed, value);
        const theirs = outcome(reference, value);
        expect('data' in mine).toBe('data' in theirs);
        if ('data' in mine) expect(mine).toEqual(theirs);
        // An empty key whose value is bad too is reported at its value (z.record reports the key, at the same path),
        // and is not reported when another value is bad.
        const paths = (issues: Issue[]) => issues.map((issue) => issue.path);
        if ('issues' in mine && 'issues' in theirs)
          expect(paths(theirs.issues)).toEqual(expect.arrayContaining(paths(mine.issues)));
      }),
      runs,
    );
    expect(outcome(keyed, { '': {} })).toEqual(outcome(reference, { '': {} }));
  });

  it('word a value that is not an object as z.record does', () => {
    for (const value of ['x', 1, null, [], true]) expect(outcome(Links, value)).toEqual(outcome(cases[0]![2], value));
    expect(outcome(Links, 'x')).toEqual({
      issues: [{ code: 'invalid_type', path: [], message: 'Invalid input: expected record, received string' }],
    });
  });
});

describe('objects built from another schema’s shape', () => {
  const cases: [string, z.ZodMiniType, z.ZodMiniType, fc.Arbitrary<unknown>][] = [
    ['Administrator', Administrator, z.extend(Member, { administrator: z.boolean() }), edited({ ...member })],
    [
      'a job’s embedded profile',
      Job.shape._embedded.def.innerType.shape.profile,
      z.optional(z.extend(Member, { email: z.optional(z.string()) })),
      edited({ ...member, email: 'ada@example.com' }),
    ],
    [
      'DatasetPatch',
      DatasetPatch,
      z.strictObject(
        z.pick(Dataset, {
          title: true,
          description: true,
          descriptionContentType: true,
          questions: true,
          visualisation: true,
          metadata: true,
          query: true,
          alias: true,
          workspaceId: true,
          source: true,
          rawData: true,
        }).shape,
      ),
      edited(datasetBody()),
    ],
    ['MsearchSource', MsearchSource, z.partial(Dataset), edited(datasetBody())],
    [
      'MsearchText',
      MsearchText,
      z.extend(MsearchText, { highlight: z.optional(z.union([z.boolean(), z.partial(MsearchHighlight)])) }),
      edited({ text: 'sales', fields: ['title^3'], highlight: { fields: { title: {} }, pre_tags: ['<b>'] } }),
    ],
  ];

  it.each(cases)('%s: judges any value as the zod-built schema does', (_, schema, reference, bodies) => {
    fc.assert(
      fc.property(fc.oneof(anyValue, bodies), (value) => {
        expect(outcome(schema, value)).toEqual(outcome(reference, value));
      }),
      runs,
    );
  });
});

describe('checks written without z.enum, z.literal, z.regex and z.refine', () => {
  const fieldName = /^[^^]+(\^[\d.]*)?$/;
  const cases: [string, z.ZodMiniType, z.ZodMiniType][] = [
    ['MultiMatchType', MultiMatchType, z.enum(['cross_fields', 'phrase', 'phrase_prefix'])],
    [
      'SubscriptionInput (an enum with its own message)',
      SubscriptionInput,
      z.strictObject({ type: z.enum(['ALL', 'ALERTS', 'NONE'], { message: 'type must be ALL, ALERTS or NONE' }) }),
    ],
    ['the operator of a multi_match', MultiMatch.shape.operator, z.optional(z.literal('and'))],
    [
      'the fields of a multi_match (a pattern with its own message)',
      MultiMatch.shape.fields,
      z
        .array(z.string().check(z.regex(fieldName, 'a field is a name with an optional boost, such as title^3')))
        .check(z.minLength(1)),
    ],
    [
      'the text of a text search (a refinement)',
      MsearchText.shape.text,
      z.string().check(z.refine((text) => text.trim() !== '', 'must not be blank')),
    ],
  ];
  const values = fc.oneof(
    anyValue,
    fc.constantFrom('cross_fields', 'phrase', 'ALL', 'NONE', 'and', 'AND', ' ', '', 'title^3', '^3', 'a^b', 'x^1.5'),
    fc.array(fc.constantFrom('title', 'title^3', '^', 'a^^', '', 'x^2.'), { maxLength: 3 }),
    fc.constantFrom({ type: 'ALL' }, { type: 'all' }, { type: 1 }, {}),
  );

  it.each(cases)('%s: judges any value as the zod-built schema does', (_, schema, reference) => {
    fc.assert(
      fc.property(values, (value) => {
        expect(whole(schema, value)).toEqual(whole(reference, value));
      }),
      runs,
    );
  });
});

describe('objects whose fields are built on first read, and what users make of them', () => {
  const fields = () => ({ id: z.string(), count: z.optional(z.number()), tags: z.optional(z.array(z.string())) });
  const named = (ctx: z.core.ParsePayload<Record<string, unknown>>) => {
    if (ctx.value['id'] === 'bad') ctx.issues.push({ code: 'custom', message: 'a bad id', input: ctx.value });
  };
  const renamed = (ctx: z.core.ParsePayload<{ id: string }>) => {
    ctx.value = { ...ctx.value, id: ctx.value.id.toUpperCase() };
  };
  const a = () => ({ kind: z.literal('a'), id: z.string() });
  const b = () => ({ kind: z.literal('b'), count: z.number() });
  const cases: [string, z.ZodMiniType, z.ZodMiniType][] = [
    ['loose()', loose(fields), z.looseObject(fields())],
    ['strict()', strict(fields), z.strictObject(fields())],
    ['strict() with checks', strict(fields, named, renamed), z.strictObject(fields()).check(named, renamed)],
    ['refined() of loose()', refined(loose(fields), named), z.looseObject(fields()).check(named)],
    ['refined() of strict()', refined(strict(fields), named), z.strictObject(fields()).check(named)],
    ['.check() of loose()', loose(fields).check(named), z.looseObject(fields()).check(named)],
    [
      'z.extend()',
      z.extend(loose(fields), { more: z.boolean() }),
      z.extend(z.looseObject(fields()), { more: z.boolean() }),
    ],
    ['z.partial()', z.partial(strict(fields)), z.partial(z.strictObject(fields()))],
    ['nested', z.object({ nested: loose(fields) }), z.object({ nested: z.looseObject(fields()) })],
    ['in an array', z.array(strict(fields)), z.array(z.strictObject(fields()))],
    [
      'in a discriminated union',
      z.discriminatedUnion('kind', [loose(a), strict(b)]),
      z.discriminatedUnion('kind', [z.looseObject(a()), z.strictObject(b())]),
    ],
  ];
  const values = fc.oneof(
    anyValue,
    edited({ id: 'a', count: 2, tags: ['x'], more: true }),
    edited({ id: 'bad' }),
    edited({ kind: 'a', id: 'x' }),
    edited({ kind: 'b', count: 1 }),
    edited({ id: 'a' }).map((nested) => ({ nested })),
    fc.array(edited({ id: 'a' }), { maxLength: 2 }),
  );

  it.each(cases)('%s: judges any value as the zod-built schema does', (_, schema, reference) => {
    fc.assert(
      fc.property(values, (value) => {
        expect(whole(schema, value)).toEqual(whole(reference, value));
      }),
      runs,
    );
  });
});

describe('numbers checked without z.int and z.nonnegative', () => {
  const cases: [string, z.ZodMiniType, z.ZodMiniType][] = [
    ['int', int(), z.number().check(z.int())],
    ['count', count(), counted()],
    ['count, optional in an object', z.object({ n: z.optional(count()) }), z.object({ n: z.optional(counted()) })],
  ];
  const edges = [0, -0, 1, -1, 0.5, -1e-9, 2 ** 53 - 1, 2 ** 53, -(2 ** 53), 2 ** 60, -(2 ** 60), Number.NaN];
  const numbers = fc.oneof(fc.constantFrom(...edges, Infinity, -Infinity), fc.double(), fc.integer());
  const values = fc.oneof(
    numbers,
    anyValue,
    numbers.map((n) => ({ n })),
  );

  it.each(cases)(
    '%s: judges any value as the zod-built schema does, issue keys in the same order',
    (_, schema, zod) => {
      fc.assert(
        fc.property(values, (value) => {
          // Every field of every issue, as JSON text: the same fields in the same order (the safe range's note too).
          const whole = (result: z.core.util.SafeParseResult<unknown>) =>
            JSON.stringify(result.success ? { data: result.data } : { issues: result.error.issues });
          expect(whole(schema.safeParse(value, parseOptions))).toBe(whole(zod.safeParse(value, parseOptions)));
        }),
        runs,
      );
    },
  );

  it('keep the precheck: it takes the same values as zod does', () => {
    for (const [schema, zod] of [
      [int(), z.number().check(z.int())],
      [z.object({ n: count() }), z.object({ n: counted() })],
    ] as const) {
      const precheck = precheckOf(schema);
      expect(precheck).toBeDefined();
      fc.assert(
        fc.property(values, (value) => {
          expect(precheck?.(value)).toBe(zod.safeParse(value).success);
        }),
        runs,
      );
    }
  });
});

function counted() {
  return z.number().check(z.int(), z.nonnegative());
}
