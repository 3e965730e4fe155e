/**
 * A request as the mock service reads it: a fetch `Request` (in process, msw), or the `BufferedRequest` its
 * node:http server makes. Both give the method, URL, headers, abort signal and the body read once.
 */
export type MockRequest = Request | BufferedRequest;

/**
 * A request that arrived whole over HTTP, its body read ahead: what the service reads of a fetch `Request`,
 * without the cost of one (undici builds a body stream and a signal of its own for each). `toRequest()` makes the
 * fetch `Request` where one is handed out (a fault rule's function, `onInjected`).
 */
export class BufferedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly #signal: () => AbortSignal;
  readonly #body: Uint8Array<ArrayBuffer> | undefined;
  #used = false;
  #request: Request | undefined;

  /** `body`: the bytes of a request that may carry one (not GET or HEAD); absent, the request has no body. */
  constructor(
    method: string,
    url: string,
    headers: Headers,
    body: Uint8Array<ArrayBuffer> | undefined,
    signal: () => AbortSignal,
  ) {
    this.method = method;
    this.url = url;
    this.headers = headers;
    this.#body = body;
    this.#signal = signal;
  }

  /** Aborted when the client goes away; made when first read (most requests never read it). */
  get signal(): AbortSignal {
    return this.#signal();
  }

  /** The body as UTF-8 text (a byte order mark dropped, as `Request.text()` does). */
  async text(): Promise<string> {
    return new TextDecoder().decode(this.#take());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.#take()).buffer; // a copy: the bytes may be a view of Node's shared pool
  }

  /** The body as form data, parsed by fetch's own reader for the request's Content-Type. */
  async formData(): Promise<FormData> {
    return new Response(this.#take(), { headers: this.headers }).formData();
  }

  /** The fetch `Request` of this request, made once, with its own copy of the body. */
  toRequest(): Request {
    if (this.#request) return this.#request;
    const init: RequestInit & { duplex?: 'half' } = { method: this.method, headers: this.headers, signal: this.signal };
    if (this.#body) {
      init.body = new Uint8Array(this.#body);
      init.duplex = 'half';
    }
    this.#request = new Request(this.url, init);
    return this.#request;
  }

  /** The body's bytes, once (a second read fails as a fetch `Request`'s does); none: empty, as often as asked. */
  #take(): Uint8Array<ArrayBuffer> {
    if (!this.#body) return new Uint8Array(0);
    if (this.#used) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    return this.#body;
  }
}

/** The fetch `Request` of a mock request, for the code outside the mock that is promised one. */
export function fetchRequestOf(request: MockRequest): Request {
  return request instanceof BufferedRequest ? request.toRequest() : request;
}
