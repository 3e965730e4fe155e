import { TimeoutError as KyTimeoutError } from 'ky';

/** How the first attempt of a call ended: a response (any status), a timeout, or what fetch threw. */
export type FirstOutcome = { response: Response } | { timedOut: true } | { error: unknown };

/** What the first attempt is sent with: the settled parts of ky's `Request` for the call. */
export interface DirectInit {
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
  /** The caller's signal. */
  signal?: AbortSignal | undefined;
  /** The attempt's timeout in ms, as ky's `timeout` option. */
  timeout: number;
}

/**
 * The first attempt of a call, sent straight to fetch the way ky sends each attempt: one
 * AbortController per attempt (joined with the caller's signal), a timer of `timeout` ms running from
 * the fetch call until the response head arrives (the body is not covered), which aborts the fetch
 * and ends the attempt as timed out. A custom `fetch` is given a `Request` and `{}`, as ky gives it;
 * the global fetch gets the URL and init, which it turns into the same `Request` itself.
 * This skips ky's per-call `Request`, its clone and its options merge. Never rejects.
 */
export function firstAttempt(fetch: typeof globalThis.fetch | undefined, url: string, init: DirectInit): Promise<FirstOutcome> {
  const controller = new AbortController();
  const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
  const request: RequestInit = { method: init.method, headers: init.headers, signal };
  if (init.body !== undefined) request.body = init.body;
  return new Promise<FirstOutcome>((resolve) => {
    const timer = setTimeout(() => {
      controller.abort();
      resolve({ timedOut: true });
    }, init.timeout);
    const done = (outcome: FirstOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    try {
      const sent = fetch ? fetch(new Request(url, { ...request, duplex: 'half' } as RequestInit), {}) : globalThis.fetch(url, request);
      sent.then((response) => done({ response }), (error: unknown) => done({ error }));
    } catch (error) {
      // ky's timer stays armed when fetch throws synchronously; ending the attempt here is what it reports.
      done({ error });
    }
  });
}

/**
 * A fetch for ky that answers ky's first attempt with `outcome` (a timeout as ky's own `TimeoutError`
 * for ky's request) and sends every later attempt through `fetch`: ky then runs its retry logic
 * (statuses, Retry-After, backoff, hooks, the caller's abort) exactly as if it had sent the first attempt.
 */
function replayFetch(outcome: FirstOutcome, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  let replayed = false;
  return (input, init) => {
    if (replayed) return fetch(input, init);
    replayed = true;
    if ('response' in outcome) return Promise.resolve(outcome.response);
    if ('timedOut' in outcome) return Promise.reject(new KyTimeoutError(input as Request));
    return Promise.reject(outcome.error);
  };
}

/**
 * Sends a call's first attempt straight to fetch (`firstAttempt`). A 2xx response is the answer, as ky
 * would give it without hooks; anything else (another status, a timeout, a network error, an abort) is
 * handed to `viaKy` with a `replayFetch`, so that retries, Retry-After, hooks and errors stay ky's.
 */
export function sendDirect(fetch: typeof globalThis.fetch | undefined, kyFetch: typeof globalThis.fetch, url: string, init: DirectInit, viaKy: (fetch: typeof globalThis.fetch) => Promise<Response>): Promise<Response> {
  return firstAttempt(fetch, url, init).then((outcome) => ('response' in outcome && outcome.response.ok ? outcome.response : viaKy(replayFetch(outcome, kyFetch))));
}
