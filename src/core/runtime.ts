// What the SDK detects of the runtime it runs in (Node, Deno, Bun or a browser); nothing touches `process` at import.

import { version } from '../version.js';
import { stackLength } from './defaults.js';
import { cut } from './shown.js';

/** The globals detected here; any of them may be missing. */
export interface Runtime {
  process?: { env?: Record<string, string | undefined>; versions?: { node?: string } };
  Deno?: { env?: { get(name: string): string | undefined } };
  Bun?: unknown;
}

/** The runtime's globals. */
export const runtime = (): Runtime => globalThis as Runtime;

/**
 * The headers the runtime adds to every request: in Node, `User-Agent: wdp-sdk/<version> node/<version>`;
 * none in a browser (it would cost a CORS preflight), Deno or Bun (which send their own).
 */
export function runtimeHeaders(): Record<string, string> {
  const { process, Deno, Bun } = runtime();
  const node = process?.versions?.node;
  return node && !Deno && !Bun ? { 'user-agent': `wdp-sdk/${version} node/${node}` } : {};
}

/** What to do when the runtime has no global fetch (an old Node); undefined when it has one. */
export const missingFetch = (): string | undefined =>
  typeof globalThis.fetch === 'function'
    ? undefined
    : 'No global fetch in this runtime; pass `fetch` in the client options (Node >= 20 and browsers have one).';

/**
 * A new id for a call the caller gave none (sent as `X-Request-Id`, see http/request-id.ts): a random UUID, or
 * random base-36 digits where `randomUUID` is missing. An id to find a request by, not a secret.
 */
export const newRequestId = (): string | undefined =>
  globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);

/**
 * Makes `util.inspect` and `console.log` (Node, Deno, Bun) show an error of the class as its stack (up to 16384
 * characters), then its `toJSON()`. A browser's console has no such hook: runtime.web.ts leaves it out.
 */
export function inspectable(errorClass: { prototype: Error & { toJSON(): unknown } }): void {
  Object.defineProperty(errorClass.prototype, Symbol.for('nodejs.util.inspect.custom'), {
    value(this: Error & { toJSON(): unknown }): string {
      const stack = cut(this.stack ?? `${this.name}: ${this.message}`, stackLength);
      return `${stack}\n${JSON.stringify(this.toJSON(), null, 2)}`;
    },
    writable: true,
    configurable: true,
  });
}

/**
 * A UTF-8 decoder of a stream's pieces, given each piece and whether it is the last; a byte order mark opening the
 * stream is dropped, as a default TextDecoder does. Each piece is decoded on its own, a character it cuts held back
 * for the next (a cut before a lead byte never changes the decoding): never with `stream: true`, which leaves Node's
 * fast path for good. runtime.web.ts streams instead.
 */
export function pieceDecoder(): (piece: Uint8Array, last: boolean) => string {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let held: Uint8Array | undefined; // the unfinished character at the end of the last piece
  let bom = true; // until the first text
  return (piece, last) => {
    const bytes = held === undefined ? piece : new Uint8Array(held.length + piece.length);
    if (held !== undefined) {
      bytes.set(held);
      bytes.set(piece, held.length);
    }
    held = undefined;
    let cut = bytes.length;
    for (let k = 1; k <= 3 && k <= bytes.length && !last; k++) {
      const byte = bytes[bytes.length - k] as number;
      if (byte < 0xc0) continue;
      if (k < (byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2)) cut = bytes.length - k;
      break;
    }
    if (cut < bytes.length) held = bytes.slice(cut);
    const text = decoder.decode(cut < bytes.length ? bytes.subarray(0, cut) : bytes);
    if (!bom || text === '') return text;
    bom = false;
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  };
}
