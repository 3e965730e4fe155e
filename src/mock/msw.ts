/**
 * msw request handlers that answer with the mock, for apps and tests that already use msw.
 * @example
 * import { setupServer } from 'msw/node';
 * import { createMockService } from 'wdp-sdk/mock';
 * import { mswHandlers } from 'wdp-sdk/mock/msw';
 *
 * const server = setupServer(...mswHandlers(createMockService(), { baseUrl: 'https://wdp.mock' }));
 * server.listen();
 * @module wdp-sdk/mock/msw
 */

import { http, type RequestHandler } from 'msw';
import type { MockService } from './service.js';
import { keysOf, refuseUnknown } from './unknown-keys.js';

/** Options of `mswHandlers()`. */
export interface MswHandlersOptions {
  /** Only requests under this base URL, such as `https://wdp.mock`, are answered. @default any origin */
  baseUrl?: string | undefined;
}

/** The keys of the options, held to their type by `keysOf`. */
const optionKeys = keysOf<MswHandlersOptions>({ baseUrl: true });

/**
 * msw request handlers that answer with the mock: `setupServer(...)` in Node, `setupWorker(...)` in a browser.
 * The one part of the mock that needs msw, so it has its own entry, `wdp-sdk/mock/msw`; `wdp-sdk/mock` never loads msw.
 * @example
 * const mock = createMockService();
 * const server = setupServer(...mswHandlers(mock, { baseUrl: 'https://wdp.mock' }));
 */
export function mswHandlers(service: MockService, options: MswHandlersOptions = {}): RequestHandler[] {
  refuseUnknown(options, optionKeys, 'mswHandlers()');
  const prefix =
    options.baseUrl === undefined ? '.*' : options.baseUrl.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A RegExp without groups, not a path pattern: msw percent-decodes a pattern's parameters and would answer a
  // malformed escape with its own 500 instead of letting the mock answer 400.
  return [http.all(new RegExp(`^${prefix}/(?:api/.*|oauth/token/?)$`, 'i'), ({ request }) => service.handle(request))];
}
