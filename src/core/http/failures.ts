import type { CheckedOptions } from '../arguments/request-options.js';
import {
  ApiError,
  ConnectionError,
  RedirectError,
  ResponseTooLargeError,
  TimeoutError,
  ValidationError,
} from '../errors.js';
import { redactError, type Secrets, safeCause } from '../redact.js';
import type { Call, HttpConfig } from './call.js';
import { identifyError } from './request-id.js';

// How an attempt fails, raw: the attempt loop decides on these whether to retry; `toWdpError` tells the caller.

/** A response outside 2xx; `text` is its body when the failure is final (read within the attempt's timeout). */
export class StatusError extends Error {
  declare readonly response: Response;
  /** The wait its Retry-After asked for, in ms, when it had a valid one. */
  declare readonly retryAfterMs: number | undefined;
  /** Whether the request it answers carried an Authorization header (a hop to another origin carries none). */
  declare readonly tokenSent: boolean;
  /** The body ('' while unread, or when unreadable). */
  text = '';

  constructor(response: Response, retryAfterMs: number | undefined, tokenSent: boolean) {
    super(`status ${response.status}`);
    this.response = response;
    this.retryAfterMs = retryAfterMs;
    this.tokenSent = tokenSent;
  }
}

/** An attempt that did not complete within its timeout: no response head, or (`inBody`) not the whole body. */
export class AttemptTimeout extends Error {
  declare readonly inBody: boolean;

  constructor(ms: number, inBody: boolean) {
    super(inBody ? `the body did not arrive within ${ms} ms` : `no response within ${ms} ms`);
    this.inBody = inBody;
  }
}

/** Reading a response body failed (the connection dropped mid-body); `cause` is what the read threw. */
export class BodyReadFailure extends Error {}

/** A JSON body longer than `limit` bytes: reading stopped there (never retried: the next answer is as long). */
export class BodyTooLarge extends Error {
  declare readonly limit: number;

  constructor(limit: number) {
    super();
    this.limit = limit;
  }
}

/** What fetch (or a hook) threw as a `TypeError` during an attempt: no response came; `cause` is that error. */
export class NetworkFailure extends Error {}

/** A redirect the attempt did not follow; `response` is the 3xx (its body cancelled), the message says why. */
export class RedirectRefused extends Error {
  declare readonly response: Response;
  /** The URL that answered with the redirect. */
  declare readonly url: string;

  constructor(response: Response, url: string, reason: string) {
    super(reason);
    this.response = response;
    this.url = url;
  }
}

/** What an attempt's raw failure was, for its debug line: the status of a response, else the kind of failure. */
export function failureKind(failure: unknown): number | string {
  if (failure instanceof StatusError) return failure.response.status;
  if (failure instanceof RedirectRefused) return `${failure.response.status}, redirect not followed`;
  if (failure instanceof AttemptTimeout) return 'timed out';
  if (failure instanceof NetworkFailure) return 'failed to connect';
  if (failure instanceof BodyReadFailure) return 'failed reading the body';
  return 'failed';
}

/**
 * What a call's failure is handed out as: the caller's abort gives the signal's reason, as it is; a raw failure
 * becomes its `WdpError` (`StatusError` -> `ApiError` by status, `RedirectRefused` -> `RedirectError`,
 * `AttemptTimeout` -> `TimeoutError`, `BodyReadFailure` and `NetworkFailure` -> `ConnectionError`, `BodyTooLarge`
 * -> `ResponseTooLargeError`); anything else
 * (a hook's own error, an SDK error raised on the way) is kept. Then every `WdpError` goes through the one
 * redaction step, given the call's request id (request-id.ts). The attempt loop calls it for `beforeRetry` events,
 * the transport for the error a call rejects with. Nothing of the request is kept but its method, URL and id.
 */
export function toWdpError(
  failure: unknown,
  call: Pick<Call<unknown>, 'method' | 'requestId'>,
  url: string,
  options: CheckedOptions,
  config: Pick<HttpConfig, 'timeout' | 'secrets'>,
): unknown {
  if (options.signal?.aborted) return options.signal.reason;
  const { secrets } = config;
  const error = translate(failure, call.method, url, options.timeout ?? config.timeout, secrets);
  // Only what happened to a request that was sent (a raw failure, a body the validation refused) has its id.
  const sent = error !== failure || error instanceof ValidationError;
  return redactError(sent ? identifyError(error, call.requestId) : error, secrets);
}

/** A raw failure as the SDK's error, its text redacted before any of it is cut; anything else as it is. */
function translate(failure: unknown, method: string, rawUrl: string, timeout: number, secrets: Secrets): unknown {
  const url = secrets.redact(rawUrl);
  // Sent and never retried unless asked: the service may have acted on it, so sending it again may do it twice.
  const unsure =
    method === 'POST' || method === 'PATCH' ? ' and may have taken effect: check before sending it again' : '';
  if (failure instanceof StatusError) {
    const { response } = failure;
    return ApiError.from({
      method,
      url,
      status: response.status,
      headers: secrets.headers(response.headers),
      rawBody: secrets.redact(failure.text),
      retryAfterMs: failure.retryAfterMs,
    });
  }
  if (failure instanceof RedirectRefused) {
    const { response } = failure;
    const init = {
      method,
      url: secrets.redact(failure.url),
      status: response.status,
      headers: secrets.headers(response.headers),
      rawBody: '',
    };
    return new RedirectError(init, undefined, `${secrets.redact(failure.message)}; nothing was sent there`);
  }
  if (failure instanceof AttemptTimeout) {
    const what = failure.inBody ? 'did not receive the whole response body' : 'got no response';
    return new TimeoutError(
      `${method} ${url} ${what} within ${timeout} ms${unsure}; raise the \`timeout\` option or check the service.`,
    );
  }
  if (failure instanceof BodyTooLarge) {
    const { limit } = failure;
    return new ResponseTooLargeError(
      `${method} ${url} sent a body over ${limit} bytes; raise the client option \`maxResponseBytes.json\` if ` +
        'such bodies are expected.',
      limit,
    );
  }
  if (failure instanceof BodyReadFailure) {
    return new ConnectionError(`${method} ${url} failed while reading the response body${unsure}; check the network.`, {
      cause: safeCause(failure.cause, secrets),
    });
  }
  if (failure instanceof NetworkFailure) {
    const said = secrets.redact(failure.message);
    const cause = { cause: safeCause(failure.cause, secrets) };
    return unsure && mayHaveCarried(failure)
      ? new ConnectionError(`${method} ${url} got no response (${said})${unsure}; check the network.`, cause)
      : new ConnectionError(
          `${method} ${url} failed before a response (${said}); check \`baseUrl\` and the network.`,
          cause,
        );
  }
  return failure;
}

/**
 * Whether a failed fetch may have carried its request: its connection broke once open (a reset: `ECONNRESET`,
 * undici's `UND_ERR_SOCKET`), or the runtime did not say why (a browser's bare TypeError). A refused connection, a
 * missing host or a refused redirect did not.
 */
function mayHaveCarried(failure: NetworkFailure): boolean {
  const why = (failure.cause as Error | undefined)?.cause as { code?: unknown } | undefined;
  return !why || /^(ECONNRESET|EPIPE|ECONNABORTED|UND_ERR_(SOCKET|CLOSED))$/.test(String(why.code));
}
