import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import { listBody, pageBody, WS } from '../fixtures/bodies.js';
import {
  COMPONENT,
  componentBody,
  componentDraft,
  componentProperties,
  dataPluginBody,
  PLUGIN_ID,
} from '../fixtures/components-bodies.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const input = { name: 'extractors/tap-postgres', dataPlugin: 'tap-postgres', properties: componentProperties };
const listPath = `/api/workspaces/${WS}/datacomponents`;
const putPath = `${listPath}/${COMPONENT}`;
const ownPath = `/api/datacomponents/${COMPONENT}`;
const jsonHeaders = {
  authorization: `Bearer ${TOKEN}`,
  accept: 'application/hal+json',
  'content-type': 'application/json',
};

describe('dataComponents.list', () => {
  it('GETs the data components of a workspace with paging in the query', async () => {
    const meta = { number: 0, size: 10, totalElements: 1, totalPages: 1 };
    const net = wire().on('GET', listPath, { body: pageBody('datacomponents', listPath, [componentBody()], meta) });
    const page = await strict().dataComponents.list(WS, { page: 0, size: 10 });
    expect(net.last).toMatchObject({
      method: 'GET',
      path: listPath,
      query: { page: '0', size: '10' },
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([componentBody()]);
    expect(page.items[0]?._embedded?.dataplugin).toEqual(dataPluginBody());
  });

  it("uses a workspace's datacomponents link", async () => {
    const net = wire().on('GET', '/api/components-link', { body: { _links: {} } });
    const page = await makeClient().dataComponents.list({
      id: WS,
      _links: { datacomponents: { href: `${BASE}/api/components-link` } },
    });
    expect(net.last.path).toBe('/api/components-link');
    expect(page.items).toEqual([]);
  });

  it('sends the filters by example: a name, and a data plugin by id or as a model (its id)', async () => {
    const net = wire().on('GET', listPath, { body: listBody('datacomponents', listPath, [componentBody()]) });
    const page = await strict().dataComponents.list(WS, { name: 'extractors/tap-postgres', dataPlugin: PLUGIN_ID });
    await makeClient().dataComponents.list(WS, { dataPlugin: dataPluginBody(), size: 5 });
    expect(net.requests).toHaveLength(2);
    expect(net.requests[0]).toMatchObject({
      method: 'GET',
      path: listPath,
      search: `name=extractors%2Ftap-postgres&dataPlugin=${PLUGIN_ID}`,
      body: undefined,
    });
    expect(net.requests[0]?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/hal+json',
    });
    expect(net.requests[1]).toMatchObject({ path: listPath, query: { dataPlugin: PLUGIN_ID, size: '5' } });
    expect(page.items).toEqual([componentBody()]);
  });

  it('rejects an empty workspace id and bad filters before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataComponents.list('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().dataComponents.list(WS, { name: '' })).toThrow(
      'dataComponents.list(workspace, query): `name` must be text that is not blank; got "".',
    );
    expect(() => makeClient().dataComponents.list(WS, { dataPlugin: { name: 'tap-postgres' } as never })).toThrow(
      'dataComponents.list(workspace, query): `dataPlugin` must be an id or a model with an `id`; got an object.',
    );
    expect(() => makeClient().dataComponents.list(WS, { plugin: PLUGIN_ID } as never)).toThrow(
      /dataComponents\.list\(workspace, query\)/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('dataComponents.get', () => {
  it('GETs /api/datacomponents/{id}; the plugin comes embedded, label null allowed', async () => {
    const body = componentBody({ _embedded: { dataplugin: dataPluginBody({ label: null }) } });
    const net = wire().on('GET', ownPath, { body });
    const component = await strict().dataComponents.get(COMPONENT);
    expect(net.last).toMatchObject({ method: 'GET', path: ownPath, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(component).toEqual(body);
    expect(component._embedded?.dataplugin?.label).toBeNull();
  });

  it("reads fromDataPlugin as the service's plugin entity, whose default is a boolean", async () => {
    const fromDataPlugin = { id: PLUGIN_ID, name: 'tap-postgres', variant: 'meltanolabs', default: true };
    wire().on('GET', ownPath, { body: componentBody({ fromDataPlugin }) });
    const component = await strict().dataComponents.get(COMPONENT);
    expect(component.fromDataPlugin).toEqual(fromDataPlugin);
    expectTypeOf(component.fromDataPlugin?.default).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(component._embedded?.dataplugin?.default).toEqualTypeOf<string | undefined>();
  });

  it("follows a component's own self link", async () => {
    const net = wire().on('GET', '/api/component-elsewhere', { body: componentBody() });
    await makeClient().dataComponents.get({
      id: COMPONENT,
      _links: { self: { href: `${BASE}/api/component-elsewhere` } },
    });
    expect(net.last.path).toBe('/api/component-elsewhere');
  });
});

describe('dataComponents.initialise', () => {
  it('POSTs with no body and returns the blank component with only its create link', async () => {
    const net = wire().on('POST', listPath, { body: componentDraft() });
    const draft = await strict().dataComponents.initialise(WS);
    expect(net.last).toMatchObject({ method: 'POST', path: listPath, search: '', body: undefined });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(draft).toEqual(componentDraft());
    expect(Object.keys(draft._links ?? {})).toEqual(['create datacomponent']);
  });

  it("uses a workspace's new datacomponent link", async () => {
    const net = wire().on('POST', '/api/new-component-link', { body: componentDraft() });
    await makeClient().dataComponents.initialise({
      id: WS,
      _links: { 'new datacomponent': { href: `${BASE}/api/new-component-link`, type: 'POST' } },
    });
    expect(net.last).toMatchObject({ method: 'POST', path: '/api/new-component-link' });
  });
});

describe('dataComponents.put', () => {
  it('PUTs name, dataPlugin and properties, and reports a creation (201) with the resolved plugin', async () => {
    const net = wire().on('PUT', putPath, { status: 201, body: componentBody() });
    const result = await strict().dataComponents.put(WS, COMPONENT, input);
    expect(net.last).toMatchObject({ method: 'PUT', path: putPath, search: '', body: input });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(result).toEqual({ created: true, data: componentBody() });
    expect(result.data.dataPlugin).toBe('extractors/tap-postgres--meltanolabs');
  });

  it("reports an update (200); takes a draft's create or a component's update link alone", async () => {
    const net = wire()
      .on('PUT', putPath, { status: 201, body: componentBody() })
      .on('PUT', ownPath, { status: 200, body: componentBody() });
    expect((await makeClient().dataComponents.put(componentDraft(), input)).created).toBe(true);
    expect((await makeClient().dataComponents.put(componentBody(), input)).created).toBe(false);
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT ${putPath}`, `PUT ${ownPath}`]);
  });

  it('refuses a blank name or dataPlugin, a non-string property or a bare model before sending anything', () => {
    const net = wire();
    const put = (body: unknown) => makeClient().dataComponents.put(WS, COMPONENT, body as typeof input);
    expect(() => put({ ...input, name: '' })).toThrow(/dataComponents.put was given invalid input; nothing was sent/);
    expect(() => put({ ...input, name: '   ' })).toThrow(/name/);
    expect(() => put({ ...input, dataPlugin: '' })).toThrow(/dataPlugin/);
    expect(() => put({ ...input, properties: { port: 5432 } })).toThrow(/properties.port/);
    // @ts-expect-error dataPlugin is required
    expect(() => makeClient().dataComponents.put(WS, COMPONENT, { name: 'extractors/tap-csv' })).toThrow(
      InvalidArgumentError,
    );
    const bare = { id: COMPONENT, _links: {} };
    expect(() => makeClient().dataComponents.put(bare, input)).toThrow(
      /a model with a "create datacomponent" or "update datacomponent" link/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('dataComponents.create', () => {
  it('initialises, then PUTs the body to the draft, and returns the component', async () => {
    const net = wire()
      .on('POST', listPath, { body: componentDraft() })
      .on('PUT', putPath, { status: 201, body: componentBody() });
    const { data, response } = await strict().dataComponents.create(WS, input).withResponse();
    expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${listPath}`, `PUT ${putPath}`]);
    expect(net.requests[1]?.body).toEqual(input);
    expect(data).toEqual(componentBody());
    expect(response.status).toBe(201);
  });

  it('PUTs to the documented path by id when the draft carries no link', async () => {
    const net = wire()
      .on('POST', listPath, { body: { ...componentDraft(), _links: {} } })
      .on('PUT', putPath, { status: 201, body: componentBody() });
    await makeClient().dataComponents.create({ id: WS, _links: {} }, input);
    expect(net.requests[1]).toMatchObject({ method: 'PUT', path: putPath });
  });

  it('checks the body before initialising', () => {
    const net = wire();
    expect(() => makeClient().dataComponents.create(WS, { ...input, name: '' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('dataComponents.update', () => {
  it('PUTs the body to /api/datacomponents/{id} and returns the component', async () => {
    const changed = componentBody({ properties: { ...componentProperties, host: 'replica.example.com' } });
    const net = wire().on('PUT', ownPath, { body: changed });
    const body = { ...input, properties: { ...componentProperties, host: 'replica.example.com' } };
    const component = await strict().dataComponents.update(COMPONENT, body);
    expect(net.last).toMatchObject({ method: 'PUT', path: ownPath, search: '', body });
    expect(net.last.headers).toMatchObject(jsonHeaders);
    expect(component).toEqual(changed);
  });

  it("uses a component's update datacomponent link", async () => {
    const net = wire().on('PUT', '/api/update-link', { body: componentBody() });
    await makeClient().dataComponents.update(
      { ...componentBody(), _links: { 'update datacomponent': { href: `${BASE}/api/update-link`, type: 'PUT' } } },
      input,
    );
    expect(net.last).toMatchObject({ method: 'PUT', path: '/api/update-link', body: input });
  });

  it('refuses a blank name or an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataComponents.update(COMPONENT, { ...input, name: '' })).toThrow(/name/);
    expect(() => makeClient().dataComponents.update('', input)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('dataComponents.delete', () => {
  it('DELETEs /api/datacomponents/{id} and resolves to undefined on 204', async () => {
    const net = wire().on('DELETE', ownPath, { status: 204 });
    await expect(makeClient().dataComponents.delete(COMPONENT)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'DELETE', path: ownPath, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it("uses a component's delete datacomponent link", async () => {
    const net = wire().on('DELETE', '/api/delete-link', { status: 204 });
    await makeClient().dataComponents.delete({
      ...componentBody(),
      _links: { 'delete datacomponent': { href: `${BASE}/api/delete-link`, type: 'DELETE' } },
    });
    expect(net.last).toMatchObject({ method: 'DELETE', path: '/api/delete-link' });
  });

  it('rejects a model with neither link nor id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataComponents.delete({ _links: {} })).toThrow(
      /neither a "delete datacomponent" link nor an id/,
    );
    expect(net.requests).toHaveLength(0);
  });
});
