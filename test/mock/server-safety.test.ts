// A mock server left running on a developer's machine: web pages of other origins get no CORS (and 403 to what they
// send without asking), a Host that is not the server's own (DNS rebinding) gets 421, silent connections are closed,
// and a body nested too deep gets 400 (it used to reset the connection). Its cap on connections is tested in
// server-connections.test.ts.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { rawRequest } from './raw-http.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ cors: ['https://app.example:8443'], maxConnections: 8 });
});
afterAll(() => server.close());

const auth = () => ({ authorization: `Bearer ${server.service.fixtures.owner.token}` });

/** Opens a TCP connection to a server (the file's by default) and resolves once it is connected. */
function open(url = server.url): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves once the server has closed the socket (its 'close' event), with the bytes it sent before. */
function closed(socket: Socket): Promise<string> {
  let received = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  return new Promise((resolve) => socket.once('close', () => resolve(received)));
}

describe('CORS', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:5173', 'http://[::1]:8080', 'https://app.example:8443'])(
    'gives %s (loopback, or named in cors) its origin back',
    async (origin) => {
      const answer = await fetch(`${server.url}/api/profiles`, { headers: { origin, ...auth() } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toBe('origin');
    },
  );

  it('gives any other origin no CORS header, on a preflight or a request', async () => {
    const origin = 'https://evil.example';
    const preflight = await fetch(`${server.url}/api/profiles`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect([...preflight.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const answer = await fetch(`${server.url}/api/profiles`, { headers: { origin, ...auth() } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("refuses what another origin's page sends without asking (a cross-site simple request): 403", async () => {
    const post = (headers: Record<string, string>) =>
      rawRequest(server.url, { method: 'POST', target: '/oauth/token', headers, body: 'grant_type=x' });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const headers of [
      { origin: 'https://evil.example', ...form },
      { 'sec-fetch-site': 'cross-site', ...form },
    ]) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({
        status: 403,
        message: expect.stringContaining('without asking first (a cross-site simple request)'),
      });
    }
    for (const origin of ['http://localhost:3000', 'https://app.example:8443'])
      expect((await post({ origin, ...form })).status, origin).not.toBe(403);
  });

  it('refuses a cors option that is not a list of origins, before listening', async () => {
    for (const cors of [['https://app.example/path'], ['app.example'], 'https://app.example'])
      await expect(startMockServer({ cors: cors as string[] })).rejects.toThrow(/cors must be a list of origins/);
  });
});

describe('the Host header', () => {
  it('answers 421, with nothing of the data, to a Host that is not the server (DNS rebinding)', async () => {
    const answer = await rawRequest(server.url, {
      target: '/api/profiles',
      headers: { host: 'evil.example', ...auth() },
    });
    expect(answer.status).toBe(421);
    const body = JSON.parse(answer.body) as { status: number; message: string };
    expect(body).toMatchObject({ status: 421 });
    expect(body.message).toContain('answers only requests for 127.0.0.1:');
    expect(answer.body).not.toContain('Ada Lovelace');
  });

  it('answers its own address and localhost, in any case', async () => {
    const { port } = new URL(server.url);
    for (const host of [`127.0.0.1:${port}`, `LOCALHOST:${port}`]) {
      const answer = await rawRequest(server.url, { target: '/api/profiles', headers: { host, ...auth() } });
      expect(answer.status, host).toBe(200);
    }
  });
});

describe('connections', () => {
  // A server of its own with a short idle timeout: on the file's server, a test's request could meet it whenever a
  // loaded machine stalls this process (client and server both) between the connection and the first read.
  let quick: MockServer;
  beforeAll(async () => {
    quick = await startMockServer({ idleTimeoutMs: 200 });
  });
  afterAll(() => quick.close());

  it('closes a connection that sends nothing after idleTimeoutMs', async () => {
    const silent = await open(quick.url);
    // The server ends it without a request: silently (the socket's idle timeout) or with node:http's 408 (its check of
    // request heads, due at the same time, may run first when the process was stalled).
    expect(await closed(silent)).toMatch(/^(|HTTP\/1\.1 408 Request Timeout\r\n[\s\S]*)$/);
  });

  it('closes a connection whose request head never ends', async () => {
    const slow = await open(quick.url);
    const done = closed(slow);
    slow.write('GET /api/profiles HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(await done).not.toContain('200');
  });
});

describe('request bodies', () => {
  it('answers 400 to a body nested deeper than 64 levels (5,000 deep used to reset the connection)', async () => {
    const { channels } = server.service.fixtures;
    const deep = `{"name":"x","description":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const answer = await fetch(`${server.url}/api/channels/${channels.sales}`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: deep,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(
      "The request body nests deeper than 64 levels, the mock's limit",
    );
    const shallow = `{"name":"x","description":"${'['.repeat(100)}"}`; // brackets in a string do not count
    const fine = await fetch(`${server.url}/api/channels/${channels.sales}`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: shallow,
    });
    expect(fine.status).not.toBe(400);
  });
});

describe('ids', () => {
  it.each(['%00', '%E2%80%AE', '%e2%81%a6', '%E2%80%8F'])('answers 400 to a path holding %s', async (escape) => {
    const answer = await fetch(`${server.url}/api/channels/abc${escape}def`, { headers: auth() });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'The request path holds a NUL or a bidi control character, which no id has',
    );
  });
});

describe('limits', () => {
  it('answers 413 to a string field over 1 MiB, naming it, and keeps nothing of it', async () => {
    const { channels } = server.service.fixtures;
    const answer = await fetch(`${server.url}/api/channels/${channels.sales}`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sales', description: 'x'.repeat(1_048_577) }),
    });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toBe(
      "description is 1048577 characters long, over the mock's limit of 1048576",
    );
    expect(server.service.store.channels.get(channels.sales)?.description).not.toHaveLength(1_048_577);
  });

  it('answers 409 to the 101st edit of a comment, in process too', async () => {
    const mock = server.service;
    const dataset = mock.fixtures.datasets.revenue;
    const headers = { authorization: `Bearer ${mock.fixtures.owner.token}`, 'content-type': 'application/json' };
    const draft = await mock.fetch(`${server.url}/api/datasets/${dataset}/comments`, { method: 'POST', headers });
    const { id } = (await draft.json()) as { id: string };
    const put = (message: string) =>
      mock.fetch(`${server.url}/api/datasets/${dataset}/comments/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ message }),
      });
    expect((await put('first')).status).toBe(201);
    for (let edit = 1; edit <= 100; edit++) expect((await put(`edit ${edit}`)).status).toBe(200);
    const refused = await put('one more');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Comment ${id} has been edited 100 times, the mock's limit; post a new comment instead`,
    );
    expect(mock.store.comments.get(id)?.history).toHaveLength(100);
  });
});
