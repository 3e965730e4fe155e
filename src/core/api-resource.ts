import { InvalidArgumentError } from './errors.js';
import { expandHref, type HalResource, link } from './hal.js';
import { type Call, checkRequestOptions, type Transport } from './http/transport.js';
import { type Query, withQuery } from './http/url.js';
import { Page, type PageLoader } from './page.js';
import { PagePromise } from './pagination.js';
import type { RequestOptions } from './request-options.js';
import type { CollectionSchema } from './validation/collection.js';

/** A resource given by its id, or the resource itself (then its own link is used). */
export type Subject = string | (HalResource & { readonly id?: string | undefined });

/** The result of an upsert: whether the service created the resource (201) or updated it (200). */
export interface Upserted<T> {
  created: boolean;
  data: T;
}

/** Query options of every list method. */
export interface PageOptions {
  /** Zero-based page index, a whole number >= 0. */
  page?: number | undefined;
  /** Items per page, a whole number >= 1. */
  size?: number | undefined;
  /** `property,asc|desc`, such as `name,asc`; several sort keys may be given. */
  sort?: string | readonly string[] | undefined;
}

/** The base of every namespace class: holds the transport and the shared call shapes. */
export abstract class ApiResource {
  protected readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
  }

  protected request<T>(call: Call<T> & { allowEmpty: true }, options?: RequestOptions): Promise<T | undefined>;
  protected request<T>(call: Call<T>, options?: RequestOptions): Promise<T>;
  protected request<T>(call: Call<T>, options?: RequestOptions): Promise<T | undefined> {
    return this.transport.send(call, options).then((reply) => reply.data);
  }

  protected upsert<T>(call: Call<T>, options?: RequestOptions): Promise<Upserted<T>> {
    return this.transport.send(call, options).then((reply) => ({ created: reply.status === 201, data: reply.data }));
  }

  protected paginate<T>(
    operation: string,
    url: string,
    collection: CollectionSchema<T>,
    query?: Query,
    options?: RequestOptions,
  ): PagePromise<T> {
    const load: PageLoader<T> = async (pageUrl) => {
      const reply = await this.transport.send(
        { operation, method: 'GET', url: pageUrl, schema: collection.schema, allowEmpty: true },
        options,
      );
      return new Page(reply.url, reply.data, collection.key, load, operation, (error) =>
        this.transport.redactError(error),
      );
    };
    if (options) checkRequestOptions(options);
    const first = withQuery(url, query);
    return new PagePromise(() => load(first));
  }
}

/**
 * The URL of an operation on a subject: the subject's own link when it is a resource carrying one
 * (the first of `rels` it has), else the documented path built from its id.
 */
export function subjectUrl(subject: Subject, rels: string | readonly string[], build: (id: string) => string): string {
  if (typeof subject === 'string') return build(subject);
  if (typeof subject !== 'object' || subject === null) {
    throw new InvalidArgumentError(
      `Expected an id or a resource object; got ${subject === null ? 'null' : typeof subject}.`,
    );
  }
  const names = typeof rels === 'string' ? [rels] : rels;
  for (const rel of names) {
    const own = link(subject, rel);
    if (own) return expandHref(own);
  }
  if (typeof subject.id === 'string') return build(subject.id);
  throw new InvalidArgumentError(
    `The resource has neither a ${names.map((r) => `"${r}"`).join(' or ')} link nor an id; pass its id instead.`,
  );
}

/**
 * Splits list options into the query: page, size and sort, plus the given filters. `page` must be a whole
 * number >= 0 and `size` one >= 1 (Spring Data would silently replace a size of 0 by its default).
 */
export function pageQuery(options: PageOptions | undefined, filters: Query = {}): Query {
  if (!options) return filters;
  return {
    ...filters,
    page: wholeNumber(options.page, 'page', 0),
    size: wholeNumber(options.size, 'size', 1),
    sort: options.sort,
  };
}

function wholeNumber(value: unknown, name: string, min: number): number | undefined {
  if (value === undefined || (Number.isSafeInteger(value) && (value as number) >= min))
    return value as number | undefined;
  const got =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? JSON.stringify(value)
        : value === null
          ? 'null'
          : typeof value;
  throw new InvalidArgumentError(`The list option \`${name}\` must be a whole number >= ${min}; got ${got}.`);
}
