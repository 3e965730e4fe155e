import { describe, expect, it } from 'vitest';
import { NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { DataPlugin } from '../../src/models/data-plugin.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('data plugins over the loopback mock', () => {
  it('lists the catalogue to any signed-in caller: extractors, loaders and a transformer', async () => {
    const plugins = await mock.client('outsider').dataPlugins.list().toArray();
    const names = plugins.map((p) => `${p.type}:${p.name}--${p.variant}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'EXTRACTOR:tap-postgres--meltanolabs',
        'EXTRACTOR:tap-github--meltanolabs',
        'LOADER:target-postgres--transferwise',
        'LOADER:target-snowflake--meltanolabs',
        'TRANSFORMER:dbt-postgres--dbt-labs',
      ]),
    );
    expect(plugins.filter((p) => p.label === null).map((p) => p.name)).toEqual(['tap-csv']);
    const postgres = plugins.find((p) => p.name === 'tap-postgres');
    expect(postgres?.settings?.find((s) => s.name === 'password')).toMatchObject({
      kind: 'PASSWORD',
      protected: true,
      envAliases: ['TAP_POSTGRES_PASSWORD'],
    });
    expect(postgres?.settingsGroupValidation).toEqual([['host', 'port', 'user', 'password', 'database']]);
  });

  it('pages the catalogue; a workspace lists what it installed, and what it can install, to its members', async () => {
    const client = mock.client('member');
    const all = await client.dataPlugins.list().toArray();
    const paged = await client.dataPlugins.list({ size: 5 }).toArray();
    expect(paged).toEqual(all);
    expect((await client.dataPlugins.list({ size: 5 })).hasNextPage()).toBe(true);
    const ws = mock.service.fixtures.workspaceId;
    const own = await client.dataPlugins.listForWorkspace(ws).toArray();
    expect(own.map((p) => `${p.name}--${p.variant}`)).toEqual([
      'tap-postgres--meltanolabs',
      'target-postgres--transferwise',
    ]);
    const available = await client.dataPlugins.listAvailable(ws).toArray();
    expect(available).toHaveLength(all.length - 2);
    expect([...own, ...available].map((p) => p.id).sort()).toEqual(all.map((p) => p.id).sort());
    await expect(mock.client('outsider').dataPlugins.listForWorkspace(ws)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(mock.client('outsider').dataPlugins.listAvailable(ws)).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('gets a plugin by id or by its self link, and answers an unknown id with 404', async () => {
    const client = mock.client('member');
    const [first] = (await client.dataPlugins.list()).items;
    expect(first).toBeDefined();
    if (!first) return;
    expect(await client.dataPlugins.get(first.id)).toEqual(first);
    expect(await client.dataPlugins.get(first)).toEqual(first);
    await expect(client.dataPlugins.get('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
  });

  it("follows a datastore's dataplugin link to its loader", async () => {
    const client = mock.client('member');
    const store = await client.datastores.get(mock.service.fixtures.datastoreId);
    const loader = await client.follow(store, 'dataplugin', { schema: DataPlugin });
    expect(loader).toMatchObject({ type: 'LOADER', name: 'target-postgres', variant: 'transferwise' });
    expect(`${loader.name}--${loader.variant}`).toBe(store.dataPlugin);
  });
});
