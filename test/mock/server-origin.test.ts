import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { rawRequest } from './raw-http.js';

/** The `_links` of a channel the server at `url` answered for a raw GET with these target and headers. */
async function channelLinks(
  server: MockServer,
  target: (id: string) => string,
  headers: Record<string, string> = {},
): Promise<Record<string, { href: string }>> {
  const { channels, owner } = server.service.fixtures;
  const answer = await rawRequest(server.url, {
    target: target(channels.sales),
    headers: { authorization: `Bearer ${owner.token}`, ...headers },
  });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { _links: Record<string, { href: string }> })._links;
}

describe('startMockServer() hrefs', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer();
  });
  afterAll(() => server.close());

  it('builds hrefs on its own URL, also for a request to localhost', async () => {
    const host = `localhost:${new URL(server.url).port}`;
    const links = await channelLinks(server, (id) => `/api/channels/${id}`, { host });
    expect(links['self']?.href).toBe(`${server.url}/api/channels/${server.service.fixtures.channels.sales}`);
    for (const link of Object.values(links)) expect(link.href.startsWith(`${server.url}/`)).toBe(true);
  });

  it('answers an absolute-form request target on its own origin, not the one the target names', async () => {
    const links = await channelLinks(server, (id) => `http://evil.example/api/channels/${id}`);
    expect(links['self']?.href).toBe(`${server.url}/api/channels/${server.service.fixtures.channels.sales}`);
  });
});

describe('startMockServer({ baseUrl })', () => {
  it('builds hrefs on the origin of baseUrl, such as the address a proxy forwards from', async () => {
    const server = await startMockServer({ baseUrl: 'https://wdp.example:8443/behind/a/proxy' });
    try {
      const links = await channelLinks(server, (id) => `/api/channels/${id}`, { host: 'wdp.example:8443' });
      expect(links['self']?.href).toBe(
        `https://wdp.example:8443/api/channels/${server.service.fixtures.channels.sales}`,
      );
    } finally {
      await server.close();
    }
  });

  it('refuses a baseUrl that is not an absolute http(s) URL, before listening', async () => {
    for (const baseUrl of ['wdp.example', '/api', 'ftp://wdp.example', '']) {
      const started = startMockServer({ baseUrl });
      await expect(started).rejects.toThrow(TypeError);
      await expect(started).rejects.toThrow(/baseUrl must be an absolute http\(s\) URL/);
    }
  });
});
