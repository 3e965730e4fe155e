/**
 * A mock of the service for tests and demos: `createMockService()` answers in process (its `fetch`), and
 * `startMockServer()` over HTTP on Node. In a browser the same import gives everything but the server.
 * @example
 * import { Client } from 'wdp-sdk';
 * import { createMockService } from 'wdp-sdk/mock';
 *
 * const mock = createMockService();
 * const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch: mock.fetch });
 * @module wdp-sdk/mock
 */

// wdp-sdk/mock for Node: everything of ./index.ts, with the real loopback server and recording proxy in place of
// the browser stubs (an explicit export shadows the star export of the same name).
export * from './index.js';
export { startRecordingProxy } from './record/proxy.js';
export { startMockServer } from './server.js';
