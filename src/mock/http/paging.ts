import { pageParams } from '../../models/queries.js';
import type { RequestContext } from './context.js';
import { hal, MockHttpError } from './responses.js';

/** Defaults of a paged collection: the page size and the sort applied when the request gives none. */
export interface PageDefaults {
  size?: number;
  sort?: string;
}

/** The largest page the service serves: Spring Data's `max-page-size`, to which a larger `size` is cut silently. */
export const maxPageSize = 2000;

/**
 * Answers a paged HAL collection: sorts by each `sort=field,dir` in turn, slices by zero-based `page` and `size` (cut
 * to `maxPageSize`, as Spring Data does), and writes `_links.self/next/prev` (keeping the other query parameters and
 * every sort key) and the `page` meta, whose `size` is the one served. `_embedded` is left out when the page is empty,
 * as Spring HATEOAS does.
 */
export function pagedResponse<T extends object>(
  context: RequestContext,
  key: string,
  items: T[],
  defaults: PageDefaults = {},
): Response {
  const { size, number, sort, sorted, slice } = pageOf(context, items, defaults);
  const totalPages = Math.ceil(sorted.length / size);
  const at = (n: number) => context.link(pageHref(context.url, n, size, sort));
  const links: Record<string, unknown> = { self: at(number) };
  if (number > 0) links['first'] = at(0);
  if (number > 0 && number - 1 < totalPages) links['prev'] = at(number - 1);
  if (number + 1 < totalPages) links['next'] = at(number + 1);
  if (totalPages > 0) links['last'] = at(totalPages - 1);
  const body: Record<string, unknown> = {};
  if (slice.length) body['_embedded'] = { [key]: slice };
  body['_links'] = links;
  body['page'] = { size, totalElements: sorted.length, totalPages, number };
  return hal(body);
}

/**
 * The items a request's `page`, `size` and `sort` ask for, sorted and sliced as `pagedResponse` does; all of them, as
 * they are, when it gives none: for an answer with no page meta (a pipeline's metrics).
 */
export function requestedPage<T extends object>(context: RequestContext, items: T[]): T[] {
  return pageParams.some((name) => context.query.has(name)) ? pageOf(context, items, {}).slice : items;
}

/** How a list's query by example reads from an item each field it filters on: one reader per parameter of `Q`. */
export type ProbeFields<T, Q extends object> = {
  readonly [K in keyof Q]: (item: T) => unknown;
};

/**
 * The items that match a request's query by example, as Spring Data matches a `probe`: each field of `fields` the
 * query gives must equal its value exactly; a field not given matches anything. A field of an enum, given in `words`,
 * is bound by its exact name, as Spring binds it: another value is a 400 naming the parameter.
 */
export function byExample<T, K extends string>(
  context: RequestContext,
  items: T[],
  fields: ProbeFields<T, Record<K, unknown>>,
  words: Partial<Record<K, readonly string[]>> = {},
): T[] {
  const given = Object.entries<(item: T) => unknown>(fields).filter(([name]) => context.query.has(name));
  for (const [name] of given) {
    const value = context.query.get(name) ?? '';
    const known: readonly string[] | undefined = words[name as K];
    if (known !== undefined && !known.includes(value))
      throw new MockHttpError(400, `Query parameter '${name}' must be one of ${known.join(', ')}; got ${value}`);
  }
  return items.filter((item) => given.every(([name, read]) => read(item) === context.query.get(name)));
}

/** Answers a collection that carries no page meta (profiles, administrators, tags). */
export function listResponse(context: RequestContext, key: string, items: unknown[]): Response {
  return hal({
    _embedded: { [key]: items },
    _links: { self: context.link(context.url.pathname + context.url.search) },
  });
}

function pageHref(url: URL, page: number, size: number, sort: readonly string[]): string {
  const query = new URLSearchParams(url.searchParams);
  query.set('page', String(page));
  query.set('size', String(size));
  if (!query.has('sort')) for (const key of sort) query.append('sort', key); // the default sort, else as asked
  return `${url.pathname}?${query.toString().replace(/%2C/gi, ',')}`;
}

// The page a request asks for, its items sorted and sliced; a size above the largest page is served as the largest
// page, without a word (Spring Data's `max-page-size`).
function pageOf<T extends object>(context: RequestContext, items: T[], defaults: PageDefaults) {
  const size = Math.min(readInt(context, 'size', defaults.size ?? 20, 1, Number.MAX_SAFE_INTEGER), maxPageSize);
  const number = readInt(context, 'page', 0, 0, Number.MAX_SAFE_INTEGER);
  const given = context.query.getAll('sort');
  const sort = given.length > 0 ? given : defaults.sort === undefined ? [] : [defaults.sort];
  const sorted = sortBy(items, sort);
  return { size, number, sort, sorted, slice: sorted.slice(number * size, number * size + size) };
}

function readInt(context: RequestContext, name: string, fallback: number, min: number, max: number): number {
  const raw = context.query.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new MockHttpError(400, `Query parameter '${name}' must be an integer from ${min} to ${max}`);
  return value;
}

// Sorts by the first key, items equal on it by the second, and so on (the items as they are when none is given).
function sortBy<T extends object>(items: T[], sort: readonly string[]): T[] {
  if (sort.length === 0) return items;
  const keys = sort.map((key) => {
    const [field = '', direction = 'asc'] = key.split(',');
    return { field, sign: direction.toLowerCase() === 'desc' ? -1 : 1 };
  });
  return [...items].sort((a, b) => {
    for (const { field, sign } of keys) {
      const order = compare((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field], sign);
      if (order !== 0) return order;
    }
    return 0;
  });
}

function compare(x: unknown, y: unknown, sign: number): number {
  if (x === y) return 0;
  if (x === undefined) return 1;
  if (y === undefined) return -1;
  return (x as string | number) < (y as string | number) ? -sign : sign;
}
