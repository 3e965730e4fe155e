/** A call's data together with the raw `Response` it was read from. */
export interface WithResponse<T> {
  /** What the call returned, parsed (and validated) from the response body. */
  data: T;
  /** The HTTP response: status, headers and URL (its body already read into `data`). */
  response: Response;
  /**
   * The id of the request, to quote when asking about it: the service's `X-Request-Id`, else the one the SDK sent
   * (undefined only where none was sent: the caller removed the header).
   */
  requestId?: string | undefined;
}

/** The request id of the call each response answered (written by the transport, see `http/request-id.ts`). */
export const requestIds = new WeakMap<Response, string>();

/** A result with the request id of its response. */
export const withRequestId = <T>(result: WithResponse<T>): WithResponse<T> => ({
  ...result,
  requestId: requestIds.get(result.response),
});

/**
 * What every call returns: `await` it for the data, or ask for more. The request is sent right after the call
 * (even if the promise is never awaited), unless `asResponse()` is chosen first, in the same synchronous step.
 * @example
 * const channel = await client.channels.get(id);
 * const { data, response } = await client.channels.get(id).withResponse();
 * const raw = await client.channels.get(id).asResponse(); // status and headers; the body unread
 */
export class ApiPromise<T> extends Promise<T> {
  readonly #parse: () => Promise<WithResponse<T>>;
  readonly #open: () => Promise<Response>;
  #parsed: Promise<WithResponse<T>> | undefined;
  #raw: Promise<Response> | undefined;

  /** `parse` sends the call and reads its data; `open` sends it and hands back the response unread. */
  constructor(parse: () => Promise<WithResponse<T>>, open: () => Promise<Response>) {
    super((resolve) => resolve(undefined as never));
    this.#parse = parse;
    this.#open = open;
    queueMicrotask(() => {
      if (this.#raw === undefined) this.#start();
    });
  }

  /** Makes `then`, `catch` and `finally` return plain promises, not new `ApiPromise`s. */
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  #start(): Promise<WithResponse<T>> {
    if (this.#parsed === undefined) {
      try {
        this.#parsed = this.#parse();
      } catch (error) {
        this.#parsed = Promise.reject(error);
      }
    }
    return this.#parsed;
  }

  /** The data, the raw `Response` (status, headers; its body already read) and the request id. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#start().then(withRequestId);
  }

  /**
   * The raw `Response`, its body unread and nothing validated. Call it right on the call
   * (`await client.x.get(id).asResponse()`); once the data is being read, it gives that read's response.
   */
  asResponse(): Promise<Response> {
    if (this.#parsed) return this.#parsed.then((result) => result.response);
    this.#raw ??= this.#open();
    return this.#raw;
  }

  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#start()
      .then((result) => result.data)
      .then(onFulfilled, onRejected);
  }

  override catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.then(undefined, onRejected);
  }

  override finally(onFinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onFinally);
  }
}
