// What the mock's data plugins look like on the wire: capabilities as the service's enum spells them, a delete
// answered as every delete of the service is, and the discovery.yml feeds for the Meltano runtime.

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseDiscovery } from '../../../src/mock/resources/data-plugins/discovery.js';
import { serviceCapabilities as capabilities } from '../../fixtures/capabilities.js';
import { embedded, inProcessMock, type Role } from './in-process.js';

type Plugin = { id: string; name: string; capabilities?: string[] };

describe('data plugin capabilities', () => {
  it("are sent in the wire's upper case (CATALOG, STREAM_MAPS), each one of the service's 14", async () => {
    const { call } = inProcessMock();
    const plugins = embedded<Plugin>(await call('member', 'GET', '/api/dataplugins?size=100'), 'dataplugins');
    const sent = new Set(plugins.flatMap((p) => p.capabilities ?? []));
    expect([...sent].sort()).toEqual(['ABOUT', 'CATALOG', 'DISCOVER', 'SCHEMA_FLATTENING', 'STATE', 'STREAM_MAPS']);
    const github = plugins.find((p) => p.name === 'tap-github');
    expect((await call('member', 'GET', `/api/dataplugins/${github?.id}`)).body?.['capabilities']).toEqual([
      'CATALOG',
      'DISCOVER',
      'STATE',
      'ABOUT',
      'STREAM_MAPS',
    ]);
  });

  it('are read in any spelling from a PUT, stored and sent in upper case; 400 for one the service lacks', async () => {
    const { mock, call } = inProcessMock();
    const ws = mock.fixtures.workspaceId;
    const id = String((await call('admin', 'POST', `/api/workspaces/${ws}/dataplugins`)).body?.['id']);
    const path = `/api/workspaces/${ws}/dataplugins/${id}`;
    const body = { pluginType: 'MAPPER', name: 'meltano-map-transformer', variant: 'meltano' };
    const meltano = capabilities.map((c) => c.toLowerCase().replaceAll('_', '-'));
    const put = await call('admin', 'PUT', path, { ...body, capabilities: meltano });
    expect([put.status, put.body?.['capabilities']]).toEqual([201, capabilities]);
    const again = await call('admin', 'PUT', path, { ...body, capabilities: ['schema_flattening', 'STATE'] });
    expect(again.body?.['capabilities']).toEqual(['SCHEMA_FLATTENING', 'STATE']);
    const hub = await call('admin', 'GET', `/api/workspaces/${ws}/plugins/mappers/meltano-map-transformer`);
    expect(hub.body?.['capabilities']).toEqual(['schema-flattening', 'state']);
    const unknown = await call('admin', 'PUT', path, { ...body, capabilities: ['teleport'] });
    expect([unknown.status, unknown.body?.['message']]).toEqual([
      400,
      'Validation failed: capabilities must each be a capability such as CATALOG or STREAM_MAPS; got teleport',
    ]);
  });

  it("keep Meltano's spelling in the Hub definitions the service passes through", async () => {
    const { call } = inProcessMock();
    const hub = await call('outsider', 'GET', '/api/plugins/extractors/tap-github');
    expect(hub.body?.['capabilities']).toEqual(['catalog', 'discover', 'state', 'about', 'stream-maps']);
  });
});

describe('deleting a data plugin', () => {
  it('answers 204 with no body, as every delete of the service does; the plugin is gone (404)', async () => {
    const { mock, call } = inProcessMock();
    const ws = mock.fixtures.workspaceId;
    const id = String((await call('admin', 'POST', `/api/workspaces/${ws}/dataplugins`)).body?.['id']);
    const body = { pluginType: 'LOADER', name: 'target-acme', variant: 'acme' };
    expect((await call('admin', 'PUT', `/api/workspaces/${ws}/dataplugins/${id}`, body)).status).toBe(201);
    const deleted = await call('admin', 'DELETE', `/api/dataplugins/${id}`);
    expect(deleted).toEqual({ status: 204, contentType: null, body: undefined });
    expect((await call('admin', 'GET', `/api/dataplugins/${id}`)).status).toBe(404);
    expect((await call('admin', 'DELETE', `/api/dataplugins/${id}`)).status).toBe(404);
  });
});

/** A data plugin as a list holds it. */
interface Listed extends Plugin {
  type: string;
  variant: string;
  settings?: Record<string, unknown>[];
  [field: string]: unknown;
}

/** The in-process mock, `call`, and `feed`: a discovery.yml feed's status, content type and text, as `role`. */
function withFeeds() {
  const { mock, call } = inProcessMock();
  const feed = async (role: Role | null, path: string, accept?: string) => {
    const headers: Record<string, string> =
      role === null ? {} : { authorization: `Bearer ${mock.fixtures[role].token}` };
    if (accept !== undefined) headers['accept'] = accept;
    const answer = await mock.handle(new Request(`https://wdp.mock${path}`, { headers }));
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  };
  const list = async (role: Role, path: string) =>
    embedded<Listed>(await call(role, 'GET', `${path}?size=100`), 'dataplugins');
  return { mock, call, feed, list };
}

/** A feed's plugins as `directory/name--variant`, read by the mock's own parser (the yaml package reads the same). */
function entriesOf(text: string): string[] {
  const document = parseDiscovery(text) as Record<string, unknown>;
  expect(document).toEqual(parse(text));
  expect(document['version']).toBe(20);
  return Object.entries(document).flatMap(([section, entries]) =>
    Array.isArray(entries)
      ? entries.map((e: { name: string; variant: string }) => `${section}/${e.name}--${e.variant}`)
      : [],
  );
}

const directories: Record<string, string> = {
  EXTRACTOR: 'extractors',
  LOADER: 'loaders',
  TRANSFORMER: 'transformers',
  MAPPER: 'mappers',
};
const keyOf = (p: Listed) => `${directories[p.type] ?? p.type}/${p.name}--${p.variant}`;

describe('the discovery.yml feeds', () => {
  it('list every supported plugin, as YAML, to any signed-in caller: text/plain, or YAML when asked', async () => {
    const { feed, list } = withFeeds();
    const plain = await feed('outsider', '/api/discovery.yml');
    expect([plain.status, plain.type]).toEqual([200, 'text/plain;charset=UTF-8']);
    const supported = (await list('outsider', '/api/dataplugins')).map(keyOf);
    expect(supported.length).toBeGreaterThan(5);
    expect(entriesOf(plain.text).sort()).toEqual(supported.sort());
    const asked = await feed('member', '/api/discovery.yml', 'application/x-yaml, */*');
    expect([asked.status, asked.type, asked.text]).toEqual([200, 'application/x-yaml;charset=UTF-8', plain.text]);
    expect((await feed(null, '/api/discovery.yml')).status).toBe(401);
  });

  it("list a workspace's plugins (what its dataplugins list holds) to its members; 403 else, 404 unknown", async () => {
    const { mock, feed, list } = withFeeds();
    const ws = mock.fixtures.workspaceId;
    const own = await feed('member', `/api/workspaces/${ws}/discovery.yml`);
    expect(own.status).toBe(200);
    const listed = (await list('member', `/api/workspaces/${ws}/dataplugins`)).map(keyOf);
    expect(listed).toEqual(['extractors/tap-postgres--meltanolabs', 'loaders/target-postgres--transferwise']);
    expect(entriesOf(own.text)).toEqual(listed);
    expect((await feed('outsider', `/api/workspaces/${ws}/discovery.yml`)).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await feed('member', `/api/workspaces/${unknown}/discovery.yml`);
    expect([missing.status, JSON.parse(missing.text).message]).toEqual([404, `Workspace ${unknown} not found`]);
  });

  it("round trip: a workspace's feed, imported by another (POST …/discovery), gives it the same plugins", async () => {
    const { mock, call, feed, list } = withFeeds();
    const ws = mock.fixtures.workspaceId;
    const id = String((await call('owner', 'POST', `/api/workspaces/${ws}/dataplugins`)).body?.['id']);
    const tricky = {
      pluginType: 'MAPPER',
      name: 'meltano-map-transformer',
      variant: 'meltano',
      label: 'Maps: "quoted", #hashed',
      description: 'Renames #tags: and drops streams # not a comment',
      pipUrl: 'git+https://github.com/MeltanoLabs/meltano-map-transform.git',
      capabilities: ['STREAM_MAPS'],
      settings: [
        {
          name: 'stream_maps',
          kind: 'OBJECT',
          value: { orders: { secret: null, 'a b': [1, 'yes'] }, "k: 'v' #1": {}, '[x]': [{ '- y': 'z' }] },
        },
        { name: 'token', kind: 'PASSWORD', protected: true },
        { name: 'flags', kind: 'ARRAY', value: [['on', 'off'], [], 'true', 3.5] },
      ],
    };
    expect((await call('owner', 'PUT', `/api/workspaces/${ws}/dataplugins/${id}`, tricky)).status).toBe(201);
    const { text } = await feed('owner', `/api/workspaces/${ws}/discovery.yml`);
    const other = mock.seed.workspace({ name: 'Other', ownerId: mock.fixtures.owner.id }).id;
    const imported = await mock.handle(
      new Request(`https://wdp.mock/api/workspaces/${other}/discovery`, {
        method: 'POST',
        headers: { authorization: `Bearer ${mock.fixtures.owner.token}`, 'content-type': 'application/json' },
        body: text,
      }),
    );
    expect(imported.status).toBe(200);
    const definition = (p: Listed) => ({
      key: keyOf(p),
      ...Object.fromEntries(
        ['namespace', 'label', 'description', 'pipUrl', 'docs', 'executable', 'capabilities'].map((k) => [k, p[k]]),
      ),
      settings: p.settings?.map(({ name, kind, description, value, protected: secret }) => ({
        name,
        kind,
        description,
        value,
        secret,
      })),
    });
    const before = (await list('owner', `/api/workspaces/${ws}/dataplugins`)).map(definition);
    expect(before.map((p) => p.key)).toContain('mappers/meltano-map-transformer--meltano');
    expect((await list('owner', `/api/workspaces/${other}/dataplugins`)).map(definition)).toEqual(before);
  });
});
