import type { Hooks } from '../request-options.js';
import { AttemptClock } from './attempt-clock.js';
import { cancelBody, type HttpMethod } from './http.js';
import {
  type Answer,
  followRedirects,
  type Hop,
  isRedirect,
  type RedirectPolicy,
  RedirectRefused,
} from './redirects.js';
import { type RetryOptions, retryAfterMs } from './retry-policy.js';
import { sleep } from './timers.js';

/** A response outside 2xx, as the last attempt of a call ended; `text` is its body when it was read. */
export class StatusError extends Error {
  readonly response: Response;
  /** The body, read within the attempt's timeout when the failure is final ('' when unread or unreadable). */
  text = '';

  constructor(response: Response) {
    super(`status ${response.status}`);
    this.response = response;
  }
}

/** Reading a response body failed (the connection dropped mid-body); `cause` is what the read threw. */
export class BodyReadFailure extends Error {}

/** Reads a whole response body (text, bytes...) within the attempt. */
export type BodyReader<B> = (response: Response) => Promise<B>;

/** A 2xx response, the URL it came from (after any redirects), and its body when the call had it read within the attempt. */
export interface Received<B> extends Answer {
  body: B;
}

/** What every attempt of one call is sent with. */
export interface AttemptsInit {
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  /** The caller's signal: it cancels the attempt in flight and any wait between attempts. */
  signal: AbortSignal | undefined;
  /** Milliseconds an attempt may take: to the response head, and through the body when it is read. */
  timeout: number;
  retry: Required<RetryOptions>;
  /** A custom fetch is given a `Request` and `{}` per request; the global fetch gets the URL and init. */
  fetch: typeof globalThis.fetch | undefined;
  hooks: Hooks | undefined;
  /** Which redirects an attempt follows (fetch itself follows none). */
  redirects: RedirectPolicy;
  /** Runs before each retry, after its wait: logging and the `beforeRetry` hooks. */
  onRetry: (url: string, init: AttemptsInit, failure: unknown, retryCount: number) => Promise<void>;
}

/**
 * Sends a call: attempts until one answers 2xx (its body read by `read` within the attempt's timeout, when
 * given) or the failure is not retried (see `retryDelay`), then rejects with it: a `StatusError` (its body
 * read), an `AttemptTimeout`, a `BodyReadFailure`, a `RedirectRefused`, what fetch or a hook threw, or the
 * caller's abort reason. The body of a response that is retried or abandoned is cancelled at once.
 */
export async function sendAttempts<B = undefined>(
  url: string,
  init: AttemptsInit,
  read?: BodyReader<B>,
): Promise<Received<B>> {
  for (let retryCount = 1; ; retryCount++) {
    const clock = new AttemptClock(init.timeout, init.signal, init.fetch !== undefined || hasHooks(init.hooks));
    let failure: unknown;
    try {
      const answer = await attempt(url, init, clock);
      const { response } = answer;
      if (response.ok && read) return { ...answer, body: await readWithin(clock, () => read(response)) };
      if (response.ok) {
        clock.stop(); // the body is handed over unread (a stream): its reader keeps its own idle timeout
        return { ...answer, body: undefined as B };
      }
      failure = new StatusError(response);
    } catch (error) {
      // Work that failed because of the abort (a body made unusable by it) fails with the abort's reason.
      failure = clock.signal.aborted ? clock.signal.reason : error;
    }
    if (init.signal?.aborted) {
      clock.stop();
      discard(failure);
      throw init.signal.reason;
    }
    const wait = retryDelay(failure, retryCount, init.method, init.retry);
    if (wait === undefined) {
      if (failure instanceof StatusError)
        failure.text = await readWithin(clock, () => failure.response.text()).catch(() => '');
      clock.stop();
      if (init.signal?.aborted) throw init.signal.reason;
      throw failure;
    }
    clock.stop();
    discard(failure);
    await sleep(wait, init.signal);
    await init.onRetry(url, init, failure, retryCount);
  }
}

// The statuses whose Retry-After sets the wait (other statuses use the backoff; any status's Retry-After
// beyond `maxRetryAfter` stops the retries).
const retryAfterStatuses = new Set([413, 429, 503]);

/**
 * The wait before retry number `retryCount` of a failed attempt, or `undefined` when it is not retried: past
 * `limit`, a method not in `methods`, a status not in `statusCodes`, a Retry-After beyond `maxRetryAfter`, or a
 * redirect that was not followed. Timeouts, network errors, bodies cut off and hook errors are retried. The
 * wait is a 413/429/503's Retry-After, else full jitter over 500 ms x 2^(n-1), capped at `backoffLimit`.
 */
function retryDelay(
  failure: unknown,
  retryCount: number,
  method: string,
  retry: Required<RetryOptions>,
): number | undefined {
  if (retryCount > retry.limit || !retry.methods.includes(method as HttpMethod) || failure instanceof RedirectRefused)
    return undefined;
  if (failure instanceof StatusError) {
    const { status, headers } = failure.response;
    if (!retry.statusCodes.includes(status)) return undefined;
    const after = retryAfterMs(headers);
    if (after !== undefined && after > retry.maxRetryAfter) return undefined;
    if (after !== undefined && retryAfterStatuses.has(status)) return after;
  }
  return Math.min(retry.backoffLimit, Math.random() * 500 * 2 ** (retryCount - 1));
}

/** One attempt: `beforeRequest` hooks, fetch (and any redirects) within the attempt's time, `afterResponse` hooks. */
async function attempt(url: string, init: AttemptsInit, clock: AttemptClock): Promise<Answer> {
  const { method, headers, body, hooks } = init;
  const signal = clock.signal;
  if (!init.fetch && !hasHooks(hooks)) {
    const response = await clock.within(
      globalThis.fetch(
        url,
        body === undefined
          ? { method, headers, signal, redirect: 'manual' }
          : { method, headers, body, signal, redirect: 'manual' },
      ),
    );
    const first = { url, method, headers, body };
    const answer = isRedirect(response)
      ? await clock.within(followRedirects(first, response, init.redirects, (hop) => send(hop, undefined, signal)))
      : { response, url };
    clock.headArrived = true;
    return answer;
  }
  let request = new Request(url, {
    method,
    headers,
    body: body ?? null,
    signal,
    duplex: 'half',
    redirect: 'manual',
  } as RequestInit);
  let response: Response | undefined;
  let from = url;
  for (const hook of hooks?.beforeRequest ?? []) {
    const result = await hook(request);
    if (result instanceof Response) {
      response = result;
      break;
    }
    if (result instanceof Request) {
      // A hook's own Request keeps the attempt's signal (timeouts and aborts still reach it) and manual redirects.
      request = new Request(result, { signal, redirect: 'manual' });
      break;
    }
  }
  if (response === undefined) {
    const fetch = init.fetch;
    const sent = request;
    response = await clock.within(fetch ? fetch(sent, {}) : globalThis.fetch(sent));
    if (isRedirect(response)) {
      const hop = { url: sent.url, method: sent.method, headers: Object.fromEntries(sent.headers), body };
      // A Content-Type fetch made up (a form's boundary) would not match the body sent again: fetch makes it anew.
      if (headers['content-type'] === undefined) delete hop.headers['content-type'];
      ({ response, url: from } = await clock.within(
        followRedirects(hop, response, init.redirects, (next) => send(next, fetch, signal)),
      ));
    }
  }
  clock.headArrived = true;
  for (const hook of hooks?.afterResponse ?? []) response = await afterResponse(hook, request, response);
  return { response, url: from };
}

function hasHooks(hooks: Hooks | undefined): boolean {
  return Boolean(hooks?.beforeRequest?.length || hooks?.afterResponse?.length);
}

/** Sends one hop of a redirect chain. */
function send(hop: Hop, fetch: typeof globalThis.fetch | undefined, signal: AbortSignal): Promise<Response> {
  const init = {
    method: hop.method,
    headers: hop.headers,
    body: hop.body ?? null,
    signal,
    redirect: 'manual',
    duplex: 'half',
  } as RequestInit;
  return fetch ? fetch(new Request(hop.url, init), {}) : globalThis.fetch(hop.url, init);
}

type AfterResponse = NonNullable<Hooks['afterResponse']>[number];

/** Runs one `afterResponse` hook on a copy of the response; whichever response is not kept has its body cancelled. */
async function afterResponse(hook: AfterResponse, request: Request, given: Response): Promise<Response> {
  const [response, copy] = twins(given);
  let replaced: Response | void;
  try {
    replaced = await hook(request, copy);
  } catch (error) {
    cancelBody(copy);
    cancelBody(response);
    throw error;
  }
  const next = replaced instanceof Response ? replaced : response;
  if (copy !== next) cancelBody(copy);
  if (response !== next) cancelBody(response);
  return next;
}

/**
 * Two responses reading the same body. Not `response.clone()`: Node's fetch then raises an unhandled rejection
 * when the request is aborted (a timeout) before the body is read, which would crash the caller's process.
 */
function twins(response: Response): [Response, Response] {
  if (response.body === null) return [response, response.clone()];
  const [one, two] = response.body.tee();
  const init = { status: response.status, statusText: response.statusText, headers: response.headers };
  return [new Response(one, init), new Response(two, init)];
}

/** Frees the body of a response that is dropped (retried, or the caller aborted). */
function discard(failure: unknown): void {
  if (failure instanceof StatusError || failure instanceof RedirectRefused) cancelBody(failure.response);
}

/** Reads a body within the attempt's time; a read that fails on its own is a `BodyReadFailure`. */
async function readWithin<B>(clock: AttemptClock, read: () => Promise<B>): Promise<B> {
  try {
    return await clock.within(read());
  } catch (error) {
    if (clock.signal.aborted) throw clock.signal.reason;
    throw new BodyReadFailure('the response body could not be read', { cause: error });
  } finally {
    clock.stop();
  }
}
