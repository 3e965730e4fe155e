// Finding the one resource a command-line key names, among a list: `wdp workspaces get analytics`.
import { UsageError } from './exit.js';

/** Whether a key has the shape of the service's ids (a UUID): then it is looked up as an id, without a list. */
export const isUuid = (key: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);

/** How a key names an item: exactly (ids, aliases), or in any case (names people type). */
export interface Names<T> {
  exact: (item: T) => ReadonlyArray<string | undefined>;
  anyCase: (item: T) => ReadonlyArray<string | undefined>;
}

/**
 * The item a key names: the first exact match at once, else the single match in any case; undefined when none
 * matches, and a usage error (`ambiguous(count)`) when several do.
 */
export async function findNamed<T>(
  items: AsyncIterable<T>,
  key: string,
  names: Names<T>,
  ambiguous: (count: number) => string,
): Promise<T | undefined> {
  const lower = key.toLowerCase();
  const matches: T[] = [];
  for await (const item of items) {
    if (names.exact(item).includes(key)) return item;
    if (names.anyCase(item).some((name) => name?.toLowerCase() === lower)) matches.push(item);
  }
  if (matches.length > 1) throw new UsageError(ambiguous(matches.length));
  return matches[0];
}
