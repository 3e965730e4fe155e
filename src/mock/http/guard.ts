// What keeps a mock server on a developer's machine safe from the web pages the same machine opens: CORS only for
// loopback origins (and those the user names), and no answer to a Host that is not the server's own (a page on
// `evil.example` that DNS-rebinds that name to 127.0.0.1 gets 421, never the data).

/** The CORS headers of every answer to an allowed origin (the origin itself is echoed, with `vary: origin`). */
const corsHeaders = (methods: string, exposed: string) => ({
  'access-control-allow-methods': methods,
  'access-control-allow-headers':
    'authorization, content-type, accept, x-hub-signature, x-hub-signature-256, x-request-id',
  'access-control-expose-headers': `${exposed}, x-request-id`,
  'access-control-max-age': '600',
});

/** Whether an origin is on this machine: `http(s)://localhost`, `127.x.x.x` or `[::1]`, any port. */
export function isLoopbackOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** The content types a page may send to another origin without asking first (a CORS "simple" request). */
const simpleTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** Whether a browser sends a request to another origin without a preflight: GET, HEAD or POST of a form or text. */
function isSimple(method: string, contentType: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return false;
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === undefined || type === '' || simpleTypes.has(type);
}

/** The guard of one server: the Host values it answers and the origins it gives CORS to. */
export class Guard {
  readonly #hosts: Set<string>;
  readonly #origins: Set<string>;
  readonly #cors: Record<string, string>;

  /**
   * `address` and `port` are where the server listens; `baseOrigin` the origin a proxy forwards from (its host is
   * answered too); `origins` the non-loopback origins given CORS (`--cors`).
   */
  constructor(
    listen: { address: string; port: number; baseOrigin?: string | undefined },
    origins: readonly string[],
    cors: { methods: string; exposed: string },
  ) {
    const { address, port, baseOrigin } = listen;
    const host = address.includes(':') ? `[${address}]` : address;
    this.#hosts = new Set([`${host}:${port}`, `localhost:${port}`].map((value) => value.toLowerCase()));
    if (baseOrigin !== undefined) this.#hosts.add(new URL(baseOrigin).host.toLowerCase());
    this.#origins = new Set(origins.map((origin) => new URL(origin).origin));
    this.#cors = corsHeaders(cors.methods, cors.exposed);
  }

  /** Whether a request's Host header names this server (a request without one, HTTP/1.0, is answered). */
  answers(host: string | undefined): boolean {
    return host === undefined || this.#hosts.has(host.toLowerCase());
  }

  /** The hosts it answers, for the 421's message. */
  get hosts(): string[] {
    return [...this.#hosts];
  }

  /**
   * Why a request is refused as one that a page of another site sent without asking first (a "simple" request, which
   * a browser sends with no preflight: GET, HEAD or POST of a form or text), or undefined. Such a page is one whose
   * `Origin` is neither loopback nor named, or, when there is no `Origin`, one that `Sec-Fetch-Site` says is another
   * site. Other requests of such pages are preflighted, and the preflight gets no CORS headers (`corsFor`).
   */
  refusal(
    method: string,
    headers: {
      origin?: string | undefined;
      'sec-fetch-site'?: string | undefined;
      'content-type'?: string | undefined;
    },
  ): string | undefined {
    const { origin, 'sec-fetch-site': site } = headers;
    if (!isSimple(method, headers['content-type'])) return undefined;
    const foreign = origin === undefined ? site?.toLowerCase() === 'cross-site' : !this.#allows(origin);
    if (!foreign) return undefined;
    return (
      `This server refuses a request that a page of ${origin === undefined ? 'another site' : origin} sent ` +
      'without asking first (a cross-site simple request); only pages of loopback origins (and of those named in ' +
      'cors) may call it'
    );
  }

  /** The CORS headers for a request from `origin`: none for an origin that is neither loopback nor named. */
  corsFor(origin: string | undefined): Record<string, string> {
    const vary = { vary: 'origin' };
    if (origin === undefined || !this.#allows(origin)) return vary;
    return { ...this.#cors, 'access-control-allow-origin': origin, ...vary };
  }

  /** Whether pages of `origin` may call the server: a loopback origin, or one named in `cors`. */
  #allows(origin: string): boolean {
    return isLoopbackOrigin(origin) || this.#origins.has(origin);
  }
}

/** Checks the `cors` option: absolute http(s) origins, each as `https://app.example` (a path is refused). */
export function checkCorsOrigins(value: unknown): string[] {
  const list = value === undefined ? [] : value;
  const bad = Array.isArray(list)
    ? list.filter((origin) => typeof origin !== 'string' || !URL.canParse(origin) || new URL(origin).origin !== origin)
    : [list];
  if (bad.length === 0) return list as string[];
  throw new TypeError(
    `cors must be a list of origins such as ["https://app.example:8443"] (scheme, host and port, no path); ` +
      `got ${JSON.stringify(bad[0])}.`,
  );
}
