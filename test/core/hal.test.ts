import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { expandHref, requireLink } from '../../src/core/hal.js';
import { Channel, type HalResource, InvalidArgumentError, Job, type Link, link, links } from '../../src/index.js';
import {
  CHANNEL,
  channelBody,
  DATASET,
  datasetBody,
  href,
  jobBody,
  PROFILE,
  PROFILE_ENCODED,
  WS,
} from '../fixtures/bodies.js';
import { BASE, makeClient, server, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const OTHER = 'https://other.test';

describe('links() and link()', () => {
  const resource = {
    _links: {
      self: href('/api/x'),
      'update channel': href('/api/x', 'PUT'),
      item: [href('/api/items/1'), href('/api/items/2')],
      none: [],
    },
  };

  it('finds relations by their full name, spaces included', () => {
    expect(link(resource, 'update channel')).toEqual({ href: `${BASE}/api/x`, type: 'PUT' });
    expect(link(resource, 'update')).toBeUndefined();
    expect(link(resource, 'missing')).toBeUndefined();
    expect(link({}, 'self')).toBeUndefined();
  });

  it('takes the first link of a relation that lists several', () => {
    expect(link(resource, 'item')?.href).toBe(`${BASE}/api/items/1`);
    expect(links(resource)['item']?.href).toBe(`${BASE}/api/items/1`);
  });

  it('maps each relation to one link and skips empty lists', () => {
    expect(Object.keys(links(resource))).toEqual(['self', 'update channel', 'item']);
    expect(link(resource, 'none')).toBeUndefined();
    expect(links({})).toEqual({});
  });

  it('requireLink() names the relations the resource does have', () => {
    expect(requireLink(resource, 'self').href).toBe(`${BASE}/api/x`);
    expect(() => requireLink(resource, 'delete channel')).toThrow(
      'The resource has no "delete channel" link; it has "self", "update channel", "item", "none".',
    );
    expect(() => requireLink({}, 'self')).toThrow('it has no links');
  });
});

describe('a `__proto__` relation in _links (an own key after JSON.parse)', () => {
  // Its link carries a `next` field: a map whose prototype it became would show a `next` relation the server
  // never listed.
  const protoLink = `{"href":"${OTHER}/p","next":{"href":"${OTHER}/stolen"}}`;
  const hostileLinks = `{"__proto__":${protoLink},"self":{"href":"${BASE}/api/x"}}`;
  const hostile = () => JSON.parse(`{"_links":${hostileLinks}}`) as { _links: Record<string, Link> };

  it('stays an own relation of links() and link(); the map keeps the plain prototype, gains no relation', () => {
    const map = links(hostile());
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.keys(map)).toEqual(['__proto__', 'self']);
    expect(Object.hasOwn(map, '__proto__')).toBe(true);
    expect(map['__proto__']?.href).toBe(`${OTHER}/p`);
    expect(map['next']).toBeUndefined();
    expect('next' in map).toBe(false);
    expect(link(hostile(), '__proto__')?.href).toBe(`${OTHER}/p`);
    expect(link(hostile(), 'next')).toBeUndefined();
  });

  it('a page read from the wire keeps it in page.links and finds no next page through it', async () => {
    const path = `/api/workspaces/${WS}/jobs`;
    const body = `{"_embedded":{"jobs":[]},"_links":${hostileLinks}}`;
    const net = wire().on(
      'GET',
      path,
      () => new Response(body, { headers: { 'content-type': 'application/hal+json' } }),
    );
    const page = await makeClient().jobs.list(WS);
    expect(Object.getPrototypeOf(page.links)).toBe(Object.prototype);
    expect(Object.keys(page.links)).toEqual(['__proto__', 'self']);
    expect(page.links['__proto__']?.href).toBe(`${OTHER}/p`);
    expect(page.links['next']).toBeUndefined();
    expect(page.hasNextPage()).toBe(false);
    expect(page.nextPageUrl()).toBeUndefined();
    expect(net.requests).toHaveLength(1);
  });
});

describe('expandHref()', () => {
  it.each([
    [
      { href: 'https://wdp.test/api/x{?page,size}', templated: true },
      { page: 2, size: 5 },
      'https://wdp.test/api/x?page=2&size=5',
    ],
    [{ href: 'https://wdp.test/api/x{?page,size}', templated: true }, { size: 5 }, 'https://wdp.test/api/x?size=5'],
    [{ href: 'https://wdp.test/api/x{?page,size}', templated: true }, {}, 'https://wdp.test/api/x'],
    [
      { href: 'https://wdp.test/api/profiles/{id}', templated: true },
      { id: PROFILE },
      `https://wdp.test/api/profiles/${PROFILE_ENCODED}`,
    ],
    [{ href: 'https://wdp.test/api/q{?q}', templated: true }, { q: 'a b&c' }, 'https://wdp.test/api/q?q=a%20b%26c'],
    [
      { href: 'https://wdp.test/api/profiles/auth0%7Cabc{?page}' },
      { page: 1 },
      'https://wdp.test/api/profiles/auth0%7Cabc?page=1',
    ],
    [{ href: 'https://wdp.test/api/plain' }, { page: 1 }, 'https://wdp.test/api/plain'],
  ])('%o with %o gives %s', (target, params, expected) => {
    expect(expandHref(target, { operation: 'follow(x)', rel: 'x' }, params)).toBe(expected);
  });
});

describe('client.follow()', () => {
  it("sends the link's type as the method and the body as JSON", async () => {
    const net = wire().on('PUT', `/api/workspaces/${WS}/channels/${CHANNEL}`, {
      body: channelBody({ name: 'Revenue' }),
    });
    const result = await makeClient().follow(channelBody(), 'update channel', {
      body: { name: 'Revenue', description: 'Q3' },
      schema: Channel,
    });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: `/api/workspaces/${WS}/channels/${CHANNEL}`,
      body: { name: 'Revenue', description: 'Q3' },
    });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(result.name).toBe('Revenue');
  });

  it('GETs a link without a type and returns the body unvalidated without a schema', async () => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, { body: { anything: 1 } });
    expect(await makeClient().follow(channelBody(), 'self')).toEqual({ anything: 1 });
    expect(net.last).toMatchObject({ method: 'GET', body: undefined });
    expect(net.last.headers['content-type']).toBeUndefined();
  });

  it('follows a DELETE link answered by 204 to undefined', async () => {
    const net = wire().on('DELETE', `/api/channels/${CHANNEL}`, { status: 204 });
    await expect(makeClient().follow(channelBody(), 'delete channel')).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `/api/channels/${CHANNEL}`, body: undefined });
  });

  it('follows a PUT link answered by 202 without a body', async () => {
    const net = wire().on('PUT', `/api/jobs/${jobBody().id}/stopped`, { status: 202 });
    await expect(makeClient().follow(jobBody(), 'withdraw job')).resolves.toBeUndefined();
    expect(net.last.method).toBe('PUT');
  });

  it('lets `method` override the link type, and lower-case types work', async () => {
    const net = wire()
      .on('HEAD', '/api/x', { status: 200 })
      .on('POST', '/api/y', { body: { ok: true } });
    await makeClient().follow({ _links: { x: href('/api/x') } }, 'x', { method: 'HEAD' });
    await makeClient().follow({ _links: { y: href('/api/y', 'post') } }, 'y', { body: {} });
    expect(net.requests.map((r) => r.method)).toEqual(['HEAD', 'POST']);
  });

  it('expands a templated href with params, then appends query', async () => {
    const resource = {
      _links: { datasets: { href: `${BASE}/api/channels/{id}/datasets{?page,size}`, templated: true } },
    };
    const net = wire().on('GET', '/api/channels/a%20b/datasets', { body: {} });
    await makeClient().follow(resource, 'datasets', {
      params: { id: 'a b', page: 1, size: 5 },
      query: { sort: 'name,asc' },
    });
    expect(net.last.path).toBe('/api/channels/a%20b/datasets');
    expect(net.last.search).toBe('page=1&size=5&sort=name%2Casc');
  });

  it('drops unset template variables', async () => {
    const net = wire().on('GET', '/api/x', { body: {} });
    await makeClient().follow({ _links: { x: { href: `${BASE}/api/x{?page,size}`, templated: true } } }, 'x');
    expect(net.last.search).toBe('');
  });

  it('rejects a template parameter holding a lone surrogate with InvalidArgumentError, sending nothing', async () => {
    const net = wire();
    const x = { _links: { x: { href: `${BASE}/api/{x}{?tags*}`, templated: true } } };
    const refusal = (name: string) =>
      new InvalidArgumentError(
        `The template parameter ${name} holds a lone UTF-16 surrogate, which cannot be sent in a URL; ` +
          'pass well-formed text.',
      );
    await expect(makeClient().follow(x, 'x', { params: { x: 'a\ud800' } })).rejects.toThrow(refusal('x'));
    await expect(makeClient().follow(x, 'x', { params: { x: 'ok', tags: ['a', '\udc00b'] } })).rejects.toThrow(
      refusal('tags'),
    );
    // Beyond a prefix too: the value itself cannot be sent.
    const prefixed = { _links: { x: { href: `${BASE}/api/{x:1}`, templated: true } } };
    await expect(makeClient().follow(prefixed, 'x', { params: { x: 'a\ud800' } })).rejects.toThrow(refusal('x'));
    expect(net.requests).toHaveLength(0);
  });

  it('cuts a prefix ({x:1}) at characters, never inside a surrogate pair', async () => {
    const net = wire().on('GET', '/api/%F0%9F%98%80', { body: {} });
    const x = { _links: { x: { href: `${BASE}/api/{x:1}`, templated: true } } };
    await makeClient().follow(x, 'x', { params: { x: '😀ab' } });
    expect(net.last.path).toBe('/api/%F0%9F%98%80');
  });

  it('resolves a relative href against baseUrl and sends the token', async () => {
    const net = wire().on('GET', '/api/relative', { body: {} });
    await makeClient().follow({ _links: { r: { href: '/api/relative' } } }, 'r');
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('rejects with InvalidArgumentError listing the relations present, sending nothing', async () => {
    const net = wire();
    await expect(makeClient().follow(channelBody(), 'remove channel')).rejects.toThrow(
      new InvalidArgumentError(
        'The resource has no "remove channel" link; it has "self", "datasets", "add subscription", ' +
          '"update channel", "delete channel", "add workspace-scope".',
      ),
    );
    await expect(makeClient().follow({ _links: { x: href('/api/x', 'LINK') } }, 'x')).rejects.toThrow(
      /type "LINK", which is not an HTTP method/,
    );
    expect(net.requests).toHaveLength(0);
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'ftp://wdp.test/x'])(
    'rejects a link to %s (never throws at the call), sending nothing',
    async (url) => {
      const net = wire();
      let followed: Promise<unknown> | undefined;
      expect(() => {
        followed = makeClient().follow({ _links: { x: { href: url } } }, 'x');
      }).not.toThrow();
      await expect(followed).rejects.toBeInstanceOf(InvalidArgumentError);
      expect(net.requests).toHaveLength(0);
    },
  );

  it('never sends the token to another origin', async () => {
    const net = wire();
    const other = wire(OTHER)
      .on('GET', '/files/report.csv', { body: { ok: true } })
      .on('POST', '/hooks/in', { body: {} });
    const resource = {
      _links: { report: { href: `${OTHER}/files/report.csv` }, hook: { href: `${OTHER}/hooks/in`, type: 'POST' } },
    };
    expect(await makeClient().follow(resource, 'report')).toEqual({ ok: true });
    await makeClient().follow(resource, 'hook', { body: { a: 1 } });
    expect(other.requests).toHaveLength(2);
    for (const request of other.requests) expect(request.headers['authorization']).toBeUndefined();
    expect(other.requests[0]?.headers['accept']).toBe('application/hal+json');
    expect(net.requests).toHaveLength(0);
  });

  it('never asks a token function for a token for another origin', async () => {
    const other = wire(OTHER).on('GET', '/x', { body: {} });
    let asked = 0;
    const client = makeClient({ auth: async () => (asked++, TOKEN) });
    await client.follow({ _links: { x: { href: `${OTHER}/x` } } }, 'x');
    expect(asked).toBe(0);
    expect(other.last.headers['authorization']).toBeUndefined();
  });

  it('drops an Authorization header set through the headers options for another origin', async () => {
    const other = wire(OTHER).on('GET', '/x', { body: {} });
    const client = makeClient({ headers: { Authorization: 'Basic c2VjcmV0', 'x-trace': 't1' } });
    await client.follow({ _links: { x: { href: `${OTHER}/x` } } }, 'x', {
      headers: { authorization: 'Bearer per-call' },
    });
    expect(other.last.headers['authorization']).toBeUndefined();
    expect(other.last.headers['x-trace']).toBe('t1');
  });

  it('treats a look-alike host as another origin', async () => {
    const captured: (string | null)[] = [];
    server.use(
      http.get(
        'https://wdp.test.evil.example/*',
        ({ request }) => (captured.push(request.headers.get('authorization')), HttpResponse.json({})),
      ),
    );
    await makeClient().follow({ _links: { x: { href: 'https://wdp.test.evil.example/api/x' } } }, 'x');
    expect(captured).toEqual([null]);
  });

  it('follows a relation of a typed model, and one it does not know once widened to HalResource', async () => {
    const job = Job.parse(jobBody({ _links: { logs: href('/api/jobs/j1/logs'), x: href('/api/x') } }));
    const net = wire()
      .on('GET', '/api/jobs/j1/logs', { status: 204 })
      .on('GET', '/api/x', { body: { ok: true } });
    await makeClient().follow(job, 'logs');
    expect(await makeClient().follow(job as HalResource, 'x')).toEqual({ ok: true });
    expect(net.requests.map((r) => r.path)).toEqual(['/api/jobs/j1/logs', '/api/x']);
  });

  it('validates the response with the given schema', async () => {
    wire().on('GET', '/api/x', { body: { id: 7 } });
    const client = strict();
    await expect(
      client.follow({ _links: { x: href('/api/x') } }, 'x', { schema: z.object({ id: z.string() }) }),
    ).rejects.toThrow(/follow\(x\) does not match the model at id/);
  });
});

describe('a namespace method given a resource object', () => {
  it("uses the resource's own link instead of the documented path", async () => {
    const moved = channelBody({ _links: { 'delete channel': href('/api/v2/channels/moved', 'DELETE') } });
    const net = wire().on('DELETE', '/api/v2/channels/moved', { status: 204 });
    await makeClient().channels.delete(moved);
    expect(net.last).toMatchObject({ method: 'DELETE', path: '/api/v2/channels/moved' });
  });

  it('follows the link whatever kind of resource the object is (docs/hal-links.md: pass the kind named)', async () => {
    const dataset = datasetBody({ _links: { self: href(`/api/datasets/${DATASET}`) } });
    const net = wire().on('GET', `/api/datasets/${DATASET}`, { body: dataset });
    const client = makeClient({ validation: 'off' });
    expect(await client.workspaces.get(dataset)).toEqual(dataset);
    expect(net.requests.map((sent) => `${sent.method} ${sent.path}`)).toEqual([`GET /api/datasets/${DATASET}`]);
  });
});
