import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as classic from 'zod';
import * as z from 'zod/mini';
import { Link, Links } from '../../../src/core/validation/links.js';
import { precheckOf } from '../../../src/core/validation/precheck.js';
import { record } from '../../../src/core/validation/record.js';
import { int, openEnum } from '../../../src/core/validation/schema.js';
import * as models from '../../../src/index.js';
import { createMockService } from '../../../src/mock/index.js';
import { JobCollection } from '../../../src/models/job.js';
import { JobLogLine } from '../../../src/models/job-log-line.js';
import { channelBody } from '../../fixtures/bodies.js';
import { logLine } from '../../fixtures/job-logs.js';
import { jsonValue, propertyTimeout, runs, wellFormedUnit } from '../../properties/arbitraries.js';
import { allSchemas as schemas } from './schemas.js';

vi.setConfig({ testTimeout: propertyTimeout });

/** JobLogLine and a Channel written with classic zod (a caller may pass such schemas to `client.follow()`). */
const classicLink = classic.looseObject({
  href: classic.string(),
  type: classic.string().optional(),
  templated: classic.boolean().optional(),
});
const classicLogLine = classic.looseObject({
  sequence: classic.number().int().nonnegative(),
  timestamp: classic.string(),
  level: models.JobLogLevel,
  message: classic.string(),
});
const classicChannel = classic.looseObject({
  id: classic.string(),
  name: classic.string(),
  workspaceId: classic.string().optional(),
  datasetCount: classic.number().int().optional(),
  creator: classic.looseObject({ id: classic.string(), name: classic.string().optional() }).optional(),
  _links: classic.record(classic.string(), classic.union([classicLink, classic.array(classicLink)])).optional(),
});

async function jobsPage(): Promise<unknown> {
  const mock = createMockService();
  const { workspaceId, owner, pipelineId } = mock.fixtures;
  for (let i = 0; i < 3; i++) mock.seed.job({ workspaceId, type: 'PIPELINE_RUN', profileId: owner.id, pipelineId });
  const response = await mock.fetch(`https://wdp.mock/api/workspaces/${workspaceId}/jobs`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  return response.json();
}

/** Every path (keys and indexes) inside a JSON value. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...at, i])));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) out.push(...paths(item, [...at, key]));
  return out;
}

type Edit = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'undefined' };

/** A copy of `root` with one edit at `path` (the root itself is replaced by a `set`). */
function edited(root: unknown, path: readonly (string | number)[], edit: Edit): unknown {
  const copy: unknown = structuredClone(root);
  if (path.length === 0) return edit.kind === 'set' ? edit.value : undefined;
  let parent = copy as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) parent = parent[part] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (edit.kind === 'delete') delete parent[last];
  else parent[last] = edit.kind === 'set' ? edit.value : undefined;
  return copy;
}

const anyEdit: fc.Arbitrary<Edit> = fc.oneof(
  { arbitrary: jsonValue(2, wellFormedUnit).map((value): Edit => ({ kind: 'set', value })), weight: 6 },
  {
    arbitrary: fc
      .constantFrom<unknown>('QUEUED', 'INFO', 'READY', 'x', -1, 1.5, 0, 2 ** 53, null, [], {}, true)
      .map((value): Edit => ({ kind: 'set', value })),
    weight: 4,
  },
  { arbitrary: fc.constant<Edit>({ kind: 'delete' }), weight: 2 },
  { arbitrary: fc.constant<Edit>({ kind: 'undefined' }), weight: 1 },
);

/** The precheck may only say yes when zod says yes. */
function agrees(schema: z.ZodMiniType, value: unknown, compile = precheckOf): boolean {
  const test = compile(schema);
  return test === undefined || !test(value) || schema.safeParse(value).success;
}

/** The precheck compiles `schema`, and its verdict on each of `values` is zod's exactly (no value is left to zod). */
function sameVerdicts(schema: z.ZodMiniType, values: fc.Arbitrary<unknown>): void {
  const test = precheckOf(schema);
  expect(test).toBeDefined();
  fc.assert(
    fc.property(values, (item) => {
      expect(test?.(item)).toBe(schema.safeParse(item).success);
    }),
    runs,
  );
}

describe('validation precheck', () => {
  it('accepts the service bodies, so validation takes the fast path', async () => {
    expect(precheckOf(JobCollection.schema)?.(await jobsPage())).toBe(true);
    expect(precheckOf(JobLogLine)?.(logLine(3, { extra: { kept: true } }))).toBe(true);
    expect(precheckOf(models.Channel)?.(channelBody())).toBe(true);
    expect(precheckOf(classicLogLine)?.(logLine(3))).toBe(true);
    expect(precheckOf(classicChannel)?.(channelBody())).toBe(true);
  });

  it('never passes a value zod rejects: any JSON value against every model', () => {
    expect(schemas.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.constantFrom(...schemas), jsonValue(4, wellFormedUnit), ([, schema], value) =>
        agrees(schema, value),
      ),
      runs,
    );
  });

  it(
    'never passes a value zod rejects: ' +
      'one edit anywhere in a jobs page, a log line or a channel (zod/mini and classic)',
    async () => {
      const samples: [z.ZodMiniType, unknown][] = [
        [JobCollection.schema, await jobsPage()],
        [JobLogLine, logLine(7)],
        [models.Channel, channelBody()],
        [classicLogLine, logLine(7)],
        [classicChannel, channelBody()],
      ];
      const cases = samples.map(([schema, sample]) =>
        fc.tuple(fc.constant(schema), fc.constant(sample), fc.constantFrom(...paths(sample))),
      );
      fc.assert(
        fc.property(fc.oneof(...cases), anyEdit, ([schema, sample, path], edit) =>
          agrees(schema, edited(sample, path, edit)),
        ),
        { numRuns: 3000 },
      );
    },
  );

  it('without eval (CSP): accepts the service bodies, and never passes one zod rejects after an edit', async () => {
    vi.stubGlobal('Function', () => {
      throw new EvalError('eval is forbidden');
    });
    vi.resetModules(); // a precheck module of its own, whose compiled tests are all interpreted
    try {
      const { precheckOf: interpreted } = await import('../../../src/core/validation/precheck.js');
      const { JobCollection: Jobs } = await import('../../../src/models/job.js');
      const { Channel } = await import('../../../src/models/channel.js');
      const samples: [z.ZodMiniType, unknown][] = [
        [Jobs.schema, await jobsPage()],
        [Channel, channelBody()],
        [classicChannel, channelBody()],
      ];
      for (const [schema, sample] of samples) expect(interpreted(schema)?.(sample)).toBe(true);
      const cases = samples.map(([schema, sample]) =>
        fc.tuple(fc.constant(schema), fc.constant(sample), fc.constantFrom(...paths(sample))),
      );
      fc.assert(
        fc.property(fc.oneof(...cases), anyEdit, ([schema, sample, path], edit) =>
          agrees(schema, edited(sample, path, edit), interpreted),
        ),
        { numRuns: 1500 },
      );
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });

  it('rejects what zod rejects on the hot paths (unknown enum values, bad numbers, missing fields)', () => {
    const line = precheckOf(JobLogLine);
    for (const bad of [
      logLine(1, { level: 'DEBUG' }),
      logLine(-1),
      logLine(1.5),
      logLine(1, { message: undefined }),
      logLine(2 ** 53),
    ]) {
      expect(line?.(bad)).toBe(false);
      expect(JobLogLine.safeParse(bad).success).toBe(false);
    }
  });
});

describe('validation precheck of objects with a catchall (the records of the models)', () => {
  const key = fc.oneof(fc.constantFrom('', '__proto__', 'constructor', 'self', 'href', 'update channel'), fc.string());
  const link = fc.record(
    { href: fc.oneof(fc.string(), fc.constant(1)), type: fc.constantFrom('GET', 3) },
    {
      requiredKeys: ['href'],
    },
  );
  const value = fc.oneof(link, fc.array(link, { maxLength: 2 }), fc.string(), jsonValue(2, wellFormedUnit));
  // As the records read back from JSON text: an own `__proto__` key included.
  const objects = fc
    .dictionary(key, value, { maxKeys: 5 })
    .map((object): unknown => JSON.parse(JSON.stringify(object)));
  const withShape = () => z.catchall(z.looseObject({ href: z.string() }), z.union([Link, z.array(Link)]));

  const same = (schema: z.ZodMiniType) => sameVerdicts(schema, fc.oneof(objects, jsonValue(3, wellFormedUnit)));

  it('compiles `_links` and gives zod’s verdict on any link map', () => same(Links));

  it('tests the catchall on every key but the shape’s', () => same(withShape()));

  it('gives the same verdicts where eval is forbidden (CSP)', () => {
    vi.stubGlobal('Function', () => {
      throw new EvalError('eval is forbidden');
    });
    try {
      same(record(z.union([Link, z.array(Link)])));
      same(withShape());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('validation precheck of the fields it writes in place or unwraps (optional, strings, ints, pairs)', () => {
  // Fields of each kind the precheck treats apart: an optional field tested by its inner test, a string tested
  // inside the object's generated test, an int by `Number.isSafeInteger`, a union of two without a loop.
  const model = () =>
    z.looseObject({
      s: z.string(),
      o: z.optional(z.string()),
      i: z.optional(int()),
      n: z.optional(z.number()),
      b: z.optional(z.boolean()),
      e: z.optional(openEnum(['A', 'B'])),
      pair: z.optional(z.union([z.string(), z.array(z.string())])),
      three: z.optional(z.union([z.string(), z.boolean(), z.array(int())])),
      any: z.optional(z.unknown()),
      inner: z.optional(z.nullable(z.looseObject({ s: z.string(), o: z.optional(z.string()) }))),
    });
  const string = fc.string({ maxLength: 3 });
  const valid: Record<string, fc.Arbitrary<unknown>> = {
    s: string,
    o: string,
    i: fc.integer(),
    n: fc.double({ noNaN: true, noDefaultInfinity: true }),
    b: fc.boolean(),
    e: fc.constantFrom('A', 'B'),
    pair: fc.oneof(string, fc.array(string, { maxLength: 2 })),
    three: fc.oneof(string, fc.boolean(), fc.array(fc.integer(), { maxLength: 2 })),
    any: jsonValue(2, wellFormedUnit),
    inner: fc.oneof(fc.constant(null), fc.record({ s: string, o: string }, { requiredKeys: ['s'] })),
  };
  const wild = fc.oneof(
    fc.constantFrom<unknown>('A', 'x', '', 1, -1, 1.5, 2 ** 53, true, null, [], ['a'], [1], {}, { s: 1 }, ['a', 1]),
    jsonValue(2, wellFormedUnit),
  );
  // Mostly valid fields, so that the verdict often turns on one field (or on none).
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, arbitrary]) => [key, fc.oneof({ arbitrary, weight: 12 }, wild)]),
  );
  const objects = fc.oneof(fc.record(fields, { requiredKeys: ['s'] }), fc.record(fields, { requiredKeys: [] }));

  const same = (schema: z.ZodMiniType) => sameVerdicts(schema, fc.oneof(objects, jsonValue(3, wellFormedUnit)));

  it('gives zod’s verdict on any such object', () => same(model()));

  it('gives the same verdicts where eval is forbidden (CSP), whatever the order of the keys', () => {
    // The interpreted test reads an object's keys in their own order: the same keys in any order, one object after
    // another, must get the verdicts zod gives.
    const shuffled = objects.chain((object) => {
      const entries = Object.entries(object as object);
      return fc
        .shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length })
        .map(Object.fromEntries);
    });
    vi.stubGlobal('Function', () => {
      throw new EvalError('eval is forbidden');
    });
    try {
      same(model());
      sameVerdicts(model(), fc.oneof(shuffled, jsonValue(3, wellFormedUnit)));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('validation precheck of numbers', () => {
  const checks = { gt: z.gt, gte: z.gte, lt: z.lt, lte: z.lte } as const;
  const bound = fc.tuple(fc.constantFrom('gt', 'gte', 'lt', 'lte' as const), fc.integer({ min: -1, max: 1 }));
  // Few values, on and around the bounds, so that ties between an inclusive and an exclusive bound come up.
  const number = fc.oneof(
    fc.integer({ min: -2, max: 2 }),
    fc.double(),
    fc.constantFrom(0.5, -0.5, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, Number.NaN, Infinity, -Infinity),
  );

  it('compiles any mix of bounds, inclusive or not, with or without int, and gives zod’s verdict', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(bound, { maxLength: 4 }), number, (int, bounds, value) => {
        const all = bounds.map(([kind, limit]) => checks[kind](limit));
        const schema = z.number().check(...(int ? [z.int(), ...all] : all));
        const test = precheckOf(schema);
        expect(test).toBeDefined();
        expect(test?.(value)).toBe(schema.safeParse(value).success);
      }),
      runs,
    );
  });
});
