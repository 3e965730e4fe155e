// What keeps a recording proxy left running safe: a cap on request bodies (413, before the service sees them),
// no forwarding of what another site's page sends without asking, and a bounded, expiring memo of callers.
import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RecordingProxy, startRecordingProxy } from '../../src/mock/node.js';
import { errorBody, rawRequest } from './raw-http.js';

const MiB = 1024 * 1024;
const limit = 32 * MiB;
const target = 'https://wdp.example';

/** A proxy in front of a fake service that answers every request with an empty JSON object and keeps its URLs. */
async function proxyWithSeen(): Promise<{ proxy: RecordingProxy; seen: string[] }> {
  const seen: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    await request.arrayBuffer();
    seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization') ?? ''}`);
    if (request.url.endsWith('/api/profiles')) return Response.json({ _embedded: { profiles: [{ id: 'p1' }] } });
    return Response.json({});
  };
  return { proxy: await startRecordingProxy({ target, fetch }), seen };
}

/** POSTs `size` bytes (zeros, 64 KiB at a time, chunked) to `url`; resolves with the answer, which may come early. */
function postChunked(url: string, size: number, type: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  const chunk = new Uint8Array(64 * 1024);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request({ host: hostname, port, method: 'POST', path: '/api/workspaces/w/datasets', agent: false });
    req.setHeader('content-type', type);
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8').on('data', (text: string) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server may close the connection once it has answered, while this side still writes.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    let sent = 0;
    const write = (): void => {
      while (sent < size && !answered) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe('the request body limit of a recording proxy (32 MiB, the mock server default)', () => {
  let proxy: RecordingProxy | undefined;
  afterEach(() => proxy?.close());

  it('answers 413 to a Content-Length over the limit before reading a byte; the service sees nothing', async () => {
    const started = await proxyWithSeen();
    proxy = started.proxy;
    const answer = await rawRequest(proxy.url, {
      method: 'POST',
      target: '/api/workspaces/w/datasets',
      open: true,
      headers: { 'content-type': 'application/json', 'content-length': limit + 1 },
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual(
      errorBody(
        413,
        'Payload Too Large',
        '/api/workspaces/w/datasets',
        `The request body is larger than ${limit} bytes, the limit of this recording proxy`,
      ),
    );
    expect(started.seen).toEqual([]);
  });

  it('counts a chunked JSON body: one byte over the limit is answered 413 and never sent on', async () => {
    const started = await proxyWithSeen();
    proxy = started.proxy;
    const answer = await postChunked(proxy.url, limit + 1, 'application/json');
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as { message: string }).message).toContain(`larger than ${limit} bytes`);
    expect(started.seen).toEqual([]);
  });

  it('streams a file through, counted: past the limit its upload fails and the client gets 413', async () => {
    const started = await proxyWithSeen();
    proxy = started.proxy;
    const fits = await postChunked(proxy.url, 2 * MiB, 'application/octet-stream');
    expect(fits.status).toBe(200);
    expect(started.seen).toEqual(['POST /api/workspaces/w/datasets ']);
    const over = await postChunked(proxy.url, limit + 1, 'application/octet-stream');
    expect(over.status).toBe(413);
    expect(started.seen).toHaveLength(1); // the service's read of the body failed: no request of it completed
  });
});

describe('cross-site simple requests to a recording proxy', () => {
  let proxy: RecordingProxy | undefined;
  afterEach(() => proxy?.close());

  it("refuses a page's no-cors POST from another origin (403), and forwards one from a loopback page", async () => {
    const started = await proxyWithSeen();
    proxy = started.proxy;
    const post = (headers: Record<string, string>) =>
      rawRequest(started.proxy.url, { method: 'POST', target: '/api/workspaces/w/datasets', headers, body: 'x=1' });
    for (const headers of [
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'multipart/form-data; boundary=x' },
    ]) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect((JSON.parse(answer.body) as { message: string }).message).toContain('a cross-site simple request');
    }
    expect(started.seen).toEqual([]);
    const loopback = await post({ origin: 'http://localhost:3000', 'content-type': 'text/plain' });
    expect(loopback.status).toBe(200);
    expect(loopback.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(started.seen).toEqual(['POST /api/workspaces/w/datasets ']);
  });

  it('answers a preflight itself: no CORS for another origin, whatever the service would say', async () => {
    const started = await proxyWithSeen();
    proxy = started.proxy;
    const preflight = await fetch(`${proxy.url}/api/profiles`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect([...preflight.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(started.seen).toEqual([]);
  });
});

describe('who each token is', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the answers of the 100 most recent tokens, each for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const started = await proxyWithSeen();
    const asked = (token: string) => started.seen.filter((line) => line === `GET /api/profiles Bearer ${token}`);
    const read = (token: string) =>
      fetch(`${started.proxy.url}/api/channels/c`, { headers: { authorization: `Bearer ${token}` } });
    try {
      await read('t0');
      await read('t0');
      expect(asked('t0')).toHaveLength(1);
      for (let i = 1; i <= 100; i++) await read(`t${i}`); // t0 is now the 101st most recent
      await read('t0');
      expect(asked('t0')).toHaveLength(2);
      await read('t100');
      expect(asked('t100')).toHaveLength(1);
      vi.setSystemTime(Date.now() + 5 * 60_000);
      await read('t100');
      expect(asked('t100')).toHaveLength(2);
    } finally {
      await started.proxy.close();
    }
  });
});
