import type { RequestContext } from './context.js';
import { hal, MockHttpError } from './responses.js';

/** Defaults of a paged collection: the page size and the sort applied when the request gives none. */
export interface PageDefaults {
  size?: number;
  sort?: string;
}

/**
 * Answers a paged HAL collection: sorts by `sort=field,dir`, slices by zero-based `page` and `size`,
 * and writes `_links.self/next/prev` (keeping the other query parameters) and the `page` meta.
 * `_embedded` is left out when the page is empty, as Spring HATEOAS does.
 */
export function pagedResponse<T extends object>(
  context: RequestContext,
  key: string,
  items: T[],
  defaults: PageDefaults = {},
): Response {
  const size = readInt(context, 'size', defaults.size ?? 20, 1, 2000);
  const number = readInt(context, 'page', 0, 0, Number.MAX_SAFE_INTEGER);
  const sort = context.query.get('sort') ?? defaults.sort;
  const sorted = sort ? sortBy(items, sort) : items;
  const slice = sorted.slice(number * size, number * size + size);
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

/** Answers a collection that carries no page meta (profiles, administrators, tags). */
export function listResponse(context: RequestContext, key: string, items: unknown[]): Response {
  return hal({
    _embedded: { [key]: items },
    _links: { self: context.link(context.url.pathname + context.url.search) },
  });
}

function pageHref(url: URL, page: number, size: number, sort: string | undefined): string {
  const query = new URLSearchParams(url.searchParams);
  query.set('page', String(page));
  query.set('size', String(size));
  if (sort) query.set('sort', sort);
  return `${url.pathname}?${query.toString().replace(/%2C/gi, ',')}`;
}

function readInt(context: RequestContext, name: string, fallback: number, min: number, max: number): number {
  const raw = context.query.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new MockHttpError(400, `Query parameter '${name}' must be an integer from ${min} to ${max}`);
  return value;
}

function sortBy<T extends object>(items: T[], sort: string): T[] {
  const [field = '', direction = 'asc'] = sort.split(',');
  const sign = direction.toLowerCase() === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = (a as Record<string, unknown>)[field];
    const y = (b as Record<string, unknown>)[field];
    if (x === y) return 0;
    if (x === undefined) return 1;
    if (y === undefined) return -1;
    return (x as string | number) < (y as string | number) ? -sign : sign;
  });
}
