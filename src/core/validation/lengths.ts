import { zodCheck } from './zod-check.js';

// `z.minLength(1)`, `z.length(1)` and `z.maxLength(n)`, written as zod writes a check (as `int()` and `count()` are):
// the same definition (`check`, the bound, `when`, the message as `error`), run at the same times and raising the
// same issues in the same key order, with the check itself as `inst`. zod's own brought `$ZodCheck`, its three
// length classes and their helpers into every bundle that validates an input (PERFORMANCE.md, "What every bundle
// carries, round 5"). test/models/length-checks.property.test.ts holds them to zod's on any value.

type Lengthy = { readonly length: number };
/** The side a length failed on, and the bound it failed. */
type Side = { code: 'too_big'; maximum: number } | { code: 'too_small'; minimum: number };

/** When zod runs a length check: on a value with a `length`, even after the schema's own type check failed. */
const hasLength = (payload: { value: unknown }) =>
  payload.value != null && (payload.value as Lengthy).length !== undefined;

/** What zod names the kind of a value a length check failed on. */
const originOf = (input: unknown) =>
  Array.isArray(input) ? 'array' : typeof input === 'string' ? 'string' : 'unknown';

/** A string's length in code points, as zod counts it for strings (a lone surrogate counts one). */
const measured = (input: Lengthy) => (typeof input === 'string' ? [...input].length : input.length);

/**
 * A check with zod's definition (`error` when a message is given) that raises zod's issue where `failed` finds the
 * side a value fails on (`exact` for `z.length`).
 */
function lengthCheck(def: object, message: string | undefined, failed: (input: Lengthy) => Side | undefined) {
  const exact = 'length' in def && { exact: true };
  const error = message === undefined ? {} : { error: () => message };
  const inst = zodCheck<Lengthy>({ ...def, ...error, when: hasLength }, (payload) => {
    const input = payload.value;
    const side = failed(input);
    if (side)
      payload.issues.push({
        origin: originOf(input),
        ...side,
        inclusive: true,
        ...exact,
        input,
        inst,
        continue: true,
      } as never);
  });
  return inst;
}

/** `z.minLength(1)`: a string or array that is not empty. */
export const nonEmpty = (message?: string) =>
  lengthCheck({ check: 'min_length', minimum: 1 }, message, (input) =>
    input.length >= 1 ? undefined : { code: 'too_small', minimum: 1 },
  );

/** `z.maxLength(maximum)`: a string (counted in code points) or array of at most `maximum`. */
export const atMost = (maximum: number, message?: string) =>
  lengthCheck({ check: 'max_length', maximum }, message, (input) =>
    (input.length > maximum ? measured(input) : input.length) <= maximum ? undefined : { code: 'too_big', maximum },
  );

/** `z.length(1)`: a string (counted in code points) or array of exactly one. */
export const single = () =>
  lengthCheck({ check: 'length_equals', length: 1 }, undefined, (input) => {
    const length = measured(input);
    if (length === 1) return undefined;
    return length > 1 ? { code: 'too_big', maximum: 1 } : { code: 'too_small', minimum: 1 };
  });
