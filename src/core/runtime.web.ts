// What the SDK detects of the runtime in a browser: package.json's "browser" field puts this module in place of
// runtime.ts in bundles built for browsers, which then carry neither Node's User-Agent nor the SDK's version string
// (a browser sends its own User-Agent; setting one would cost a CORS preflight), nor how `util.inspect` shows an SDK
// error. It exports what runtime.ts exports.
import type { Runtime } from './runtime.js';

/** The runtime's globals. */
export const runtime = (): Runtime => globalThis as Runtime;

/** The headers the runtime adds to every request: none in a browser. */
export const runtimeHeaders = (): Record<string, string> => ({});

/** Nothing: every browser has a global fetch. */
export const missingFetch = (): string | undefined => undefined;

/**
 * None in a browser: a header of the SDK's own would cost a CORS preflight and fail every call where the service does
 * not allow it, so a page sends an `X-Request-Id` only when it gives one (`headers`), and reads the service's.
 */
export const newRequestId = (): string | undefined => undefined;

/** Nothing in a browser: its console has no hook for how an error is shown (Node's `util.inspect.custom`). */
export const inspectable = (_errorClass: unknown): void => {};

/** A UTF-8 decoder of a stream's pieces, a byte order mark opening it dropped: a browser's own, streaming. */
export function pieceDecoder(): (piece: Uint8Array, last: boolean) => string {
  const decoder = new TextDecoder();
  return (piece, last) => decoder.decode(piece, { stream: !last });
}
