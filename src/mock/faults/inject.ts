// Applies a request's fault: answers in its place, delays or cuts the mock's own answer, or fails as a dropped
// connection does (in process, fetch's TypeError; over HTTP, the server resets the socket). With `afterEffect` the
// request is answered first, so its writes happen, and the fault then hits that answer instead of the request.
import { fetchRequestOf, type MockRequest } from '../http/mock-request.js';
import { requestIdOf } from '../http/request-id.js';
import { dropBody, errorResponse, whole } from '../http/responses.js';
import { cutBody, defaultStallMs, droppedError, hold } from './body-faults.js';
import { nullBody } from './check-rule.js';
import type { PickedFault } from './fault-rules.js';
import type { MockFault } from './fault-types.js';

/** What applying a fault needs of the service: its clock, and a way to expire a bearer token. */
export interface FaultTarget {
  now(): number;
  /** Makes the token expire now, so the service refuses it from this request on. */
  expire(token: string): void;
}

/** The answer to a request hit by `picked`, and how the journal names the fault (absent when not applied). */
export async function inject(
  request: MockRequest,
  picked: PickedFault,
  answer: () => Promise<Response>,
  target: FaultTarget,
): Promise<{ response: Response; injected: string | undefined }> {
  const { rule, fault } = picked;
  const path = new URL(request.url).pathname;
  const done = (response: Response, applied = true) => {
    rule.onInjected?.(fetchRequestOf(request), applied ? fault : undefined);
    return { response, injected: applied ? faultLabel(picked) : undefined };
  };
  switch (fault.type) {
    case 'status':
      if (fault.afterEffect) dropBody(await answer());
      return done(statusAnswer(fault, faultName(rule.id, request), path, target.now()));
    case 'latency': {
      if (!fault.afterEffect) {
        await hold(fault.ms, request.signal);
        return done(await answer());
      }
      const held = await answer();
      await hold(fault.ms, request.signal).catch((error: unknown) => {
        dropBody(held);
        throw error;
      });
      return done(held);
    }
    case 'expire-token': {
      const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
      if (token !== undefined) target.expire(token);
      const message = 'Full authentication is required to access this resource';
      return done(errorResponse(401, message, path, target.now()));
    }
    case 'reset':
    case 'stall':
      if (fault.at === undefined && fault.lines === undefined) {
        if (fault.afterEffect) dropBody(await answer());
        rule.onInjected?.(fetchRequestOf(request), fault);
        if (fault.type === 'reset') throw droppedError('fetch failed');
        await hold(fault.ms ?? defaultStallMs, request.signal, 'fetch failed');
      }
      break;
  }
  const cut = await cutBody(whole(await answer()), fault, request.signal);
  return done(cut.response, cut.applied);
}

/** What the answer of a fault says it is: its rule, and the id of the request it hit when it was sent one. */
function faultName(id: string, request: MockRequest): string {
  const requestId = requestIdOf(request);
  return requestId === null ? id : `${id} on request ${requestId}`;
}

/** The answer of a `status` fault, with its Content-Type and Retry-After. */
function statusAnswer(fault: Extract<MockFault, { type: 'status' }>, id: string, path: string, now: number): Response {
  const response = statusBody(fault, id, path, now);
  if (fault.contentType !== undefined) response.headers.set('content-type', fault.contentType);
  if (fault.retryAfter !== undefined) response.headers.set('retry-after', String(fault.retryAfter));
  return response;
}

/** A `status` fault's body: none for a 204, 205 or 304; its own; or the service's error body. */
function statusBody(fault: Extract<MockFault, { type: 'status' }>, id: string, path: string, now: number): Response {
  const { status, body } = fault;
  if (nullBody.has(status)) return new Response(null, { status });
  if (body === undefined) return errorResponse(status, `Injected by the mock's fault rule ${id}`, path, now);
  const text = typeof body === 'string';
  return new Response(text ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': text ? 'text/plain; charset=utf-8' : 'application/json' },
  });
}

/**
 * A request's fault as the journal names it: its rule and the fault, such as `fault-1: status 503`, and
 * `after effect` when the request ran first (`fault-2: reset after effect`).
 */
export function faultLabel({ rule, fault }: PickedFault): string {
  const after = 'afterEffect' in fault && fault.afterEffect === true ? ' after effect' : '';
  return `${rule.id}: ${describeFault(fault)}${after}`;
}

/** A fault in a few words: `status 503`, `reset at 0.5`, `latency 200 ms`. */
function describeFault(fault: MockFault): string {
  switch (fault.type) {
    case 'status':
      return fault.retryAfter === undefined ? `status ${fault.status}` : `status ${fault.status} retry-after`;
    case 'latency':
      return `latency ${fault.ms} ms`;
    case 'expire-token':
      return 'expire-token';
    default: {
      const lines = 'lines' in fault ? fault.lines : undefined;
      const where = lines !== undefined ? ` after ${lines} lines` : fault.at !== undefined ? ` at ${fault.at}` : '';
      return fault.type + where;
    }
  }
}
