import type { CheckedOptions } from '../arguments/request-options.js';
import { InvalidArgumentError } from '../errors.js';
import { isSecretHeader } from '../redact.js';
import { AttemptClock } from './attempt-clock.js';
import { readText } from './body.js';
import type { AttemptsConfig, Call, Received } from './call.js';
import { AttemptTimeout, failureKind, NetworkFailure, RedirectRefused, StatusError, toWdpError } from './failures.js';
import type { Hooks } from './hooks.js';
import { cancelBody } from './http.js';
import { followRedirects, type Hop, isRedirect } from './redirects.js';
import { requestHeaders } from './request-headers.js';
import { requestIdHeader } from './request-id.js';
import { retryAfterMs, retryDelay } from './retry-policy.js';
import { sleep } from './timers.js';

/** Reads a whole response body (text, bytes...) within the attempt. */
export type BodyReader<B> = (response: Response) => Promise<B>;

/** What one attempt got, and whether the request that got it carried the token (see `StatusError`). */
type Answer<B = undefined> = Received<B> & { tokenSent: boolean };

/**
 * Sends a call to `url` (with `token` when the URL may receive it): attempts until one answers 2xx (its body
 * read by `read` within the attempt's timeout, when given) or the failure is not retried (see `retryDelay`),
 * then rejects with the failure, raw (see failures.ts): a `StatusError` (its body read), an `AttemptTimeout`, a
 * `BodyReadFailure`, a `NetworkFailure`, a `RedirectRefused`, what a hook threw, or the caller's abort reason.
 * At level debug it logs each attempt's outcome; before each retry it logs (info) and runs the `beforeRetry`
 * hooks. A logger that throws ends the call with its error, never retried. The body of a response that is retried
 * or abandoned is cancelled at once.
 */
export async function sendAttempts<B = undefined>(
  call: Call<unknown>,
  url: string,
  token: string | undefined,
  options: CheckedOptions,
  config: AttemptsConfig,
  read?: BodyReader<B>,
): Promise<Received<B>> {
  const { method } = call;
  const request: Hop = { url, method, headers: requestHeaders(call, token, options, config), body: bodyOf(call) };
  const retry = options.retry === undefined ? config.retry : { ...config.retry, ...options.retry };
  const { signal } = options;
  // The plain path (the global fetch, no hooks) needs no race: see AttemptClock.
  const race = config.fetch !== undefined || hasHooks(config.hooks);
  const debug = config.logger.debugOn === true;
  // A second run (after a 401 refreshed the token) goes on counting the call's attempts; its retries start afresh.
  const before = call.attempts ?? 0;
  for (let retryCount = 1; ; retryCount++) {
    call.attempts = before + retryCount;
    // Read for each attempt: a shared token exchange lengthens it for a call that joins it (client-credentials.ts).
    const clock = new AttemptClock(options.timeout ?? config.timeout, signal, race, !read);
    const started = debug ? performance.now() : 0;
    let answer: Answer<B> | undefined;
    let failure: unknown;
    let wait: number | undefined;
    // However the attempt ends (the caller's logger may throw too), its clock stops and a failure's body is let go.
    try {
      try {
        const received = (await attempt(request, clock, call, config)) as Answer<B>;
        const { response } = received;
        if (response.ok) {
          if (read) received.body = await clock.read(() => read(response));
          answer = received;
        } else failure = new StatusError(response, retryAfterMs(response.headers), received.tokenSent);
      } catch (error) {
        // Work that failed because of the abort (a body made unusable by it) fails with the abort's reason.
        failure = clock.signal.aborted
          ? clock.signal.reason
          : error instanceof TypeError
            ? new NetworkFailure(error.message, { cause: error })
            : error;
      }
      const outcome = answer ? answer.response.status : signal?.aborted ? 'aborted' : failureKind(failure);
      if (debug) logAttempt(config, request, outcome, started, before + retryCount);
      // A body handed over unread (a stream) keeps its reader's own idle timeout once the clock stops.
      if (answer) return answer;
      if (signal?.aborted) throw signal.reason;
      wait = retryDelay(failure, retryCount, method, retry);
      if (wait === undefined) {
        if (failure instanceof StatusError) {
          const { response } = failure;
          failure.text = await clock
            .read(() => readText(response, config.maxResponseBytes.error, true))
            .catch(() => '');
        }
        throw signal?.aborted ? signal.reason : failure;
      }
    } finally {
      clock.stop();
      discard(failure);
    }
    await sleep(wait, signal);
    await announceRetry(failure, retryCount, request, call, options, config);
  }
}

/** One attempt: `beforeRequest` hooks, fetch (and any redirects) within the attempt's time, `afterResponse` hooks. */
async function attempt(
  request: Hop,
  clock: AttemptClock,
  call: Call<unknown>,
  config: AttemptsConfig,
): Promise<Answer> {
  const { url, headers, body } = request;
  const { fetch, hooks } = config;
  const signal = clock.signal;
  if (!hasHooks(hooks) && (!fetch || body instanceof FormData)) {
    const response = await clock.within(sendHop(request, fetch, signal));
    const received = isRedirect(response)
      ? await follow(request, response, clock, call, config)
      : { response, url, body: undefined, tokenSent: carriesToken(request.headers) };
    clock.headArrived = true;
    return received;
  }
  let sent = new Request(url, init(request, signal));
  let received: Answer | undefined;
  for (const hook of hooks?.beforeRequest ?? []) {
    const result = await hook(sent);
    if (result instanceof Response) {
      received = { response: result, url, body: undefined, tokenSent: sent.headers.has('authorization') };
      break;
    }
    if (result instanceof Request) {
      // A hook's own Request keeps the attempt's signal (timeouts and aborts still reach it) and manual redirects.
      sent = new Request(result, { signal, redirect: 'manual' });
      break;
    }
  }
  if (received === undefined) {
    const response = await clock.within(fetch ? fetch(sent, {}) : globalThis.fetch(sent));
    if (isRedirect(response)) {
      const hop = { url: sent.url, method: sent.method, headers: Object.fromEntries(sent.headers), body };
      // A Content-Type fetch made up (a form's boundary) would not match the body sent again: fetch makes it anew.
      if (headers['content-type'] === undefined) delete hop.headers['content-type'];
      received = await follow(hop, response, clock, call, config);
    } else received = { response, url, body: undefined, tokenSent: sent.headers.has('authorization') };
  }
  clock.headArrived = true;
  for (const hook of hooks?.afterResponse ?? []) received.response = await afterResponse(hook, sent, received.response);
  return received;
}

function hasHooks(hooks: Hooks | undefined): boolean {
  return Boolean(hooks?.beforeRequest?.length || hooks?.afterResponse?.length);
}

/** A call's body: its `json` written out, else its `body` as it is. */
function bodyOf(call: Call<unknown>): BodyInit | undefined {
  if (call.json === undefined) return call.body;
  try {
    return JSON.stringify(call.json);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new InvalidArgumentError(
      `${call.operation}: the JSON body cannot be written out (${why}); nothing was sent.`,
    );
  }
}

/** Follows a redirect within the attempt's time: the answer is the last hop's, from its URL, as sent (token or not). */
async function follow(
  first: Hop,
  response: Response,
  clock: AttemptClock,
  call: Call<unknown>,
  config: AttemptsConfig,
): Promise<Answer> {
  let last = first;
  const send = (hop: Hop): Promise<Response> => {
    last = hop;
    return sendHop(hop, config.fetch, clock.signal);
  };
  const answer = await clock.within(followRedirects(first, response, call, config, send));
  return { response: answer, url: last.url, body: undefined, tokenSent: carriesToken(last.headers) };
}

/** Whether a request's headers carry the token: a hop to another origin carries no Authorization header. */
function carriesToken(headers: Hop['headers']): boolean {
  return headers['authorization'] !== undefined;
}

/**
 * Sends one hop of a redirect chain. A custom fetch is given a `Request`, but a form (an upload) as it is, in `init`:
 * WebKit cannot read back a `Request` made of a form with files, which an in-process mock's fetch must do.
 */
function sendHop(hop: Hop, fetch: typeof globalThis.fetch | undefined, signal: AbortSignal): Promise<Response> {
  if (!fetch) return globalThis.fetch(hop.url, init(hop, signal));
  return hop.body instanceof FormData
    ? fetch(hop.url, init(hop, signal))
    : fetch(new Request(hop.url, init(hop, signal)), {});
}

/** What fetch is given for a hop: its method, headers and body, the attempt's signal, and redirects left to us. */
function init({ method, headers, body }: Hop, signal: AbortSignal): RequestInit {
  return { method, headers, body: body ?? null, signal, redirect: 'manual', duplex: 'half' } as RequestInit;
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

/**
 * The debug line of an attempt: method, URL, status or failure, duration, attempt number and request id (the logger
 * redacts it).
 */
function logAttempt(config: AttemptsConfig, request: Hop, outcome: number | string, started: number, n: number): void {
  const ms = Math.round(performance.now() - started);
  config.logger.debug(
    `wdp-sdk: ${request.method} ${request.url} ${outcome} in ${ms} ms (attempt ${n}${idOf(request)})`,
  );
}

/** The request id of a hop's log lines, as `, request id …`, or nothing when it was sent without one. */
function idOf(request: Hop): string {
  const id = request.headers[requestIdHeader];
  return id ? `, request id ${id}` : '';
}

/** Frees the body of a response that is dropped (retried, or the caller aborted). */
function discard(failure: unknown): void {
  if (failure instanceof StatusError || failure instanceof RedirectRefused) cancelBody(failure.response);
}

/**
 * Before a retry: a log line, then the `beforeRetry` hooks, given the SDK's error (as `toWdpError` makes it:
 * an `ApiError` without its body, `TimeoutError`, `ConnectionError`) and a body-less copy of the request
 * without its credential headers.
 */
async function announceRetry(
  failure: unknown,
  retryCount: number,
  request: Hop,
  call: Call<unknown>,
  options: CheckedOptions,
  config: AttemptsConfig,
): Promise<void> {
  const { method, url, headers } = request;
  const reason =
    failure instanceof AttemptTimeout ? 'a timeout' : failure instanceof Error ? failure.message : String(failure);
  config.logger.info(`wdp-sdk: retry ${retryCount} of ${method} ${url} after ${reason}${idOf(request)}`);
  const hooks = config.hooks?.beforeRetry ?? [];
  if (hooks.length === 0) return;
  const { secrets } = config;
  const error = toWdpError(failure, call, url, options, config);
  const copy = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (!isSecretHeader(name)) copy.append(name, secrets.redact(value));
  }
  const event = {
    request: new Request(secrets.redact(url), { method, headers: copy }),
    error: error instanceof Error ? error : new Error(String(error)),
    retryCount,
  };
  for (const hook of hooks) await hook(event);
}
