import type { CollectionBody } from '../models/collection.js';
import type { PageMeta } from '../models/common.js';
import { ValidationError, WdpError } from './errors.js';
import { expandHref, links, type Link } from './hal.js';
import { resolveHref } from './url.js';

/** Fetches the page at a URL. */
export type PageLoader<T> = (url: string) => Promise<Page<T>>;

type Next = { url: string } | { error: ValidationError } | undefined;

/**
 * One page of a collection: its items, page meta and links. A body that drifted from its model (in
 * `warn` or `off` mode) is read safely: items that are not an array count as none, links without a
 * string `href` are left out, and page meta that is not whole numbers is not used to find the next page.
 */
export class Page<T> {
  /** The items of this page (empty when the service sent none, or sent something that is not an array). */
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
  readonly #next: Next;

  /** `operation` names the list method in a `ValidationError` about the `next` link. */
  constructor(url: string, body: CollectionBody<T> | undefined, key: string, load: PageLoader<T>, operation = 'page') {
    const object = isObject(body) ? body : undefined;
    const embedded: unknown = object?._embedded;
    const items = isObject(embedded) && Object.hasOwn(embedded, key) ? embedded[key] : undefined;
    this.items = Array.isArray(items) ? (items as T[]) : [];
    this.page = isObject(object?.page) ? object.page : undefined;
    this.links = object ? links(object) : {};
    this.url = url;
    this.body = body;
    this.#load = load;
    this.#next = nextOf(this, operation);
  }

  /**
   * The URL of the next page: the `next` link, else the page meta's next number, else undefined. Never
   * throws: a `next` href that cannot be followed (such as `::::`, or not http(s)) gives undefined here,
   * while `hasNextPage()` stays true and `getNextPage()` rejects with `ValidationError`.
   */
  nextPageUrl(): string | undefined {
    return this.#next !== undefined && 'url' in this.#next ? this.#next.url : undefined;
  }

  /** Whether another page follows this one (a `next` link, even an unusable one, or page meta saying so). */
  hasNextPage(): boolean {
    return this.#next !== undefined;
  }

  /**
   * Fetches the next page; rejects when there is none (check `hasNextPage()` first), and with
   * `ValidationError` when the `next` href cannot be followed: a walk ends there, loudly.
   */
  getNextPage(): Promise<Page<T>> {
    const next = this.#next;
    if (next === undefined) return Promise.reject(new WdpError(`There is no page after ${this.url}; check hasNextPage() first.`));
    return 'error' in next ? Promise.reject(next.error) : this.#load(next.url);
  }
}

function nextOf<T>(page: Page<T>, operation: string): Next {
  const next = page.links['next'];
  if (next) {
    const url = resolveHref(expandHref(next), page.url);
    if (url !== undefined) return { url };
    return { error: new ValidationError(operation, '_links.next.href', `the next link ${JSON.stringify(next.href)} is not a usable http(s) URL`, page.body) };
  }
  const meta = page.page;
  if (!meta || !isCount(meta.number) || !isCount(meta.totalPages) || meta.number + 1 >= meta.totalPages) return undefined;
  const url = new URL(page.url);
  url.searchParams.set('page', String(meta.number + 1));
  return { url: url.href };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
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

  /**
   * Walks the pages in order; stops at the last page or when a next URL repeats. A `next` href that
   * cannot be followed ends the walk with `ValidationError`, after the pages before it.
   */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    const seen = new Set<string>();
    let page = await this.#firstPage();
    for (;;) {
      seen.add(urlKey(page.url));
      yield page;
      if (!page.hasNextPage()) return;
      const next = page.nextPageUrl();
      if (next !== undefined && seen.has(urlKey(next))) return;
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
