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
