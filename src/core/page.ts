import { type ValidationError, WdpError } from './errors.js';
import { brokenLink, expandHref, type Link, links } from './hal.js';
import { resolveHref } from './http/url.js';
import { isJsonObject } from './json.js';
import type { CollectionBody } from './validation/collection.js';
import type { PageMeta } from './validation/schema.js';

/** Fetches the page at a URL. */
export type PageLoader<T> = (url: string) => Promise<Page<T>>;

/** Makes a page a walk has passed let go of its next page (V8's minor GC keeps the target of a `WeakRef`). */
export let forgetNext: <T>(page: Page<T>) => void;

/** The error that ends a walk whose next page, at `url`, is one it has already read (its paging loops). */
export let looped: <T>(page: Page<T>, url: string) => WdpError;

type Next = { url: string } | { error: ValidationError } | undefined;

/**
 * One page of a collection: its items, page meta and links. A body that drifted from its model (in
 * `warn` or `off` mode) is read safely: items that are not an array count as none, links without a
 * string `href` are left out, and page meta that is not whole numbers is not used to find the next page.
 */
export class Page<T> {
  /** The items of this page (empty when the service sent none, or sent something that is not an array). */
  declare readonly items: T[];
  /** size, totalElements, totalPages and the zero-based number; absent on one-page collections. */
  declare readonly page: PageMeta | undefined;
  /** The collection's links by relation (`self`, `next`, `prev`, ...). */
  declare readonly links: Record<string, Link>;
  /** The URL this page was read from. */
  declare readonly url: string;
  /** The whole response body, for fields beyond the items. */
  declare readonly body: CollectionBody<T> | undefined;
  static {
    forgetNext = (page) => {
      page.#nextRead = undefined;
    };
    looped = (page, url) => page.#redact(new WdpError(`The page after ${page.url} is ${url} again: the paging loops.`));
  }
  readonly #load: PageLoader<T>;
  readonly #redact: <E>(error: E) => E;
  readonly #next: Next;
  // The next page's request while it runs, then the page itself, held weakly: a walk must not keep every
  // page it passed alive through this chain (memory would grow with the walk).
  #nextPage: Promise<Page<T>> | undefined;
  #nextRead: WeakRef<Page<T>> | undefined;

  /**
   * `operation` names the list method in a `ValidationError` about the `next` link; `redact` is the client's
   * redaction step, which every error this page rejects with goes through.
   * @internal
   */
  constructor(
    url: string,
    body: CollectionBody<T> | undefined,
    key: string,
    load: PageLoader<T>,
    operation: string,
    redact: <E>(error: E) => E,
  ) {
    const object = isJsonObject(body) ? body : undefined;
    const embedded: unknown = object?._embedded;
    const items = isJsonObject(embedded) && Object.hasOwn(embedded, key) ? embedded[key] : undefined;
    this.items = Array.isArray(items) ? (items as T[]) : [];
    this.page = isJsonObject(object?.page) ? object.page : undefined;
    this.links = object ? links(object) : {};
    this.url = url;
    this.body = body;
    this.#load = load;
    this.#redact = redact;
    this.#next = nextOf(this, operation);
  }

  /**
   * The URL of the next page: the `next` link, else the page meta's next number, else undefined. Never
   * throws: a `next` href that cannot be followed (such as `::::`, or not http(s)) gives undefined here,
   * while `hasNextPage()` stays true and `getNextPage()` rejects with `ValidationError`.
   */
  nextPageUrl(): string | undefined {
    return (this.#next as { url?: string } | undefined)?.url; // none where `next` is an error
  }

  /** Whether another page follows this one (a `next` link, even an unusable one, or page meta saying so). */
  hasNextPage(): boolean {
    return this.#next !== undefined;
  }

  /**
   * Fetches the next page, once: later calls share the same request (a failed one is tried again), and
   * get the same page while anything still holds it, until a walk (`pages()`) has passed this page: then it asks
   * again. Rejects when there is none (check `hasNextPage()` first), and with `ValidationError` when the `next`
   * href cannot be followed: a walk ends there, loudly.
   */
  getNextPage(): Promise<Page<T>> {
    const next = this.#next;
    if (next === undefined)
      return Promise.reject(
        this.#redact(new WdpError(`There is no page after ${this.url}; check hasNextPage() first.`)),
      );
    if ('error' in next) return Promise.reject(this.#redact(next.error));
    const read = this.#nextRead?.deref();
    if (read) return Promise.resolve(read);
    this.#nextPage ??= this.#load(next.url).then(
      (page) => {
        this.#nextPage = undefined;
        this.#nextRead = new WeakRef(page);
        return page;
      },
      (error: unknown) => {
        this.#nextPage = undefined;
        throw error;
      },
    );
    return this.#nextPage;
  }
}

function nextOf<T>(page: Page<T>, operation: string): Next {
  const next = page.links['next'];
  if (next) {
    const site = { operation, rel: 'next', body: page.body };
    let url: string | undefined;
    try {
      url = resolveHref(expandHref(next, site), page.url);
    } catch (error) {
      return { error: error as ValidationError }; // an href no URL can carry: what `getNextPage()` rejects with
    }
    return url === undefined ? { error: brokenLink(next.href, site, 'is not a usable http(s) URL') } : { url };
  }
  const meta = page.page;
  if (!meta || !isCount(meta.number) || !isCount(meta.totalPages) || meta.number + 1 >= meta.totalPages)
    return undefined;
  const url = new URL(page.url);
  url.searchParams.set('page', String(meta.number + 1));
  return { url: url.href };
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
