import { InvalidArgumentError } from '../errors.js';

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

/** How a wrong argument is named in an error: its kind, never its content. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** Whether `value` can be an options object: an object that is not an array (`null` is not). */
export function isOptionsObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin >= cap) return cap;
    before = previous;
    previous = row;
  }
  return Math.min(cap, previous[b.length] ?? cap);
}
