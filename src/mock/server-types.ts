import type { MockService, MockServiceOptions } from './service.js';

/** Options of `startMockServer()`. */
export interface MockServerOptions extends MockServiceOptions {
  /** The interface to listen on; keep it loopback. @default '127.0.0.1' */
  host?: string | undefined;
  /** The port; 0 picks a free one. @default 0 */
  port?: number | undefined;
  /** A service to serve (to share its state with in-process use); a new one is created when absent. */
  service?: MockService | undefined;
}

/** A running mock server. */
export interface MockServer {
  /** Its base URL, such as `http://127.0.0.1:43121`. */
  readonly url: string;
  /** The service it serves: clock, fixtures, inspect, reset. */
  readonly service: MockService;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}
