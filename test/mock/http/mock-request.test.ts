// mock.fetch reads a plain call without making a fetch Request, and the server hands the service a BufferedRequest:
// both must answer exactly as a fetch Request would be answered.
import { Buffer } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client } from '../../../src/index.js';
import { BufferedRequest, FormRequest } from '../../../src/mock/http/mock-request.js';
import { createMockService, type MockServer, type MockService, startMockServer } from '../../../src/mock/node.js';

const origin = 'https://wdp.mock';

/** Everything of an answer a client can see. */
async function seen(response: Response) {
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

/** Two mocks in the same state: one asked with mock.fetch(input, init), the other with a fetch Request of it. */
async function both(call: (mock: MockService) => [RequestInfo | URL, RequestInit?]) {
  const [plain, requested] = [createMockService(), createMockService()];
  const fetched = await seen(await plain.fetch(...call(plain)));
  const handled = await seen(await requested.handle(new Request(...call(requested))));
  return { fetched, handled };
}

describe('mock.fetch with a plain call', () => {
  const json = (mock: MockService) => ({
    authorization: `Bearer ${mock.fixtures.owner.token}`,
    'content-type': 'application/json',
  });

  it('answers as the fetch Request of the same call is answered', async () => {
    const calls: ((mock: MockService) => [RequestInfo | URL, RequestInit?])[] = [
      (mock) => [`${origin}/api/workspaces/${mock.fixtures.workspaceId}/channels`, { headers: json(mock) }],
      (mock) => [new URL(`${origin}/api/profiles`), { headers: json(mock) }],
      // A path the URL parser rewrites, and a space it escapes.
      (mock) => [`${origin}/api/x/../profiles?q=a b`, { headers: json(mock) }],
      (mock) => [
        `${origin}/api/workspaces/${mock.fixtures.workspaceId}/channels`,
        { method: 'POST', headers: json(mock) },
      ],
      // A string body with no Content-Type is sent as text/plain;charset=UTF-8: the 415 names it.
      (mock) => [
        `${origin}/api/channels/${mock.fixtures.channels.sales}`,
        { method: 'PATCH', headers: { authorization: `Bearer ${mock.fixtures.owner.token}` }, body: '{}' },
      ],
      // A byte order mark is dropped from a JSON body, as Request.text() drops it.
      (mock) => [
        `${origin}/api/channels/${mock.fixtures.channels.sales}`,
        { method: 'PATCH', headers: json(mock), body: '\uFEFF{"description":"Hé ✓"}' },
      ],
      (mock) => [
        `${origin}/api/channels/${mock.fixtures.channels.sales}`,
        { method: 'PATCH', headers: json(mock), body: '{' },
      ],
      (mock) => [`${origin}/api/channels/${mock.fixtures.channels.sales}`, { method: 'HEAD', headers: json(mock) }],
      () => [`${origin}/api/profiles`],
    ];
    const statuses: number[] = [];
    for (const call of calls) {
      const { fetched, handled } = await both(call);
      expect(fetched, String(call(createMockService())[0])).toEqual(handled);
      statuses.push(fetched.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 415, 200, 400, 200, 401]);
  });

  it('refuses what fetch refuses, as a rejected promise', async () => {
    const mock = createMockService();
    await expect(mock.fetch(`${origin}/api/profiles`, { body: 'x' })).rejects.toThrow(TypeError);
    await expect(mock.fetch('/api/profiles')).rejects.toThrow(TypeError);
    await expect(mock.fetch(`${origin}/api/profiles`, { method: 'TRACE' })).rejects.toThrow(TypeError);
    await expect(mock.fetch(`https://u:p@wdp.mock/api/profiles`)).rejects.toThrow(TypeError);
  });

  it('takes a Request passed with an empty init, its body unread, as it is', async () => {
    const mock = createMockService();
    const request = new Request(`${origin}/api/channels/${mock.fixtures.channels.sales}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${mock.fixtures.owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Read by the mock' }),
    });
    const answer = await mock.fetch(request, {});
    expect(answer.status).toBe(200);
    expect(request.bodyUsed).toBe(true); // its body taken, as fetch takes a Request's body
    expect(mock.store.channels.get(mock.fixtures.channels.sales)?.description).toBe('Read by the mock');
    // Used, it is refused as fetch refuses it.
    await expect(mock.fetch(request, {})).rejects.toThrow(TypeError);
  });
});

/**
 * Runs `body` where, as in WebKit, a `Request` or `Response` made of a form cannot be read back ("Unable to read form
 * data blob"): only the network could send it.
 */
async function whereFormsCannotBeReadBack(body: () => Promise<void>): Promise<void> {
  const refuse = (message: object) => {
    for (const read of ['text', 'arrayBuffer', 'blob', 'bytes', 'json', 'formData'])
      Object.defineProperty(message, read, {
        value: () => Promise.reject(new DOMException('Unable to read form data blob', 'InvalidStateError')),
      });
  };
  const { Request: FetchRequest, Response: FetchResponse } = globalThis;
  vi.stubGlobal(
    'Request',
    class extends FetchRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        if (init?.body instanceof FormData) refuse(this);
      }
    },
  );
  vi.stubGlobal(
    'Response',
    class extends FetchResponse {
      constructor(body?: BodyInit | null, init?: ResponseInit) {
        super(body, init);
        if (body instanceof FormData) refuse(this);
      }
    },
  );
  try {
    await body();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('mock.fetch with an upload (a FormData body)', () => {
  const upload = (mock: MockService) => {
    const form = new FormData();
    form.append('models/orders.sql', new File(['select 1'], 'orders.sql', { type: 'application/sql' }));
    form.append('notes.txt', 'plain text');
    const url = `${origin}/api/workspaces/${mock.fixtures.workspaceId}/resources`;
    return [url, { method: 'POST', headers: { authorization: `Bearer ${mock.fixtures.owner.token}` }, body: form }];
  };
  // The files uploaded (the workspace's own README.md left out).
  const stored = (mock: MockService) =>
    [...mock.store.resources.values()]
      .filter(({ path }) => path !== 'README.md')
      .map(({ path, contentType, content }) => ({ path, contentType, content }));

  it('refuses a form on a GET or HEAD as fetch does, whatever the method’s case', async () => {
    const mock = createMockService();
    for (const method of ['GET', 'get', 'HEAD'])
      await expect(mock.fetch(`${origin}/api/profiles`, { method, body: new FormData() })).rejects.toThrow(TypeError);
  });

  it('stores its files as the fetch Request of the same call does', async () => {
    const [plain, requested] = [createMockService(), createMockService()];
    const fetched = await plain.fetch(...(upload(plain) as [string, RequestInit]));
    const handled = await requested.handle(new Request(...(upload(requested) as [string, RequestInit])));
    expect([fetched.status, handled.status]).toEqual([200, 200]);
    expect(stored(plain)).toEqual(stored(requested));
    expect(stored(plain).map(({ path }) => path)).toEqual(['models/orders.sql', 'notes.txt']);
  });

  it('reads a form that cannot be read back (WebKit): mock.fetch, and client.files.upload on it', async () => {
    await whereFormsCannotBeReadBack(async () => {
      const mock = createMockService();
      const answer = await mock.fetch(...(upload(mock) as [string, RequestInit]));
      expect(answer.status).toBe(200);
      const client = new Client({ baseUrl: origin, auth: mock.fixtures.owner.token, fetch: mock.fetch });
      const published = await client.files.upload(mock.fixtures.workspaceId, { 'smoke/hello.txt': new Blob(['hi']) });
      expect(published.map(({ path }) => path)).toEqual(['smoke/hello.txt']);
      expect(stored(mock).map(({ path }) => path)).toEqual(['models/orders.sql', 'notes.txt', 'smoke/hello.txt']);
    });
  });
});

describe('FormRequest', () => {
  const signal = () => new AbortController().signal;
  const form = () => {
    const data = new FormData();
    data.append('a.txt', new File(['one'], 'a.txt', { type: 'text/plain' }));
    data.append('b', 'two');
    return data;
  };
  const entries = async (data: FormData) =>
    Promise.all([...data].map(async ([name, value]) => [name, typeof value === 'string' ? value : await value.text()]));

  it('gives its form once, and the multipart bytes its Content-Type names', async () => {
    const request = new FormRequest('POST', `${origin}/x`, new Headers(), form(), signal);
    const type = request.headers.get('content-type') ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(await entries(await request.formData())).toEqual([
      ['a.txt', 'one'],
      ['b', 'two'],
    ]);
    await expect(request.text()).rejects.toThrow(TypeError);
    const sent = new FormRequest('POST', `${origin}/x`, new Headers(), form(), signal);
    const headers = { 'content-type': sent.headers.get('content-type') ?? '' };
    const parsed = await new Response(await sent.text(), { headers }).formData();
    expect(await entries(parsed)).toEqual([
      ['a.txt', 'one'],
      ['b', 'two'],
    ]);
  });

  it('makes its fetch Request, body and all, after its body was read too (as BufferedRequest does)', async () => {
    const read = new FormRequest('POST', `${origin}/x`, new Headers(), form(), signal);
    const text = await read.text();
    const request = read.toRequest();
    expect(await request.text()).toBe(text);
  });

  it('makes its fetch Request once, with the same headers and the multipart body', async () => {
    const headers = new Headers({ 'x-a': '1' });
    const buffered = new FormRequest('PUT', `${origin}/x?y=1`, headers, form(), signal);
    const request = buffered.toRequest();
    expect(buffered.toRequest()).toBe(request);
    expect([request.method, request.url, request.headers.get('x-a')]).toEqual(['PUT', `${origin}/x?y=1`, '1']);
    expect(await entries(await request.formData())).toEqual([
      ['a.txt', 'one'],
      ['b', 'two'],
    ]);
  });
});

describe('BufferedRequest', () => {
  const signal = () => new AbortController().signal;

  it('reads its body once, as a Request does; a request with none reads empty as often as asked', async () => {
    const bytes = new Uint8Array(Buffer.from('{"a":1}'));
    const request = new BufferedRequest('POST', `${origin}/x`, new Headers(), bytes, signal);
    expect(await request.json()).toEqual({ a: 1 });
    await expect(request.text()).rejects.toThrow(TypeError);
    const none = new BufferedRequest('GET', `${origin}/x`, new Headers(), undefined, signal);
    expect([await none.text(), await none.text()]).toEqual(['', '']);
  });

  it('gives its bytes as an ArrayBuffer of their own, not the Node pool they may be a view of', async () => {
    const pooled = Buffer.concat([Buffer.from('abc'), Buffer.from('def')]); // a view of Buffer's shared pool
    const request = new BufferedRequest('PUT', `${origin}/x`, new Headers(), pooled, signal);
    const buffer = await request.arrayBuffer();
    expect(buffer.byteLength).toBe(6);
    expect(Buffer.from(buffer).toString()).toBe('abcdef');
  });

  it('parses form data, and makes its fetch Request once: the same method, URL, headers and body', async () => {
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
    const body = new Uint8Array(Buffer.from('a=1&b=two'));
    const form = await new BufferedRequest('POST', `${origin}/x`, headers, body, signal).formData();
    expect([...form]).toEqual([
      ['a', '1'],
      ['b', 'two'],
    ]);
    const buffered = new BufferedRequest('POST', `${origin}/x?y=1`, headers, body, signal);
    const request = buffered.toRequest();
    expect(buffered.toRequest()).toBe(request);
    expect([request.method, request.url, request.headers.get('content-type')]).toEqual([
      'POST',
      `${origin}/x?y=1`,
      'application/x-www-form-urlencoded',
    ]);
    expect(await request.text()).toBe('a=1&b=two');
  });
});

describe('the mock server and what it hands on', () => {
  let server: MockServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("gives a fault rule's function and onInjected a fetch Request, body and all", async () => {
    server = await startMockServer();
    const { owner, channels } = server.service.fixtures;
    const given: unknown[] = [];
    server.service.admin.addFault({
      path: '/api/channels/*',
      fault: (request) => {
        given.push(request instanceof Request, request.method);
        return { type: 'latency', ms: 1 };
      },
      onInjected: (request) => {
        given.push(request instanceof Request);
        void request.text().then((text) => given.push(text));
      },
    });
    const answer = await fetch(`${server.url}/api/channels/${channels.sales}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Through a fault' }),
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()) as { description: string }).toMatchObject({ description: 'Through a fault' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(given).toEqual([true, 'PATCH', true, JSON.stringify({ description: 'Through a fault' })]);
  });
});
