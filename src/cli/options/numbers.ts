// Numbers given as flags, checked before any request: a usage error names the flag, what it takes and what it got.
import { UsageError } from '../exit.js';

/** What a whole-number flag takes: at least `min`, at most `max` (shown as a range), counted in `unit`. */
export interface WholeRange {
  min: number;
  max?: number | undefined;
  unit?: string | undefined;
}

/** A flag's whole number, such as `--size 50`. */
export function wholeNumber(text: string, flag: string, { min, max, unit }: WholeRange): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(value) && value >= min && (max === undefined || value <= max)) return value;
  const range = max === undefined ? `>= ${min}` : `from ${min} to ${max}`;
  throw new UsageError(`${flag} takes a whole number${unit ? ` of ${unit}` : ''} ${range}; got "${text}".`);
}

/** The longest timer Node runs, in ms. */
export const maxTimerMs = 2_147_483_647;

/** The poll interval of `--interval MS`: a whole number of milliseconds >= 1 that a timer can wait. */
export function intervalMs(text: string): number {
  const value = wholeNumber(text, '--interval', { min: 1, unit: 'milliseconds' });
  if (value > maxTimerMs) throw new UsageError(`--interval takes at most ${maxTimerMs} milliseconds; got "${text}".`);
  return value;
}
