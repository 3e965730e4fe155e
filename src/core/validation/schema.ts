import * as z from 'zod/mini';
import { type KnownLinks, Links } from './links.js';
import { loose } from './objects.js';
import { markOpenEnum } from './precheck.js';
import { zodCheck } from './zod-check.js';

// `z.int()` and `z.nonnegative()`, written as zod writes a check: a definition the precheck reads (so the fast path
// stays) and a function raising the very issues zod's own raise, in the same key order. zod's own brought its
// number formats into every bundle: 0.3 KiB of `Client` gzipped (PERFORMANCE.md, "What every bundle carries, round 4").

/** `z.int()`'s check: a safe integer, else zod's `invalid_type`, or `too_big`/`too_small` beyond the safe range. */
const safeInteger = /* @__PURE__ */ zodCheck<number>({ check: 'number_format', format: 'safeint' }, (ctx) => {
  const input = ctx.value;
  if (Number.isSafeInteger(input)) return;
  const big = input > 0;
  const bound = big
    ? { code: 'too_big', maximum: Number.MAX_SAFE_INTEGER }
    : { code: 'too_small', minimum: -Number.MAX_SAFE_INTEGER };
  const note = 'Integers must be within the safe integer range.';
  ctx.issues.push(
    (Number.isInteger(input)
      ? { ...bound, note, origin: 'int', inclusive: true, input, continue: true }
      : { expected: 'int', format: 'safeint', code: 'invalid_type', input, continue: false }) as never,
  );
});

/** `z.nonnegative()`'s check: zod's `too_small` below 0. */
const nonNegative = /* @__PURE__ */ zodCheck<number>({ check: 'greater_than', value: 0, inclusive: true }, (ctx) => {
  const input = ctx.value;
  if (!(input >= 0))
    ctx.issues.push({ origin: 'number', code: 'too_small', minimum: 0, input, inclusive: true, continue: true });
});

/** A safe integer: the same schema as classic zod's `z.number().int()`. */
export const int = () => z.number().check(safeInteger);

/** A safe integer >= 0: the same schema as classic zod's `z.number().int().nonnegative()`. */
export const count = () => z.number().check(safeInteger, nonNegative);

/**
 * An enum the service sends: its output is open (the known values autocomplete, any other string is kept,
 * reported by validation: returned unchanged in `warn` mode, thrown in `strict` mode), its input closed (the body
 * a caller writes, typed by `z.input`, takes only the known values; an unknown one is refused before sending).
 */
export type OpenEnum<K extends string> = z.ZodMiniType<K | (string & {}), K> & {
  /** The known values, as given. */
  readonly options: readonly K[];
};

/** An open enum of `values` (see `OpenEnum`). */
export function openEnum<const T extends readonly string[]>(values: T): OpenEnum<T[number]> {
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
  return Object.assign(schema as z.ZodMiniType as OpenEnum<T[number]>, { options: values });
}

// Stand-ins for zod's own primitives, kept for the bundle budgets (`npm run check:size`): measured on 2026-11-26 with
// the root entry at 46.9 KiB gzipped, each swap alone gave z.enum 47.2, z.regex 47.04, z.refine 47.1 and z.partial
// 47.3, over the 47 KiB the root entry then had (the budget is now 47 KiB for `Client` with one call). Each raises
// the very issues zod's own raises, so paths and messages stay; swap one in when the budget has room.

/**
 * A closed enum: exactly `z.enum(values, message)`, with the same `invalid_value` issue for any other input,
 * and the values as `options`.
 */
export function closedEnum<const T extends readonly string[]>(
  values: T,
  message?: string,
): z.ZodMiniType<T[number], T[number]> & {
  /** The values of the enum, as given. */
  readonly options: T;
} {
  const known = new Set<unknown>(values);
  const schema = z.unknown().check((ctx) => {
    if (!known.has(ctx.value)) {
      ctx.issues.push({ code: 'invalid_value', values: [...values], input: ctx.value, ...(message && { message }) });
    }
  });
  return Object.assign(schema as z.ZodMiniType as z.ZodMiniType<T[number], T[number]>, { options: values });
}

/** The check of `z.regex(pattern, message)`: the same `invalid_format` issue when a string does not match. */
export const matches =
  (pattern: RegExp, message: string) =>
  (ctx: z.core.ParsePayload<string>): void => {
    if (pattern.test(ctx.value)) return;
    const issue = { code: 'invalid_format', format: 'regex', pattern: String(pattern), message } as const;
    ctx.issues.push({ ...issue, origin: 'string', input: ctx.value, continue: true });
  };

/** The check of `z.refine(test, message)`: the same `custom` issue when `test` fails. */
export const refinement =
  <T>(test: (value: T) => boolean, message: string) =>
  (ctx: z.core.ParsePayload<T>): void => {
    if (!test(ctx.value)) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true });
  };

/** The fields of `shape`, each made optional (`z.partial` of an object with this shape). */
export function optionalFields<S extends z.core.$ZodShape>(
  shape: S,
): { -readonly [K in keyof S]: z.ZodMiniOptional<S[K]> } {
  const fields: Record<string, z.ZodMiniOptional> = {};
  for (const key of Object.keys(shape)) fields[key] = z.optional(shape[key] as S[keyof S]);
  return fields as { -readonly [K in keyof S]: z.ZodMiniOptional<S[K]> };
}

/** `_links` as carried by every resource. */
export const halLinks = z.optional(Links);

/**
 * `_links` with the relation names the service is known to send: at run time the same map as `halLinks` (any
 * relation kept), typed by the names given as its type argument, so `client.follow(workspace, 'pipelnes')` does not
 * compile. The names are a type only: as arguments, every bundle carried them as strings (1.5 KB of `Client`).
 * @example _links: relations<'self' | 'update channel' | 'delete channel'>()
 */
export const relations = <R extends string = never>(): z.ZodMiniOptional<z.ZodMiniType<KnownLinks<R>, KnownLinks<R>>> =>
  halLinks as never;

/** The page meta of a collection: size, totalElements, totalPages and the zero-based number. */
export const PageMeta = loose(() => ({
  /** Items per page. */
  size: int(),
  /** Items in the whole collection. */
  totalElements: int(),
  /** Pages in the whole collection. */
  totalPages: int(),
  /** The zero-based number of this page. */
  number: int(),
}));
/** `PageMeta` as the service sends it: the type of its schema, under its own name. */
export interface PageMeta extends z.infer<typeof PageMeta> {}
