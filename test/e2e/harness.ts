import { afterAll, beforeAll, beforeEach } from 'vitest';
import { Client, type ClientOptions } from '../../src/index.js';
import type { MockServer, MockService, MockUser } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';

/** Which demo user a client acts as. */
export type Role = 'owner' | 'admin' | 'member' | 'outsider';

/** The loopback mock server of one test file, reset before each test. */
export interface Harness {
  readonly server: MockServer;
  readonly service: MockService;
  /** A client over real sockets, authenticated as a demo user; validation is strict. */
  client(role?: Role, options?: Partial<ClientOptions>): Client;
  user(role: Role): MockUser;
}

/**
 * Starts `startMockServer()` for the file (real sockets), resets its state before each test.
 * @example
 * const mock = useMockServer();
 * it('...', async () => {
 *   await mock.client('admin').channels.list(mock.service.fixtures.workspaceId);
 * });
 */
export function useMockServer(): Harness {
  let server: MockServer | undefined;
  const started = (): MockServer => {
    if (!server) throw new Error('the mock server is not running');
    return server;
  };
  beforeAll(async () => {
    server = await startMockServer();
  });
  beforeEach(() => started().service.reset());
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      return started();
    },
    get service() {
      return started().service;
    },
    user: (role) => started().service.fixtures[role],
    client: (role = 'owner', options = {}) =>
      new Client({
        baseUrl: started().url,
        auth: started().service.fixtures[role].token,
        validation: 'strict',
        retry: 0,
        logLevel: 'off',
        ...options,
      }),
  };
}
