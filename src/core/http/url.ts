import { maskUserinfo } from '../../secrets/secret-text.js';
import type { Query } from '../arguments/query.js';
import { InvalidArgumentError } from '../errors.js';
import { checkWellFormed } from '../paths.js';

/** Appends `query` to `url`, encoding keys and values. */
export function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  let out = '';
  for (const key in query) {
    const value = query[key];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = String(item);
      checkWellFormed(text, () => `The query parameter ${key}`);
      out += `${out ? '&' : ''}${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
    }
  }
  if (!out) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${out}`;
}

/**
 * Resolves a path (`/api/...`) or href against the base URL; a network-path href (`//host/x`, or `/\host/x`
 * as WHATWG URLs read it) goes to that host. An href that is no usable http(s) URL (see `resolveHref`)
 * throws `InvalidArgumentError`, nothing being sent.
 */
export function resolveUrl(baseUrl: string, pathOrHref: string): string {
  if (typeof pathOrHref === 'string' && isPlainPath(pathOrHref)) return baseUrl + pathOrHref;
  const url = resolveHref(pathOrHref, `${baseUrl}/`);
  if (url === undefined) {
    const shown = typeof pathOrHref === 'string' ? maskUserinfo(pathOrHref) : pathOrHref;
    throw new InvalidArgumentError(`${JSON.stringify(shown)} is not a usable http(s) URL or path; nothing was sent.`);
  }
  return url;
}

/**
 * An href resolved against `base`, or undefined when it cannot be followed: not a string, holding
 * control characters, not a URI reference (a relative reference whose first segment has a colon,
 * such as `::::`, RFC 3986 section 4.2), not parseable, carrying a user name or password (which a
 * fetch `Request` refuses), or not http(s) once resolved.
 */
export function resolveHref(href: unknown, base: string): string | undefined {
  if (typeof href !== 'string' || hasControl(href)) return undefined;
  const scheme = /^[a-z][a-z0-9+.-]*:/i.test(href);
  if (!scheme && /^[^/?#]*:/.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** The origin of an absolute URL, such as `https://app.example.com`; undefined when it does not parse. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Whether `url` is on `origin` (the origin of `baseUrl`: the only one that receives credentials). */
export function hasOrigin(url: string, origin: string | undefined): boolean {
  // A URL that starts with the origin and a slash has that origin: the parse is skipped then.
  return origin !== undefined && (url.startsWith(`${origin}/`) || originOf(url) === origin);
}

const control = /[\u0000-\u001f\u007f]/;

/**
 * Whether text is a path such as `/api/x`, appended to the base URL: not a network path (`//host`, or `/\host` as
 * WHATWG URLs read it).
 */
function isPlainPath(text: string): boolean {
  return text.startsWith('/') && text[1] !== '/' && text[1] !== '\\' && !hasControl(text);
}

function hasControl(text: string): boolean {
  return control.test(text);
}
