import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const discoveryYml = `version: 20
# a workspace's own plugins, as Meltano writes them
extractors:
- name: tap-acme
  namespace: tap_acme
  variant: acme
  label: Acme CRM
  pip_url: git+https://github.com/acme/tap-acme.git
  capabilities:
  - catalog
  - discover
  - state
  settings:
  - name: api_key
    kind: password
  - name: page_size
    kind: integer
    value: 100
loaders:
- name: target-acme
  variant: acme
  pip_url: target-acme==1.2.0
  settings:
  - name: flatten
    kind: boolean
    value: true
`;

describe('installing data plugins over the loopback mock', () => {
  it('installs an available plugin: it moves from listAvailable to listForWorkspace', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const admin = mock.client('admin');
    const available = await admin.dataPlugins.listAvailable(ws).toArray();
    const github = available.find((p) => p.name === 'tap-github' && p.variant === 'meltanolabs');
    expect(github).toMatchObject({
      type: 'EXTRACTOR',
      pipUrl: 'git+https://github.com/meltanolabs/tap-github.git',
      capabilities: expect.arrayContaining(['CATALOG', 'DISCOVER', 'STATE']),
      variants: [
        expect.objectContaining({ name: 'meltanolabs', default: true }),
        expect.objectContaining({ name: 'singer-io', default: false }),
      ],
    });
    if (!github) return;
    await expect(mock.client('member').dataPlugins.install(ws, github)).rejects.toBeInstanceOf(PermissionDeniedError);
    await admin.dataPlugins.install(ws, github);
    await admin.dataPlugins.install(ws, github.id); // again: no change
    const own = await admin.dataPlugins.listForWorkspace(ws).toArray();
    expect(own.map((p) => p.id)).toContain(github.id);
    expect(own.filter((p) => p.id === github.id)).toHaveLength(1);
    expect((await admin.dataPlugins.listAvailable(ws).toArray()).map((p) => p.id)).not.toContain(github.id);
    await expect(admin.dataPlugins.install(ws, '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('creates, updates, gets and deletes a custom plugin of a workspace', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const admin = mock.client('admin');
    const plugin = await admin.dataPlugins.create(ws, {
      pluginType: 'MAPPER',
      name: 'meltano-map-transformer',
      variant: 'meltano',
      pipUrl: 'meltano-map-transform',
      settings: [{ name: 'stream_maps', kind: 'OBJECT', value: { orders: { secret: null } } }],
    });
    expect(plugin).toMatchObject({
      type: 'MAPPER',
      pluginType: 'MAPPER',
      name: 'meltano-map-transformer',
      namespace: 'meltano_map_transformer',
      executable: 'meltano-map-transformer',
      settings: [{ name: 'stream_maps', kind: 'OBJECT', value: { orders: { secret: null } } }],
    });
    expect(await admin.dataPlugins.get(plugin)).toEqual(plugin);
    expect((await admin.dataPlugins.listForWorkspace(ws).toArray()).map((p) => p.id)).toContain(plugin.id);
    expect((await admin.dataPlugins.list().toArray()).map((p) => p.id)).not.toContain(plugin.id);
    await expect(mock.client('outsider').dataPlugins.get(plugin.id)).rejects.toBeInstanceOf(PermissionDeniedError);

    const { created, data } = await admin.dataPlugins.put(ws, plugin, {
      pluginType: 'MAPPER',
      name: 'meltano-map-transformer',
      variant: 'meltano',
      label: 'Stream maps',
    });
    expect(created).toBe(false);
    expect(data).toMatchObject({ id: plugin.id, label: 'Stream maps', pipUrl: 'meltano-map-transform' });
    const fresh = await admin.dataPlugins.put(ws, '0b7e7c55-5d2a-4a53-9d4e-000000000001', {
      pluginType: 'UTILITY',
      name: 'sqlfluff',
      variant: 'sqlfluff',
    });
    expect(fresh).toMatchObject({ created: true, data: { type: 'UTILITY', name: 'sqlfluff' } });

    const [catalogued] = (await admin.dataPlugins.list()).items;
    if (!catalogued) throw new Error('the catalogue is empty');
    await expect(
      admin.dataPlugins.put(ws, catalogued, { pluginType: 'EXTRACTOR', name: 'x', variant: 'y' }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(admin.dataPlugins.delete(catalogued)).rejects.toBeInstanceOf(PermissionDeniedError);

    await expect(mock.client('member').dataPlugins.delete(plugin)).rejects.toBeInstanceOf(PermissionDeniedError);
    await admin.dataPlugins.delete(plugin);
    await expect(admin.dataPlugins.get(plugin.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await admin.dataPlugins.listForWorkspace(ws).toArray()).map((p) => p.id)).not.toContain(plugin.id);
  });

  it('imports plugins from a discovery.yml, and updates them when imported again', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const admin = mock.client('admin');
    await admin.dataPlugins.createFromDiscovery(ws, discoveryYml);
    const own = await admin.dataPlugins.listForWorkspace(ws).toArray();
    const acme = own.find((p) => p.name === 'tap-acme');
    expect(acme).toMatchObject({
      type: 'EXTRACTOR',
      variant: 'acme',
      label: 'Acme CRM',
      pipUrl: 'git+https://github.com/acme/tap-acme.git',
      capabilities: ['CATALOG', 'DISCOVER', 'STATE'],
      settings: [
        { name: 'api_key', kind: 'PASSWORD', protected: true, envAliases: ['TAP_ACME_API_KEY'] },
        { name: 'page_size', kind: 'INTEGER', value: 100 },
      ],
    });
    expect(own.find((p) => p.name === 'target-acme')).toMatchObject({
      type: 'LOADER',
      settings: [{ name: 'flatten', kind: 'BOOLEAN', value: true }],
    });
    await admin.dataPlugins.createFromDiscovery(ws, discoveryYml.replace('Acme CRM', 'Acme'));
    const again = await admin.dataPlugins.listForWorkspace(ws).toArray();
    expect(again).toHaveLength(own.length);
    expect(again.find((p) => p.name === 'tap-acme')).toMatchObject({ id: acme?.id, label: 'Acme' });

    await expect(admin.dataPlugins.createFromDiscovery(ws, 'extractors:\n- name: tap-x\n')).rejects.toBeInstanceOf(
      BadRequestError,
    );
    await expect(mock.client('member').dataPlugins.createFromDiscovery(ws, discoveryYml)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});

describe('the Meltano Hub index over the loopback mock', () => {
  it("lists every type's plugins with their variants, and one type's alone", async () => {
    const client = mock.client('member');
    const index = await client.dataPlugins.hubIndex();
    expect(Object.keys(index).sort()).toEqual(['extractors', 'loaders', 'transformers']);
    expect(index['extractors']?.['tap-github']).toEqual({
      default_variant: 'meltanolabs',
      logo_url: '/assets/logos/extractors/tap-github.png',
      variants: {
        meltanolabs: { ref: 'https://hub.meltano.com/meltano/api/v1/plugins/extractors/tap-github--meltanolabs' },
        'singer-io': { ref: 'https://hub.meltano.com/meltano/api/v1/plugins/extractors/tap-github--singer-io' },
      },
    });
    expect(await client.dataPlugins.hubIndexOfType('loaders')).toEqual(index['loaders']);
    expect(await client.dataPlugins.hubIndexOfType('target')).toEqual(index['loaders']);
  });

  it("gets a plugin's definition, its default variant or a named one; 404 for an unknown plugin", async () => {
    const client = mock.client('outsider');
    const postgres = await client.dataPlugins.hubPlugin('extractors', 'tap-postgres');
    expect(postgres).toMatchObject({ name: 'tap-postgres', variant: 'meltanolabs', capabilities: expect.any(Array) });
    expect(postgres.settings?.find((s) => s.name === 'password')).toMatchObject({ kind: 'password', sensitive: true });
    expect(postgres.settings?.find((s) => s.name === 'ssl_mode')).toMatchObject({ kind: 'options', value: 'prefer' });
    expect(await client.dataPlugins.hubPlugin('loader', 'target-postgres--meltanolabs')).toMatchObject({
      variant: 'meltanolabs',
    });
    await expect(client.dataPlugins.hubPlugin('extractors', 'tap-nothing')).rejects.toBeInstanceOf(NotFoundError);
  });

  it("adds a workspace's own plugins to its view of the Hub, for its members only", async () => {
    const ws = mock.service.fixtures.workspaceId;
    await mock.client('admin').dataPlugins.createFromDiscovery(ws, discoveryYml);
    const client = mock.client('member');
    const index = await client.dataPlugins.hubIndexForWorkspace(ws);
    expect(index['extractors']?.['tap-acme']?.default_variant).toBe('acme');
    expect((await client.dataPlugins.hubIndex())['extractors']?.['tap-acme']).toBeUndefined();
    expect(Object.keys(await client.dataPlugins.hubIndexOfTypeForWorkspace(ws, 'extractors'))).toContain('tap-acme');
    expect(await client.dataPlugins.hubPluginForWorkspace(ws, 'extractors', 'tap-acme')).toMatchObject({
      pip_url: 'git+https://github.com/acme/tap-acme.git',
    });
    await expect(mock.client('outsider').dataPlugins.hubIndexForWorkspace(ws)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});
