// Finding the one resource a command-line key names, among a list: `wdp workspaces get analytics`.
import { type CliError, UsageError } from './exit.js';

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

/**
 * The answer of a request for one resource, its 404 (the SDK's `NotFoundError`) told as `missing()`: an error
 * that says what to do.
 * @example const alert = await orMissing(client.alerts.get(id), () => new CliError(`No alert ${id}; see ...`));
 */
export async function orMissing<T>(request: Promise<T>, missing: () => CliError): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Error && error.name === 'NotFoundError') throw missing();
    throw error;
  }
}

/** How a command finds one resource by a key: an id is fetched, anything else looked for by name in a list. */
export interface KeyLookup<T> {
  get: (id: string) => Promise<T>;
  list: () => AsyncIterable<T>;
  names: Names<T>;
  /** The usage error's message when several match by name. */
  ambiguous: (count: number) => string;
  /** The error when none has the key. */
  missing: () => CliError;
}

/** The resource a key names: by id (`get`, its 404 `missing`), else by name among `list` (see `findNamed`). */
export async function findByKey<T>(key: string, lookup: KeyLookup<T>): Promise<T> {
  if (isUuid(key)) return orMissing(lookup.get(key), lookup.missing);
  const found = await findNamed(lookup.list(), key, lookup.names, lookup.ambiguous);
  if (found) return found;
  throw lookup.missing();
}
