// A service timestamp as two numbers, for records that keep many of them (a comment's edit history): a 26-character
// string is 40 to 48 bytes of heap, the two numbers 16 in arrays of numbers.
import { readInstant } from './clock.js';

/** The service's zone-less form with 1 to 9 fractional digits (the only form packed), its fraction captured. */
const packable = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.(\d{1,9})$/;

/**
 * A service timestamp as `[ms, tail]`: `ms` the instant to the millisecond (as the mock's clock reads one,
 * `readInstant`), `tail` its number of fractional digits plus ten times the digits past the milliseconds. Undefined
 * for any other text, and for one that would not unpack to itself.
 */
export function packTimestamp(text: string): [ms: number, tail: number] | undefined {
  const fraction = packable.exec(text)?.[1];
  const ms = fraction === undefined ? undefined : readInstant(text);
  if (fraction === undefined || ms === undefined) return undefined;
  const tail = fraction.length + 10 * Number(fraction.slice(3) || 0);
  return unpackTimestamp(ms, tail) === text ? [ms, tail] : undefined;
}

/** The timestamp `packTimestamp` packed, character for character. */
export function unpackTimestamp(ms: number, tail: number): string {
  const iso = new Date(ms).toISOString();
  const digits = tail % 10;
  const past = digits > 3 ? String((tail - digits) / 10).padStart(digits - 3, '0') : '';
  return `${iso.slice(0, 20)}${`${iso.slice(20, 23)}${past}`.slice(0, digits)}`;
}
