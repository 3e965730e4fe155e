import { InvalidArgumentError } from '../errors.js';
import { isJsonObject } from '../json.js';
import { kindOf } from '../shown.js';

/** The keys an options object may hold: `keysOf<T>({...})` lists every key of `T`, so the compiler keeps it whole. */
export interface KnownKeys {
  readonly set: ReadonlySet<string>;
  /** The keys as an error shows them: `{ a, b, c }`. */
  readonly shape: string;
}

/**
 * The known keys of an options type; the object must name every key of `T` and nothing else.
 * @example const downloadKeys = keysOf<DownloadOptions>({ as: true });
 */
export function keysOf<T>(keys: { readonly [K in keyof Required<T>]: unknown }): KnownKeys {
  return knownKeys(Object.keys(keys));
}

/** Known keys from a list of names. */
export function knownKeys(names: readonly string[]): KnownKeys {
  return { set: new Set(names), shape: `{ ${names.join(', ')} }` };
}

/** Whether `value` can be an options object: an object that is not an array (`null` is not). */
export const isOptionsObject: (value: unknown) => value is object = isJsonObject;

/**
 * Checks an options argument at the call: `undefined`, or an object holding only `known` keys. `where` opens
 * each message (a method's signature), `what` names the argument (`the options`).
 */
export function checkOptions<T>(value: T, known: KnownKeys, where: string, what = 'the options'): T {
  if (value === undefined) return value;
  if (!isOptionsObject(value)) {
    throw new InvalidArgumentError(
      `${where}: ${what} must be an object ${known.shape}, or left out; got ${kindOf(value)}.`,
    );
  }
  checkKeys(value, known, where);
  return value;
}

/**
 * Refuses a key of `value` that is not in `known`, suggesting the closest known one:
 * "unknown option `timeot`; did you mean `timeout`?". Costs one loop over the object's own keys.
 */
export function checkKeys(value: object, known: KnownKeys, where: string): void {
  for (const key in value) {
    if (known.set.has(key) || !Object.hasOwn(value, key)) continue;
    const near = closest(key, known.set);
    const hint = near === undefined ? `the options are ${known.shape}.` : `did you mean \`${near}\`?`;
    throw new InvalidArgumentError(`${where}: unknown option \`${key}\`; ${hint}`);
  }
}

/**
 * The known key a mistyped one most likely meant: the nearest by edit distance (a swap of neighbours counts
 * one; case is ignored), within a third of the key's length (at least 1); `undefined` when none is that near.
 */
export function closest(key: string, known: Iterable<string>): string | undefined {
  const typed = key.toLowerCase();
  const limit = Math.max(1, Math.floor(typed.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const distance = editDistance(typed, candidate.toLowerCase(), bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Optimal string alignment distance of `a` and `b`; any value >= `cap` is returned as `cap`. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  // rows[i][j]: the distance of a's first i characters to b's first j.
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const above = rows[i - 1] as number[];
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const swap = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        swap ? (rows[i - 2]?.[j - 2] as number) + 1 : cap,
      );
    }
    if (Math.min(...row) >= cap) return cap;
    rows.push(row);
  }
  return Math.min(cap, rows[a.length]?.[b.length] as number);
}
