import * as z from 'zod/mini';

/**
 * The static config of a `loose()` object: zod's `$strip`, so its type has no fields beyond its shape, whereas at
 * run time the fields it does not know stay on the object (as with `z.looseObject`).
 */
export type KnownFields = z.core.$strip;

/**
 * `z.looseObject(shape)`, typed by its known fields only. At run time unknown fields are kept (the service adds
 * fields before the SDK knows them); in types a typo such as `job.stauts` does not compile. Read an unknown field
 * with `(job as Record<string, unknown>)['newField']`. Maps (`record()`, such as `_links`) keep their index
 * signature: they are not written with `loose()`.
 */
export function loose<S extends z.core.$ZodLooseShape>(
  shape: S,
): z.ZodMiniObject<z.core.util.Writeable<S>, KnownFields> {
  return z.looseObject(shape) as z.ZodMiniObject<z.core.util.Writeable<S>, KnownFields>;
}
