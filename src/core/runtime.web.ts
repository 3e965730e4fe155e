// What the SDK detects of the runtime in a browser: package.json's "browser" field puts this module in place of
// runtime.ts in bundles built for browsers, which then carry neither Node's User-Agent nor the SDK's version string
// (a browser sends its own User-Agent; setting one would cost a CORS preflight). It exports what runtime.ts exports.
import type { Runtime } from './runtime.js';

/** The runtime's globals. */
export const runtime = (): Runtime => globalThis as Runtime;

/** The headers the runtime adds to every request: none in a browser. */
export const runtimeHeaders = (): Record<string, string> => ({});
