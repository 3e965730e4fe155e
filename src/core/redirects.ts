import type { CrossOrigin } from './transport.js';
import { originOf, resolveHref } from './url.js';

/** The most redirects one attempt follows; a longer chain fails with `RedirectError`. */
export const maxRedirects = 5;

/**
 * How an attempt treats a 3xx answer. `'none'` follows nothing (a token request must never carry its body
 * elsewhere); otherwise same-origin redirects are followed with the request's headers, and a redirect to
 * another origin only for GET and HEAD, with no header but Accept, or not at all under `crossOrigin: 'refuse'`.
 */
export type RedirectPolicy = 'none' | { crossOrigin: CrossOrigin; isTrusted: (url: string) => boolean };

/** A redirect the attempt did not follow; `response` is the 3xx (its body cancelled), `reason` says why. */
export class RedirectRefused extends Error {
  readonly response: Response;
  /** The URL that answered with the redirect. */
  readonly url: string;

  constructor(response: Response, url: string, reason: string) {
    super(reason);
    this.response = response;
    this.url = url;
  }
}

/** One request of a redirect chain, as fetch is given it. */
export interface Hop {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** Whether a response is a redirect the attempt must handle (browsers give an opaque one in manual mode). */
export function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (redirectStatuses.has(response.status) && response.headers.has('location'));
}

/** A response and the URL it came from (the last hop of any redirects). */
export interface Answer {
  response: Response;
  url: string;
}

/**
 * Follows the redirects of one attempt by hand (fetch runs with `redirect: 'manual'`), sending each hop with
 * `send`; resolves with the first answer that is not a redirect, or rejects with `RedirectRefused`.
 */
export async function followRedirects(first: Hop, response: Response, policy: RedirectPolicy, send: (hop: Hop) => Promise<Response>): Promise<Answer> {
  const visited = new Set([first.url]);
  let hop = first;
  for (let count = 1; isRedirect(response); count++) {
    const next = nextHop(hop, response, policy, visited, count);
    void response.body?.cancel().catch(() => undefined);
    if (typeof next === 'string') throw new RedirectRefused(response, hop.url, next);
    visited.add(next.url);
    hop = next;
    response = await send(hop);
  }
  return { response, url: hop.url };
}

/** The request a redirect leads to, or the reason it is not followed. */
function nextHop(hop: Hop, response: Response, policy: RedirectPolicy, visited: ReadonlySet<string>, count: number): Hop | string {
  if (response.type === 'opaqueredirect') return 'a redirect, which a browser does not let scripts see or follow safely; point the URL at its final address';
  const location = response.headers.get('location') ?? '';
  const target = resolveHref(location, hop.url);
  if (target === undefined) return `a redirect to ${JSON.stringify(location)}, which is not a usable http(s) URL`;
  const to = `a redirect to ${target}`;
  if (policy === 'none') return `${to}; a token request is never redirected, so its credentials stay with tokenUrl: set \`tokenUrl\` to the final URL`;
  if (visited.has(target)) return `${to}, a URL this request was already redirected from (a redirect loop)`;
  if (count > maxRedirects) return `${to}, more than ${maxRedirects} redirects in a row`;
  // 303, and 301/302 after a POST, turn the request into a body-less GET (as fetch does); 307/308 keep both.
  const toGet = (response.status === 303 && hop.method !== 'HEAD') || ((response.status === 301 || response.status === 302) && hop.method === 'POST');
  const method = toGet ? 'GET' : hop.method;
  const body = toGet ? undefined : hop.body;
  if (body instanceof ReadableStream) return `${to}, which would need the request's stream body sent a second time`;
  if (originOf(target) === originOf(hop.url)) return { url: target, method, headers: toGet ? withoutContentType(hop.headers) : hop.headers, body };
  if (!policy.isTrusted(target) && policy.crossOrigin === 'refuse') return `${to}, another origin, and the client's \`crossOrigin\` option is 'refuse'`;
  if (method !== 'GET' && method !== 'HEAD') return `${to}, another origin: only GET and HEAD are sent on to another origin`;
  // Another origin gets none of the request's headers but Accept: any of them may be a credential.
  const accept = hop.headers['accept'];
  return { url: target, method, headers: accept === undefined ? {} : { accept }, body: undefined };
}

function withoutContentType(headers: Record<string, string>): Record<string, string> {
  const { 'content-type': _dropped, ...rest } = headers;
  return rest;
}
