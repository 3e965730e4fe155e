/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { MockServer, MockServerOptions } from './server-types.js';
import { createMockService, type MockService } from './service.js';

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept, x-hub-signature, x-hub-signature-256',
  'access-control-expose-headers': 'retry-after, location',
  'access-control-max-age': '600',
};

/**
 * Serves the mock service over HTTP on loopback, with CORS for pages on other ports.
 * @example
 * const server = await startMockServer();
 * const client = new Client({ baseUrl: server.url, auth: server.service.fixtures.owner.token });
 * await server.close();
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const service = options.service ?? createMockService(options);
  const server = createServer((req, res) => {
    void answer(service, req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    service,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function answer(service: MockService, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    await writeResponse(res, await service.handle(toRequest(req)), cors);
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/**
 * Writes a fetch `Response` to a node:http response, streaming its body; `headers` are set over its own.
 * Exported (not part of the package's API) for the fault suite, which fronts the mock with its own server.
 */
export async function writeResponse(res: ServerResponse, response: Response, headers: Record<string, string> = {}): Promise<void> {
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...headers });
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  }
  res.end();
}

/**
 * The fetch `Request` of a node:http request (its body streamed, not read ahead).
 * Exported (not part of the package's API) for the fault suite, which fronts the mock with its own server.
 */
export function toRequest(req: IncomingMessage): Request {
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method: req.method ?? 'GET', headers };
  if (hasBody) {
    init.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}
