import type * as z from 'zod/mini';
import { closest } from './keys.js';

// zod/mini loads no locale: without one every issue reads "Invalid input". The SDK's own parses pass this
// map, zod's English wording for the issues its schemas can raise, so that messages stay readable without
// touching the application's global zod config (and without the ~1 KiB gzipped of zod's whole English locale).

const sizes: Record<string, string> = { string: 'characters', array: 'items' };

/** The JSON kind of a value as zod's messages name it: `null`, `array`, `NaN`, `Infinity` or its `typeof`. */
export function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return typeof value;
}

const literal = (value: unknown): string =>
  typeof value === 'string' ? `"${value}"` : typeof value === 'bigint' ? `${value}n` : String(value);

function bound(
  issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall>,
  word: string,
  adjective: string,
): string {
  const limit = 'maximum' in issue ? issue.maximum : issue.minimum;
  const unit = sizes[issue.origin];
  const amount = `${issue.exact ? 'exactly ' : adjective}${String(limit)}${unit ? ` ${unit}` : ''}`;
  return `${word}: expected ${issue.origin} to ${unit ? 'have' : 'be'} ${amount}`;
}

/**
 * Keys a strict object does not take, with the nearest known key of a lone typo and the keys it takes:
 * `unknown key "nmae" (did you mean "name"?); it takes name, description, picture`.
 */
function unknownKeys(issue: z.core.$ZodRawIssue<z.core.$ZodIssueUnrecognizedKeys>): string {
  const shape = (issue.inst as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape;
  const known = shape ? Object.keys(shape) : [];
  const near = issue.keys.length === 1 ? closest(issue.keys[0] as string, known) : undefined;
  const keys = `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map(literal).join(', ')}`;
  return `${keys}${near ? ` (did you mean "${near}"?)` : ''}${known.length ? `; it takes ${known.join(', ')}` : ''}`;
}

/** The English message of an issue, worded as zod's English locale words it. */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${kind(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${literal(issue.values[0])}`
        : `Invalid option: expected one of ${issue.values.map(literal).join('|')}`;
    case 'too_big':
      return bound(issue, 'Too big', issue.inclusive ? '<=' : '<');
    case 'too_small':
      return bound(issue, 'Too small', issue.inclusive ? '>=' : '>');
    case 'invalid_format':
      return issue.format === 'regex'
        ? `Invalid string: must match pattern ${String(issue.pattern)}`
        : `Invalid ${issue.format}`;
    case 'unrecognized_keys':
      return unknownKeys(issue);
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    default:
      return 'Invalid input';
  }
}

/**
 * The error map of the SDK's records (objects with a catchall, see `record()`): a value that is not an object
 * is worded as `z.record` words it, and every other issue as usual.
 */
export const recordError = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === 'invalid_type' ? `Invalid input: expected record, received ${kind(issue.input)}` : undefined;

/** Parse options for the SDK's own `safeParse` calls: English messages. */
export const parseOptions: z.core.ParseContext<z.core.$ZodIssue> = { error: issueMessage };
