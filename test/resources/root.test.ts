import { describe, expect, it } from 'vitest';
import { href } from '../fixtures/bodies.js';
import { makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

describe('client.root', () => {
  it('GETs /api and gives the entry point, its links to follow', async () => {
    const body = { _embedded: { objects: [] }, _links: { self: href('/api'), workspaces: href('/api/workspaces') } };
    const net = wire().on('GET', '/api', { body });
    const { data, response } = await makeClient().root().withResponse();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api', search: '' });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(data).toEqual(body);
    expect(response.status).toBe(200);
  });

  it('refuses unknown request options before sending', () => {
    const net = wire();
    expect(() => makeClient().root({ timout: 1 } as never)).toThrow(
      'root(): unknown option `timout`; did you mean `timeout`?',
    );
    expect(net.requests).toEqual([]);
  });
});
