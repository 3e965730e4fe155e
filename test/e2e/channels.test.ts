import { describe, expect, it } from 'vitest';
import { NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('channels over the loopback mock', () => {
  it('lists the news channels, busiest first, and refuses an outsider', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const page = await mock.client('member').channels.listNews(ws);
    const all = (await mock.client('member').channels.list(ws)).items;
    const counts = page.items.map((c) => c.datasetCount ?? 0);
    expect(page.items.map((c) => c.id).sort()).toEqual(all.map((c) => c.id).sort());
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(page.page).toBeUndefined();
    await expect(mock.client('outsider').channels.listNews(ws)).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('lists the workspace channels sorted by name, 10 a page', async () => {
    const page = await mock.client('member').channels.list(mock.service.fixtures.workspaceId);
    expect(page.items.map((c) => c.name)).toEqual(['Marketing', 'Sales']);
    expect(page.page).toEqual({ size: 10, totalElements: 2, totalPages: 1, number: 0 });
  });

  it('creates in two steps (201), then updates (200), and deletes', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const { data, response } = await client.channels
      .create(ws, { name: 'Ops', description: 'Runbooks' })
      .withResponse();
    expect(response.status).toBe(201);
    const again = await client.channels.put(ws, data.id, { name: 'Operations' });
    expect(again).toMatchObject({ created: false, data: { id: data.id, name: 'Operations' } });
    await client.channels.delete(again.data);
    await expect(client.channels.get(data.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets a member view but not create channels (403)', async () => {
    const error = await mock
      .client('member')
      .channels.create(mock.service.fixtures.workspaceId, { name: 'Nope' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as PermissionDeniedError).body).toMatchObject({ status: 403, error: 'Forbidden' });
  });

  it('marks the channels that contain a dataset', async () => {
    const { workspaceId, datasets } = mock.service.fixtures;
    const page = await mock.client('member').channels.list(workspaceId, { containsDataset: datasets.reach });
    expect(Object.fromEntries(page.items.map((c) => [c.name, c.containsDataset]))).toEqual({
      Marketing: true,
      Sales: false,
    });
  });

  it('follows a channel link to rescope it', async () => {
    const client = mock.client('admin');
    const channel = await client.channels.get(mock.service.fixtures.channels.marketing);
    const shared = await client.channels.addWorkspaceScope(channel);
    expect(shared.scope).toBe('WORKSPACE');
  });
});
