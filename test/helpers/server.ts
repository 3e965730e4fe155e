import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Client, type ClientOptions } from '../../src/index.js';

export const BASE = 'https://wdp.test';
export const TOKEN = 'tok_live_4f9a8b7c6d5e';

export const server = setupServer();

/** Starts msw for the file: unhandled requests fail the test. */
export function useServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A client pointed at the test base URL, with retries and logging off unless asked for. */
export function makeClient(options: Partial<ClientOptions> = {}): Client {
  return new Client({ baseUrl: BASE, auth: TOKEN, retry: 0, logLevel: 'off', ...options });
}

/** A client that holds every answer to its model (`validation: 'strict'`), as the namespaces' wire tests use it. */
export function strict(options: Partial<ClientOptions> = {}): Client {
  return makeClient({ validation: 'strict', ...options });
}

/**
 * A reply that never comes: the server holds the request open, so only the client's timeout or signal can end the
 * call (rather than a reply delayed by a guess at how long the client will wait).
 */
export const noAnswer = (): Promise<Response> => new Promise<Response>(() => undefined);

/** A request as it reached the network boundary. */
export interface Captured {
  method: string;
  /** The raw path as sent, percent-encoding kept. */
  path: string;
  /** The raw query string without `?`, or ''. */
  search: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** Parsed JSON when the body was JSON, else the text, else undefined. */
  body: unknown;
}

/** A canned answer: a status, a JSON body and headers, or a function of the request. */
export type Reply =
  | { status?: number; body?: unknown; headers?: Record<string, string> }
  | ((request: Captured) => Response | Promise<Response>);

/**
 * Records every request to BASE and answers by route: `on('GET', '/api/x', reply)` matches any query,
 * `on('GET', '/api/x?page=1', reply)` only that exact query string. Unrouted requests get a 404 error body.
 */
export function wire(base: string = BASE) {
  const requests: Captured[] = [];
  const routes = new Map<string, Reply>();
  server.use(
    http.all(`${base}/*`, async ({ request }) => {
      const captured = await capture(request);
      requests.push(captured);
      const reply =
        routes.get(`${captured.method} ${captured.path}?${captured.search}`) ??
        routes.get(`${captured.method} ${captured.path}`);
      if (!reply) {
        return HttpResponse.json(
          {
            status: 404,
            error: 'Not Found',
            message: `no route for ${captured.method} ${captured.path}`,
            path: captured.path,
          },
          { status: 404 },
        );
      }
      return respond(reply, captured);
    }),
  );
  return {
    requests,
    /** The only request recorded; fails when there were more or none. */
    get last(): Captured {
      if (requests.length !== 1)
        throw new Error(
          `expected exactly one request, saw ${requests.length}: ` +
            requests.map((r) => `${r.method} ${r.path}`).join(', '),
        );
      return requests[0]!;
    },
    on(method: string, pathAndQuery: string, reply: Reply) {
      routes.set(`${method} ${pathAndQuery}`, reply);
      return this;
    },
  };
}

async function respond(reply: Reply, captured: Captured): Promise<Response> {
  if (typeof reply === 'function') return reply(captured);
  const status = reply.status ?? 200;
  if (reply.body === undefined) return new HttpResponse(null, { status, headers: reply.headers ?? {} });
  return HttpResponse.json(reply.body as Record<string, unknown>, {
    status,
    headers: { 'content-type': 'application/hal+json', ...reply.headers },
  });
}

async function capture(request: Request): Promise<Captured> {
  const raw = request.url;
  const afterOrigin = raw.slice(raw.indexOf('/', raw.indexOf('//') + 2));
  const [pathPart = '', search = ''] = afterOrigin.split('?', 2);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = query[key];
    query[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => (headers[key] = value));
  const text = await request.text();
  let body: unknown = text === '' ? undefined : text;
  // A body labelled JSON that is not (a discovery.yml sent as the service documents it) stays text.
  if (text !== '' && (headers['content-type'] ?? '').includes('json')) body = parsedOrText(text);
  return { method: request.method, path: pathPart, search, query, headers, body };
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
