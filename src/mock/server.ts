/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Duplex, Readable } from 'node:stream';
import { capConnections } from './http/connections.js';
import { checkCorsOrigins, Guard } from './http/guard.js';
import { mockLimits } from './http/limits.js';
import { BufferedRequest } from './http/mock-request.js';
import { bodyTexts, errorResponse, whole } from './http/responses.js';
import type { MockServer, MockServerOptions } from './server-types.js';
import { createMockService, type MockService, mockClockHeader, servingOf } from './service.js';

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
  const maxBodyBytes = checkMaxBodyBytes(options.maxBodyBytes ?? defaultMaxBodyBytes);
  const baseOrigin = options.baseUrl === undefined ? undefined : originOf(options.baseUrl);
  const origins = checkCorsOrigins(options.cors);
  const idleTimeoutMs = checkWhole('idleTimeoutMs', options.idleTimeoutMs ?? defaults.idleTimeoutMs, 1);
  const maxConnections = checkWhole('maxConnections', options.maxConnections ?? defaults.maxConnections, 1);
  const service = options.service ?? createMockService(options);
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

const tooLarge = Symbol('too large');

/**
 * The body of a request, read ahead of the handler, or `tooLarge` as soon as its Content-Length or the bytes
 * that arrived pass `limit`; then reading stops.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer> | typeof tooLarge> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(tooLarge);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData).pause();
      resolve(tooLarge);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', reject);
    req.once('close', () => reject(new Error('The client closed the request before the end of its body')));
  });
}

/**
 * Writes a fetch `Response` to a node:http response, streaming its body; `headers` are set over its own.
 * Exported (not part of the package's API) for the recording proxy (record/proxy.ts), which serves the same way.
 */
export async function writeResponse(
  res: ServerResponse,
  response: Response,
  headers: Record<string, string> = {},
): Promise<void> {
  const text = response.bodyUsed ? undefined : bodyTexts.get(response);
  if (text !== undefined) {
    // An answer made whole (http/responses.ts): its length in the head and one write, as a plain server sends it.
    const length = { 'content-length': String(Buffer.byteLength(text)) };
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...headers, ...length }).end(text);
    return;
  }
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...headers });
  if (response.body) {
    // The head goes out at once, even when the body is held (a stall fault). An empty write, not flushHeaders(),
    // which would send the head as UTF-8 instead of Latin-1.
    res.write(new Uint8Array(0));
    // Each chunk is handed to the socket before the next is read: a body that fails (a reset fault) is cut after
    // what it sent, not before.
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      await new Promise<void>((resolve, reject) => res.write(chunk, (error) => (error ? reject(error) : resolve())));
  }
  res.end();
}

/**
 * The fetch `Request` of a node:http request on `origin`, whatever its Host header or an absolute-form target
 * names; its body is `body` when given (read ahead, or a stream of it), else `req` streamed. `signal` aborts when
 * the client goes away. Exported (not part of the package's API) for the recording proxy (record/proxy.ts).
 */
export function toRequest(
  req: IncomingMessage,
  origin: string,
  body?: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): Request {
  const init: RequestInit & { duplex?: 'half' } = { method: req.method ?? 'GET', headers: headersOf(req) };
  if (signal) init.signal = signal;
  if (hasBody(req)) {
    init.body = body ?? (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>);
    init.duplex = 'half';
  }
  return new Request(origin + pathAndQuery(req.url), init);
}

/** The headers of a node:http request as fetch's `Headers`. */
function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

function hasBody(req: IncomingMessage): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD';
}

/** The path and query of a request target: an absolute-form target (`GET http://host/x`) keeps only those. */
function pathAndQuery(target = '/'): string {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return '/';
  }
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
