import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type DataPluginListOptions,
  InvalidArgumentError,
  type KnownDataPluginType,
  ValidationError,
} from '../../src/index.js';
import { listBody, pageBody, WS } from '../fixtures/bodies.js';
import { dataPluginBody, PLUGIN_ID } from '../fixtures/components-bodies.js';
import { BASE, makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const csv = dataPluginBody({ id: 'c5', name: 'tap-csv', label: null, settingsGroupValidation: [] });
const loader = dataPluginBody({ id: 'l1', type: undefined, pluginType: 'LOADER', name: 'target-postgres' });

describe('dataPlugins.list', () => {
  it('GETs /api/dataplugins with paging in the query', async () => {
    const meta = { number: 0, size: 2, totalElements: 2, totalPages: 1 };
    const net = wire().on('GET', '/api/dataplugins', {
      body: pageBody('dataplugins', '/api/dataplugins', [dataPluginBody(), csv], meta),
    });
    const page = await strict().dataPlugins.list({ page: 0, size: 2, sort: 'name,asc' });
    expect(net.last).toMatchObject({
      method: 'GET',
      path: '/api/dataplugins',
      query: { page: '0', size: '2', sort: 'name,asc' },
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([dataPluginBody(), csv]);
  });

  it('accepts a null label, a pluginType instead of type, and a collection without page meta', async () => {
    const net = wire().on('GET', '/api/dataplugins', {
      body: listBody('dataplugins', '/api/dataplugins', [csv, loader]),
    });
    const all = await strict().dataPlugins.list().toArray();
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/dataplugins', search: '' });
    expect(all.map((p) => [p.name, p.label, p.type ?? p.pluginType])).toEqual([
      ['tap-csv', null, 'EXTRACTOR'],
      ['target-postgres', 'PostgreSQL', 'LOADER'],
    ]);
  });

  it('walks every page with for await', async () => {
    const first = pageBody('dataplugins', '/api/dataplugins', [dataPluginBody()], {
      number: 0,
      size: 1,
      totalElements: 2,
      totalPages: 2,
    });
    const second = pageBody('dataplugins', '/api/dataplugins', [csv], {
      number: 1,
      size: 1,
      totalElements: 2,
      totalPages: 2,
    });
    const net = wire()
      .on('GET', '/api/dataplugins', { body: first })
      .on('GET', '/api/dataplugins?page=1&size=1', { body: second });
    const names: (string | undefined)[] = [];
    for await (const plugin of makeClient().dataPlugins.list()) names.push(plugin.name);
    expect(names).toEqual(['tap-postgres', 'tap-csv']);
    expect(net.requests.map((r) => r.search)).toEqual(['', 'page=1&size=1']);
  });

  it('rejects a label that is neither a string nor null in strict mode', async () => {
    wire().on('GET', '/api/dataplugins', {
      body: listBody('dataplugins', '/api/dataplugins', [{ id: 'x', label: 5 }]),
    });
    await expect(strict().dataPlugins.list()).rejects.toBeInstanceOf(ValidationError);
  });

  it('sends its filters by example (type in upper case, name, namespace, variant) and paging', async () => {
    const net = wire().on('GET', '/api/dataplugins', { body: listBody('dataplugins', '/api/dataplugins', [loader]) });
    const page = await strict().dataPlugins.list({
      type: 'loader' as 'LOADER',
      name: 'target-postgres',
      namespace: 'target_postgres',
      variant: 'transferwise',
      page: 0,
      size: 5,
    });
    expect(net.last).toMatchObject({
      method: 'GET',
      path: '/api/dataplugins',
      search: 'type=LOADER&name=target-postgres&namespace=target_postgres&variant=transferwise&page=0&size=5',
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([loader]);
    await makeClient().dataPlugins.list({ name: 'tap-csv', type: undefined });
    expect(net.requests[1]?.search).toBe('name=tap-csv');
  });

  it('rejects bad query options before sending anything', () => {
    const net = wire();
    const list = (query: unknown) => () => makeClient().dataPlugins.list(query as DataPluginListOptions);
    expect(list({ page: -1 })).toThrow(InvalidArgumentError);
    expect(list({ label: 'PostgreSQL' })).toThrow(/dataPlugins\.list\(query\)/);
    expect(list({ type: 'tap' })).toThrow(
      "dataPlugins.list(query): `type` must be one of 'EXTRACTOR', 'LOADER', 'TRANSFORMER', 'TRANSFORM', 'MODEL', " +
        "'ORCHESTRATOR', 'UTILITY', 'MAPPER', 'FILE'; got \"tap\".",
    );
    expect(list({ name: ' ' })).toThrow('dataPlugins.list(query): `name` must be text that is not blank; got " ".');
    expect(list({ variant: 7 })).toThrow(/`variant` must be text that is not blank; got number/);
    expect(net.requests).toHaveLength(0);
  });

  it('types its filters by the models: type is a known DataPluginType', () => {
    expectTypeOf<DataPluginListOptions['type']>().toEqualTypeOf<KnownDataPluginType | undefined>();
    // @ts-expect-error a plugin's kind is one of the known DataPluginType values
    expect(() => makeClient().dataPlugins.list({ type: 'tap' })).toThrow(InvalidArgumentError);
  });
});

describe('dataPlugins.listForWorkspace', () => {
  const path = `/api/workspaces/${WS}/dataplugins`;

  it('GETs /api/workspaces/{ws}/dataplugins with paging in the query', async () => {
    const meta = { number: 0, size: 20, totalElements: 1, totalPages: 1 };
    const net = wire().on('GET', path, { body: pageBody('dataplugins', path, [dataPluginBody()], meta) });
    const page = await strict().dataPlugins.listForWorkspace(WS, { size: 20 });
    expect(net.last).toMatchObject({ method: 'GET', path, query: { size: '20' }, body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([dataPluginBody()]);
  });

  it("uses a workspace's dataplugins link, else its id", async () => {
    const net = wire()
      .on('GET', '/api/ws-plugins-link', { body: listBody('dataplugins', '/api/ws-plugins-link', []) })
      .on('GET', path, { body: listBody('dataplugins', path, []) });
    await makeClient().dataPlugins.listForWorkspace({
      id: WS,
      _links: { dataplugins: { href: `${BASE}/api/ws-plugins-link` } },
    });
    await makeClient().dataPlugins.listForWorkspace({ id: WS, _links: {} });
    expect(net.requests.map((r) => r.path)).toEqual(['/api/ws-plugins-link', path]);
  });

  it('rejects an empty workspace id, and filters (its path takes none), before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataPlugins.listForWorkspace('')).toThrow(InvalidArgumentError);
    expect(() => makeClient().dataPlugins.listForWorkspace(WS, { name: 'tap-csv' } as never)).toThrow(
      /dataPlugins\.listForWorkspace\(workspace, query\)/,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('dataPlugins.get', () => {
  it('GETs /api/dataplugins/{id} and returns the plugin with its settings', async () => {
    const net = wire().on('GET', `/api/dataplugins/${PLUGIN_ID}`, { body: dataPluginBody() });
    const plugin = await strict().dataPlugins.get(PLUGIN_ID);
    expect(net.last).toMatchObject({
      method: 'GET',
      path: `/api/dataplugins/${PLUGIN_ID}`,
      search: '',
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(plugin).toEqual(dataPluginBody());
    expect(plugin.settings?.find((s) => s.protected)?.name).toBe('password');
  });

  it("follows a plugin's own self link", async () => {
    const net = wire().on('GET', '/api/plugin-elsewhere', { body: csv });
    const plugin = await strict().dataPlugins.get({
      id: 'c5',
      _links: { self: { href: `${BASE}/api/plugin-elsewhere` } },
    });
    expect(net.last.path).toBe('/api/plugin-elsewhere');
    expect(plugin.label).toBeNull();
  });

  it('rejects an empty id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataPlugins.get('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
