// What the mock's data plugins look like on the wire: capabilities as the service's enum spells them, and a delete
// answered as every delete of the service is.
import { describe, expect, it } from 'vitest';
import { serviceCapabilities as capabilities } from '../../fixtures/capabilities.js';
import { embedded, inProcessMock } from './in-process.js';

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
