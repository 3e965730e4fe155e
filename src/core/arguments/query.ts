import { isTimestamp } from '../dates.js';
import { InvalidArgumentError } from '../errors.js';
import { kindOf, quoted } from '../shown.js';
import { checkOptions, isOptionsObject, type KnownKeys, keysOf, knownKeys } from './keys.js';
import { type Operation, signature } from './operation.js';

// The checks of a method's query options, named by the method's operation.

/** Query values; `undefined` entries are left out and arrays repeat the key. */
export type Query = Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined>;

/** Query options of every list method. */
export interface PageOptions {
  /** Zero-based page index, a whole number >= 0. */
  page?: number | undefined;
  /** Items per page, a whole number >= 1. */
  size?: number | undefined;
  /** `property,asc` or `property,desc` (the direction in any case), such as `name,asc`; an array gives several keys. */
  sort?: string | readonly string[] | undefined;
}

/** Checks one query option's value and gives what is sent; `where` and `name` open its error. */
export type Filter = (value: unknown, name: string, where: string) => Query[string];

/** What a method's query options may hold: the filters, each with its check, and paging when `paged`. */
export interface QuerySpec {
  readonly keys: KnownKeys;
  readonly filters: Readonly<Record<string, Filter>>;
  readonly paged: boolean;
  /** The options sent as the fields of a JSON body instead of in the query (`querySpec`'s `body`). */
  readonly body?: readonly string[] | undefined;
}

/**
 * The kind of value of a query parameter: one of some words (sent as written; the SDK takes them in any case), `flag`
 * (true or false), `instant` (an ISO 8601 timestamp), `id` (a resource's id), `search` (a search string such as
 * `tag:kpi`), `text` (any string) or `count` (a whole number >= 0).
 */
export type QueryKind = readonly string[] | 'flag' | 'instant' | 'id' | 'search' | 'text' | 'count';

/** An operation's query parameters (src/models/queries.ts): one for each option of `T`. */
type Params<T> = { readonly [K in keyof Required<T>]: QueryKind };

/** The filter of each kind of value the parameters use; `words` makes the filter of one of some words. */
export type Kinds = { readonly [K in Exclude<QueryKind, readonly string[]>]?: Filter } & { readonly words?: Words };

/** Makes the filter of a value that is one of `words`, such as `oneOf`. */
type Words = (...words: string[]) => Filter;

/**
 * The query options of a list method: its parameters (src/models/queries.ts), each checked by the filter of its kind
 * in `kinds`, plus `page`, `size` and `sort`.
 */
export function listSpec<T extends PageOptions>(params: Params<Omit<T, keyof PageOptions>>, kinds: Kinds): QuerySpec {
  return {
    keys: knownKeys([...Object.keys(params), 'page', 'size', 'sort']),
    filters: filtersOf(params, kinds),
    paged: true,
  };
}

/**
 * The query options of a method that does not page, from its parameters as `listSpec`'s; those named in `body` are
 * sent as the fields of a JSON body instead (no body when none is given).
 */
export function querySpec<T>(params: Params<T>, kinds: Kinds, body?: readonly (keyof T & string)[]): QuerySpec {
  return { keys: keysOf<T>(params), filters: filtersOf(params, kinds), paged: false, body };
}

/** The options of a list method that takes only `page`, `size` and `sort`. */
export const pageSpec: QuerySpec = {
  keys: /* @__PURE__ */ knownKeys(['page', 'size', 'sort']),
  filters: {},
  paged: true,
};

function filtersOf(params: Readonly<Record<string, QueryKind>>, kinds: Kinds): Record<string, Filter> {
  const filters: Record<string, Filter> = {};
  for (const name in params) {
    const kind = params[name] as QueryKind;
    filters[name] = (typeof kind === 'string' ? kinds[kind] : (kinds.words as Words)(...kind)) as Filter;
  }
  return filters;
}

/**
 * The query of a call from the method's query options, checked (the object and each filter) before anything
 * is sent; errors name the operation.
 */
export function queryOf(spec: QuerySpec, options: unknown, op: Operation): Query {
  if (options === undefined) return {};
  const where = signature(op);
  checkOptions(options, spec.keys, where, 'the query options');
  const given = options as Record<string, unknown>;
  const result: Query = {};
  for (const name in spec.filters) {
    const value = given[name];
    if (value !== undefined) result[name] = (spec.filters[name] as Filter)(value, name, where);
  }
  if (!spec.paged) return result;
  // page, size and sort: `page` a whole number >= 0 and `size` one >= 1 (Spring Data would silently replace a size
  // of 0 by its default).
  const sort = sortFilter(given['sort'], 'sort', where);
  return { ...result, page: wholeNumber(given['page'], 'page', 0), size: wholeNumber(given['size'], 'size', 1), sort };
}

/**
 * A checked query split as `spec` sends it: the query, and the JSON body of the options it sends in one
 * (`undefined` when it sends none, or none is given).
 */
export function splitBody(spec: QuerySpec, query: Query): [query: Query, body: Query | undefined] {
  const names = spec.body;
  if (names === undefined) return [query, undefined];
  const fields = Object.entries(query).filter(([name, value]) => names.includes(name) && value !== undefined);
  const rest = Object.entries(query).filter(([name]) => !names.includes(name));
  return [Object.fromEntries(rest), fields.length === 0 ? undefined : Object.fromEntries(fields)];
}

/** A filter that is one of `values`, in any case; sent as written here. */
export function oneOf(...values: string[]): Filter {
  return (value, name, where) => {
    const known = typeof value === 'string' && values.find((word) => word.toLowerCase() === value.toLowerCase());
    if (known) return known;
    const list = values.map((v) => `'${v}'`).join(', ');
    throw new InvalidArgumentError(`${where}: \`${name}\` must be one of ${list}; got ${quoted(value)}.`);
  };
}

/** A filter that is `true` or `false`. */
export const flag: Filter = (value, name, where) => {
  if (typeof value === 'boolean') return value;
  throw new InvalidArgumentError(`${where}: \`${name}\` must be true or false; got ${kindOf(value)}.`);
};

/** A filter that is an instant: an ISO 8601 timestamp, sent as given, or a valid `Date`, sent as its ISO string. */
export const instant: Filter = (value, name, where) => {
  if (isTimestamp(value)) return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  throw new InvalidArgumentError(
    `${where}: \`${name}\` must be an ISO 8601 timestamp such as "2021-02-11T11:12" or a valid Date; ` +
      `got ${value instanceof Date ? 'an invalid Date' : quoted(value)}.`,
  );
};

/** A filter that names a resource: its id, or a model with an `id`. */
export const idFilter: Filter = (value, name, where) => {
  if (typeof value === 'string' && value !== '') return value;
  const id = isOptionsObject(value) ? (value as { id?: unknown }).id : undefined;
  if (typeof id === 'string' && id !== '') return id;
  throw new InvalidArgumentError(
    `${where}: \`${name}\` must be an id or a model with an \`id\`; got ${quoted(value)}.`,
  );
};

/** A filter that is text matched as it is (a name, a variant): a string that is not blank. */
export const textFilter: Filter = (value, name, where) => {
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new InvalidArgumentError(`${where}: \`${name}\` must be text that is not blank; got ${quoted(value)}.`);
};

// A sort key: a property (no comma or space), a comma and a direction in any case, as Spring Data reads it.
const sortKey = /^[^\s,]+,(asc|desc)$/i;

const sortFilter: Filter = (value, name, where) => {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  const bad = items.findIndex((item) => typeof item !== 'string' || !sortKey.test(item));
  if (value === undefined || (items.length > 0 && bad === -1)) return value as Query[string];
  const got = items.length === 0 ? 'an empty list' : quoted(items[bad]);
  throw new InvalidArgumentError(
    `${where}: \`${name}\` must be "property,asc|desc" (such as "name,asc") or a non-empty list of them; got ${got}.`,
  );
};

/**
 * A whole number >= `min`, or `undefined`; `what` opens the error, before the option's name (a page option's by
 * default).
 */
export function wholeNumber(value: unknown, name: string, min: number, what = 'The list option'): number | undefined {
  if (value === undefined || (Number.isSafeInteger(value) && (value as number) >= min))
    return value as number | undefined;
  const got = typeof value === 'number' ? String(value) : quoted(value);
  throw new InvalidArgumentError(`${what} \`${name}\` must be a whole number >= ${min}; got ${got}.`);
}
