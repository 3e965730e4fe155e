import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loose, refined, strict } from '../../../src/core/validation/objects.js';

// The same fields each time a test asks, and a count of the times `loose()` or `strict()` asked.
function counted() {
  const built = { times: 0 };
  const fields = () => {
    built.times++;
    return { id: z.string(), count: z.optional(z.number()), tags: z.optional(z.array(z.string())) };
  };
  return { built, fields };
}

const inputs: unknown[] = [
  { id: 'a' },
  { id: 'a', count: 2, tags: ['x'] },
  { id: 'a', extra: true },
  { id: 'a', count: 'two' },
  { id: 1, extra: true },
  { count: 1 },
  {},
  null,
  ['a'],
  'a',
];

// What zod answers for an input: its value, or its issues without the schema objects they name.
const answer = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { issues: JSON.parse(JSON.stringify(result.error.issues)) };
};

describe('loose() and strict()', () => {
  it('build their fields on the first read, once, and not when made', () => {
    const { built, fields } = counted();
    const schema = loose(fields);
    expect(built.times).toBe(0);
    expect(schema.safeParse({ id: 'a' }).success).toBe(true);
    expect(built.times).toBe(1);
    const shape = schema.shape;
    expect(schema.shape).toBe(shape);
    expect(schema._zod.def.shape).toBe(shape);
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(built.times).toBe(1);
  });

  it('answer every input as z.looseObject() and z.strictObject() of the same fields', () => {
    const { fields } = counted();
    for (const input of inputs) {
      expect(answer(loose(fields), input), JSON.stringify(input)).toEqual(answer(z.looseObject(fields()), input));
      expect(answer(strict(fields), input), JSON.stringify(input)).toEqual(answer(z.strictObject(fields()), input));
    }
  });

  it('run their checks after their fields, as .check() does, without building the fields when made', () => {
    const { built, fields } = counted();
    const named = (ctx: z.core.ParsePayload<{ id: string }>) => {
      if (ctx.value.id === 'bad') ctx.issues.push({ code: 'custom', message: 'a bad id', input: ctx.value });
    };
    const renamed = (ctx: z.core.ParsePayload<{ id: string }>) => {
      ctx.value = { ...ctx.value, id: ctx.value.id.toUpperCase() };
    };
    const schema = strict(fields, named, renamed);
    expect(built.times).toBe(0);
    const zods = z.strictObject(fields()).check(named, renamed);
    for (const input of [...inputs, { id: 'bad' }, { id: 'bad', extra: 1 }]) {
      expect(answer(schema, input), JSON.stringify(input)).toEqual(answer(zods, input));
    }
    expect(schema.parse({ id: 'ok' })).toEqual({ id: 'OK' });
  });

  it('refined() is .check() of such an object, naming it the parent, without building the fields', () => {
    const { built, fields } = counted();
    const named = (ctx: z.core.ParsePayload<Record<string, unknown>>) => {
      if (ctx.value['id'] === 'bad') ctx.issues.push({ code: 'custom', message: 'a bad id', input: ctx.value });
    };
    for (const [made, zods] of [
      [loose(fields), z.looseObject(fields()).check(named)],
      [strict(fields), z.strictObject(fields()).check(named)],
    ] as const) {
      const times = built.times;
      const schema = refined(made as z.ZodMiniObject, named);
      expect(built.times).toBe(times);
      expect(schema._zod.parent).toBe(made);
      for (const input of [...inputs, { id: 'bad' }, { id: 'bad', extra: 1 }]) {
        expect(answer(schema, input), JSON.stringify(input)).toEqual(answer(zods, input));
      }
      expect(schema.shape).toBe(made.shape);
    }
  });

  it('work with what users do with an exported model: .check(), extend, partial, nesting, unions, JSON Schema', () => {
    const { fields } = counted();
    const ours = loose(fields);
    const zods = z.looseObject(fields());
    const idIsA = (ctx: z.core.ParsePayload<Record<string, unknown>>) => {
      if (ctx.value['id'] !== 'a') ctx.issues.push({ code: 'custom', message: 'not a', input: ctx.value });
    };
    const derived = (schema: z.ZodMiniObject) => [
      schema.check(idIsA),
      z.extend(schema, { more: z.boolean() }),
      z.partial(schema),
      z.object({ nested: schema }),
      z.array(schema),
    ];
    const [theirs, mine] = [derived(zods), derived(ours)];
    for (const [index, schema] of mine.entries()) {
      for (const input of [...inputs, { id: 'b' }, { id: 'a', more: true }, { nested: { id: 'a' } }, [{ id: 'a' }]]) {
        expect(answer(schema, input), `${index}: ${JSON.stringify(input)}`).toEqual(answer(theirs[index]!, input));
      }
    }
    const a = () => ({ kind: z.literal('a'), id: z.string() });
    const b = () => ({ kind: z.literal('b'), count: z.number() });
    const ourUnion = z.discriminatedUnion('kind', [loose(a), strict(b)]);
    const zodUnion = z.discriminatedUnion('kind', [z.looseObject(a()), z.strictObject(b())]);
    for (const input of [
      { kind: 'a', id: 'x', more: 1 },
      { kind: 'b', count: 1 },
      { kind: 'b', count: 1, more: 1 },
      { kind: 'c' },
    ]) {
      expect(answer(ourUnion, input), JSON.stringify(input)).toEqual(answer(zodUnion, input));
    }
    expect(z.toJSONSchema(loose(fields))).toEqual(z.toJSONSchema(zods));
    expect(z.toJSONSchema(strict(fields))).toEqual(z.toJSONSchema(z.strictObject(fields())));
  });
});
