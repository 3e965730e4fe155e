import type { MockService, MockServiceOptions } from './service.js';

/** Options of `startMockServer()`. */
export interface MockServerOptions extends MockServiceOptions {
  /** The interface to listen on; keep it loopback. @default '127.0.0.1' */
  host?: string | undefined;
  /** The port; 0 picks a free one. @default 0 */
  port?: number | undefined;
  /** A service to serve (to share its state with in-process use); a new one is created when absent. */
  service?: MockService | undefined;
  /**
   * The origin that absolute hrefs are built on, such as the address a proxy or container forwards from; only
   * its origin is used. The request's Host header never is. @default the server's own `url`
   */
  baseUrl?: string | undefined;
  /**
   * The largest request body accepted, in bytes. A larger one is answered 413 as soon as its Content-Length
   * or the bytes received pass the limit, and the rest is not read. @default 33554432 (32 MiB)
   */
  maxBodyBytes?: number | undefined;
  /**
   * Origins besides loopback ones (`http://localhost:*`, `127.x.x.x`, `[::1]`) whose pages may call the server
   * (CORS), such as `https://app.example:8443`. Pages of other origins get no CORS headers, so browsers refuse.
   * @default []
   */
  cors?: readonly string[] | undefined;
  /**
   * Milliseconds a connection may stay silent (no request, or a request head unfinished) before it is closed.
   * @default 10000
   */
  idleTimeoutMs?: number | undefined;
  /**
   * Connections open at once. One more closes the connection idle longest (none with a request in flight), or is
   * closed at once when every open one has a request in flight. @default 256
   */
  maxConnections?: number | undefined;
}

/** A running mock server. */
export interface MockServer {
  /** The SDK's `baseUrl`, such as `http://127.0.0.1:43121`; the token endpoint is `${url}/oauth/token`. */
  readonly url: string;
  /** The service it serves: clock, fixtures, inspect, reset. */
  readonly service: MockService;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}
