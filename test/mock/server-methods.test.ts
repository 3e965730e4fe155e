import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { errorBody, rawExchange, rawRequest } from './raw-http.js';

const allMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

describe('startMockServer() methods, as Spring on Tomcat answers them', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer();
  });
  afterAll(() => server.close());

  const auth = () => ({ authorization: `Bearer ${server.service.fixtures.owner.token}` });

  it('answers TRACE with 405, the error body and Allow, before authentication, and keeps serving', async () => {
    const target = `/api/channels/${server.service.fixtures.channels.sales}`;
    for (const headers of [auth(), {}]) {
      const { status, headers: answered, body } = await rawRequest(server.url, { method: 'TRACE', target, headers });
      expect(status).toBe(405);
      expect(answered.allow).toBe(allMethods);
      expect(answered['content-type']).toBe('application/json');
      expect(JSON.parse(body)).toEqual(
        errorBody(405, 'Method Not Allowed', target, `Request method 'TRACE' is not supported; use ${allMethods}`),
      );
    }
    expect((await rawRequest(server.url, { target, headers: auth() })).status).toBe(200);
  });

  it('answers TRACE on an absolute-form target with the path of the target', async () => {
    const { status, body } = await rawRequest(server.url, {
      method: 'TRACE',
      target: 'http://evil.example/api/workspaces?page=1',
    });
    expect(status).toBe(405);
    expect(JSON.parse(body)).toEqual(errorBody(405, 'Method Not Allowed', '/api/workspaces'));
  });

  it('answers CONNECT with 405 and the error body on the socket node:http hands over, then closes it', async () => {
    const host = new URL(server.url).host;
    const answer = await rawExchange(server.url, `CONNECT wdp.example:443 HTTP/1.1\r\nHost: ${host}`);
    expect(answer.status).toBe(405);
    expect(answer.headers).toMatchObject({
      allow: allMethods,
      connection: 'close',
      'content-type': 'application/json',
    });
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual(
      errorBody(
        405,
        'Method Not Allowed',
        'wdp.example:443',
        `Request method 'CONNECT' is not supported; use ${allMethods}`,
      ),
    );

    const onPath = await rawExchange(server.url, `CONNECT /api/workspaces HTTP/1.1\r\nHost: ${host}`);
    expect(onPath.status).toBe(405);
    expect(JSON.parse(onPath.body)).toEqual(errorBody(405, 'Method Not Allowed', '/api/workspaces'));
  });

  it('answers HEAD of a GET route with its status and headers and no body', async () => {
    const target = `/api/channels/${server.service.fixtures.channels.sales}`;
    const get = await rawRequest(server.url, { target, headers: auth() });
    const head = await rawRequest(server.url, { method: 'HEAD', target, headers: auth() });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-type']).toBe('application/hal+json');
    expect(head.headers['x-wdp-mock-clock']).toMatch(/^manual; now=/);
    expect(get.body).not.toBe('');

    const missing = await rawRequest(server.url, {
      method: 'HEAD',
      target: '/api/channels/00000000-0000-4000-8000-000000000000',
      headers: auth(),
    });
    expect(missing).toMatchObject({ status: 404, body: '' });
    expect(missing.headers['content-type']).toBe('application/json');
    expect((await rawRequest(server.url, { method: 'HEAD', target })).status).toBe(401);
  });
});
