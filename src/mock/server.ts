/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { capConnections } from './http/connections.js';
import { checkCorsOrigins, Guard } from './http/guard.js';
import { mockLimits } from './http/limits.js';
import { BufferedRequest } from './http/mock-request.js';
import { hasBody, headersOf, pathAndQuery, readBody, tooLarge, writeResponse } from './http/node-io.js';
import { errorResponse, whole } from './http/responses.js';
import type { MockServer, MockServerOptions } from './server-types.js';
import { createMockService, type MockService, mockClockHeader, servingOf } from './service.js';
import { type MockServiceOptions, serviceOptionKeys } from './service-options.js';
import { keysOf, refuseUnknown } from './unknown-keys.js';

/** The methods the server answers; the others that a node:http server reads are routed (404 or 405). */
const methods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * Methods a fetch `Request` cannot carry (node:http reads no TRACK), which the service's servlet container refuses
 * before any routing or authentication (Tomcat's `allowTrace` is off): 405 with the error body and `Allow`.
 */
const refusedMethods = new Set(['CONNECT', 'TRACE']);

/** The default of `maxBodyBytes`: 32 MiB. */
const defaultMaxBodyBytes = mockLimits.bodyBytes;
/** The defaults of `idleTimeoutMs` and `maxConnections`. */
const defaults = { idleTimeoutMs: 10_000, maxConnections: 256 };

/** The keys of `MockServerOptions` beside those of `MockServiceOptions`, held to the type by `keysOf`. */
const serverOptionKeys = keysOf<Omit<MockServerOptions, keyof MockServiceOptions>>({
  host: true,
  port: true,
  service: true,
  baseUrl: true,
  maxBodyBytes: true,
  cors: true,
  idleTimeoutMs: true,
  maxConnections: true,
});

/**
 * What the server answers with: its service, the origin its hrefs are built on, its body limit, and its guard
 * (the Host values it answers, the origins it gives CORS to).
 */
interface Serving {
  service: MockService;
  /** How the server asks the service (`servingOf`). */
  serve: (request: BufferedRequest) => Promise<Response>;
  origin: string;
  maxBodyBytes: number;
  idleTimeoutMs: number;
  guard: Guard | undefined;
}

/**
 * Serves the mock service over HTTP on loopback: the API under `url`, the token endpoint at `${url}/oauth/token`,
 * and the demo data's tokens in `service.fixtures`. It is safe to leave running: CORS only for loopback pages (and
 * the `cors` origins), 421 to a Host that is not its own (DNS rebinding), idle connections closed after
 * `idleTimeoutMs`, at most `maxConnections` at once (a new one closes the connection idle longest).
 * @example
 * const server = await startMockServer();
 * const client = new Client({ baseUrl: server.url, auth: server.service.fixtures.owner.token });
 * await server.close();
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  refuseUnknown(options, [...serviceOptionKeys, ...serverOptionKeys], 'startMockServer()');
  const maxBodyBytes = checkMaxBodyBytes(options.maxBodyBytes ?? defaultMaxBodyBytes);
  const baseOrigin = options.baseUrl === undefined ? undefined : originOf(options.baseUrl);
  const origins = checkCorsOrigins(options.cors);
  const idleTimeoutMs = checkWhole('idleTimeoutMs', options.idleTimeoutMs ?? defaults.idleTimeoutMs, 1);
  const maxConnections = checkWhole('maxConnections', options.maxConnections ?? defaults.maxConnections, 1);
  const serviceOptions = serviceOptionsOf(options);
  const given = Object.entries(serviceOptions).find(([, value]) => value !== undefined)?.[0];
  if (options.service && given !== undefined) {
    throw new TypeError(
      `startMockServer() takes \`service\` or the options of a new one, not both: give ${JSON.stringify(given)} ` +
        'to the createMockService() that made it.',
    );
  }
  const service = options.service ?? createMockService(serviceOptions);
  const serving: Serving = {
    service,
    serve: servingOf(service),
    origin: '',
    maxBodyBytes,
    idleTimeoutMs,
    guard: undefined,
  };
  // How often node:http checks for request heads that take too long (slow senders): within the idle timeout.
  const server = createServer({ connectionsCheckingInterval: Math.min(30_000, idleTimeoutMs) }, (req, res) => {
    void answer(serving, req, res);
  });
  capConnections(server, maxConnections);
  // node:http hands a CONNECT to this event, with the bare socket, instead of answering it as a request.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    void refuseTunnel(serving, req, socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  const url = `http://${host}:${port}`;
  serving.origin = baseOrigin ?? url;
  serving.guard = new Guard({ address, port, baseOrigin }, origins, {
    methods,
    exposed: `retry-after, location, ${mockClockHeader}`,
  });
  // A socket silent for this long is closed (with no 'timeout' listener on the server, node:http destroys it), as
  // is one whose request head does not arrive in time.
  server.setTimeout(idleTimeoutMs);
  server.headersTimeout = idleTimeoutMs;
  server.keepAliveTimeout = Math.min(server.keepAliveTimeout, idleTimeoutMs);
  return {
    url,
    service: serving.service,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function answer(serving: Serving, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { service, serve, origin, maxBodyBytes, guard } = serving;
  const cors = guard?.corsFor(req.headers.origin) ?? {};
  // A client that goes away aborts the request's signal, which ends a fault's wait; made when first asked for.
  let controller: AbortController | undefined;
  const gone = () => {
    controller ??= new AbortController();
    return controller;
  };
  res.once('close', () => {
    if (!res.writableFinished) gone().abort(new Error('The client closed the connection'));
    else req.socket.setTimeout(serving.idleTimeoutMs);
  });
  try {
    if (guard && !guard.answers(req.headers.host)) {
      await writeResponse(res, misdirected(serving, req, guard.hosts), { connection: 'close' });
      return;
    }
    const crossSite = guard?.refusal(req.method ?? 'GET', req.headers);
    if (crossSite !== undefined) {
      const path = new URL(origin + pathAndQuery(req.url)).pathname;
      await writeResponse(res, errorResponse(403, crossSite, path, service.clock.now()), { connection: 'close' });
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (refusedMethods.has(req.method ?? '')) {
      await writeResponse(res, refusal(serving, req), cors);
      return;
    }
    const body = hasBody(req) ? await readBody(req, maxBodyBytes) : undefined;
    if (body === tooLarge) {
      const limit = `${maxBodyBytes} bytes, the limit of this mock server (maxBodyBytes)`;
      const message = `The request body is larger than ${limit}`;
      // The rest of the body stays unread: closing the connection is what discards it.
      await writeResponse(
        res,
        errorResponse(413, message, new URL(origin + pathAndQuery(req.url)).pathname, service.clock.now()),
        { ...cors, connection: 'close' },
      );
      return;
    }
    // A connection whose request has arrived whole is not idle, however long its answer takes (a latency or a
    // stall fault); its idle timeout starts again once the answer is sent.
    req.socket.setTimeout(0);
    const request = new BufferedRequest(
      req.method ?? 'GET',
      origin + pathAndQuery(req.url),
      headersOf(req),
      body,
      () => gone().signal,
    );
    await writeResponse(res, await serve(request), cors);
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/** The 421 of a request whose Host is not the server's: a page on another name (DNS rebinding) gets nothing. */
function misdirected({ service, origin }: Serving, req: IncomingMessage, hosts: readonly string[]): Response {
  const host = JSON.stringify(req.headers.host);
  const message =
    `This mock server answers only requests for ${hosts.join(' or ')}, not for Host ${host}; ` +
    'start it with baseUrl to serve it under another name';
  return errorResponse(421, message, new URL(origin + pathAndQuery(req.url)).pathname, service.clock.now());
}

/** The 405 of a method the server refuses (`refusedMethods`), before reading any of the request. */
function refusal({ service, origin }: Serving, req: IncomingMessage): Response {
  const target = req.url ?? '/';
  // A CONNECT names an authority (`host:port`), not a path: the error body shows it as it came.
  const path =
    req.method === 'CONNECT' && !target.startsWith('/') ? target : new URL(origin + pathAndQuery(target)).pathname;
  const message = `Request method '${req.method}' is not supported; use ${methods}`;
  const response = errorResponse(405, message, path, service.clock.now());
  response.headers.set('allow', methods);
  return response;
}

/** Answers a CONNECT on its bare socket with the 405 of `refusal`, then closes the connection. */
async function refuseTunnel(serving: Serving, req: IncomingMessage, socket: Duplex): Promise<void> {
  const cors = serving.guard?.corsFor(req.headers.origin) ?? {};
  socket.on('error', () => socket.destroy());
  // What the client sends past the request is read and dropped, so that closing does not reset the connection.
  socket.resume();
  const response = refusal(serving, req);
  const body = Buffer.from(await whole(response).arrayBuffer());
  const headers = { ...Object.fromEntries(response.headers), ...cors, 'content-length': String(body.length) };
  const head = [
    `HTTP/1.1 ${response.status} Method Not Allowed`,
    ...Object.entries({ ...headers, connection: 'close' }).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]), () => socket.destroy());
}

/** The options of the service a server makes: those of `createMockService()`, which refuses the server's own. */
function serviceOptionsOf(options: MockServerOptions): MockServiceOptions {
  return Object.fromEntries(Object.entries(options).filter(([key]) => serviceOptionKeys.includes(key)));
}

/** A whole-number option of at least `min`, or a RangeError naming it. */
function checkWhole(name: string, value: unknown, min: number): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= min) return value;
  throw new RangeError(`${name} must be a whole number >= ${min}; got ${String(value)}.`);
}

function checkMaxBodyBytes(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw new RangeError(
    `maxBodyBytes must be a non-negative integer number of bytes, such as ${defaultMaxBodyBytes}; ` +
      `got ${String(value)}.`,
  );
}

/** The origin of an absolute http(s) URL. */
function originOf(baseUrl: unknown): string {
  const url = typeof baseUrl === 'string' && URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return url.origin;
  throw new TypeError(
    `baseUrl must be an absolute http(s) URL such as https://wdp.example; got ${JSON.stringify(baseUrl)}.`,
  );
}
