import { InvalidArgumentError } from './errors.js';

/** Checks a `signal` option: an `AbortSignal`, or nothing (`undefined` or `null`). */
export function checkSignal(value: unknown, name = 'signal'): AbortSignal | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof AbortSignal) return value;
  throw new InvalidArgumentError(`\`${name}\` must be an AbortSignal, such as new AbortController().signal or AbortSignal.timeout(ms); got ${typeof value === 'object' ? 'another object' : typeof value}.`);
}
