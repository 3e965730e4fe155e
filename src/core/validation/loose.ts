import * as z from 'zod/mini';

/**
 * The static config of a `loose()` object: zod's `$strip`, so its type has no fields beyond its shape, whereas at
 * run time the fields it does not know stay on the object (as with `z.looseObject`).
 */
export type KnownFields = z.core.$strip;

/** The catchall of every `loose()` object: any value, kept as it is. */
const anyValue = /* @__PURE__ */ z.unknown();

/**
 * `z.looseObject(shape)`, typed by its known fields only. At run time unknown fields are kept (the service adds
 * fields before the SDK knows them); in types a typo such as `job.stauts` does not compile. Read an unknown field
 * with `(job as Record<string, unknown>)['newField']`. Maps (`record()`, such as `_links`) keep their index
 * signature: they are not written with `loose()`.
 */
export function loose<S extends z.core.$ZodLooseShape>(
  shape: S,
): z.ZodMiniObject<z.core.util.Writeable<S>, KnownFields> {
  // What `z.looseObject(shape)` builds, but with one catchall for every object where zod makes a `z.unknown()` each:
  // zod builds a schema object at import, and there are a hundred loose objects (PERFORMANCE.md, measure e).
  return new z.ZodMiniObject({ type: 'object', shape, catchall: anyValue }) as z.ZodMiniObject<
    z.core.util.Writeable<S>,
    KnownFields
  >;
}
