// Finding the one resource a command-line key names, among a list: `wdp workspaces get analytics`, or by the
// start of its id as a table on a terminal shows it: `wdp pipelines get 619a8051`.
import { type CliError, UsageError } from './exit.js';

/** Whether a key has the shape of the service's ids (a UUID): then it is looked up as an id, without a list. */
export const isUuid = (key: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);

/** The fewest characters of an id that name it (its first group); tables on a terminal show at least as many. */
export const idPrefixLength = 8;

/** Whether a key can be the start of an id (a UUID): `idPrefixLength` or more hex digits or dashes, not a whole id. */
export const isIdPrefix = (key: string): boolean =>
  key.length >= idPrefixLength && /^[0-9a-f][0-9a-f-]*$/i.test(key) && !isUuid(key);

/** How a key names an item: exactly (ids, aliases), in any case (names people type), or by the start of its `id`. */
export interface Names<T> {
  exact: (item: T) => ReadonlyArray<string | undefined>;
  anyCase: (item: T) => ReadonlyArray<string | undefined>;
  /** Its id, which an id prefix (`isIdPrefix`) names too when no name matches. */
  id: (item: T) => string | undefined;
}

/**
 * The item a key names: the single exact match, else the single match in any case, else the single item whose id
 * starts with the key (an id prefix, in any case); undefined when none matches, and a usage error when several
 * items match exactly, or none exactly and several in any case (`ambiguous(count)`), or several ids start with the
 * key (naming them). The whole list is read: a name two resources share never picks one of them.
 */
export async function findNamed<T>(
  items: AsyncIterable<T>,
  key: string,
  names: Names<T>,
  ambiguous: (count: number) => string,
): Promise<T | undefined> {
  const lower = key.toLowerCase();
  const prefix = isIdPrefix(key);
  const exact: T[] = [];
  const matches: T[] = [];
  const started: T[] = [];
  for await (const item of items) {
    if (names.exact(item).includes(key)) exact.push(item);
    else if (names.anyCase(item).some((name) => name?.toLowerCase() === lower)) matches.push(item);
    else if (prefix && names.id(item)?.toLowerCase().startsWith(lower)) started.push(item);
  }
  if (exact.length > 1) throw new UsageError(ambiguous(exact.length));
  if (exact.length === 1) return exact[0];
  if (matches.length > 1) throw new UsageError(ambiguous(matches.length));
  if (matches.length === 0 && started.length > 1)
    throw ambiguousPrefix(
      key,
      started.map((item) => ({ id: names.id(item), name: names.anyCase(item).find(Boolean) })),
    );
  return matches[0] ?? started[0];
}

/**
 * The full id an id prefix names among `list` (one item's id starts with it, in any case); any other key as it is,
 * and a prefix that starts no id too (the request then says what is missing). Several: a usage error naming them.
 * @example const id = await fullId(key, () => client.jobs.list(workspace, {}, { signal }), (job) => job.id);
 */
export async function fullId<T>(
  key: string,
  list: () => AsyncIterable<T>,
  id: (item: T) => string | undefined,
  name: (item: T) => string | undefined = () => undefined,
): Promise<string> {
  if (!isIdPrefix(key)) return key;
  const lower = key.toLowerCase();
  const started: { id: string | undefined; name: string | undefined }[] = [];
  for await (const item of list())
    if (id(item)?.toLowerCase().startsWith(lower)) started.push({ id: id(item), name: name(item) });
  if (started.length > 1) throw ambiguousPrefix(key, started);
  return started[0]?.id ?? key;
}

/** The usage error for an id prefix that starts several ids: each id (and name), and what to do. */
function ambiguousPrefix(key: string, items: readonly { id: string | undefined; name: string | undefined }[]) {
  const listed = items.map(({ id, name }) => `  ${id ?? ''}${name ? `  ${name}` : ''}`);
  return new UsageError(
    [`${items.length} ids start with "${key}"; give more of the one you mean:`, ...listed].join('\n'),
  );
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
