import type { CheckedOptions, HeadersOption } from '../arguments/request-options.js';
import { isSecretHeader, type Secrets } from '../redact.js';
import type { Call, HttpConfig } from './call.js';
import { halJson, json } from './http.js';
import { requestIdHeader } from './request-id.js';

/**
 * The headers of a call's attempts: Accept, Authorization (with `token`), Content-Type (JSON for a `json`
 * body), X-Request-Id (the call's `requestId`), then the client's and the call's headers over them (`null` removes
 * one). Without a token (a URL on another origin) no credential header (Authorization, Proxy-Authorization, Cookie,
 * X-Api-Key) is sent at all, even one given in `headers`. Every credential header value given in `headers` is
 * remembered in `secrets` for redaction (the token is remembered when it is obtained).
 */
export function requestHeaders(
  call: Call<unknown>,
  token: string | undefined,
  options: CheckedOptions,
  { headers: clientHeaders, secrets }: Pick<HttpConfig, 'headers' | 'secrets'>,
): Record<string, string> {
  const headers: Record<string, string> = { accept: call.accept ?? halJson };
  if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
  const contentType = call.contentType ?? (call.json !== undefined ? json : undefined);
  if (contentType !== undefined) headers['content-type'] = contentType;
  if (call.requestId) headers[requestIdHeader] = call.requestId;
  mergeHeaders(headers, clientHeaders, secrets);
  if (options.headers) mergeHeaders(headers, options.headers, secrets);
  if (token === undefined) {
    for (const name of Object.keys(headers)) if (isSecretHeader(name)) delete headers[name];
  }
  return headers;
}

function mergeHeaders(target: Record<string, string>, source: HeadersOption, secrets: Secrets): void {
  for (const [name, value] of Object.entries(source)) {
    const key = name.toLowerCase();
    if (value === null) delete target[key];
    else if (value !== undefined) {
      target[key] = value;
      if (isSecretHeader(key)) secrets.add(value);
    }
  }
}
