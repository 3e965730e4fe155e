import type { RetryOptions } from './http/retry-policy.js';
import type { ValidationMode } from './validation/validator.js';

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
