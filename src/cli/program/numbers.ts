// Numbers given as flags, parsed once by commander (`.argParser()`), before any request: a usage error names the
// flag, what it takes and what it got, and the implementation receives a number.
import { UsageError } from './exit.js';

/** What a whole-number flag takes: at least `min`, at most `max` (shown as a range), counted in `unit`. */
export interface WholeRange {
  min: number;
  max?: number | undefined;
  unit?: string | undefined;
}

/**
 * The parser of a whole-number flag, such as `--size 50`.
 * @example new Option('--size <n>', 'items per page').argParser(wholeNumber('--size', { min: 1 }))
 */
export function wholeNumber(flag: string, { min, max, unit }: WholeRange): (text: string) => number {
  return (text) => {
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isSafeInteger(value) && value >= min && (max === undefined || value <= max)) return value;
    const range = max === undefined ? `>= ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`${flag} takes a whole number${unit ? ` of ${unit}` : ''} ${range}; got "${text}".`);
  };
}

/** The longest timer Node runs, in ms. */
export const maxTimerMs = 2_147_483_647;

const milliseconds = wholeNumber('--interval', { min: 1, unit: 'milliseconds' });

/** The parser of `--interval MS`: a whole number of milliseconds >= 1 that a timer can wait. */
export function intervalMs(text: string): number {
  const value = milliseconds(text);
  if (value > maxTimerMs) throw new UsageError(`--interval takes at most ${maxTimerMs} milliseconds; got "${text}".`);
  return value;
}

/** The parser of `--timeout SECONDS`: a number of seconds > 0 (such as 600 or 0.5) a timer can wait, in ms. */
export function timeoutMs(text: string): number {
  const value = /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 1000) : Number.NaN;
  if (!(value >= 1 && value <= maxTimerMs))
    throw new UsageError(`--timeout takes a number of seconds > 0, such as 600 or 0.5; got "${text}".`);
  return value;
}
