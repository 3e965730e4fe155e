// The field schemas that many models share, each built once. zod builds a schema object when its module is imported
// (binding every method to it), and the models used to build a new `z.optional(z.string())` for each of 186 fields:
// 1,548 schema objects at `import('wdp-sdk')`, a third of its time (PERFORMANCE.md, "The CLI's cold start, round 4").
// A zod schema is immutable (`.check()` and the like return a new one), so one object serves every field of a kind.
import * as z from 'zod/mini';
import { count, int } from '../core/validation/schema.js';

/** Any string. */
export const anyString = z.string();

/** An optional string: the most common field of the service's resources. */
export const optionalString = z.optional(anyString);

/** An optional list of strings. */
export const optionalStrings = z.optional(z.array(anyString));

/** An optional boolean. */
export const optionalBoolean = z.optional(z.boolean());

/** An optional safe integer. */
export const optionalInt = z.optional(int());

/** An optional safe integer >= 0. */
export const optionalCount = z.optional(count());
