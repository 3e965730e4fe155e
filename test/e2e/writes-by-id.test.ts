import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

// Fresh ids, as a script that names its own would send.
const NEW_DATASET = '0e4c1f6a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
const NEW_CHANNEL = '1a5d2e7b-3c4e-4f60-9b0c-1d2e3f4a5b6c';

describe('the writes without a workspace in the path, over the loopback mock', () => {
  it("publishes to the caller's default workspace, by alias, and refuses one who has none", async () => {
    const { workspaceId } = mock.service.fixtures;
    const admin = mock.client('admin');
    const body = { alias: 'weekly-users', title: 'Weekly users #growth', query: 'select 1' };
    const first = await admin.datasets.publishToDefault(body);
    expect(first).toMatchObject({ created: true, data: { alias: 'weekly-users', workspaceId } });
    const again = await admin.datasets.publishToDefault({ ...body, title: 'Weekly active users' });
    expect(again).toMatchObject({ created: false, data: { id: first.data.id, title: 'Weekly active users' } });
    await expect(mock.client('member').datasets.publishToDefault(body)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').datasets.publishToDefault(body)).rejects.toBeInstanceOf(BadRequestError);
  });

  it('creates a dataset with the id it is given, then replaces it; an alias of another is a conflict', async () => {
    const { workspaceId, datasets } = mock.service.fixtures;
    const admin = mock.client('admin');
    const created = await admin.datasets.put(NEW_DATASET, { alias: 'by-id', title: 'By id', metadata: { a: 1 } });
    expect(created).toMatchObject({ created: true, data: { id: NEW_DATASET, workspaceId, metadata: '{"a":1}' } });
    const replaced = await admin.datasets.put(created.data, { alias: 'by-id', title: 'Renamed' });
    expect(replaced).toMatchObject({ created: false, data: { id: NEW_DATASET, title: 'Renamed' } });
    expect((await admin.datasets.get(NEW_DATASET)).title).toBe('Renamed');
    const revenue = await admin.datasets.get(datasets.revenue);
    await expect(admin.datasets.put(NEW_DATASET, { alias: revenue.alias ?? '', title: 'x' })).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(
      mock.client('member').datasets.put(datasets.revenue, { alias: 'x', title: 'x' }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('puts a channel by id alone, into the default workspace when new, and edits it with a PATCH', async () => {
    const { workspaceId, channels } = mock.service.fixtures;
    const admin = mock.client('admin');
    const made = await admin.channels.putById(NEW_CHANNEL, { name: 'Finance', description: 'Money' });
    expect(made).toMatchObject({ created: true, data: { id: NEW_CHANNEL, name: 'Finance', workspaceId } });
    const renamed = await admin.channels.putById(channels.sales, { name: 'Sales EMEA' });
    expect(renamed).toMatchObject({ created: false, data: { id: channels.sales, name: 'Sales EMEA' } });
    const edited = await admin.channels.edit(made.data, { description: 'Revenue and costs' });
    expect(edited).toMatchObject({ name: 'Finance', description: 'Revenue and costs' });
    expect((await mock.client('member').channels.get(NEW_CHANNEL)).description).toBe('Revenue and costs');
    const listed = await admin.channels.edit(NEW_CHANNEL, { type: 'LIST', scope: 'WORKSPACE' });
    expect(listed).toMatchObject({ name: 'Finance', type: 'LIST', scope: 'WORKSPACE' });
    await expect(mock.client('member').channels.edit(NEW_CHANNEL, { name: 'Mine' })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(admin.channels.edit('9f9f9f9f-0000-4000-8000-000000000000', { name: 'x' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('updates a datastore by id alone; an unknown one is 404, the managed one a conflict', async () => {
    const { workspaceId, datastoreId } = mock.service.fixtures;
    const admin = mock.client('admin');
    const body = { name: 'Warehouse', dataPlugin: 'target-postgres', properties: { host: 'dw.example.com' } };
    const store = await admin.datastores.create(workspaceId, body);
    const updated = await admin.datastores.updateById(store.id, { ...body, name: 'Warehouse EU' });
    expect(updated).toMatchObject({ id: store.id, name: 'Warehouse EU', workspace: workspaceId });
    expect((await admin.datastores.get(store)).name).toBe('Warehouse EU');
    await expect(admin.datastores.updateById('9f9f9f9f-0000-4000-8000-000000000000', body)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(admin.datastores.updateById(datastoreId, body)).rejects.toBeInstanceOf(ConflictError);
    await expect(mock.client('member').datastores.updateById(store, body)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});
