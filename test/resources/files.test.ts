import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidArgumentError, type Upserted, type WorkspaceFile } from '../../src/index.js';
import { href, pageBody, WS } from '../fixtures/bodies.js';
import { listedResourceBody, resourceBody } from '../fixtures/resources.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const base = `/api/workspaces/${WS}/resources`;
const badPaths = ['', 'a//b', '/a', 'a/', './a', 'a/../b', '..', '.'];
const workspace = { id: WS, name: 'Analytics', _links: { self: href(`/api/workspaces/${WS}`) } };

describe('files.list', () => {
  it('GETs the workspace resources and returns them without content', async () => {
    const body = pageBody('resources', base, [listedResourceBody(), listedResourceBody('README.md')], {
      number: 0,
      size: 20,
      totalElements: 2,
      totalPages: 1,
    });
    const net = wire().on('GET', base, { body });
    const page = await makeClient().files.list(WS);
    expect(net.last).toMatchObject({ method: 'GET', path: base, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([listedResourceBody(), listedResourceBody('README.md')]);
    expect(page.items[0]).not.toHaveProperty('content');
    expect(page.hasNextPage()).toBe(false);
  });

  it('maps paging to the query', async () => {
    const net = wire().on('GET', base, {
      body: pageBody('resources', base, [], { number: 2, size: 5, totalElements: 10, totalPages: 2 }),
    });
    const page = await makeClient().files.list(WS, { page: 2, size: 5, sort: ['path,asc', 'created,desc'] });
    expect(net.last.query).toEqual({ page: '2', size: '5', sort: ['path,asc', 'created,desc'] });
    expect(net.last.search).toBe('page=2&size=5&sort=path%2Casc&sort=created%2Cdesc');
    expect(page.items).toEqual([]);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().files.list('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('files.get', () => {
  it('GETs the resource path with the HAL Accept and returns the file with its content', async () => {
    const net = wire().on('GET', `${base}/models/orders.sql`, { body: resourceBody() });
    const file = await makeClient().files.get(WS, 'models/orders.sql');
    expect(net.last).toMatchObject({ method: 'GET', path: `${base}/models/orders.sql`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(file).toEqual(resourceBody());
    expect(file.content).toBe('select * from orders');
    expectTypeOf(file).toEqualTypeOf<WorkspaceFile>();
  });

  it('encodes each segment and keeps the slashes: dir/a b.sql is sent as dir/a%20b.sql', async () => {
    const net = wire().on('GET', `${base}/dir/a%20b.sql`, { body: resourceBody('dir/a b.sql') });
    const file = await makeClient().files.get(WS, 'dir/a b.sql');
    expect(net.last.path).toBe(`${base}/dir/a%20b.sql`);
    expect(file.path).toBe('dir/a b.sql');
  });

  it('encodes ?, #, % and non-ASCII so they stay in the path', async () => {
    const encoded = `${base}/r%C3%A9sum%C3%A9/q%3F%231%25.sql`;
    const net = wire().on('GET', encoded, { body: resourceBody('résumé/q?#1%.sql') });
    await makeClient().files.get(WS, 'résumé/q?#1%.sql');
    expect(net.last).toMatchObject({ path: encoded, search: '' });
  });

  it.each(badPaths)('rejects the path %j before sending anything', (bad) => {
    const net = wire();
    expect(() => makeClient().files.get(WS, bad)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('names the bad segment in the message', () => {
    expect(() => makeClient().files.get(WS, 'a//b')).toThrow(/"a\/\/b" has an empty segment \(segment 2\)/);
    expect(() => makeClient().files.get(WS, 'a/../b')).toThrow(/has a "\.\." segment/);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().files.get('', 'a.sql')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('files.put', () => {
  it('PUTs contentType and content as application/hal+json and reports a creation (201)', async () => {
    const net = wire().on('PUT', `${base}/dir/a%20b.sql`, {
      status: 201,
      body: resourceBody('dir/a b.sql', { content: 'select 2' }),
    });
    const result = await makeClient().files.put(WS, 'dir/a b.sql', {
      contentType: 'text/plain',
      content: 'select 2',
    });
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: `${base}/dir/a%20b.sql`,
      search: '',
      body: { contentType: 'text/plain', content: 'select 2' },
    });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/hal+json',
    });
    expect(result).toEqual({ created: true, data: resourceBody('dir/a b.sql', { content: 'select 2' }) });
    expectTypeOf(result).toEqualTypeOf<Upserted<WorkspaceFile>>();
  });

  it("keeps the call's own headers, and its own content-type wins over application/hal+json", async () => {
    const net = wire().on('PUT', `${base}/a.sql`, { status: 200, body: resourceBody('a.sql') });
    const body = { contentType: 'text/plain', content: 'select 1' };
    await makeClient().files.put(WS, 'a.sql', body, { headers: { 'x-request-id': 'r1' } });
    await makeClient().files.put(WS, 'a.sql', body, { headers: { 'Content-Type': 'application/json' } });
    const [first, second] = net.requests;
    expect(first?.headers).toMatchObject({ 'content-type': 'application/hal+json', 'x-request-id': 'r1' });
    expect(second?.headers['content-type']).toBe('application/json');
    expect(net.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', `${base}/a.sql`, body],
      ['PUT', `${base}/a.sql`, body],
    ]);
  });

  it('still refuses request options of a wrong kind before sending', () => {
    const net = wire();
    const body = { contentType: 'text/plain', content: 'x' };
    expect(() => makeClient().files.put(WS, 'a.sql', body, 5 as never)).toThrow(/files\.put/);
    expect(() => makeClient().files.put(WS, 'a.sql', body, { headers: 'x' as never })).toThrow(/headers/);
    expect(net.requests).toHaveLength(0);
  });

  it('reports an update (200)', async () => {
    wire().on('PUT', `${base}/models/orders.sql`, { status: 200, body: resourceBody() });
    const result = await makeClient().files.put(WS, 'models/orders.sql', {
      contentType: 'text/plain',
      content: 'select * from orders',
    });
    expect(result.created).toBe(false);
    expect(result.data.content).toBe('select * from orders');
  });

  it('sends an empty content string as given', async () => {
    const net = wire().on('PUT', `${base}/empty.txt`, {
      status: 201,
      body: resourceBody('empty.txt', { content: '' }),
    });
    await makeClient().files.put(WS, 'empty.txt', { contentType: 'text/plain', content: '' });
    expect(net.last.body).toEqual({ contentType: 'text/plain', content: '' });
  });

  it('refuses a body without contentType or content before sending anything', () => {
    const net = wire();
    // @ts-expect-error contentType is required
    expect(() => makeClient().files.put(WS, 'a.sql', { content: 'x' })).toThrow(
      /files.put was given invalid input; nothing was sent. contentType/,
    );
    // @ts-expect-error content is required
    expect(() => makeClient().files.put(WS, 'a.sql', { contentType: 'text/plain' })).toThrow(InvalidArgumentError);
    expect(() => makeClient().files.put(WS, 'a.sql', { contentType: '', content: 'x' })).toThrow(/MIME type/);
    expect(net.requests).toHaveLength(0);
  });

  it.each(badPaths)('rejects the path %j before sending anything', (bad) => {
    const net = wire();
    expect(() => makeClient().files.put(WS, bad, { contentType: 'text/plain', content: 'x' })).toThrow(
      InvalidArgumentError,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('files.delete', () => {
  it('DELETEs the encoded resource path and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `${base}/dir/a%20b.sql`, { status: 204 });
    await expect(makeClient().files.delete(WS, 'dir/a b.sql')).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `${base}/dir/a%20b.sql`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it.each(badPaths)('rejects the path %j before sending anything', (bad) => {
    const net = wire();
    expect(() => makeClient().files.delete(WS, bad)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('resources given as models', () => {
  const moved = `/api/workspaces/${WS}/resources/moved/orders.sql`;
  const file = resourceBody('models/orders.sql', {
    _links: { self: href(moved), 'update resource': href(moved, 'PUT'), 'delete resource': href(moved, 'DELETE') },
  });

  it('lists the files of a workspace model by its id', async () => {
    const net = wire().on('GET', base, {
      body: pageBody('resources', base, [], { number: 0, size: 20, totalElements: 0, totalPages: 0 }),
    });
    await makeClient().files.list(workspace, { size: 5 });
    expect(net.last).toMatchObject({ method: 'GET', path: base, search: 'size=5' });
  });

  it('gets, replaces and deletes a file by its own self, update resource and delete resource links', async () => {
    const net = wire()
      .on('GET', moved, { body: resourceBody() })
      .on('PUT', moved, { status: 200, body: resourceBody() })
      .on('DELETE', moved, { status: 204 });
    const client = makeClient();
    expect(await client.files.get(file)).toEqual(resourceBody());
    const put = await client.files.put(file, { contentType: 'text/plain', content: 'select 3' });
    await expect(client.files.delete(file)).resolves.toBeUndefined();
    expect(put).toEqual({ created: false, data: resourceBody() });
    expect(net.requests.map((r) => [r.method, r.path, r.headers['accept'], r.body])).toEqual([
      ['GET', moved, 'application/hal+json', undefined],
      ['PUT', moved, 'application/hal+json', { contentType: 'text/plain', content: 'select 3' }],
      ['DELETE', moved, 'application/hal+json', undefined],
    ]);
  });

  it('refuses a model without the link, naming the signature, before sending anything', () => {
    const net = wire();
    const client = makeClient();
    const bare = { path: 'a.sql', _links: {} };
    expect(() => client.files.get(bare)).toThrow(/files\.get\(workspaceId, filePath\) needs .* "self" link/);
    expect(() => client.files.put(bare, { contentType: 'text/plain', content: '' })).toThrow(
      /files\.put\(workspaceId, filePath, body\) needs .* "update resource" link/,
    );
    expect(() => client.files.delete(bare)).toThrow(InvalidArgumentError);
    expect(() => client.files.list({ _links: {} })).toThrow(
      /files\.list\(workspace, query\) needs a workspace id or object as its first argument/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('resources: withResponse', () => {
  it('gives the upserted file with the raw response of the PUT (status, headers)', async () => {
    wire().on('PUT', `${base}/a.sql`, {
      status: 201,
      body: resourceBody('a.sql'),
      headers: { 'content-type': 'application/hal+json', 'x-request-id': 'req-7' },
    });
    const { data, response } = await makeClient()
      .files.put(WS, 'a.sql', { contentType: 'text/plain', content: 'x' })
      .withResponse();
    expect(data).toEqual({ created: true, data: resourceBody('a.sql') });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('req-7');
    expect(response.url).toBe(`${BASE}${base}/a.sql`);
  });
});

describe('the old names of workspace files', () => {
  it('are deprecated aliases of the new ones: client.resources is client.files', async () => {
    const sdk = await import('../../src/index.js');
    const client = makeClient();
    expect(client.resources).toBe(client.files);
    expect(sdk.Resources).toBe(sdk.Files);
    expect(sdk.WorkspaceResource).toBe(sdk.WorkspaceFile);
    expect(sdk.WorkspaceResourceInput).toBe(sdk.WorkspaceFileInput);
  });
});
