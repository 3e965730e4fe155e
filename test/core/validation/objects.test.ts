import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loose, refined, strict } from '../../../src/core/validation/objects.js';

// How they judge values, and what users derive from them, is held to zod's own objects in
// test/models/rewritten-schemas.property.test.ts; these hold when the fields are built.

// The same fields each time a test asks, and a count of the times `loose()` or `strict()` asked.
function counted() {
  const built = { times: 0 };
  const fields = () => {
    built.times++;
    return { id: z.string(), count: z.optional(z.number()), tags: z.optional(z.array(z.string())) };
  };
  return { built, fields };
}

describe('loose(), strict() and refined()', () => {
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

  it('run their checks after their fields without building the fields when made', () => {
    const { built, fields } = counted();
    const renamed = (ctx: z.core.ParsePayload<{ id: string }>) => {
      ctx.value = { ...ctx.value, id: ctx.value.id.toUpperCase() };
    };
    const schema = strict(fields, renamed);
    expect(built.times).toBe(0);
    expect(schema.parse({ id: 'ok' })).toEqual({ id: 'OK' });
    expect(built.times).toBe(1);
  });

  it('refined() names its model the parent, as .check() does, and shares its fields without building them', () => {
    const { built, fields } = counted();
    for (const made of [loose(fields), strict(fields)] as z.ZodMiniObject[]) {
      const times = built.times;
      const schema = refined(made, () => {});
      expect(built.times).toBe(times);
      expect(schema._zod.parent).toBe(made);
      expect(schema.shape).toBe(made.shape);
    }
  });

  it('describe themselves in JSON Schema as z.looseObject() and z.strictObject() do', () => {
    const { fields } = counted();
    expect(z.toJSONSchema(loose(fields))).toEqual(z.toJSONSchema(z.looseObject(fields())));
    expect(z.toJSONSchema(strict(fields))).toEqual(z.toJSONSchema(z.strictObject(fields())));
  });
});
