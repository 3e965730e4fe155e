import { type WithResponse, withRequestId } from './api-promise.js';
import { checkOptions, keysOf } from './arguments/keys.js';
import { flag, wholeNumber } from './arguments/query.js';
import { prefetchIdleMs } from './defaults.js';
import { noop } from './noop.js';
import { forgetNext, looped, type Page } from './page.js';

/** The options of `PagePromise.pages()`. */
export interface PagesOptions {
  /** Whether the next page is requested while the caller works on the current one. @default true */
  prefetch?: boolean | undefined;
}

/** The options of `PagePromise.toArray()`. */
export interface ToArrayOptions {
  /** The most items to collect, a whole number >= 0; no page beyond them is requested. @default no limit */
  limit?: number | undefined;
}

const pagesKeys = /* @__PURE__ */ keysOf<PagesOptions>({ prefetch: true });
const toArrayKeys = /* @__PURE__ */ keysOf<ToArrayOptions>({ limit: true });

/**
 * The result of a list method: `await` it for the first page, `for await` it for every item of every page.
 * The first request is sent when it is first awaited or iterated.
 * @example
 * for await (const job of client.jobs.list(workspaceId)) console.log(job.status);
 * const first = await client.jobs.list(workspaceId, { size: 50 });
 */
export class PagePromise<T> extends Promise<Page<T>> implements AsyncIterable<T> {
  readonly #loadFirst: () => Promise<WithResponse<Page<T>>>;
  #first: Promise<WithResponse<Page<T>>> | undefined;

  /** `loadFirst` sends the first page's request and gives the page with its response. */
  constructor(loadFirst: () => Promise<WithResponse<Page<T>>>) {
    super((resolve) => resolve(undefined as never));
    this.#loadFirst = loadFirst;
  }

  /** Makes `then`, `catch` and `finally` return plain promises, not new `PagePromise`s. */
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  #firstPage(): Promise<Page<T>> {
    return this.withResponse().then((first) => first.data);
  }

  /** The first page with the raw `Response` it was read from (status, headers) and its request id. */
  withResponse(): Promise<WithResponse<Page<T>>> {
    this.#first ??= this.#loadFirst();
    return this.#first.then(withRequestId);
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
   * Walks the pages in order; stops at the last page. A next page the walk has already read (the service's paging
   * loops) ends it with `WdpError`, and a `next` href that cannot be followed with `ValidationError`, each after the
   * pages before it. With `prefetch` (the default) the next page is requested while you work on the current one (not
   * while you come straight back for it: there is nothing to overlap then); each page is still fetched once, and
   * stopping early costs at most that one request. A page the walk has passed lets go of the next one
   * (`getNextPage()` on it asks again).
   * Options other than a boolean `prefetch` fail the walk's first step with `InvalidArgumentError`, nothing sent.
   */
  async *pages(options: PagesOptions = {}): AsyncGenerator<Page<T>, void, undefined> {
    const where = 'pages(options)';
    checkOptions(options, pagesKeys, where);
    const prefetch = flag(options.prefetch ?? true, 'prefetch', where) as boolean;
    const seen = new Set<string>();
    // A caller that comes straight back for the next page gains nothing from a prefetch (there is no work to
    // overlap) and would pay for two pages in memory at once: it walks sequentially while it stays that quick.
    let working = true;
    let page = await this.#firstPage();
    let next: string | undefined;
    let key = '';
    for (;;) {
      // A page read from the next URL it was asked at has that URL's key, worked out before it was asked for.
      seen.add(page.url === next ? key : urlKey(page.url));
      next = page.nextPageUrl();
      key = next === undefined ? '' : urlKey(next);
      // An unusable next href (no URL, but a next page) is followed, so that getNextPage() rejects loudly.
      const following = page.hasNextPage() && !seen.has(key);
      const early = prefetch && working && following ? quiet(page.getNextPage()) : undefined;
      if (early) await nextTask();
      const handed = performance.now();
      yield page;
      working = performance.now() - handed > prefetchIdleMs;
      if (!following) {
        if (page.hasNextPage()) throw looped(page, next as string); // not following a next page: it was read
        return;
      }
      const passed = page;
      page = await (early ?? page.getNextPage());
      // V8's minor GC keeps a WeakRef's target: the link of a passed page (the first, held by this promise) would
      // keep every later page alive through minor GCs, to be promoted and swept by full ones.
      forgetNext(passed);
    }
  }

  /** Iterates over the items of every page, requesting each next page as the loop reaches it. */
  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.items;
  }

  /**
   * Collects the items of every page, stopping after `limit` items (and then requesting no further page). Options
   * other than a whole `limit` of 0 or more reject with `InvalidArgumentError`, nothing being sent.
   */
  async toArray(options: ToArrayOptions = {}): Promise<T[]> {
    const where = 'toArray(options)';
    checkOptions(options, toArrayKeys, where);
    const limit = wholeNumber(options.limit, 'limit', 0, `${where}: the option`) ?? Infinity;
    const out: T[] = [];
    if (limit <= 0) return out;
    for await (const page of this.pages({ prefetch: limit === Infinity })) {
      for (const item of page.items) {
        out.push(item);
        if (out.length >= limit) return out;
      }
    }
    return out;
  }
}

// Lets a prefetch reach the network before the caller's (possibly synchronous) work on the page begins:
// its chain of awaits would otherwise wait behind that work. setImmediate where there is one (Node, Bun).
const later: (run: () => void) => void =
  (globalThis as { setImmediate?: (run: () => void) => void }).setImmediate ?? setTimeout;

function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => later(resolve));
}

// A prefetched page the caller may never ask for must not raise an unhandled rejection.
function quiet<P>(promise: Promise<P>): Promise<P> {
  promise.catch(noop);
  return promise;
}

// The first URL is built by the SDK (`sort=name%2Casc`), later ones come from links (`sort=name,asc`):
// compare them with the query re-encoded and sorted.
function urlKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.href;
}
