import { InvalidArgumentError } from '../errors.js';

/** Checks a `signal` option: an `AbortSignal`, or nothing (`undefined` or `null`). */
export function checkSignal(value: unknown): AbortSignal | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof AbortSignal) return value;
  throw new InvalidArgumentError(
    '`signal` must be an AbortSignal, such as new AbortController().signal or AbortSignal.timeout(ms); ' +
      `got ${typeof value === 'object' ? 'another object' : typeof value}.`,
  );
}
