import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/mock/index.js';
import { mswHandlers } from '../../src/mock/msw.js';
import { createMockService, startMockServer } from '../../src/mock/node.js';
import { errorBody, rawRequest } from './raw-http.js';

// A truncated UTF-8 sequence, a lone continuation byte, and escapes that are not two hex digits.
const badPaths = ['/api/channels/%E0%A4%A', '/api/channels/%A4', '/api/channels/%zz', '/api/channels/abc%'];
const badQueries = ['?q=%zz', '?q=%E0%A4%A', '?%zz=1', '?q=ok&page=%'];

describe('startMockServer() and malformed percent-escapes', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer();
  });
  afterAll(() => server.close());

  it('answers a malformed escape in the path with 400 in the service error shape', async () => {
    for (const target of badPaths) {
      const { status, body } = await rawRequest(server.url, {
        target,
        headers: { authorization: `Bearer ${server.service.fixtures.owner.token}` },
      });
      expect({ target, status, body: JSON.parse(body) as unknown }).toEqual({
        target,
        status: 400,
        body: errorBody(400, 'Bad Request', target),
      });
    }
  });

  it('answers a malformed escape in the query with 400 in the service error shape', async () => {
    const path = `/api/workspaces/${server.service.fixtures.workspaceId}/channels`;
    for (const query of badQueries) {
      const { status, body } = await rawRequest(server.url, {
        target: path + query,
        headers: { authorization: `Bearer ${server.service.fixtures.owner.token}` },
      });
      expect({ query, status, body: JSON.parse(body) as unknown }).toEqual({
        query,
        status: 400,
        body: errorBody(400, 'Bad Request', path),
      });
    }
  });
});

describe('createMockService() and malformed percent-escapes', () => {
  const mock = createMockService();
  const headers = { authorization: `Bearer ${mock.fixtures.owner.token}` };

  it('answers them with 400 through mock.fetch and mock.handle', async () => {
    for (const target of badPaths) {
      const viaFetch = await mock.fetch(`https://wdp.mock${target}`, { headers });
      const viaHandle = await mock.handle(new Request(`https://wdp.mock${target}?q=%zz`, { headers }));
      expect([target, viaFetch.status, viaHandle.status]).toEqual([target, 400, 400]);
      expect(await viaFetch.json()).toEqual(errorBody(400, 'Bad Request', target));
    }
  });

  it('answers an encoded slash or backslash in the path with 400, as the firewall does, storing nothing', async () => {
    const channels = () => mock.inspect()['channels']?.length;
    const before = channels();
    for (const id of ['a%2Fb', 'a%2fb', 'a%5Cb']) {
      const response = await mock.fetch(`https://wdp.mock/api/workspaces/${mock.fixtures.workspaceId}/channels/${id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Slashed' }),
      });
      expect([id, response.status]).toEqual([id, 400]);
    }
    expect(channels()).toBe(before);
  });

  describe('through the msw handlers', () => {
    const server = setupServer(...mswHandlers(mock, { baseUrl: 'https://wdp.mock' }));
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('answers them with 400 too', async () => {
      for (const target of [...badPaths, `/api/workspaces/${mock.fixtures.workspaceId}/channels?q=%zz`]) {
        const response = await fetch(`https://wdp.mock${target}`, { headers });
        expect([target, response.status]).toEqual([target, 400]);
        expect(await response.json()).toMatchObject({ status: 400, error: 'Bad Request' });
      }
    });
  });
});
