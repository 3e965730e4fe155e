import { halJson } from './http.js';
import { Secrets } from './redact.js';
import type { HeadersOption } from './request-options.js';

/** What a request's headers are built from. */
export interface HeaderSources {
  accept: string | undefined;
  /** The bearer token, or undefined when the URL may not receive it (another origin). */
  token: string | undefined;
  contentType: string | undefined;
  client: HeadersOption;
  call: HeadersOption | undefined;
}

/**
 * The headers of one attempt: Accept, Authorization, Content-Type, then the client's and the call's
 * headers over them (`null` removes one). Without a token (a URL on another origin) no credential
 * header (Authorization, Proxy-Authorization, Cookie, X-Api-Key) is sent at all, even one given in
 * `headers`. Every credential header value given in `headers` is remembered in `secrets` for redaction
 * (the token is remembered when it is obtained).
 */
export function requestHeaders(sources: HeaderSources, secrets: Secrets): Record<string, string> {
  const headers: Record<string, string> = { accept: sources.accept ?? halJson };
  if (sources.token !== undefined) headers['authorization'] = `Bearer ${sources.token}`;
  if (sources.contentType !== undefined) headers['content-type'] = sources.contentType;
  mergeHeaders(headers, sources.client, secrets);
  if (sources.call) mergeHeaders(headers, sources.call, secrets);
  if (sources.token === undefined) {
    for (const name of Object.keys(headers)) if (Secrets.isSecretHeader(name)) delete headers[name];
  }
  return headers;
}

function mergeHeaders(target: Record<string, string>, source: HeadersOption, secrets: Secrets): void {
  for (const [name, value] of Object.entries(source)) {
    const key = name.toLowerCase();
    if (value === null) delete target[key];
    else if (value !== undefined) {
      target[key] = value;
      if (Secrets.isSecretHeader(key)) secrets.add(value);
    }
  }
}
