import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import { datasetBody, href, pageBody, WS } from '../fixtures/bodies.js';
import { notificationBody } from '../fixtures/notifications.js';
import { IMAGE, workspaceBody, workspaceDraft } from '../fixtures/workspaces-bodies.js';
import { onePage } from '../helpers/pages.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const input = { name: 'Analytics', domains: ['example.com'], imageUrl: IMAGE };
const WS_PATH = `/api/workspaces/${WS}`;
/** A workspace whose links all lead to `/api/by-link/...`, to tell a link from the documented path. */
const linked = (rel: string, type: string) => ({
  ...workspaceBody(),
  _links: { [rel]: href(`/api/by-link/${rel.replace(/ /g, '-')}`, type) },
});
const expectAuth = (headers: Record<string, string>) =>
  expect(headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });

describe('workspaces.list', () => {
  it('GETs /api/workspaces with paging in the query and reads `_embedded.workspaces` and `page`', async () => {
    const body = pageBody('workspaces', '/api/workspaces', [workspaceBody()], {
      number: 1,
      size: 5,
      totalElements: 6,
      totalPages: 2,
    });
    const net = wire().on('GET', '/api/workspaces', { body });
    const page = await strict().workspaces.list({ page: 1, size: 5, sort: 'name,asc' });
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/workspaces', body: undefined });
    expect(net.last.query).toEqual({ page: '1', size: '5', sort: 'name,asc' });
    expectAuth(net.last.headers);
    expect(page.items).toEqual([workspaceBody()]);
    expect(page.page).toEqual({ number: 1, size: 5, totalElements: 6, totalPages: 2 });
  });

  it('refuses a bad page option before sending, and sends no query without options', async () => {
    const net = wire().on('GET', '/api/workspaces', { body: onePage('workspaces', '/api/workspaces', []) });
    expect(() => makeClient().workspaces.list({ size: 0 })).toThrow(/`size` must be a whole number >= 1/);
    expect(() => makeClient().workspaces.list({ pge: 1 } as never)).toThrow(/unknown option `pge`; did you mean/);
    expect(net.requests).toHaveLength(0);
    expect((await makeClient().workspaces.list()).items).toEqual([]);
    expect(net.last.search).toBe('');
  });
});

describe('workspaces.get', () => {
  it('GETs /api/workspaces/{id} and returns every field the facts name', async () => {
    const net = wire().on('GET', WS_PATH, { body: workspaceBody() });
    const workspace = await strict().workspaces.get(WS);
    expect(net.last).toMatchObject({ method: 'GET', path: WS_PATH, search: '', body: undefined });
    expectAuth(net.last.headers);
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(workspace).toEqual(workspaceBody());
    expect(workspace.status).toBe('READY');
  });

  it("follows a workspace object's self link, and encodes an id as one segment", async () => {
    const net = wire()
      .on('GET', '/api/by-link/self', { body: workspaceBody() })
      .on('GET', '/api/workspaces/a%7Cb%20c', { body: workspaceBody() });
    await makeClient().workspaces.get(linked('self', 'GET'));
    await makeClient().workspaces.get('a|b c');
    expect(net.requests.map((r) => r.path)).toEqual(['/api/by-link/self', '/api/workspaces/a%7Cb%20c']);
  });

  it('keeps an unknown status and unknown fields (an open model)', async () => {
    wire().on('GET', WS_PATH, { body: workspaceBody({ status: 'MIGRATING', region: 'eu' }) });
    const workspace = await makeClient().workspaces.get(WS);
    expect(workspace.status).toBe('MIGRATING');
    expect((workspace as Record<string, unknown>)['region']).toBe('eu');
  });
});

describe('workspaces.initialise', () => {
  it('POSTs /api/workspaces with no body and returns the draft with only its create workspace link', async () => {
    const net = wire().on('POST', '/api/workspaces', { body: workspaceDraft() });
    const draft = await strict().workspaces.initialise();
    expect(net.last).toMatchObject({ method: 'POST', path: '/api/workspaces', search: '', body: undefined });
    expectAuth(net.last.headers);
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(draft).toEqual(workspaceDraft());
    expect(Object.keys(draft._links ?? {})).toEqual(['create workspace']);
  });
});

describe('workspaces.put', () => {
  it('PUTs name, domains and imageUrl to /api/workspaces/{id}, 201 the first time', async () => {
    const net = wire().on('PUT', WS_PATH, { status: 201, body: workspaceBody() });
    const result = await strict().workspaces.put(WS, input);
    expect(net.last).toMatchObject({ method: 'PUT', path: WS_PATH, search: '', body: input });
    expect(net.last.headers).toMatchObject({ 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` });
    expect(result).toEqual({ created: true, data: workspaceBody() });
  });

  it("answers created false on 200, and follows a draft's create link or a workspace's update link", async () => {
    const net = wire()
      .on('PUT', '/api/by-link/create-workspace', { status: 201, body: workspaceBody() })
      .on('PUT', '/api/by-link/update-delete-workspace', { body: workspaceBody() });
    const first = await makeClient().workspaces.put(linked('create workspace', 'PUT'), { name: 'Analytics' });
    const again = await makeClient().workspaces.put(linked('update delete workspace', 'PUT'), input);
    expect([first.created, again.created]).toEqual([true, false]);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/by-link/create-workspace',
      'PUT /api/by-link/update-delete-workspace',
    ]);
    expect(net.requests[0]?.body).toEqual({ name: 'Analytics' });
  });

  it('refuses a blank name, non-string domains or an image that is not a data: URI, sending nothing', () => {
    const net = wire();
    const put = (body: unknown) => () => makeClient().workspaces.put(WS, body as typeof input);
    expect(put({})).toThrow(/^workspaces\.put was given invalid input; nothing was sent\. name:/);
    expect(put({ name: '  ' })).toThrow(/name: a workspace needs a name that is not blank/);
    expect(put({ name: 'A', domains: 'example.com' })).toThrow(/domains:/);
    expect(put({ name: 'A', domains: [42] })).toThrow(/domains\.0:/);
    expect(put({ name: 'A', imageUrl: 'https://cdn.example.com/a.png' })).toThrow(/imageUrl: must be a data: URI/);
    expect(put(undefined)).toThrow(InvalidArgumentError);
    expect(() => makeClient().workspaces.put('', input)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('workspaces.create', () => {
  it('initialises, PUTs the body to the draft, and returns the workspace with the 201 response', async () => {
    const net = wire()
      .on('POST', '/api/workspaces', { body: workspaceDraft() })
      .on('PUT', WS_PATH, { status: 201, body: workspaceBody() });
    const { data, response } = await strict().workspaces.create(input).withResponse();
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/workspaces', `PUT ${WS_PATH}`]);
    expect(net.requests.map((r) => r.body)).toEqual([undefined, input]);
    expect(data).toEqual(workspaceBody());
    expect(response.status).toBe(201);
  });

  it('checks the body before initialising', () => {
    const net = wire();
    expect(() => makeClient().workspaces.create({ name: '' })).toThrow(/workspaces\.create was given invalid input/);
    expect(() => makeClient().workspaces.create({ name: 'A', imageUrl: 'x.png' })).toThrow(/data: URI/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('workspaces.update', () => {
  it('PUTs the body to /api/workspaces/{id} and returns the workspace (200)', async () => {
    const net = wire().on('PUT', WS_PATH, { body: workspaceBody({ name: 'Analytics EU' }) });
    const workspace = await strict().workspaces.update(WS, { ...input, name: 'Analytics EU' });
    expect(net.last).toMatchObject({ method: 'PUT', path: WS_PATH, body: { ...input, name: 'Analytics EU' } });
    expect(net.last.headers).toMatchObject({ 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` });
    expect(workspace.name).toBe('Analytics EU');
  });

  it("uses a workspace model's update delete workspace link", async () => {
    const net = wire().on('PUT', '/api/by-link/update-delete-workspace', { body: workspaceBody() });
    await makeClient().workspaces.update(linked('update delete workspace', 'PUT'), input);
    expect(net.last).toMatchObject({ method: 'PUT', path: '/api/by-link/update-delete-workspace', body: input });
  });

  it('refuses a bad body or a workspace with neither link nor id before sending', () => {
    const net = wire();
    expect(() => makeClient().workspaces.update(WS, { name: '' })).toThrow(/workspaces\.update was given invalid/);
    expect(() => makeClient().workspaces.update({ _links: {} }, input)).toThrow(
      /neither a "update delete workspace" link nor an id/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('workspaces.delete', () => {
  it('DELETEs /api/workspaces/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', WS_PATH, { status: 204 });
    await expect(makeClient().workspaces.delete(WS)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: WS_PATH, search: '', body: undefined });
    expectAuth(net.last.headers);
  });

  it('DELETEs the href of the update delete workspace link (whose type names the PUT)', async () => {
    const net = wire().on('DELETE', '/api/by-link/update-delete-workspace', { status: 204 });
    await makeClient().workspaces.delete(linked('update delete workspace', 'PUT'));
    expect(net.last).toMatchObject({ method: 'DELETE', path: '/api/by-link/update-delete-workspace' });
  });
});

describe('workspaces.makeDefault', () => {
  it('PUTs /api/workspaces/{id}/default with no body and resolves to undefined', async () => {
    const net = wire().on('PUT', `${WS_PATH}/default`, { status: 200 });
    await expect(makeClient().workspaces.makeDefault(WS)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'PUT', path: `${WS_PATH}/default`, search: '', body: undefined });
    expect(net.last.headers['content-type']).toBeUndefined();
    expectAuth(net.last.headers);
  });

  it("uses a workspace model's make-default link", async () => {
    const net = wire().on('PUT', '/api/by-link/make-default', { status: 200 });
    await makeClient().workspaces.makeDefault(linked('make-default', 'PUT'));
    expect(net.last.path).toBe('/api/by-link/make-default');
  });
});

describe('workspaces.feed', () => {
  const FEED = `${WS_PATH}/feed`;

  it('GETs /api/workspaces/{ws}/feed with paging and returns datasets', async () => {
    const net = wire().on('GET', FEED, { body: onePage('datasets', FEED, [datasetBody()]) });
    const page = await strict().workspaces.feed(workspaceBody(), { page: 0, size: 10, sort: 'published,desc' });
    expect(net.last).toMatchObject({ method: 'GET', path: FEED, body: undefined });
    expect(net.last.query).toEqual({ page: '0', size: '10', sort: 'published,desc' });
    expectAuth(net.last.headers);
    expect(page.items).toEqual([datasetBody()]);
  });

  it('walks every page with for await', async () => {
    const second = datasetBody({ id: 'd2' });
    const meta = { size: 1, totalElements: 2, totalPages: 2 };
    const net = wire()
      .on('GET', FEED, { body: pageBody('datasets', FEED, [datasetBody()], { ...meta, number: 0 }) })
      .on('GET', `${FEED}?page=1&size=1`, { body: pageBody('datasets', FEED, [second], { ...meta, number: 1 }) });
    const ids: string[] = [];
    for await (const dataset of makeClient().workspaces.feed(WS)) ids.push(dataset.id);
    expect(ids).toEqual([datasetBody().id, 'd2']);
    expect(net.requests.map((r) => r.search)).toEqual(['', 'page=1&size=1']);
  });
});

describe('workspaces.listNews', () => {
  const NEWS = `${WS_PATH}/news`;

  it('GETs /api/workspaces/{ws}/news with before, since, q and paging; returns notifications', async () => {
    const net = wire().on('GET', NEWS, { body: onePage('notifications', NEWS, [notificationBody()]) });
    const page = await strict().workspaces.listNews(WS, {
      before: new Date('2021-06-01T00:00:00Z'),
      since: '2021-02-11T11:12',
      q: 'tag:kpi',
      page: 0,
      size: 5,
      sort: 'created,desc',
    });
    expect(net.last).toMatchObject({ method: 'GET', path: NEWS, body: undefined });
    expect(net.last.query).toEqual({
      before: '2021-06-01T00:00:00.000Z',
      since: '2021-02-11T11:12',
      q: 'tag:kpi',
      page: '0',
      size: '5',
      sort: 'created,desc',
    });
    expectAuth(net.last.headers);
    expect(page.items).toEqual([notificationBody()]);
  });

  it('builds q from search filters, and sends no query without options', async () => {
    const net = wire().on('GET', NEWS, { body: onePage('notifications', NEWS, []) });
    await makeClient().workspaces.listNews(WS, { q: { text: 'revenue', channel: 'sales', tags: ['#kpi'] } });
    await makeClient().workspaces.listNews(WS);
    expect(net.requests.map((r) => r.query)).toEqual([{ q: 'revenue in:sales tag:kpi' }, {}]);
  });

  it('refuses a bad instant, an empty or wrong q, or an unknown filter before sending', () => {
    const net = wire();
    const news = (query: unknown) => () => makeClient().workspaces.listNews(WS, query as never);
    const sig = /^workspaces\.listNews\(workspace, query\): /;
    expect(news({ since: 'yesterday' })).toThrow(sig);
    expect(news({ since: 'yesterday' })).toThrow(/`since` must be an ISO 8601 timestamp/);
    expect(news({ before: new Date(Number.NaN) })).toThrow(/`before` .* got an invalid Date/);
    expect(news({ q: '' })).toThrow(/`q`: A search query must not be empty/);
    expect(news({ q: 42 })).toThrow(/`q` must be a search such as "tag:kpi" .*; got number\./);
    expect(news({ q: { tags: ['two words'] } })).toThrow(/`q`: A search tag name must be/);
    expect(news({ all: true })).toThrow(/unknown option `all`/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('workspace links', () => {
  it("follows a workspace's typed relations (pipelines, members, feed) with client.follow()", async () => {
    const net = wire()
      .on('GET', WS_PATH, { body: workspaceBody() })
      .on('GET', `${WS_PATH}/pipelines`, { body: onePage('pipelines', `${WS_PATH}/pipelines`, []) });
    const workspace = await makeClient().workspaces.get(WS);
    await makeClient().follow(workspace, 'pipelines');
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${WS_PATH}`, `GET ${WS_PATH}/pipelines`]);
    expect(workspace._links?.feed).toEqual({ href: `${BASE}${WS_PATH}/feed`, type: 'GET' });
  });
});
