// Node's fetch (undici) tees a request's body so that it could send it again, unless the request's redirect mode is
// 'error' and it has no window; the branch it keeps is never read, so it holds every byte sent: a 200 MiB upload
// took 200 MiB more memory (nodejs/undici#4058). wdp sends its uploads in that mode, so their bytes go from disk
// to the socket as the socket takes them; a redirect, which the SDK would otherwise follow, is refused instead.

/**
 * A fetch that sends each request with a body without undici's copy of it (requests without one go as they are),
 * over `base`, late-bound to the global fetch by default.
 * @example const client = (await invocation.client()).withOptions({ fetch: streamingFetch() });
 */
export function streamingFetch(
  base: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): typeof globalThis.fetch {
  return async (input, init) => {
    if (!(input instanceof Request) || input.body === null) return base(input, init);
    try {
      return await base(input, { ...init, redirect: 'error', window: null });
    } catch (error) {
      if (!(error instanceof Error) || (error.cause as Error | undefined)?.message !== 'unexpected redirect')
        throw error;
      // wdp retells a failed connection by its innermost cause's message, and this one says more; that there is a
      // cause tells the SDK why the fetch failed (a bare TypeError, a browser's, may have carried the request).
      const why =
        'it answered the upload with a redirect, which wdp does not follow for an upload streamed from disk; ' +
        'give the address it leads to as --base-url';
      throw new TypeError(why, { cause: new Error(why) });
    }
  };
}
