import * as z from 'zod/mini';
import { zodCheck } from './zod-check.js';

// The models' object schemas build their fields on first read, not at import: a cold `import('wdp-sdk')` built some
// 400 field schemas for models the app may never read, a fifth of its instructions (PERFORMANCE.md, measure e
// round 7). Each model is still an exported zod object: only `def.shape` answers from an accessor that builds the
// fields once, as zod lets a def do (its `rawShape()` then reads none, and zod resolves the shape where it needs it).

/**
 * The static config of a `loose()` object: zod's `$strip`, so its type has no fields beyond its shape, whereas at
 * run time the fields it does not know stay on the object (as with `z.looseObject`).
 */
export type KnownFields = z.core.$strip;

/** The catchall of every `loose()` object: any value, kept as it is. */
const anyValue = /* @__PURE__ */ z.unknown();

/** The catchall of every `strict()` object: no value, so that a key it does not declare is refused. */
const noValue = /* @__PURE__ */ z.never();

/** What an object of these fields and config outputs: the value its checks are given. */
type Output<S extends z.core.$ZodLooseShape, Config extends z.core.$ZodObjectConfig> = z.output<
  z.ZodMiniObject<z.core.util.Writeable<S>, Config>
>;

/** A check of a whole object, as `.check()` takes it. */
export type ObjectCheck<T> = (ctx: z.core.ParsePayload<T>) => void;

/**
 * An object schema of `catchall` whose shape `fields()` builds on its first read, once, and that runs `checks` after
 * its fields'. The checks are given here because zod's `.check()` copies the definition, which reads the shape.
 */
function deferred<S extends z.core.$ZodLooseShape, Config extends z.core.$ZodObjectConfig>(
  fields: () => S,
  catchall: z.core.$ZodType,
  checks: ObjectCheck<Output<S, Config>>[],
): z.ZodMiniObject<z.core.util.Writeable<S>, Config> {
  const def = {
    type: 'object' as const,
    catchall,
    checks: checks.map((check) => zodCheck({ check: 'custom' }, check)),
    get shape(): S {
      const shape = fields();
      Object.defineProperty(def, 'shape', { value: shape });
      return shape;
    },
  };
  return new z.ZodMiniObject(def) as never;
}

/**
 * `z.looseObject(fields())`, typed by its known fields only, its fields built on first read. At run time unknown
 * fields are kept (the service adds fields before the SDK knows them); in types a typo such as `job.stauts` does not
 * compile. Read an unknown field with `(job as Record<string, unknown>)['newField']`. Maps (`record()`, such as
 * `_links`) keep their index signature: they are not written with `loose()`.
 * @example export const Tag = loose(() => ({ name: anyString, count: optionalInt }));
 */
export const loose = <S extends z.core.$ZodLooseShape>(fields: () => S) =>
  deferred<S, KnownFields>(fields, anyValue, []);

/**
 * `z.strictObject(fields()).check(...checks)`, its fields built on first read: a key it does not declare is refused.
 * The bodies a caller writes are strict, so that a misspelt key fails before sending instead of being dropped by the
 * service.
 * @example export const TagInput = strict(() => ({ name: anyString }));
 */
export const strict = <S extends z.core.$ZodLooseShape>(
  fields: () => S,
  ...checks: ObjectCheck<Output<S, z.core.$strict>>[]
) => deferred<S, z.core.$strict>(fields, noValue, checks);

/**
 * `schema.check(...checks)` of a `loose()` or `strict()` object, its fields still built on first read: zod's
 * `.check()` copies the definition, which reads them. As with `.check()`, the new schema names `schema` its parent.
 */
export function refined<S extends z.core.$ZodLooseShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodMiniObject<S, Config>,
  ...checks: ObjectCheck<Output<S, Config>>[]
): z.ZodMiniObject<S, Config> {
  const copy = deferred<S, Config>(() => schema.shape, schema._zod.def.catchall as z.core.$ZodType, checks);
  copy._zod.parent = schema;
  return copy as never;
}
