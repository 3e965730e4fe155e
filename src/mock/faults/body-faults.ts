// The faults that hit an answer's body: cut short with a matching Content-Length (`truncate`), or part of it sent
// under the whole length, then the connection reset (`reset`) or held (`stall`). In process the body stream fails
// as fetch's does when a socket drops; over HTTP the server turns that failure into a reset connection.
import type { MockFault } from './fault-types.js';

/** The error a body read fails with when the connection drops, as undici's fetch spells it. */
export function droppedError(message = 'terminated'): TypeError {
  return new TypeError(message, { cause: Object.assign(new Error('other side closed'), { code: 'ECONNRESET' }) });
}

/**
 * Waits `ms` (the connection held) unless `signal` aborts first; rejects with the abort's reason, or once the time
 * is up with a dropped connection whose message is `dropWith`, or resolves (a latency: no `dropWith`).
 */
export function hold(ms: number, signal: AbortSignal, dropWith?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      if (dropWith === undefined) resolve();
      else reject(droppedError(dropWith));
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** How long a stall holds the connection when its fault does not say. */
export const defaultStallMs = 30_000;

/**
 * The answer with `fault` applied to its body (`applied`), or the answer whole when there is nothing to cut: not a
 * 2xx, no body, or too short for the cut asked (`lines` past its end, `truncate` of fewer than two bytes).
 */
export async function cutBody(
  response: Response,
  fault: Extract<MockFault, { type: 'stall' | 'reset' | 'truncate' }>,
  signal: AbortSignal,
): Promise<{ response: Response; applied: boolean }> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  const ndjson = /ndjson/i.test(headers.get('content-type') ?? '');
  const at = response.ok ? cutPoint(fault, body, ndjson) : undefined;
  if (at === undefined) return { response: new Response(body.length === 0 ? null : body, init), applied: false };
  const part = body.subarray(0, at);
  if (fault.type === 'truncate') {
    headers.set('content-length', String(part.length));
    return { response: new Response(part, init), applied: true };
  }
  headers.set('content-length', String(body.length)); // the whole length promised, part of it sent
  const ms = fault.type === 'stall' ? (fault.ms ?? defaultStallMs) : 0;
  return { response: new Response(partThenFail(part, ms, signal), init), applied: true };
}

/** A stream of `part`, then (once it is read) a dropped connection, at once or after holding `ms`. */
function partThenFail(part: Uint8Array, ms: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const held = new AbortController();
  let sent = part.length === 0;
  return new ReadableStream<Uint8Array>({
    // Pulled for the part; pulled again only once the part was taken, so the failure never overtakes it.
    pull: async (controller) => {
      if (!sent) {
        sent = true;
        controller.enqueue(part.slice());
        return;
      }
      const either = AbortSignal.any([signal, held.signal]);
      await hold(ms, either, 'terminated').catch((error: unknown) => controller.error(error));
    },
    cancel: () => held.abort(),
  });
}

/**
 * Where the body is cut, in bytes: after `lines` whole lines, or at the fraction `at`; for `truncate`, inside the
 * body (never empty or whole) and, for NDJSON, inside a line.
 */
function cutPoint(
  fault: Extract<MockFault, { type: 'stall' | 'reset' | 'truncate' }>,
  body: Uint8Array,
  ndjson: boolean,
): number | undefined {
  if ('lines' in fault && fault.lines !== undefined) {
    let offset = 0;
    for (let line = 0; line < fault.lines; line++) {
      const end = body.indexOf(0x0a, offset);
      if (end === -1) return undefined;
      offset = end + 1;
    }
    return offset < body.length ? offset : undefined;
  }
  const at = Math.floor((fault.at ?? 0.5) * body.length);
  if (fault.type !== 'truncate') return body.length > 0 ? at : undefined;
  let end = body.length;
  while (end > 0 && isSpace(body[end - 1])) end--;
  if (!ndjson) return end < 2 ? undefined : Math.min(Math.max(at, 1), end - 1);
  // Inside the line that holds `at`: at least one byte of it, never all of it.
  const lineStart = at === 0 ? 0 : body.lastIndexOf(0x0a, at - 1) + 1;
  const newline = body.indexOf(0x0a, lineStart);
  const lineEnd = newline === -1 ? end : newline;
  if (lineEnd - lineStart < 2) return undefined;
  return Math.min(Math.max(at, lineStart + 1), lineEnd - 1);
}

function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}
