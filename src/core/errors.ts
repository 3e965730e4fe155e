import { messageLength } from './defaults.js';
import type { ErrorBody } from './error-body.js';
import { parseErrorBody } from './error-body.js';
import { isJsonObject } from './json.js';
import { inspectable } from './runtime.js';
import { safeLine } from './safe-line.js';
import { cut, shown } from './shown.js';

const brand = Symbol.for('wdp-sdk.error');

/** A draft the first step of a two-step create made, as `WdpError.draft` holds it: what the namespace's `put` takes. */
export interface CreateDraft {
  /** The draft's id. */
  readonly id?: string | undefined;
  /** Its HAL links, among them the one its `put` follows. */
  readonly _links?: Record<string, CreateDraftLink | CreateDraftLink[]> | undefined;
}

/** A HAL link of a draft. */
export interface CreateDraftLink {
  /** The URL, or a URI template when `templated`. */
  readonly href: string;
  /** Whether `href` is a URI template. */
  readonly templated?: boolean | undefined;
}

/**
 * The base class of every error the SDK throws; `isWdpError()` recognises it across realms.
 * @example
 * try {
 *   await client.channels.get(channelId);
 * } catch (error) {
 *   if (error instanceof NotFoundError) console.log('No such channel:', error.url); // error.status is 404
 *   else if (isWdpError(error)) console.error(error.toJSON()); // any other SDK error, secrets redacted
 *   else throw error;
 * }
 */
export class WdpError extends Error {
  /** The error's class name, such as `NotFoundError`: what `catch` code can test across realms. */
  override name: string = 'WdpError';
  /** Marks the SDK's errors for `isWdpError()` across realms. @internal */
  readonly [brand] = true;
  /**
   * The id of the request that failed, to quote when asking about it: the service's `X-Request-Id`, else the one
   * the SDK sent. The message ends with it (` (request id <id>)`) and `toJSON()` shows it. Undefined where nothing was
   * sent, or a call was sent without one and answered without one.
   */
  declare readonly requestId: string | undefined;
  /**
   * Only on the error of a two-step `create` whose second step (the PUT) failed: the draft its first step made. The
   * namespace's `put` of it with the same body finishes the create and is safe to repeat; another `create` would
   * start a new draft, and make a second copy if the failed PUT had taken effect after all.
   */
  declare readonly draft?: CreateDraft | undefined;

  /** `message` is made one line, every control character shown escaped (`safeLine`): it may quote a server. */
  constructor(message?: string, options?: ErrorOptions) {
    super(message === undefined ? message : safeLine(message), options);
  }

  /**
   * A plain, secret-free form for logs and `JSON.stringify`, bounded whatever the error holds: nesting up to
   * 10 levels, 100 entries per object or array, strings up to 4096 characters and 1000 values in all, each cut
   * saying what was left out (an ellipsis and `900 more items`). The error's own properties keep their full values.
   */
  toJSON(): Record<string, unknown> {
    const { stack: _stack, cause: _cause, ...fields } = this as Record<string, unknown>;
    return shown({ ...fields, name: this.name, message: this.message }) as Record<string, unknown>;
  }
}
// What Node's `util.inspect` and `console.log` show of an SDK error (a browser's console has no such hook).
inspectable(WdpError);

/**
 * Whether `value` is an error thrown by this SDK (checks a `Symbol.for` brand too, so it works across realms).
 * @example
 * if (isWdpError(error) && error.name === 'RateLimitError') await retryLater();
 */
export function isWdpError(value: unknown): value is WdpError {
  return value instanceof WdpError || (isJsonObject(value) && (value as { [brand]?: unknown })[brand] === true);
}

/** Facts about a failed HTTP exchange, shared by every `ApiError`. */
export interface ApiErrorInit {
  /** The HTTP method that was sent, such as `GET`. */
  method: string;
  /** The URL that was requested. */
  url: string;
  /** The response's HTTP status. */
  status: number;
  /** The response's headers. */
  headers: Headers;
  /** The response body as text, kept whatever its format. */
  rawBody: string;
  /** Milliseconds the server asked to wait (`Retry-After`), when it said. */
  retryAfterMs?: number | undefined;
}

/** The service answered with a status outside 2xx. */
export class ApiError extends WdpError {
  override name: string = 'ApiError';
  /**
   * The response's HTTP status, as a literal type on each subclass (`404` on `NotFoundError`). Not a type parameter:
   * `instanceof` fills a class's type parameters with `any`, so `error instanceof ApiError` would type it `any`.
   */
  declare readonly status: number;
  /** The HTTP method that was sent, such as `GET`. */
  declare readonly method: string;
  /** The URL that was requested (credentials redacted). */
  declare readonly url: string;
  /** The response's headers. */
  declare readonly headers: Headers;
  /** The service's error body when it sent one in its usual shape. */
  declare readonly body: ErrorBody | undefined;
  /** The response body as text, kept whatever its format. */
  declare readonly rawBody: string;
  /** Milliseconds the response asked to wait before trying again (its `Retry-After`), when it said. */
  declare readonly retryAfterMs: number | undefined;

  /** `detail` replaces the error body's message in the error's message; either is cut at 1000 characters there. */
  constructor(init: ApiErrorInit, body: ErrorBody | undefined, detail?: string) {
    // Spring-style bodies often carry `message: ""`; the `error` phrase ("Forbidden") is better than nothing.
    const said = detail ?? (body?.message || body?.error);
    super(
      `Request failed with status code ${init.status}: ${init.method} ${init.url}` +
        (said ? ` (${cut(said, messageLength)})` : ''),
    );
    this.status = init.status;
    this.method = init.method;
    this.url = init.url;
    this.headers = init.headers;
    this.body = body;
    this.rawBody = init.rawBody;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** Builds the subclass that matches the status, parsing the service's error body when present. */
  static from(init: ApiErrorInit): ApiError {
    const body = parseErrorBody(init.rawBody);
    if (init.status >= 300 && init.status < 400)
      return new RedirectError(init, body, 'a redirect the SDK does not follow');
    const Subclass = statusErrors[init.status] ?? (init.status >= 500 ? ServerError : ApiError);
    return new Subclass(init, body);
  }
}

/** 400: the request body or query was malformed. */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError' as const;
  declare readonly status: 400;
}

/** 401: no valid token was sent; check the `auth` option or the API key. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError' as const;
  declare readonly status: 401;
}

/** 403: the token is valid but the profile may not do this (for example, not an admin of the workspace). */
export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError' as const;
  declare readonly status: 403;
}

/** 404: no such resource, or it is not visible to this profile. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError' as const;
  declare readonly status: 404;
}

/** 409: the request conflicts with the current state (for example, a pipeline that is already running). */
export class ConflictError extends ApiError {
  override name = 'ConflictError' as const;
  declare readonly status: 409;
}

/** 429: too many requests; `retryAfterMs` says how long the service asked to wait. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError' as const;
  declare readonly status: 429;
}

/**
 * 3xx: a redirect the SDK did not follow, because it pointed to another origin for a method other than GET
 * or HEAD, `crossOrigin` is `'refuse'`, there were too many in a row, or it came from a token endpoint.
 * Nothing was sent to `location`.
 */
export class RedirectError extends ApiError {
  override name = 'RedirectError' as const;
  /** Where the redirect pointed (credentials redacted), when the response said. */
  declare readonly location: string | undefined;

  constructor(init: ApiErrorInit, body: ErrorBody | undefined, reason: string) {
    super(init, body, reason);
    this.location = init.headers.get('location') ?? undefined;
  }
}

/** 5xx: the service failed; idempotent calls were already retried. */
export class ServerError extends ApiError {
  override name = 'ServerError' as const;
}

// The subclass of each status that has its own; `ApiError.from` picks from it.
const statusErrors: Record<number, new (init: ApiErrorInit, body: ErrorBody | undefined) => ApiError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitError,
};

/** The request never got a response: DNS, refused or reset connection. */
export class ConnectionError extends WdpError {
  override name: string = 'ConnectionError';
}

/** An attempt, a wait or a stream ran out of time, or a wait on the SDK's mock cannot end: see `reason`. */
export class TimeoutError extends ConnectionError {
  override name = 'TimeoutError' as const;
  /**
   * `'timeout'`: a time limit passed. `'stalled-clock'`: `jobs.wait` or `jobs.follow` found the SDK's mock on a
   * manual clock that stood still for a whole poll interval, so the job cannot change. @default 'timeout'
   */
  declare readonly reason: 'timeout' | 'stalled-clock';

  constructor(message?: string, options?: ErrorOptions & { reason?: TimeoutError['reason'] | undefined }) {
    super(message, options);
    this.reason = options?.reason ?? 'timeout';
  }
}

/**
 * A response body was longer than the client's `maxResponseBytes` allows (counted after gzip decoding): reading
 * stopped at the limit and the rest was dropped unread, so a huge or decompression-bomb answer costs no more memory.
 */
export class ResponseTooLargeError extends WdpError {
  override name = 'ResponseTooLargeError' as const;
  /** The limit the body passed, in bytes. */
  declare readonly maxBytes: number;

  constructor(message: string, maxBytes: number) {
    super(message);
    this.maxBytes = maxBytes;
  }
}

/**
 * The response arrived but its body cannot be used: it is not JSON, it is empty where a body was expected,
 * its root is not the JSON kind the model needs (in every mode), a `next` link cannot be followed, or
 * (in `strict` mode only) it does not match the model.
 */
export class ValidationError extends WdpError {
  override name = 'ValidationError' as const;
  /** The SDK operation, such as `channels.get`. */
  declare readonly operation: string;
  /** The path into the body of the first issue, such as `_embedded.jobs.3.status`. */
  declare readonly path: string;
  /** The response body as received (parsed JSON, or the text when it was not JSON). */
  declare readonly body: unknown;
  /** The response text exactly as received, when the body was read as a whole (not for items of a stream). */
  declare readonly rawBody: string | undefined;

  constructor(operation: string, path: string, detail: string, body: unknown, rawBody?: string) {
    super(`Response of ${operation} does not match the model at ${path || '(root)'}: ${detail}`);
    this.operation = operation;
    this.path = path;
    this.body = body;
    this.rawBody = rawBody;
  }
}

/** A method was called with input that cannot be sent; nothing was sent. */
export class InvalidArgumentError extends WdpError {
  override name = 'InvalidArgumentError' as const;
}
