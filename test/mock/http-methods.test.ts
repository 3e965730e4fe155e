import { describe, expect, it } from 'vitest';
import { type RouteHandler, Router } from '../../src/mock/http/router.js';
import { createMockService } from '../../src/mock/index.js';
import { recordedRoutes } from './http/route-list.js';

const origin = 'https://wdp.mock';

describe('the mock router and HEAD', () => {
  it('routes HEAD of every GET route of the service to that GET route', () => {
    const router = recordedRoutes();
    const gets = router.routes.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(50);
    for (const { path } of gets) {
      const concrete = path.replace(/:(\w+)\*?/g, 'x1');
      const get = router.match('GET', concrete);
      expect(get && 'handler' in get, `GET ${concrete}`).toBe(true);
      expect(router.match('HEAD', concrete), `HEAD ${concrete}`).toEqual(get);
    }
  });

  it('prefers a HEAD route of its own, and lists HEAD beside GET in the methods a path allows', () => {
    const get: RouteHandler = () => new Response('get');
    const head: RouteHandler = () => new Response(null);
    const router = new Router().on('GET', '/a/:id', get).on('PUT', '/a/:id', get).on('GET', '/b', get);
    router.on('HEAD', '/b', head).on('DELETE', '/c', get);
    expect(router.match('HEAD', '/a/1')).toEqual({ handler: get, params: { id: '1' }, route: 'GET /a/:id' });
    expect(router.match('HEAD', '/b')).toEqual({ handler: head, params: {}, route: 'HEAD /b' });
    expect(router.match('POST', '/a/1')).toEqual({ allowed: ['GET', 'HEAD', 'PUT'] });
    expect(router.match('HEAD', '/c')).toEqual({ allowed: ['DELETE'] });
    expect(router.match('HEAD', '/d')).toBeUndefined();
  });
});

describe('createMockService() HEAD and 405, in process', () => {
  const mock = createMockService();
  const { owner, workspaceId, channels, datasets } = mock.fixtures;
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    mock.handle(
      new Request(origin + path, { method, headers: { authorization: `Bearer ${owner.token}`, ...headers } }),
    );

  it('answers HEAD with the status and headers of the GET and no body', async () => {
    mock.seed.resource({ workspaceId, path: 'notes/a.md', contentType: 'text/markdown', content: '# A' });
    const cases: Array<[string, Record<string, string>?]> = [
      [`/api/channels/${channels.sales}`],
      [`/api/workspaces/${workspaceId}/channels?size=1`],
      [`/api/datasets/${datasets.revenue}/data`, { accept: 'text/csv' }],
      [`/api/workspaces/${workspaceId}/resources/notes/a.md`],
      [`/api/workspaces/${workspaceId}/resources/notes/a.md`, { accept: 'application/hal+json' }],
      ['/api/channels/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [path, headers] of cases) {
      const get = await send('GET', path, headers);
      const head = await send('HEAD', path, headers);
      expect(head.status, path).toBe(get.status);
      expect(Object.fromEntries(head.headers), path).toEqual(Object.fromEntries(get.headers));
      expect(head.body, path).toBeNull();
      expect((await get.text()).length, path).toBeGreaterThan(0);
    }
  });

  it('answers HEAD without a token with 401 and no body, as the GET', async () => {
    const head = await mock.handle(new Request(`${origin}/api/channels/${channels.sales}`, { method: 'HEAD' }));
    expect(head.status).toBe(401);
    expect(head.body).toBeNull();
  });

  it('answers 405 with Allow, which lists HEAD wherever GET is allowed', async () => {
    const wrong = await send('POST', `/api/channels/${channels.sales}`);
    expect(wrong.status).toBe(405);
    const allow = wrong.headers.get('allow')?.split(', ') ?? [];
    expect(allow).toEqual(expect.arrayContaining(['GET', 'HEAD']));
    expect(allow).not.toContain('POST');
    expect(await wrong.json()).toMatchObject({
      status: 405,
      error: 'Method Not Allowed',
      message: `Request method 'POST' is not supported; use ${allow.join(', ')}`,
      path: `/api/channels/${channels.sales}`,
    });
  });
});
