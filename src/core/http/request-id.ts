// The request id of a logical call (issue 36): sent as `X-Request-Id` on each of its attempts, read back from the
// response, and put on its result's metadata, its error and its log lines, so one failed call can be found on both
// sides. The service documents no request id header of its own; `X-Request-Id` is the de facto one (proxies,
// gateways and the SDK's mock echo it), so the SDK reads that one and falls back to the id it sent.
import { requestIds } from '../api-promise.js';
import type { HeadersOption } from '../arguments/request-options.js';
import { ApiError, isWdpError } from '../errors.js';
import { newRequestId } from '../runtime.js';

/** The header the id travels in, both ways (lower case, as `requestHeaders` keeps names). */
export const requestIdHeader = 'x-request-id';

/**
 * The id a call is sent with: the caller's own `X-Request-Id` (the call's headers, then the client's), else a new
 * one (none in a browser, see runtime.web.ts); undefined when the caller removed the header (`null`), so that none
 * is sent.
 */
export function requestIdFor(callHeaders: HeadersOption | undefined, clientHeaders: HeadersOption): string | undefined {
  const own = given(callHeaders);
  const id = own === undefined ? given(clientHeaders) : own;
  return id === null ? undefined : (id ?? newRequestId());
}

function given(headers: HeadersOption | undefined): string | null | undefined {
  for (const name in headers) if (name.toLowerCase() === requestIdHeader) return headers[name];
  return undefined;
}

/** Notes the id of the call `received` answers: the service's own when it sent one, else `sent`. */
export function noteRequestId<R extends { response: Response }>(received: R, sent: string | undefined): R {
  const id = received.response.headers.get(requestIdHeader) ?? sent;
  if (id) requestIds.set(received.response, id);
  return received;
}

/**
 * Puts the call's request id on the SDK error of a request that was sent (the service's own id, from an `ApiError`'s
 * headers, else `sent`; a browser sends none of its own): its `requestId`, which `toJSON()` shows, and the end of its
 * message, ` (request id …)`.
 */
export function identifyError<E>(error: E, sent: string | undefined): E {
  if (!isWdpError(error) || error.requestId) return error;
  const id = (error instanceof ApiError && error.headers.get(requestIdHeader)) || sent;
  if (id) {
    const named = error as { requestId?: string; message: string };
    named.requestId = id;
    named.message += ` (request id ${id})`;
  }
  return error;
}
