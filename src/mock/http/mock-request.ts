/**
 * A request as the mock service reads it: a fetch `Request` (in process, msw), or the `BufferedRequest` its
 * node:http server makes. Both give the method, URL, headers, abort signal and the body read once.
 */
export type MockRequest = Request | BufferedRequest;

/**
 * A request whose body is at hand whole (read ahead by the mock's server, or a string given to `mock.fetch`): what
 * the service reads of a fetch `Request`, without the cost of one (undici builds a body stream and a signal of its
 * own for each). `toRequest()` makes the fetch `Request` where one is handed out (a fault rule's function,
 * `onInjected`).
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

/**
 * A `mock.fetch` request whose body is a `FormData` (an upload), read as the form it is: WebKit cannot read back a
 * body made of a form with files (`Unable to read form data blob`), and elsewhere the trip through multipart text
 * and back only costs. Its Content-Type and its bytes, where something reads them, are those fetch would send.
 */
export class FormRequest extends BufferedRequest {
  readonly #form: FormData;
  readonly #sent: Response;
  #used = false;
  #request: Request | undefined;

  constructor(method: string, url: string, headers: Headers, form: FormData, signal: () => AbortSignal) {
    const sent = new Response(form); // the multipart body and its boundary, as fetch would send them
    if (!headers.has('content-type')) headers.set('content-type', sent.headers.get('content-type') ?? '');
    super(method, url, headers, undefined, signal);
    this.#form = form;
    this.#sent = sent;
  }

  override async formData(): Promise<FormData> {
    this.#take();
    const copy = new FormData();
    for (const [name, value] of this.#form) copy.append(name, value);
    return copy;
  }

  override async text(): Promise<string> {
    this.#take();
    return this.#sent.clone().text(); // the original stays whole for `toRequest()`
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    this.#take();
    return this.#sent.clone().arrayBuffer();
  }

  /** The fetch `Request` of this request, made once, with its own copy of the multipart body. */
  override toRequest(): Request {
    const init = { method: this.method, headers: this.headers, signal: this.signal, duplex: 'half' };
    this.#request ??= new Request(this.url, { ...init, body: this.#sent.clone().body } as RequestInit);
    return this.#request;
  }

  #take(): void {
    if (this.#used) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
  }
}

/** The fetch `Request` of a mock request, for the code outside the mock that is promised one. */
export function fetchRequestOf(request: MockRequest): Request {
  return request instanceof BufferedRequest ? request.toRequest() : request;
}

/** The methods `requestOf` takes as they are: those `new Request` would neither refuse nor rewrite. */
const plainMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The members of a fetch `init` that `requestOf` reads; a call with any other is made a fetch `Request`. */
const plainInit = new Set(['method', 'headers', 'body', 'signal']);

/**
 * The request of a `mock.fetch(input, init)` call. A form body (an upload) is read as the form it is (`FormRequest`).
 * A plain call (an absolute URL, one of `plainMethods`, a string body or none, and nothing in `init` but method,
 * headers, body and signal) is read as `new Request` reads it (the URL parsed, a string body sent as
 * `text/plain;charset=UTF-8` unless a Content-Type is given) without making one;
 * a `Request` with nothing in `init` (its body unread) is the request; any other call is made a fetch `Request`,
 * which refuses what fetch refuses.
 */
export function requestOf(input: RequestInfo | URL, init: RequestInit = {}): MockRequest {
  if (init.body instanceof FormData && !(input instanceof Request)) {
    const request = new Request(input, { ...init, body: null }); // the rest of the call as fetch reads and refuses it
    const { method, url, headers, signal } = request;
    if (hasBody(method)) return new FormRequest(method, url, new Headers(headers), init.body, () => signal);
  }
  for (const key in init) if (!plainInit.has(key)) return new Request(input, init);
  if (input instanceof Request)
    return Object.keys(init).length === 0 && !input.bodyUsed ? input : new Request(input, init);
  const method = init.method ?? 'GET';
  const body = init.body ?? undefined;
  const url = URL.canParse(input) ? new URL(input) : undefined;
  const plain = plainMethods.has(method) && (body === undefined || (typeof body === 'string' && hasBody(method)));
  if (!plain || !url || url.username !== '' || url.password !== '') return new Request(input, init);
  const headers = new Headers(init.headers);
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'text/plain;charset=UTF-8');
  const given = init.signal ?? undefined;
  let controller: AbortController | undefined;
  const signal = () => {
    if (given) return given;
    controller ??= new AbortController();
    return controller.signal;
  };
  const bytes = body === undefined ? undefined : new TextEncoder().encode(body);
  return new BufferedRequest(method, url.href, headers, bytes, signal);
}

function hasBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}
