import type { CollectionBody } from '../models/collection.js';
import type { PageMeta } from '../models/common.js';
import { WdpError } from './errors.js';
import { expandHref, links, type Link } from './hal.js';

/** Fetches the page at a URL. */
export type PageLoader<T> = (url: string) => Promise<Page<T>>;

/** One page of a collection: its items, page meta and links. */
export class Page<T> {
  /** The items of this page (empty when the service sent none). */
  readonly items: T[];
  /** size, totalElements, totalPages and the zero-based number; absent on one-page collections. */
  readonly page: PageMeta | undefined;
  /** The collection's links by relation (`self`, `next`, `prev`, ...). */
  readonly links: Record<string, Link>;
  /** The URL this page was read from. */
  readonly url: string;
  /** The whole response body, for fields beyond the items. */
  readonly body: CollectionBody<T> | undefined;
  readonly #load: PageLoader<T>;

  constructor(url: string, body: CollectionBody<T> | undefined, key: string, load: PageLoader<T>) {
    const items = body?._embedded?.[key];
    this.items = Array.isArray(items) ? items : [];
    this.page = body?.page;
    this.links = body ? links(body) : {};
    this.url = url;
    this.body = body;
    this.#load = load;
  }

  /** The URL of the next page: the `next` link, else the page meta's next number, else undefined. */
  nextPageUrl(): string | undefined {
    const next = this.links['next'];
    if (next) return new URL(expandHref(next), this.url).href;
    const meta = this.page;
    if (!meta || meta.number + 1 >= meta.totalPages) return undefined;
    const url = new URL(this.url);
    url.searchParams.set('page', String(meta.number + 1));
    return url.href;
  }

  /** Whether another page follows this one. */
  hasNextPage(): boolean {
    return this.nextPageUrl() !== undefined;
  }

  /** Fetches the next page; throws when there is none (check `hasNextPage()` first). */
  getNextPage(): Promise<Page<T>> {
    const next = this.nextPageUrl();
    if (next === undefined) return Promise.reject(new WdpError(`There is no page after ${this.url}; check hasNextPage() first.`));
    return this.#load(next);
  }
}

/**
 * The result of a list method: `await` it for the first page, `for await` it for every item of every page.
 * The first request is sent when it is first awaited or iterated.
 * @example
 * for await (const job of client.jobs.list(workspaceId)) console.log(job.status);
 * const first = await client.jobs.list(workspaceId, { size: 50 });
 */
export class PagePromise<T> extends Promise<Page<T>> implements AsyncIterable<T> {
  readonly #loadFirst: () => Promise<Page<T>>;
  #first: Promise<Page<T>> | undefined;

  constructor(loadFirst: () => Promise<Page<T>>) {
    super((resolve) => resolve(undefined as never));
    this.#loadFirst = loadFirst;
  }

  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  #firstPage(): Promise<Page<T>> {
    this.#first ??= this.#loadFirst();
    return this.#first;
  }

  override then<A = Page<T>, B = never>(
    onFulfilled?: ((page: Page<T>) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#firstPage().then(onFulfilled, onRejected);
  }

  override catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Page<T> | B> {
    return this.#firstPage().catch(onRejected);
  }

  override finally(onFinally?: (() => void) | null): Promise<Page<T>> {
    return this.#firstPage().finally(onFinally);
  }

  /** Walks the pages in order; stops at the last page or when a next URL repeats. */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    const seen = new Set<string>();
    let page = await this.#firstPage();
    for (;;) {
      seen.add(urlKey(page.url));
      yield page;
      const next = page.nextPageUrl();
      if (next === undefined || seen.has(urlKey(next))) return;
      page = await page.getNextPage();
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.items;
  }

  /** Collects the items of every page, stopping after `limit` items when given. */
  async toArray(options: { limit?: number } = {}): Promise<T[]> {
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    const out: T[] = [];
    if (limit <= 0) return out;
    for await (const item of this) {
      out.push(item);
      if (out.length >= limit) break;
    }
    return out;
  }
}

// The first URL is built by the SDK (`sort=name%2Casc`), later ones come from links (`sort=name,asc`):
// compare them with the query re-encoded and sorted.
function urlKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.href;
}
