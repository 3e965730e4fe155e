import { InvalidArgumentError } from '../errors.js';

/** The longest wait a timer holds, in ms (2^31 - 1). */
export const maxTimerMs = 2_147_483_647;

/** Checks a millisecond option named `name`: positive, at most 2^31 - 1; `fallback` when undefined. */
export function checkMs(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && value > 0 && value <= maxTimerMs) return value;
  throw new InvalidArgumentError(
    `\`${name}\` must be a positive number of milliseconds up to ${maxTimerMs}; got ${String(value)}.`,
  );
}
