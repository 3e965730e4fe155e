/** Query values; `undefined` entries are left out and arrays repeat the key. */
export type Query = Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined>;

/** Appends `query` to `url`, encoding keys and values. */
export function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  let out = '';
  for (const key in query) {
    const value = query[key];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      out += `${out ? '&' : ''}${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`;
    }
  }
  if (!out) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${out}`;
}

/** Resolves a path (`/api/...`) or absolute href against the base URL. */
export function resolveUrl(baseUrl: string, pathOrHref: string): string {
  return pathOrHref.startsWith('/') ? baseUrl + pathOrHref : new URL(pathOrHref, `${baseUrl}/`).href;
}

/** The origin of an absolute URL, such as `https://app.example.com`. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
