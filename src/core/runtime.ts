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
