import { describe, expect, it } from 'vitest';
import type { ExtractorStreamInput } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const streams: ExtractorStreamInput[] = [
  {
    name: 'issues',
    selected: 'SELECTED',
    fields: [
      { name: 'id', selected: 'AUTOMATIC' },
      { name: 'body', selected: 'EXCLUDED' },
    ],
  },
  { name: 'stargazers', selected: 'EXCLUDED' },
];
const commands = { discover: { args: '--discover', description: 'Writes the catalog' } };

describe('the full bodies of data components, datastores and pipelines over the loopback mock', () => {
  it('keeps a data component’s streams, commands and draft flag, and gives them back', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const available = (await client.dataPlugins.listAvailable(ws, { size: 100 })).items;
    await client.dataPlugins.install(ws, available.find((p) => p.name === 'tap-github') ?? { id: 'none' });
    const body = { name: 'extractors/tap-github', dataPlugin: 'tap-github', streams, commands, draft: true };
    const created = await client.dataComponents.create(ws, body);
    expect(created).toMatchObject({ streams, commands, draft: true, managed: false, dataPluginType: 'extractor' });
    expect((await mock.client('member').dataComponents.get(created.id)).streams).toEqual(streams);

    const fewer = [{ name: 'issues', selected: 'SELECTED' as const }];
    const updated = await client.dataComponents.update(created, { ...body, streams: fewer, draft: false });
    expect(updated).toMatchObject({ streams: fewer, draft: false });
    const listed = (await client.dataComponents.list(ws)).items.find((c) => c.id === created.id);
    expect(listed?.streams).toEqual(fewer);
  });

  it('answers 400 naming the field to a stream the SDK would refuse, sent raw', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const draft = await mock.client('admin').dataComponents.initialise(ws);
    const answer = await fetch(new URL(`/api/workspaces/${ws}/datacomponents/${draft.id}`, mock.server.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${mock.user('admin').token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'extractors/tap-postgres',
        dataPlugin: 'tap-postgres',
        streams: [{ name: 'x', selected: 'YES' }],
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: [{ field: 'streams[0].selected', rejectedValue: 'YES' }] });
  });

  it('keeps a datastore’s streams and commands', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const body = { name: 'Lake', dataPlugin: 'target-postgres', streams, commands, draft: true };
    const datastore = await client.datastores.create(ws, body);
    expect(await client.datastores.get(datastore)).toMatchObject({ streams, commands, draft: true });
  });

  it('keeps a pipeline’s name, script, actions and triggeredBy; a draft without components is DRAFT', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const body = {
      label: 'Orders nightly',
      name: 'orders-nightly',
      dataComponents: ['tap-postgres', 'target-postgres'],
      script: 'meltano run tap-postgres target-postgres',
      actions: ['notify'],
      triggeredBy: ['customers-sync'],
    };
    const pipeline = await client.pipelines.create(ws, body);
    const { dataComponents: _components, ...rest } = body;
    expect(await client.pipelines.get(pipeline)).toMatchObject(rest);

    const blank = await client.pipelines.initialise(ws);
    const saved = await client.pipelines.putDraft(ws, blank, { label: 'Someday' });
    expect(saved.data).toMatchObject({ status: 'DRAFT', dataComponents: [] });
    await expect(client.pipelines.update(saved.data, { label: 'Someday', dataComponents: [] })).resolves.toMatchObject({
      status: 'PROVISIONING',
    });
    const raw = await fetch(new URL(`/api/workspaces/${ws}/pipelines/${blank.id}`, mock.server.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${mock.user('admin').token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'Someday' }),
    });
    expect(raw.status).toBe(400);
    await expect(client.pipelines.validate(ws, { ...body, name: 'orders-nightly' })).resolves.toEqual({ valid: true });
  });
});
