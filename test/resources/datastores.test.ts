import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import { pageBody, WS } from '../fixtures/bodies.js';
import {
  DATASTORE,
  datastoreBody,
  datastoreDraft,
  PLUGIN,
  PLUGIN_RESOLVED,
  relationalProperties,
} from '../fixtures/datastores.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const input = { name: 'Warehouse', dataPlugin: PLUGIN, properties: relationalProperties };

describe('datastores.list', () => {
  it('GETs the datastores of a workspace with paging in the query', async () => {
    const path = `/api/workspaces/${WS}/datastores`;
    const body = pageBody('datastores', path, [datastoreBody({ managed: true })], {
      number: 0,
      size: 5,
      totalElements: 1,
      totalPages: 1,
    });
    const net = wire().on('GET', path, { body });
    const page = await strict().datastores.list(WS, { page: 0, size: 5, sort: 'name,asc' });
    expect(net.last).toMatchObject({
      method: 'GET',
      path,
      query: { page: '0', size: '5', sort: 'name,asc' },
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([datastoreBody({ managed: true })]);
    expect(page.hasNextPage()).toBe(false);
  });

  it("reads each datastore's fromDataPlugin, the service's plugin entity, whose default is a boolean", async () => {
    const path = `/api/workspaces/${WS}/datastores`;
    const fromDataPlugin = { id: 'p2', name: 'target-postgres', pluginType: 'LOADER', default: false };
    const meta = { number: 0, size: 20, totalElements: 1, totalPages: 1 };
    wire().on('GET', path, { body: pageBody('datastores', path, [datastoreBody({ fromDataPlugin })], meta) });
    const page = await strict().datastores.list(WS);
    expect(page.items[0]?.fromDataPlugin).toEqual(fromDataPlugin);
    expectTypeOf(page.items[0]?.fromDataPlugin?.default).toEqualTypeOf<boolean | undefined>();
  });

  it('sends no query when given no options, and walks every page', async () => {
    const path = `/api/workspaces/${WS}/datastores`;
    const second = datastoreBody({ id: 'b2' });
    const net = wire()
      .on('GET', path, {
        body: pageBody('datastores', path, [datastoreBody()], { number: 0, size: 1, totalElements: 2, totalPages: 2 }),
      })
      .on('GET', `${path}?page=1&size=1`, {
        body: pageBody('datastores', path, [second], { number: 1, size: 1, totalElements: 2, totalPages: 2 }),
      });
    const all = await makeClient().datastores.list(WS).toArray();
    expect(net.requests.map((r) => r.search)).toEqual(['', 'page=1&size=1']);
    expect(all.map((d) => d.id)).toEqual([DATASTORE, 'b2']);
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datastores.list('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datastores.get', () => {
  it('GETs /api/datastores/{id} and returns the datastore', async () => {
    const net = wire().on('GET', `/api/datastores/${DATASTORE}`, { body: datastoreBody() });
    const store = await strict().datastores.get(DATASTORE);
    expect(net.last).toMatchObject({
      method: 'GET',
      path: `/api/datastores/${DATASTORE}`,
      search: '',
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(store).toEqual(datastoreBody());
  });

  it('percent-encodes the id as one segment', async () => {
    const net = wire().on('GET', '/api/datastores/a%7Cb%20c', { body: datastoreBody() });
    await makeClient().datastores.get('a|b c');
    expect(net.last.path).toBe('/api/datastores/a%7Cb%20c');
  });

  it("follows a datastore object's own self link", async () => {
    const net = wire().on('GET', '/api/datastores/elsewhere', { body: datastoreBody() });
    await makeClient().datastores.get({
      id: DATASTORE,
      _links: { self: { href: `${BASE}/api/datastores/elsewhere` } },
    });
    expect(net.last.path).toBe('/api/datastores/elsewhere');
  });

  it('rejects an empty or dot id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datastores.get('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().datastores.get('..')).toThrow(/must be a non-empty id/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datastores.initialise', () => {
  it('POSTs with no body and returns the blank datastore', async () => {
    const net = wire().on('POST', `/api/workspaces/${WS}/datastores`, { body: datastoreDraft() });
    const draft = await strict().datastores.initialise(WS);
    expect(net.last).toMatchObject({
      method: 'POST',
      path: `/api/workspaces/${WS}/datastores`,
      search: '',
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(draft).toEqual(datastoreDraft());
    expect(draft).toMatchObject({ properties: {}, commands: {}, workspace: WS, draft: false, managed: false });
  });
});

describe('datastores.put', () => {
  it('PUTs name, dataPlugin and the loader properties as strings, and reports a creation (201)', async () => {
    const path = `/api/workspaces/${WS}/datastores/${DATASTORE}`;
    const net = wire().on('PUT', path, { status: 201, body: datastoreBody() });
    const result = await strict().datastores.put(WS, DATASTORE, input);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '' });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(net.last.body).toEqual({
      name: 'Warehouse',
      dataPlugin: 'target-postgres',
      properties: {
        host: 'db.example.com',
        port: '5432',
        user: 'etl',
        password: 's3cr3t',
        dbname: 'warehouse',
        default_target_schema: 'public',
      },
    });
    expect(result).toEqual({ created: true, data: datastoreBody() });
  });

  it('returns the dataPlugin as the service resolved it, variant suffix included', async () => {
    wire().on('PUT', `/api/workspaces/${WS}/datastores/${DATASTORE}`, { status: 200, body: datastoreBody() });
    const result = await makeClient().datastores.put(WS, DATASTORE, input);
    expect(result.created).toBe(false);
    expect(result.data.dataPlugin).toBe(PLUGIN_RESOLVED);
    expect(result.data.jdbcUrl).toBe('jdbc:postgresql://db.example.com:5432/warehouse');
  });

  it("uses a draft's create datastore link, or a datastore's update datastore link", async () => {
    const net = wire()
      .on('PUT', '/api/from-create-link', { status: 201, body: datastoreBody() })
      .on('PUT', '/api/from-update-link', { body: datastoreBody() });
    const draft = {
      ...datastoreDraft(),
      _links: { 'create datastore': { href: `${BASE}/api/from-create-link`, type: 'PUT' } },
    };
    const store = {
      ...datastoreBody(),
      _links: { 'update datastore': { href: `${BASE}/api/from-update-link`, type: 'PUT' } },
    };
    await makeClient().datastores.put(WS, draft, input);
    await makeClient().datastores.put(WS, store, input);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/from-create-link',
      'PUT /api/from-update-link',
    ]);
  });

  it('takes a draft or a datastore alone, without the workspace id', async () => {
    const net = wire()
      .on('PUT', `/api/workspaces/${WS}/datastores/${DATASTORE}`, { status: 201, body: datastoreBody() })
      .on('PUT', '/api/from-update-link', { body: datastoreBody() });
    const store = {
      ...datastoreBody(),
      _links: { 'update datastore': { href: `${BASE}/api/from-update-link`, type: 'PUT' } },
    };
    expect((await makeClient().datastores.put(datastoreDraft(), input)).created).toBe(true);
    expect((await makeClient().datastores.put(store, input)).created).toBe(false);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /api/workspaces/${WS}/datastores/${DATASTORE}`,
      'PUT /api/from-update-link',
    ]);
    const bare = { id: DATASTORE, _links: {} };
    const put = () => makeClient().datastores.put(bare, input);
    expect(put).toThrow(/^datastores\.put\(workspaceId, datastore, body\) needs the parent id and the id/);
    expect(put).toThrow(/a model with a "create datastore" or "update datastore" link/);
  });

  it('refuses a missing name or dataPlugin, or a non-string property, before sending anything', () => {
    const net = wire();
    const put = (body: unknown) => makeClient().datastores.put(WS, DATASTORE, body as typeof input);
    expect(() => put({ dataPlugin: PLUGIN })).toThrow(/datastores.put was given invalid input; nothing was sent. name/);
    expect(() => put({ name: 'Warehouse', dataPlugin: '' })).toThrow(/dataPlugin/);
    expect(() => put({ ...input, properties: { ...relationalProperties, port: 5432 } })).toThrow(/properties.port/);
    // @ts-expect-error dataPlugin is required
    expect(() => makeClient().datastores.put(WS, DATASTORE, { name: 'Warehouse' })).toThrow(InvalidArgumentError);
    expect(() => makeClient().datastores.put(WS, '', input)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datastores.create', () => {
  it("initialises, then PUTs the body to the draft's create datastore link", async () => {
    const net = wire()
      .on('POST', `/api/workspaces/${WS}/datastores`, { body: datastoreDraft() })
      .on('PUT', `/api/workspaces/${WS}/datastores/${DATASTORE}`, { status: 201, body: datastoreBody() });
    const result = await makeClient().datastores.create(WS, input);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/workspaces/${WS}/datastores`,
      `PUT /api/workspaces/${WS}/datastores/${DATASTORE}`,
    ]);
    expect(net.requests[0]!.body).toBeUndefined();
    expect(net.requests[1]!.body).toEqual(input);
    expect(result).toEqual(datastoreBody());
  });

  it("returns the datastore, with the PUT's 201 response on withResponse()", async () => {
    wire()
      .on('POST', `/api/workspaces/${WS}/datastores`, { body: datastoreDraft() })
      .on('PUT', `/api/workspaces/${WS}/datastores/${DATASTORE}`, { status: 201, body: datastoreBody() });
    const { data, response } = await makeClient().datastores.create(WS, input).withResponse();
    expect(data).toEqual(datastoreBody());
    expect(response.status).toBe(201);
  });

  it('takes a workspace model by its id', async () => {
    const net = wire()
      .on('POST', `/api/workspaces/${WS}/datastores`, { body: { ...datastoreDraft(), _links: {} } })
      .on('PUT', `/api/workspaces/${WS}/datastores/${DATASTORE}`, { status: 201, body: datastoreBody() });
    const workspace = { id: WS, name: 'Analytics', _links: {} };
    await makeClient().datastores.create(workspace, input);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/workspaces/${WS}/datastores`,
      `PUT /api/workspaces/${WS}/datastores/${DATASTORE}`,
    ]);
  });

  it('PUTs to the documented path by id when the draft carries no link', async () => {
    const net = wire()
      .on('POST', `/api/workspaces/${WS}/datastores`, { body: { ...datastoreDraft(), _links: {} } })
      .on('PUT', `/api/workspaces/${WS}/datastores/${DATASTORE}`, { status: 201, body: datastoreBody() });
    await makeClient().datastores.create(WS, input);
    expect(net.requests[1]!.path).toBe(`/api/workspaces/${WS}/datastores/${DATASTORE}`);
  });

  it('checks the body before initialising', async () => {
    const net = wire();
    expect(() => makeClient().datastores.create(WS, { name: '', dataPlugin: PLUGIN })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datastores.update', () => {
  const path = `/api/workspaces/${WS}/datastores/${DATASTORE}`;

  it('PUTs the body to the workspace datastore path and returns the datastore', async () => {
    const net = wire().on('PUT', path, { body: datastoreBody() });
    const store = await strict().datastores.update(WS, DATASTORE, input);
    expect(net.last).toMatchObject({ method: 'PUT', path, search: '', body: input });
    expect(net.last.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    });
    expect(store).toEqual(datastoreBody());
  });

  it('takes a datastore model alone and PUTs to its update datastore link', async () => {
    const net = wire().on('PUT', '/api/from-update-link', { body: datastoreBody() });
    const store = {
      ...datastoreBody(),
      _links: { 'update datastore': { href: `${BASE}/api/from-update-link`, type: 'PUT' } },
    };
    await makeClient().datastores.update(store, input);
    expect(net.last).toMatchObject({ method: 'PUT', path: '/api/from-update-link', body: input });
  });

  it('refuses a bad body, an empty id or a model without its link before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datastores.update(WS, DATASTORE, { name: '', dataPlugin: PLUGIN })).toThrow(
      /datastores.update was given invalid input; nothing was sent. name/,
    );
    expect(() => makeClient().datastores.update(WS, '', input)).toThrow(InvalidArgumentError);
    expect(() => makeClient().datastores.update(datastoreDraft(), input)).toThrow(/"update datastore" link/);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datastores.makeDefault', () => {
  it('PUTs /api/datastores/{id}/default with no body and resolves to undefined on an empty 200', async () => {
    const net = wire().on('PUT', `/api/datastores/${DATASTORE}/default`, { status: 200 });
    await expect(makeClient().datastores.makeDefault(DATASTORE)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({
      method: 'PUT',
      path: `/api/datastores/${DATASTORE}/default`,
      search: '',
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
    expect(net.last.headers['content-type']).toBeUndefined();
  });

  it('gives the raw response of the body-less 200', async () => {
    const net = wire().on('PUT', `/api/datastores/${DATASTORE}/default`, {
      status: 200,
      headers: { 'x-request-id': 'default-1' },
    });
    const { data, response } = await makeClient().datastores.makeDefault(datastoreBody()).withResponse();
    expect(data).toBeUndefined();
    expect([response.status, response.headers.get('x-request-id')]).toEqual([200, 'default-1']);
    const raw = await makeClient().datastores.makeDefault(DATASTORE).asResponse();
    expect([raw.status, raw.headers.get('x-request-id')]).toEqual([200, 'default-1']);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /api/datastores/${DATASTORE}/default`,
      `PUT /api/datastores/${DATASTORE}/default`,
    ]);
  });

  it("uses a datastore object's make-default link", async () => {
    const net = wire().on('PUT', '/api/default-by-link', { status: 200 });
    await makeClient().datastores.makeDefault({
      ...datastoreBody(),
      _links: { 'make-default': { href: `${BASE}/api/default-by-link`, type: 'PUT' } },
    });
    expect(net.last.path).toBe('/api/default-by-link');
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datastores.makeDefault('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('datastores.delete', () => {
  it('DELETEs /api/datastores/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', `/api/datastores/${DATASTORE}`, { status: 204 });
    await expect(makeClient().datastores.delete(DATASTORE)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: `/api/datastores/${DATASTORE}`, body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
  });

  it("uses a datastore object's delete datastore link", async () => {
    const net = wire().on('DELETE', '/api/delete-by-link', { status: 204 });
    await makeClient().datastores.delete({
      ...datastoreBody(),
      _links: { 'delete datastore': { href: `${BASE}/api/delete-by-link`, type: 'DELETE' } },
    });
    expect(net.last).toMatchObject({ method: 'DELETE', path: '/api/delete-by-link' });
  });

  it('rejects an empty id or a resource with neither link nor id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().datastores.delete('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().datastores.delete({ _links: {} })).toThrow(/neither a "delete datastore" link nor an id/);
    expect(net.requests).toHaveLength(0);
  });
});
