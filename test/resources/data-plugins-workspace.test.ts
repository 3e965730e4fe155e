import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, NotFoundError } from '../../src/index.js';
import { href, listBody, pageBody, WS } from '../fixtures/bodies.js';
import { dataPluginBody, PLUGIN_ID } from '../fixtures/components-bodies.js';
import { makeClient, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const CUSTOM = '9b2f6f0e-3c1d-4e5f-8a7b-1c2d3e4f5a6b';

/** A workspace's own plugin as the service answers it, with the fields of DataPluginResource. */
const custom = (overrides: Record<string, unknown> = {}) =>
  dataPluginBody({
    id: CUSTOM,
    type: 'MAPPER',
    pluginType: 'MAPPER',
    name: 'meltano-map-transformer',
    variant: 'meltano',
    namespace: 'meltano_map_transformer',
    pipUrl: 'meltano-map-transform',
    executable: 'meltano-map-transform',
    capabilities: ['STREAM_MAPS'],
    hidden: false,
    settings: [
      { name: 'stream_maps', kind: 'OBJECT', value: { orders: { secret: null } } },
      { name: 'mode', kind: 'OPTIONS', value: 'strict', options: [{ label: 'Strict', value: 'strict' }] },
      { name: 'batch', kind: 'ARRAY_OBJECT', value: [{ size: 10 }], sensitive: false },
      { name: 'enabled', kind: 'BOOLEAN', value: true },
    ],
    _links: { self: href(`/api/dataplugins/${CUSTOM}`) },
    ...overrides,
  });
const mapper = { pluginType: 'MAPPER', name: 'meltano-map-transformer', variant: 'meltano' } as const;

describe('dataPlugins.listAvailable', () => {
  const path = `/api/workspaces/${WS}/availabledataplugins`;

  it('GETs /api/workspaces/{ws}/availabledataplugins with paging, and reads the document fields', async () => {
    const meta = { number: 1, size: 1, totalElements: 2, totalPages: 2 };
    const transform = dataPluginBody({ id: 't1', type: 'TRANSFORM', pluginType: 'TRANSFORM', name: 'dbt-tap-x' });
    const net = wire().on('GET', path, { body: pageBody('dataplugins', path, [custom(), transform], meta) });
    const page = await strict().dataPlugins.listAvailable({ id: WS }, { page: 1, size: 1, sort: 'name,asc' });
    expect(net.last).toMatchObject({
      method: 'GET',
      path,
      query: { page: '1', size: '1', sort: 'name,asc' },
      body: undefined,
    });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(page.items).toEqual([custom(), transform]);
    expect(page.items[0]?.settings?.map((s) => [s.kind, s.value])).toEqual([
      ['OBJECT', { orders: { secret: null } }],
      ['OPTIONS', 'strict'],
      ['ARRAY_OBJECT', [{ size: 10 }]],
      ['BOOLEAN', true],
    ]);
  });

  it('sends the filters by example beside the paging: type in upper case, name, namespace, variant', async () => {
    const net = wire().on('GET', path, { body: listBody('dataplugins', path, [custom()]) });
    const page = await strict().dataPlugins.listAvailable(WS, {
      type: 'Mapper' as 'MAPPER', // any case, sent in the wire's upper case
      name: 'meltano-map-transformer',
      namespace: 'meltano_map_transformer',
      variant: 'meltano',
      sort: 'name,asc',
    });
    expect(net.last).toMatchObject({ method: 'GET', path, body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(net.last.search).toBe(
      'type=MAPPER&name=meltano-map-transformer&namespace=meltano_map_transformer&variant=meltano&sort=name%2Casc',
    );
    expect(page.items).toEqual([custom()]);
  });

  it('rejects bad query options and an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataPlugins.listAvailable(WS, { type: 'extractors' as 'EXTRACTOR' })).toThrow(
      /dataPlugins\.listAvailable\(workspace, query\): `type` must be one of 'EXTRACTOR', /,
    );
    expect(() => makeClient().dataPlugins.listAvailable(WS, { namespace: '' })).toThrow(
      /`namespace` must be text that is not blank; got ""/,
    );
    expect(() => makeClient().dataPlugins.listAvailable(WS, { probe: {} } as never)).toThrow(
      /dataPlugins\.listAvailable\(workspace, query\)/,
    );
    expect(() => makeClient().dataPlugins.listAvailable('')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('dataPlugins.install', () => {
  const path = `/api/dataplugins/${PLUGIN_ID}/workspaces/${WS}/installed`;

  it('PUTs /api/dataplugins/{id}/workspaces/{ws}/installed with no body, by ids or models', async () => {
    const net = wire().on('PUT', path, { body: dataPluginBody() });
    await expect(makeClient().dataPlugins.install(WS, PLUGIN_ID)).resolves.toBeUndefined();
    await makeClient().dataPlugins.install({ id: WS }, dataPluginBody());
    expect(net.requests).toHaveLength(2);
    for (const request of net.requests) {
      expect(request).toMatchObject({ method: 'PUT', path, search: '', body: undefined });
      expect(request.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
      expect(request.headers['content-type']).toBeUndefined();
    }
  });

  it('rejects a missing plugin before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataPlugins.install(WS, undefined as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('dataPlugins.initialise, put, create and delete', () => {
  const plugins = `/api/workspaces/${WS}/dataplugins`;
  const own = `${plugins}/${CUSTOM}`;

  it('POSTs the initialise step with no body', async () => {
    const net = wire().on('POST', plugins, {
      body: { id: CUSTOM, _links: { self: href(`/api/dataplugins/${CUSTOM}`) } },
    });
    const draft = await strict().dataPlugins.initialise(WS);
    expect(net.last).toMatchObject({ method: 'POST', path: plugins, body: undefined });
    expect(draft.id).toBe(CUSTOM);
  });

  it('PUTs the body to /api/workspaces/{ws}/dataplugins/{id}: 201 is created, 200 updated', async () => {
    const net = wire()
      .on('PUT', own, { status: 201, body: custom() })
      .on('PUT', `${plugins}/other`, { status: 200, body: custom({ id: 'other' }) });
    const body = { ...mapper, pipUrl: 'meltano-map-transform', capabilities: ['STREAM_MAPS' as const] };
    const first = await strict().dataPlugins.put(WS, CUSTOM, body);
    expect(net.last).toMatchObject({ method: 'PUT', path: own, body });
    expect(net.last.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(first).toEqual({ created: true, data: custom() });
    const second = await strict().dataPlugins.put({ id: WS }, { id: 'other' }, mapper);
    expect(second.created).toBe(false);
    expect(net.requests[1]).toMatchObject({ method: 'PUT', path: `${plugins}/other`, body: mapper });
  });

  it('creates in two steps: POST the draft, then PUT the body to its id', async () => {
    const net = wire()
      .on('POST', plugins, { body: { id: CUSTOM } })
      .on('PUT', own, { status: 201, body: custom() });
    const plugin = await strict().dataPlugins.create(WS, mapper);
    expect(net.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', plugins, undefined],
      ['PUT', own, mapper],
    ]);
    expect(plugin).toEqual(custom());
  });

  it('refuses a body without pluginType, name or variant, or with an unknown type, before sending', () => {
    const net = wire();
    const client = makeClient();
    expect(() => client.dataPlugins.put(WS, CUSTOM, { name: 'x', variant: 'y' } as never)).toThrow(/pluginType/);
    expect(() => client.dataPlugins.put(WS, CUSTOM, { ...mapper, variant: '' })).toThrow(/needs a variant/);
    expect(() => client.dataPlugins.create(WS, { ...mapper, name: '' })).toThrow(/non-empty name/);
    // @ts-expect-error `tap` is a Hub path's spelling, not a plugin type: the types refuse it, and so does the call
    expect(() => client.dataPlugins.create(WS, { ...mapper, pluginType: 'tap' })).toThrow(InvalidArgumentError);
    // @ts-expect-error capabilities are written in wire casing (STREAM_MAPS): refused by the types and by the call
    expect(() => client.dataPlugins.put(WS, CUSTOM, { ...mapper, capabilities: ['stream-maps'] })).toThrow(
      /capabilities\.0: unknown value "stream-maps"; known values are ABOUT, .*, STREAM_MAPS/,
    );
    expect(net.requests).toHaveLength(0);
  });

  it('DELETEs /api/dataplugins/{id}, or a plugin by its self link: the service answers 204', async () => {
    const net = wire().on('DELETE', `/api/dataplugins/${CUSTOM}`, { status: 204 });
    await expect(strict().dataPlugins.delete(CUSTOM)).resolves.toBeUndefined();
    await strict().dataPlugins.delete(custom());
    expect(net.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['DELETE', `/api/dataplugins/${CUSTOM}`, undefined],
      ['DELETE', `/api/dataplugins/${CUSTOM}`, undefined],
    ]);
  });

  it('reads a 200 as done too: with the object the document promises, no body, or text', async () => {
    const answers = [
      HttpResponse.json(custom(), { headers: { 'content-type': 'application/hal+json' } }),
      new HttpResponse(null, { status: 200 }),
      new HttpResponse('OK', { status: 200, headers: { 'content-type': 'text/plain' } }),
    ];
    const net = wire().on('DELETE', `/api/dataplugins/${CUSTOM}`, () => {
      const next = answers.shift();
      if (next === undefined) throw new Error('one DELETE too many');
      return next;
    });
    for (let i = 0; i < 3; i++) await expect(strict().dataPlugins.delete(CUSTOM)).resolves.toBeUndefined();
    expect(net.requests).toHaveLength(3);
  });
});

describe('dataPlugins.createFromDiscovery', () => {
  const path = `/api/workspaces/${WS}/discovery`;
  const yml = 'version: 20\nextractors:\n- name: tap-acme\n  variant: acme\n  pip_url: tap-acme\n';

  it('POSTs the discovery.yml text as it is, labelled application/json as the document says', async () => {
    const net = wire().on('POST', path, { body: listBody('dataplugins', path, [custom()]) });
    await expect(makeClient().dataPlugins.createFromDiscovery(WS, yml)).resolves.toBeUndefined();
    expect(net.last).toMatchObject({ method: 'POST', path, search: '', body: yml });
    expect(net.last.headers).toMatchObject({ 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` });
  });

  it('refuses blank text or an object before sending anything', () => {
    const net = wire();
    expect(() => makeClient().dataPlugins.createFromDiscovery(WS, '  ')).toThrow(
      /dataPlugins\.createFromDiscovery\(workspace, discoveryYml\) needs the discovery\.yml document as text/,
    );
    expect(() => makeClient().dataPlugins.createFromDiscovery(WS, { extractors: [] } as never)).toThrow(
      InvalidArgumentError,
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('dataPlugins.discovery and discoveryForWorkspace', () => {
  const yml = 'version: 20\nextractors:\n- name: tap-acme\n  variant: acme\n  pip_url: "git+https://x/tap-acme.git"\n';
  const accept = 'application/x-yaml, */*';
  const yaml = (type: string) => () => new HttpResponse(yml, { status: 200, headers: { 'content-type': type } });

  it('GETs /api/discovery.yml asking for YAML first, and resolves to the text as sent (it is no JSON)', async () => {
    const net = wire().on('GET', '/api/discovery.yml', yaml('text/plain;charset=UTF-8'));
    await expect(strict().dataPlugins.discovery()).resolves.toBe(yml);
    expect(net.last).toMatchObject({ method: 'GET', path: '/api/discovery.yml', search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ accept, authorization: `Bearer ${TOKEN}` });
  });

  it('GETs /api/workspaces/{ws}/discovery.yml, by workspace id or model, whatever type labels the YAML', async () => {
    const path = `/api/workspaces/${WS}/discovery.yml`;
    const net = wire().on('GET', path, yaml('application/x-yaml;charset=UTF-8'));
    await expect(strict().dataPlugins.discoveryForWorkspace(WS)).resolves.toBe(yml);
    await expect(strict().dataPlugins.discoveryForWorkspace({ id: WS })).resolves.toBe(yml);
    expect(net.requests.map((r) => [r.method, r.path, r.search, r.headers['accept']])).toEqual([
      ['GET', path, '', accept],
      ['GET', path, '', accept],
    ]);
  });

  it("rejects with the service's error, typed: an unknown workspace is a NotFoundError", async () => {
    wire().on('GET', `/api/workspaces/${WS}/discovery.yml`, {
      status: 404,
      body: { status: 404, error: 'Not Found', message: `Workspace ${WS} not found` },
    });
    await expect(makeClient().dataPlugins.discoveryForWorkspace(WS)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a bad workspace argument or bad options before sending anything', () => {
    const net = wire();
    const plugins = makeClient().dataPlugins;
    for (const bad of ['', {}, 42, undefined])
      expect(() => plugins.discoveryForWorkspace(bad as never), String(bad)).toThrow(InvalidArgumentError);
    expect(() => plugins.discoveryForWorkspace({ name: 'no id' } as never)).toThrow(
      /^dataPlugins\.discoveryForWorkspace\(workspace\) needs a workspace id .*; got an object without an `id`\.$/,
    );
    expect(() => plugins.discovery({ timeot: 5 } as never)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
