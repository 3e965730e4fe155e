import type { Hooks } from './request-options.js';
import type { HttpMethod } from './http.js';
import { retryAfterMs, type RetryOptions } from './retry.js';
import { sleep } from './timers.js';

/** A response outside 2xx, as the last attempt of a call ended; its body is still unread. */
export class StatusError extends Error {
  readonly response: Response;

  constructor(response: Response) {
    super(`status ${response.status}`);
    this.response = response;
  }
}

/** An attempt that got no response head within its timeout (the attempt was aborted). */
export class AttemptTimeout extends Error {}

/** What every attempt of one call is sent with. */
export interface AttemptsInit {
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  /** The caller's signal: it cancels the attempt in flight and any wait between attempts. */
  signal: AbortSignal | undefined;
  /** Milliseconds from the fetch call to the response head, per attempt. */
  timeout: number;
  retry: Required<RetryOptions>;
  /** A custom fetch is given a `Request` and `{}` per attempt; the global fetch gets the URL and init. */
  fetch: typeof globalThis.fetch | undefined;
  hooks: Hooks | undefined;
  /** Runs before each retry, after its wait: logging and the `beforeRetry` hooks. */
  onRetry: (url: string, init: AttemptsInit, failure: unknown, retryCount: number) => Promise<void>;
}

/**
 * Sends a call: attempts until one answers 2xx or the failure is not retried (see `retryDelay`), then
 * rejects with it: a `StatusError`, an `AttemptTimeout`, what fetch or a hook threw, or the caller's
 * abort reason. The body of a response that is retried or abandoned is cancelled at once.
 */
export async function sendAttempts(url: string, init: AttemptsInit): Promise<Response> {
  for (let retryCount = 1; ; retryCount++) {
    let failure: unknown;
    try {
      const response = await attempt(url, init);
      if (response.ok) return response;
      failure = new StatusError(response);
    } catch (error) {
      failure = error;
    }
    if (init.signal?.aborted) {
      discard(failure);
      throw init.signal.reason;
    }
    const wait = retryDelay(failure, retryCount, init.method, init.retry);
    if (wait === undefined) throw failure;
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
 * `limit`, a method not in `methods`, a status not in `statusCodes`, or a Retry-After beyond `maxRetryAfter`.
 * Timeouts, network errors and hook errors are retried. The wait is a 429/503's Retry-After, else full
 * jitter over 500 ms x 2^(n-1), capped at `backoffLimit`.
 */
function retryDelay(failure: unknown, retryCount: number, method: string, retry: Required<RetryOptions>): number | undefined {
  if (retryCount > retry.limit || !retry.methods.includes(method as HttpMethod)) return undefined;
  if (failure instanceof StatusError) {
    const { status, headers } = failure.response;
    if (!retry.statusCodes.includes(status)) return undefined;
    const after = retryAfterMs(headers);
    if (after !== undefined && after > retry.maxRetryAfter) return undefined;
    if (after !== undefined && retryAfterStatuses.has(status)) return after;
  }
  return Math.min(retry.backoffLimit, Math.random() * 500 * 2 ** (retryCount - 1));
}

/** One attempt: `beforeRequest` hooks, fetch under the attempt's timeout, `afterResponse` hooks. */
async function attempt(url: string, init: AttemptsInit): Promise<Response> {
  const controller = new AbortController();
  const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
  const { method, headers, body, hooks } = init;
  if (!init.fetch && !hooks?.beforeRequest?.length && !hooks?.afterResponse?.length) {
    return timed(() => globalThis.fetch(url, body === undefined ? { method, headers, signal } : { method, headers, body, signal }), controller, init.timeout);
  }
  let request = new Request(url, { method, headers, body: body ?? null, signal, duplex: 'half' } as RequestInit);
  let response: Response | undefined;
  for (const hook of hooks?.beforeRequest ?? []) {
    const result = await hook(request);
    if (result instanceof Response) {
      response = result;
      break;
    }
    if (result instanceof Request) {
      // A hook's own Request keeps the attempt's signal, so that timeouts and aborts still reach it.
      request = new Request(result, { signal });
      break;
    }
  }
  const fetch = init.fetch;
  const sent = request;
  response ??= await timed(() => (fetch ? fetch(sent, {}) : globalThis.fetch(sent)), controller, init.timeout);
  for (const hook of hooks?.afterResponse ?? []) response = await afterResponse(hook, request, response);
  return response;
}

type AfterResponse = NonNullable<Hooks['afterResponse']>[number];

/** Runs one `afterResponse` hook on a copy of the response; whichever response is not kept has its body cancelled. */
async function afterResponse(hook: AfterResponse, request: Request, response: Response): Promise<Response> {
  const copy = response.clone();
  let replaced: Response | void;
  try {
    replaced = await hook(request, copy);
  } catch (error) {
    cancel(copy);
    cancel(response);
    throw error;
  }
  const next = replaced instanceof Response ? replaced : response;
  if (copy !== next) cancel(copy);
  if (response !== next) cancel(response);
  return next;
}

function cancel(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}

/** Frees the body of a response that is dropped (retried, or the caller aborted). */
function discard(failure: unknown): void {
  if (failure instanceof StatusError) cancel(failure.response);
}

/**
 * Runs `send` with a timer of `ms` running until the response head arrives (the body is not covered); when it
 * fires, the attempt is aborted and rejects with `AttemptTimeout`.
 */
function timed(send: () => Promise<Response>, controller: AbortController, ms: number): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new AttemptTimeout(`no response within ${ms} ms`));
    }, ms);
    const settle = () => clearTimeout(timer);
    try {
      send().then(resolve, reject).finally(settle);
    } catch (error) {
      settle();
      reject(error);
    }
  });
}
