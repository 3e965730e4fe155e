// The request id (issue 36): the mock answers every request with the `X-Request-Id` it was sent, as services behind
// most gateways do, so that the id the SDK reads back, the mock's journal (which keeps each request's headers) and
// the answer of an injected fault all name the same request.
import type { MockRequest } from './mock-request.js';
import { whole } from './responses.js';

/** The header a request's id travels in, both ways. */
export const requestIdHeader = 'x-request-id';

/** The id a request was sent with, if any. */
export const requestIdOf = (request: MockRequest): string | null => request.headers.get(requestIdHeader);

/** `response` answering with the request's id, when it was sent one (on a copy where its headers are immutable). */
export function echoRequestId(request: MockRequest, response: Response): Response {
  const id = requestIdOf(request);
  if (id === null) return response;
  try {
    response.headers.set(requestIdHeader, id);
    return response;
  } catch {
    const copy = new Response(whole(response).body, response);
    copy.headers.set(requestIdHeader, id);
    return copy;
  }
}
