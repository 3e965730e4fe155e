import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Dataset, InvalidArgumentError, type PagePromise } from '../../src/index.js';
import { datasetBody, href, pageBody, WS } from '../fixtures/bodies.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const path = `/api/workspaces/${WS}/search`;
const OTHER_DATASET = '7f6a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c';
const one = { number: 0, size: 20, totalElements: 1, totalPages: 1 };

describe('search.datasets', () => {
  it('GETs /search with a raw q string and returns the datasets with their scores', async () => {
    const net = wire().on('GET', path, { body: pageBody('datasets', path, [datasetBody()], one) });
    const page = await makeClient().search.datasets(WS, 'revenue');
    expect(net.last).toMatchObject({
      method: 'GET',
      path,
      search: 'q=revenue',
      query: { q: 'revenue' },
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(page.items).toEqual([datasetBody()]);
    expect(page.items[0]?.score).toBe(1.5);
  });

  it('builds q from text, channels and tags: spaces as %20, colons as %3A', async () => {
    const net = wire().on('GET', path, { body: pageBody('datasets', path, [datasetBody()], one) });
    await makeClient().search.datasets(WS, { text: 'data insights', channels: 'sales', tags: ['#kpi', 'finance'] });
    expect(net.last.query).toEqual({ q: 'data insights in:sales tag:kpi tag:finance' });
    expect(net.last.search).toBe('q=data%20insights%20in%3Asales%20tag%3Akpi%20tag%3Afinance');
  });

  it('sends a channel-only and a tag-only search', async () => {
    const net = wire().on('GET', path, { body: pageBody('datasets', path, [], one) });
    await makeClient().search.datasets(WS, { channels: ['sales', 'ops'] });
    await makeClient().search.datasets(WS, { tags: '#kpi' });
    expect(net.requests.map((r) => r.search)).toEqual(['q=in%3Asales%20in%3Aops', 'q=tag%3Akpi']);
    expect(net.requests.map((r) => r.query)).toEqual([{ q: 'in:sales in:ops' }, { q: 'tag:kpi' }]);
  });

  it('takes one channel as `channel`, before any `channels`', async () => {
    const net = wire().on('GET', path, { body: pageBody('datasets', path, [], one) });
    await makeClient().search.datasets(WS, { text: 'q3', channel: 'sales', tags: 'kpi' });
    await makeClient().search.datasets(WS, { channel: 'sales', channels: ['ops'] });
    expect(net.requests.map((r) => r.query)).toEqual([{ q: 'q3 in:sales tag:kpi' }, { q: 'in:sales in:ops' }]);
    expect(() => makeClient().search.datasets(WS, { channel: 'sales team' })).toThrow(InvalidArgumentError);
  });

  it('searches a workspace model by its id', async () => {
    const net = wire().on('GET', path, { body: pageBody('datasets', path, [], one) });
    await makeClient().search.datasets({ id: WS, _links: { self: href(`/api/workspaces/${WS}`) } }, 'revenue');
    expect(net.last).toMatchObject({ method: 'GET', path, search: 'q=revenue' });
    expect(() => makeClient().search.datasets({ _links: {} }, 'x')).toThrow(
      /search\.datasets\(workspace, query, page\) needs a workspace id or object as its first argument/,
    );
  });

  it('gives the first page with its raw response (status, headers) through withResponse', async () => {
    wire().on('GET', path, {
      body: pageBody('datasets', path, [datasetBody()], one),
      headers: { 'content-type': 'application/hal+json', 'x-total-hits': '1' },
    });
    const { data, response } = await makeClient().search.datasets(WS, 'revenue').withResponse();
    expect(data.items).toEqual([datasetBody()]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-hits')).toBe('1');
    expect(response.url).toBe(`${BASE}${path}?q=revenue`);
  });

  it('encodes a raw string so that #, & and + stay inside q', async () => {
    const net = wire().on('GET', path, { body: pageBody('datasets', path, [], one) });
    await makeClient().search.datasets(WS, 'a&b=c+d #kpi');
    expect(net.last.search).toBe('q=a%26b%3Dc%2Bd%20%23kpi');
    expect(net.last.query).toEqual({ q: 'a&b=c+d #kpi' });
  });

  it('puts q first, then page, size and sort', async () => {
    const net = wire().on('GET', path, {
      body: pageBody('datasets', path, [], { number: 1, size: 5, totalElements: 5, totalPages: 1 }),
    });
    await makeClient().search.datasets(WS, 'revenue', { page: 1, size: 5, sort: 'published,desc' });
    expect(net.last.search).toBe('q=revenue&page=1&size=5&sort=published%2Cdesc');
    expect(net.last.query).toEqual({ q: 'revenue', page: '1', size: '5', sort: 'published,desc' });
  });

  it('treats 204 with no body as an empty page', async () => {
    const net = wire().on('GET', path, { status: 204 });
    const page = await makeClient().search.datasets(WS, 'nothing');
    expect(net.last.query).toEqual({ q: 'nothing' });
    expect(page.items).toEqual([]);
    expect(page.page).toBeUndefined();
    expect(page.hasNextPage()).toBe(false);
    expect(await makeClient().search.datasets(WS, 'nothing').toArray()).toEqual([]);
  });

  it('walks every page of hits with for await, keeping q on the next links', async () => {
    const first = pageBody('datasets', path, [datasetBody()], { number: 0, size: 1, totalElements: 2, totalPages: 2 });
    first._links['next'] = href(`${path}?q=revenue&page=1&size=1`);
    const second = datasetBody({ id: OTHER_DATASET, score: 0.5 });
    const net = wire()
      .on('GET', `${path}?q=revenue&size=1`, { body: first })
      .on('GET', `${path}?q=revenue&page=1&size=1`, {
        body: pageBody('datasets', path, [second], { number: 1, size: 1, totalElements: 2, totalPages: 2 }, false),
      });
    const scores: (number | undefined)[] = [];
    for await (const hit of makeClient().search.datasets(WS, 'revenue', { size: 1 })) scores.push(hit.score);
    expect(scores).toEqual([1.5, 0.5]);
    expect(net.requests.map((r) => r.query)).toEqual([
      { q: 'revenue', size: '1' },
      { q: 'revenue', page: '1', size: '1' },
    ]);
  });

  it('is typed as a PagePromise of datasets', () => {
    wire().on('GET', path, { status: 204 });
    expectTypeOf(makeClient().search.datasets(WS, 'x')).toEqualTypeOf<PagePromise<Dataset>>();
  });

  it.each<[string, unknown]>([
    ['an empty string', ''],
    ['a blank string', '   '],
    ['an empty object', {}],
    ['a channel with a space', { channels: 'sales team' }],
    ['an empty tag', { text: 'x', tags: '#' }],
    ['a tag with whitespace', { tags: ['kpi', 'q 3'] }],
  ])('rejects %s before sending anything', (_what, query) => {
    const net = wire();
    expect(() => makeClient().search.datasets(WS, query as string)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().search.datasets('', 'x')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
