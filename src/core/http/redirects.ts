import { maxRedirects } from '../defaults.js';
import type { Call, HttpConfig } from './call.js';
import { RedirectRefused } from './failures.js';
import { cancelBody } from './http.js';
import { hasOrigin, originOf, resolveHref } from './url.js';

/** One request of a redirect chain (the first is the call's own), as fetch is given it. */
export interface Hop {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** Whether a response is a redirect the attempt must handle (browsers give an opaque one in manual mode). */
export function isRedirect(response: Response): boolean {
  return (
    response.type === 'opaqueredirect' || (redirectStatuses.has(response.status) && response.headers.has('location'))
  );
}

/**
 * Follows the redirects of one attempt by hand (fetch runs with `redirect: 'manual'`), sending each hop with
 * `send`; resolves with the first response that is not a redirect, or rejects with `RedirectRefused`. A call
 * with `redirectsRefused` (a token request) follows none; otherwise same-origin redirects are followed
 * with the request's headers, and a redirect to another origin only for GET and HEAD, with no header but
 * Accept, or not at all under `crossOrigin: 'refuse'` unless it leads to `baseUrl`'s origin.
 */
export async function followRedirects(
  first: Hop,
  response: Response,
  call: Call<unknown>,
  config: Pick<HttpConfig, 'baseUrl' | 'crossOrigin'>,
  send: (hop: Hop) => Promise<Response>,
): Promise<Response> {
  const visited = new Set([first.url]);
  let hop = first;
  for (let count = 1; isRedirect(response); count++) {
    const next = nextHop(hop, response, call, config, visited, count);
    cancelBody(response);
    if (typeof next === 'string') throw new RedirectRefused(response, hop.url, next);
    visited.add(next.url);
    hop = next;
    response = await send(hop);
  }
  return response;
}

/** The request a redirect leads to, or the reason it is not followed. */
function nextHop(
  hop: Hop,
  response: Response,
  call: Call<unknown>,
  config: Pick<HttpConfig, 'baseUrl' | 'crossOrigin'>,
  visited: ReadonlySet<string>,
  count: number,
): Hop | string {
  if (response.type === 'opaqueredirect') return 'a redirect, which a browser hides from scripts: use the final URL';
  const location = response.headers.get('location') ?? '';
  const target = resolveHref(location, hop.url);
  const to = `a redirect to ${target ?? JSON.stringify(location)}`;
  // 303, and 301/302 after a POST, turn the request into a body-less GET (as fetch does); 307/308 keep both.
  const toGet = (response.status === 303 && hop.method !== 'HEAD') || (response.status < 303 && hop.method === 'POST');
  const method = toGet ? 'GET' : hop.method;
  const body = toGet ? undefined : hop.body;
  const headers = { ...hop.headers };
  if (toGet) delete headers['content-type'];
  const refused =
    target === undefined
      ? 'not an http(s) URL'
      : (call.redirectsRefused ??
        (visited.has(target)
          ? 'a redirect loop'
          : count > maxRedirects
            ? `more than ${maxRedirects} in a row`
            : body instanceof ReadableStream
              ? 'which would send the stream body twice'
              : undefined));
  if (refused !== undefined) return `${to}, ${refused}`;
  if (originOf(target as string) === originOf(hop.url)) return { url: target as string, method, headers, body };
  if (config.crossOrigin === 'refuse' && !hasOrigin(target as string, originOf(config.baseUrl)))
    return `${to}, another origin, and \`crossOrigin\` is 'refuse'`;
  if (method !== 'GET' && method !== 'HEAD') return `${to}, another origin, which only GET and HEAD are sent on to`;
  // Another origin gets none of the request's headers but Accept: any of them may be a credential.
  const accept = hop.headers['accept'];
  return { url: target as string, method, headers: accept === undefined ? {} : { accept }, body: undefined };
}
