import { InvalidArgumentError } from './errors.js';
import { checkHeaders } from './http/request-headers.js';
import { type RetryOptions, resolveRetry } from './http/retry-policy.js';
import { checkSignal } from './http/signal.js';
import { checkMs } from './http/timers.js';
import { checkKeys, isOptionsObject, keysOf, kindOf } from './validation/options.js';
import { checkValidationMode, type ValidationMode } from './validation/validator.js';

/** Extra headers; `undefined` keeps the default and `null` removes it. */
export type HeadersOption = Record<string, string | null | undefined>;

/** Per-call options, accepted as the last argument of every method. */
export interface RequestOptions {
  /** Cancels the request (and any retry wait); the signal's reason is what is thrown. */
  signal?: AbortSignal | undefined;
  /** Milliseconds each attempt may take before `TimeoutError`. */
  timeout?: number | undefined;
  /** Headers for this call, merged over the client's. */
  headers?: HeadersOption | undefined;
  /** Retry settings for this call; pass `{ methods: ['POST'] }` to let a safe POST retry. */
  retry?: RetryOptions | number | undefined;
  /** Validation mode for this call. */
  validation?: ValidationMode | undefined;
}

/** Called around each attempt of a request (a retried call runs `beforeRequest` and `afterResponse` again). */
export interface Hooks {
  /**
   * Before each attempt; may return a changed `Request`, or a `Response` to skip the network. The request is
   * the live one, Authorization header included: do not log it whole.
   */
  beforeRequest?: Array<(request: Request) => Request | Response | void | Promise<Request | Response | void>>;
  /** After each response; may return a replacement `Response`. The request is the live one, as in `beforeRequest`. */
  afterResponse?: Array<(request: Request, response: Response) => Response | void | Promise<Response | void>>;
  /** Before each retry, with the failure that caused it. */
  beforeRetry?: Array<(event: RetryEvent) => void | Promise<void>>;
}

/** What `beforeRetry` hooks are told; nothing in it carries a credential. */
export interface RetryEvent {
  /** A copy of the request about to be retried: method, URL and headers, without its body or credential headers. */
  request: Request;
  /** The failure, as the SDK's error: `ApiError` (its body not read), `TimeoutError` or `ConnectionError`. */
  error: Error;
  /** 1 for the first retry. */
  retryCount: number;
}

/** Request options as the last, optional element of a method's argument tuple (overloaded methods). */
export type OptionsArg = RequestOptions | undefined;

const requestOptionKeys = keysOf<RequestOptions>({
  signal: true,
  timeout: true,
  headers: true,
  retry: true,
  validation: true,
});

/**
 * Checks per-call options; throws `InvalidArgumentError` at the call, before anything is sent. `where` (a
 * method's signature) opens the message when given.
 */
export function checkRequestOptions(options: RequestOptions, where?: string): void {
  if (!isOptionsObject(options)) {
    const opening = where === undefined ? 'The last argument' : `${where}: the last argument`;
    throw new InvalidArgumentError(
      `${opening}, the request options, must be an object such as { timeout: 5000, signal }; got ${kindOf(options)}.`,
    );
  }
  checkKeys(options, requestOptionKeys, where ?? 'The request options');
  checkMs('timeout', options.timeout, 0);
  if (options.validation !== undefined) checkValidationMode(options.validation);
  checkSignal(options.signal);
  if (options.headers !== undefined) checkHeaders(options.headers, 'headers');
  if (options.retry !== undefined) resolveRetry(options.retry);
}

/** A method's request options, checked at the call with the method's `signature` in any error; undefined is fine. */
export function requestOptions<T extends RequestOptions | undefined>(options: T, signature: string): T {
  if (options !== undefined) checkRequestOptions(options, signature);
  return options;
}
