// A request body judged against its route's model (contracts.ts) as the service judges it: a field of the wrong type,
// or a required one missing, is refused (Jackson and bean validation answer 400); a field the model does not know is
// dropped by Spring without a word, so it is accepted, and only recorded.
import type * as z from 'zod/mini';
import type { BodyModel } from './contracts.js';

/**
 * A way a request broke (`refused`: answered 400) or bent (`ignored`: accepted, the field or parameter dropped) the
 * contract.
 */
export interface MockViolation {
  /** `refused`: the service would answer 400; `ignored`: the service drops the field and goes on. */
  kind: 'refused' | 'ignored';
  /**
   * The field, as a dotted path into the body (`dataComponents.0.name`; the body itself is `(body)`), or a query
   * parameter as `?name`.
   */
  field: string;
  /** Why, in the service's words: `must be a string`, `is not a field of this body; the service ignores it`. */
  reason: string;
}

/** Where a problem of the whole body is reported. */
const wholeBody = '(body)';

/** The violations of `body` against `model`: none when it conforms. One safeParse; the body is not copied. */
export function checkBody(model: BodyModel, body: Record<string, unknown>): MockViolation[] {
  const result = model.safeParse(body);
  const violations = result.success ? [] : result.error.issues.flatMap((i) => violationsOf(i, body));
  return violations.concat(droppedKeys(model, body));
}

function violationsOf(issue: z.core.$ZodIssue, body: unknown): MockViolation[] {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({ kind: 'ignored', field: fieldOf([...issue.path, key]), reason: unknownField }));
  return [{ kind: 'refused', field: fieldOf(issue.path), reason: reasonOf(issue, valueAt(body, issue.path)) }];
}

const unknownField = 'is not a field of this body; the service ignores it';

/**
 * Keys of a body that a model without `strictObject` at its root drops silently (zod reports none): the same
 * `ignored` violations a strict model's unknown keys give.
 */
function droppedKeys(model: BodyModel, body: Record<string, unknown>): MockViolation[] {
  const def = model._zod.def as { type: string; shape?: Record<string, unknown>; catchall?: { _zod: { def: object } } };
  const strict = (def.catchall?._zod.def as { type?: string } | undefined)?.type === 'never';
  if (def.type !== 'object' || strict || def.shape === undefined) return [];
  const shape = def.shape;
  return Object.keys(body)
    .filter((key) => !(key in shape))
    .map((key) => ({ kind: 'ignored', field: key, reason: unknownField }));
}

/** The service's words for an issue, as bean validation writes a field error's `defaultMessage`. */
function reasonOf(issue: z.core.$ZodIssue, value: unknown): string {
  if (value === undefined) return 'must not be null';
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${article(issue.expected)}; got ${kindOf(value)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return typeof value === 'string' && value === '' ? 'must not be blank' : `must be at least ${issue.minimum}`;
    case 'too_big':
      return `must be at most ${issue.maximum}`;
    default:
      // A refinement of the SDK's model says why in its own message.
      return issue.message;
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : article(typeof value);
}

/** The value at a path of the body, or undefined when it is not there. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? wholeBody : path.map(String).join('.');
}
