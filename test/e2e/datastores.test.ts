import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const warehouse = {
  name: 'Warehouse',
  dataPlugin: 'target-postgres',
  properties: {
    host: 'dw.example.com',
    port: '6543',
    user: 'etl',
    password: 's3cret',
    dbname: 'dw',
    default_target_schema: 'public',
  },
};

describe('datastores over the loopback mock', () => {
  it('lists the managed default datastore to a member, with every link', async () => {
    const { workspaceId, datastoreId } = mock.service.fixtures;
    const page = await mock.client('member').datastores.list(workspaceId);
    expect(page.page).toEqual({ size: 20, totalElements: 1, totalPages: 1, number: 0 });
    const [store] = page.items;
    expect(store).toMatchObject({
      id: datastoreId,
      managed: true,
      draft: false,
      workspace: workspaceId,
      dataPluginType: 'loader',
      jdbcUrl: 'jdbc:postgresql://db.internal:5432/analytics',
      commands: {},
    });
    expect(Object.keys(store?._links ?? {}).sort()).toEqual([
      'dataplugin',
      'delete datastore',
      'make-default',
      'self',
      'update datastore',
    ]);
    expect(await mock.client('member').datastores.get(datastoreId)).toMatchObject({
      id: datastoreId,
      name: 'Default datastore',
    });
  });

  it('creates in two steps (blank 200, then 201), resolves plugin variant and JDBC URL, updates (200)', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const blank = await client.datastores.initialise(ws);
    expect(blank).toMatchObject({ properties: {}, commands: {}, workspace: ws, draft: false, managed: false });
    expect(Object.keys(blank._links ?? {})).toEqual(['create datastore']);
    expect((await client.datastores.list(ws)).items).toHaveLength(1);

    const first = await client.datastores.put(ws, blank, warehouse);
    expect(first.created).toBe(true);
    expect(first.data).toMatchObject({
      id: blank.id,
      name: 'Warehouse',
      dataPlugin: 'target-postgres--transferwise',
      jdbcUrl: 'jdbc:postgresql://dw.example.com:6543/dw',
      managed: false,
    });
    expect(first.data.properties).toEqual(warehouse.properties);

    const again = await client.datastores.put(ws, first.data, {
      ...warehouse,
      name: 'Warehouse EU',
      properties: { ...warehouse.properties, host: 'eu.dw.example.com' },
    });
    expect(again).toMatchObject({
      created: false,
      data: { name: 'Warehouse EU', jdbcUrl: 'jdbc:postgresql://eu.dw.example.com:6543/dw' },
    });
    expect((await client.datastores.list(ws)).items.map((d) => d.name)).toEqual(['Default datastore', 'Warehouse EU']);
  });

  it('creates with one call and makes it the workspace default (200, no body)', async () => {
    const client = mock.client('owner');
    const ws = mock.service.fixtures.workspaceId;
    const data = await client.datastores.create(ws, warehouse);
    await expect(client.datastores.makeDefault(data)).resolves.toBeUndefined();
    expect(mock.service.store.defaultDatastores.get(ws)).toBe(data.id);
  });

  it('updates by the model alone (200), or by workspace and id', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const store = await client.datastores.create(ws, warehouse);
    const renamed = await client.datastores.update(store, { ...warehouse, name: 'Warehouse EU' });
    expect(renamed).toMatchObject({ id: store.id, name: 'Warehouse EU', jdbcUrl: store.jdbcUrl });
    const { data, response } = await client.datastores
      .update(ws, store.id, { ...warehouse, name: 'Warehouse US' })
      .withResponse();
    expect(response.status).toBe(200);
    expect((await client.datastores.get(data)).name).toBe('Warehouse US');
  });

  it('lets members view but only admins write (403)', async () => {
    const { workspaceId, datastoreId } = mock.service.fixtures;
    const member = mock.client('member');
    await expect(member.datastores.initialise(workspaceId)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(
      member.datastores.put(workspaceId, 'a0b1c2d3-0000-4000-8000-000000000001', warehouse),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(member.datastores.makeDefault(datastoreId)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(member.datastores.delete(datastoreId)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').datastores.list(workspaceId)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').datastores.get(datastoreId)).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(mock.service.inspect()['datastores']).toHaveLength(1);
  });

  it('refuses to delete the managed default (409); deleting a custom default falls back to it (204)', async () => {
    const client = mock.client('admin');
    const { workspaceId, datastoreId } = mock.service.fixtures;
    await expect(client.datastores.delete(datastoreId)).rejects.toBeInstanceOf(ConflictError);
    const data = await client.datastores.create(workspaceId, warehouse);
    await client.datastores.makeDefault(data.id);
    await client.datastores.delete(data);
    expect(mock.service.store.defaultDatastores.get(workspaceId)).toBe(datastoreId);
    await expect(client.datastores.get(data.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers unknown ids and workspaces with 404 and a bad body with 400', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expect(client.datastores.get(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.datastores.delete(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.datastores.makeDefault(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.datastores.list(nobody)).rejects.toBeInstanceOf(NotFoundError);
    const error = await client.datastores
      .create(ws, { ...warehouse, dataPlugin: 'tap-postgres' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).body).toMatchObject({ status: 400, errors: [{ field: 'dataPlugin' }] });
  });
});
