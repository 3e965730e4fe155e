import * as z from 'zod/mini';
import { Links } from '../hal.js';
import { markOpenEnum } from './precheck.js';

/** A safe integer: the same schema as classic zod's `z.number().int()`. */
export const int = () => z.number().check(z.int());

/** A safe integer >= 0: the same schema as classic zod's `z.number().int().nonnegative()`. */
export const count = () => z.number().check(z.int(), z.nonnegative());

/**
 * An open enum: the known values are typed, any other string is accepted by TypeScript and
 * reported by validation (returned unchanged in `warn` mode, thrown in `strict` mode).
 */
export function openEnum<const T extends readonly string[]>(values: T): z.ZodMiniType<T[number] | (string & {})> {
  const known = new Set<string>(values);
  const schema = z.string().check((ctx) => {
    if (!known.has(ctx.value)) {
      ctx.issues.push({
        code: 'custom',
        message: `unknown value "${ctx.value}"; known values are ${values.join(', ')}`,
        input: ctx.value,
        continue: true,
      });
    }
  });
  markOpenEnum(schema, known);
  return schema;
}

/** `_links` as carried by every resource. */
export const halLinks = z.optional(Links);

/** The page meta of a collection: size, totalElements, totalPages and the zero-based number. */
export const PageMeta = z.looseObject({
  size: int(),
  totalElements: int(),
  totalPages: int(),
  number: int(),
});
export type PageMeta = z.infer<typeof PageMeta>;
