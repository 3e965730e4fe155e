// What `Client` reads of the environment in a browser: nothing, since a browser has no environment variables.
// package.json's "browser" field puts this module in place of environment.ts in bundles built for browsers, which
// then carry neither the variables' reader nor the clientCredentials() exchange it would start (PERFORMANCE.md,
// issue 31). It exports what environment.ts exports to `Client`; the errors are the same.

import type { ClientOptions, CompleteOptions } from './client-options.js';
import { completeOptions } from './complete-options.js';

/** The options as given, with `baseUrl` and `auth` required (a browser has no WDP_* variables to read them from). */
export function withEnvironment(given: ClientOptions | undefined): CompleteOptions {
  return completeOptions(given);
}
