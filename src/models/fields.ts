// The field schemas that many models share, each built once. zod builds a schema object when its module is imported
// (binding every method to it), and the models used to build a new `z.optional(z.string())` for each of 186 fields:
// 1,548 schema objects at `import('wdp-sdk')`, a third of its time (PERFORMANCE.md, "The CLI's cold start, round 4").
// A zod schema is immutable (`.check()` and the like return a new one), so one object serves every field of a kind.
import * as z from 'zod/mini';
import { record } from '../core/validation/record.js';
import { count, int } from '../core/validation/schema.js';

/** Any string. */
export const anyString = /* @__PURE__ */ z.string();

/** An optional string: the most common field of the service's resources. */
export const optionalString = /* @__PURE__ */ z.optional(anyString);

/** An optional list of strings. */
export const optionalStrings = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(anyString));

/** An optional boolean. */
export const optionalBoolean = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean());

/** An optional safe integer. */
export const optionalInt = /* @__PURE__ */ z.optional(/* @__PURE__ */ int());

/** A JSON object of text by key, none promised: what the service's document types as a map of strings. */
export const textMap = /* @__PURE__ */ record(anyString);

/** A JSON object of any fields, typed by none: what the service's document leaves untyped. */
export const untypedObject = /* @__PURE__ */ record(/* @__PURE__ */ z.unknown());

/** An optional safe integer >= 0. */
export const optionalCount = /* @__PURE__ */ z.optional(/* @__PURE__ */ count());
