import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { DataPlugin } from '../../src/models/data-plugin.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const github = {
  name: 'extractors/tap-github',
  dataPlugin: 'tap-github',
  properties: { auth_token: 'ghp_mock', repositories: '["acme/analytics"]' },
};

/** Installs catalogue plugins into the demo workspace by name (the default variant), as a component needs. */
async function install(...names: string[]): Promise<void> {
  const client = mock.client('admin');
  const ws = mock.service.fixtures.workspaceId;
  const available = (await client.dataPlugins.listAvailable(ws, { size: 100 })).items;
  for (const name of names) {
    const plugin = available.find((p) => p.name === name); // the first of a name is its default variant
    if (!plugin) throw new Error(`${name} cannot be installed in the demo workspace`);
    await client.dataPlugins.install(ws, plugin);
  }
}

describe('data components over the loopback mock', () => {
  it('lists the seeded extractor to a member, its plugin resolved and embedded', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const page = await mock.client('member').dataComponents.list(ws);
    expect(page.items).toHaveLength(1);
    const [source] = page.items;
    expect(source).toMatchObject({
      name: 'extractors/tap-postgres',
      dataPlugin: 'extractors/tap-postgres--meltanolabs',
      properties: { host: 'db.internal', database: 'orders' },
      commands: {},
      _embedded: { dataplugin: { type: 'EXTRACTOR', name: 'tap-postgres', variant: 'meltanolabs' } },
    });
    expect(Object.keys(source?._links ?? {}).sort()).toEqual([
      'dataplugin',
      'delete datacomponent',
      'self',
      'update datacomponent',
    ]);
    if (!source) return;
    const plugin = await mock.client('member').follow(source, 'dataplugin', { schema: DataPlugin });
    expect(plugin).toEqual(source._embedded?.dataplugin);
  });

  it('creates in two steps (blank 200, then 201), updates (200), and deletes (204)', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    await install('tap-github');
    const draft = await client.dataComponents.initialise(ws);
    expect(Object.keys(draft._links ?? {})).toEqual(['create datacomponent']);
    expect((await client.dataComponents.list(ws)).items).toHaveLength(1);
    await expect(client.dataComponents.get(draft.id)).rejects.toBeInstanceOf(NotFoundError);

    const first = await client.dataComponents.put(ws, draft, github);
    expect(first).toMatchObject({
      created: true,
      data: { id: draft.id, name: 'extractors/tap-github', dataPlugin: 'extractors/tap-github--meltanolabs' },
    });
    expect(first.data.properties).toEqual(github.properties);
    const again = await client.dataComponents.put(first.data, { ...github, properties: {} });
    expect(again.created).toBe(false);
    const updated = await client.dataComponents.update(draft.id, {
      ...github,
      dataPlugin: 'extractors/tap-github--meltanolabs',
      properties: { start_date: '2024-01-01' },
    });
    expect(updated.properties).toEqual({ start_date: '2024-01-01' });
    expect((await client.dataComponents.list(ws)).items.map((c) => c.name)).toEqual([
      'extractors/tap-postgres',
      'extractors/tap-github',
    ]);

    await expect(client.dataComponents.delete(updated)).resolves.toBeUndefined();
    await expect(client.dataComponents.get(updated.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await client.dataComponents.list(ws)).items).toHaveLength(1);
  });

  it('creates with one call; a loader and a transformer resolve to their catalogue variants', async () => {
    const client = mock.client('owner');
    const ws = mock.service.fixtures.workspaceId;
    await install('target-jsonl', 'dbt-postgres');
    const loader = await client.dataComponents.create(ws, { name: 'loaders/target-jsonl', dataPlugin: 'target-jsonl' });
    expect(loader.dataPlugin).toBe('loaders/target-jsonl--andyh1203');
    const dbt = await client.dataComponents.create(ws, {
      name: 'transformers/dbt-postgres',
      dataPlugin: 'dbt-postgres',
    });
    expect(dbt).toMatchObject({ dataPlugin: 'transformers/dbt-postgres--dbt-labs', properties: {} });
  });

  it('answers a bad name or plugin with 400 and its field, a taken name with 409', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const field = async (body: typeof github) => {
      const error = await client.dataComponents.create(ws, body).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestError);
      return (error as BadRequestError).body?.errors;
    };
    expect(await field({ ...github, name: 'tap-github' })).toMatchObject([{ field: 'name' }]);
    expect(await field({ ...github, name: 'extractors/tap-nothing' })).toMatchObject([{ field: 'name' }]);
    expect(await field({ ...github, dataPlugin: 'tap-postgres' })).toMatchObject([{ field: 'dataPlugin' }]);
    expect(await field({ ...github, dataPlugin: 'tap-github--nobody' })).toMatchObject([{ field: 'dataPlugin' }]);
    await expect(
      client.dataComponents.create(ws, { name: 'extractors/tap-postgres', dataPlugin: 'tap-postgres' }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('refuses to delete a component a pipeline uses (409)', async () => {
    const client = mock.client('admin');
    const [source] = (await client.dataComponents.list(mock.service.fixtures.workspaceId)).items;
    expect(source?.name).toBe('extractors/tap-postgres');
    if (!source) return;
    const error = await client.dataComponents.delete(source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toMatch(/orders-etl/);
    expect((await client.dataComponents.get(source.id)).id).toBe(source.id);
  });

  it('lets members view but only admins write (403); outsiders see nothing', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const [source] = (await mock.client('member').dataComponents.list(ws)).items;
    if (!source) throw new Error('the demo workspace has a data component');
    const member = mock.client('member');
    expect((await member.dataComponents.get(source.id)).name).toBe('extractors/tap-postgres');
    await expect(member.dataComponents.initialise(ws)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(member.dataComponents.create(ws, github)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(
      member.dataComponents.update(source, { name: source.name ?? '', dataPlugin: 'tap-postgres' }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(member.dataComponents.delete(source)).rejects.toBeInstanceOf(PermissionDeniedError);
    const outsider = mock.client('outsider');
    await expect(outsider.dataComponents.list(ws)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(outsider.dataComponents.get(source.id)).rejects.toBeInstanceOf(PermissionDeniedError);
  });
});
