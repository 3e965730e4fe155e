import { createServer, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach } from 'vitest';

/** A request as a loopback server received it. */
export interface Received {
  method: string;
  /** The raw path and query, as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Resolves when the connection that carried this request has closed. */
  closed: Promise<void>;
  /** Cuts the connection (a reset, seen by the client as a network error). */
  destroy(): void;
}

/** Answers one request; it may also leave the response hanging or cut the connection. */
export type Handler = (request: Received, response: ServerResponse) => unknown;

/** A real HTTP server on 127.0.0.1 (its own origin): what reached it, and events to wait on. */
export interface Loopback {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  requests: Received[];
  /** Resolves when the server has received its `count`-th request (1 = the first). */
  received(count?: number): Promise<Received>;
  close(): Promise<void>;
}

/** Starts a loopback HTTP server that records each request (body included) before `handle` answers it. */
export async function startLoopback(handle: Handler): Promise<Loopback> {
  const requests: Received[] = [];
  const waiters: Array<{ count: number; resolve: (request: Received) => void }> = [];
  const sockets = new Set<Socket>();
  const server = createServer(async (raw, response) => {
    const closed = new Promise<void>((resolve) =>
      raw.socket.destroyed ? resolve() : raw.socket.once('close', () => resolve()),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of raw) chunks.push(chunk as Buffer);
    const request = {
      method: raw.method ?? '',
      url: raw.url ?? '',
      headers: raw.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      closed,
      destroy: () => raw.socket.destroy(),
    };
    requests.push(request);
    for (const waiter of waiters.filter((w) => w.count === requests.length)) waiter.resolve(request);
    await handle(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    received(count = 1) {
      const seen = requests[count - 1];
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers with a JSON body. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/hal+json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** For a test file: a function that starts a loopback server, every one of them closed after each test. */
export function useLoopbacks(): (handle: Handler) => Promise<Loopback> {
  const servers: Loopback[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (handle) => {
    const server = await startLoopback(handle);
    servers.push(server);
    return server;
  };
}

/** Whether something accepts connections at this URL's port. */
export function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
