// What the service does to every answer on its way out: a HEAD's body dropped, the mock's clock in its headers.
import type { Store } from '../store.js';
import type { MockRequest } from './mock-request.js';
import { dropBody } from './responses.js';

/** The header on every answer of the mock that tells its clock (see `withClock`). */
export const mockClockHeader = 'x-wdp-mock-clock';

/**
 * The answer to a HEAD request: the status and headers of the GET's answer, without its body (whose stream is
 * cancelled unread); any other request's answer as it is.
 */
export function headOf(request: MockRequest, response: Response): Response {
  if (request.method !== 'HEAD') return response;
  dropBody(response);
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Marks a response with the mock's clock, `manual; now=<ISO instant>` (or `auto; ...`): the SDK's `jobs.wait`
 * and `jobs.follow` read it to tell a test that its jobs wait for `clock.advance()`. The service never sends it.
 * Its `Date` header is the mock's clock too, as a service's is its own (`wdp` reads relative times against it).
 */
export function withClock(response: Response, store: Store, manual: boolean): Response {
  const now = new Date(store.clock.now());
  response.headers.set(mockClockHeader, `${manual ? 'manual' : 'auto'}; now=${now.toISOString()}`);
  response.headers.set('date', now.toUTCString());
  return response;
}
