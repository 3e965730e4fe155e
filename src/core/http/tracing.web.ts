// Tracing in a browser: none. package.json's "browser" field puts this module in place of tracing.ts in bundles
// built for browsers, which have no `node:diagnostics_channel`. It exports what tracing.ts exports.
import type { Call } from './call.js';

export type { RequestTrace } from './tracing.js';

/** Runs the call: nothing is published in a browser. */
export const traced = <R>(_call: Call<unknown>, run: () => Promise<R>): Promise<R> => run();
