import { describe, expect, it } from 'vitest';
import { link, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();
const nobody = '00000000-0000-4000-8000-000000000000';
/** The ids of the mock's subscriptions (the demo's people follow its dataset, channel and pipeline). */
const subscriptionIds = () => [...mock.service.store.subscriptions.keys()];

describe('subscriptions over the loopback mock', () => {
  it('subscribes to a channel (type ALL), subscriber and channel embedded; twice gives the same one', async () => {
    const client = mock.client('member');
    const { channels, member } = mock.service.fixtures;
    const channel = await client.channels.get(channels.sales);
    const sub = await client.subscriptions.toChannel(channel);
    expect(sub.type).toBe('ALL');
    expect(sub._embedded).toEqual({
      subscriberProfile: { id: member.id, name: 'Linus Torvalds', handle: '@linus' },
      channel: { name: 'Sales', description: 'Quarterly sales numbers' },
    });
    expect(Object.keys(sub._links ?? {}).sort()).toEqual([
      'channel',
      'delete subscription',
      'self',
      'update subscription',
    ]);
    expect(link(sub, 'channel')?.href).toMatch(new RegExp(`/api/channels/${channels.sales}$`));
    expect((await client.subscriptions.toChannel(channels.sales)).id).toBe(sub.id);
    const linus = [...mock.service.store.subscriptions.values()].filter((s) => s.subscriberId === member.id);
    expect(linus.map((s) => s.subject)).toEqual([
      { kind: 'dataset', id: mock.service.fixtures.datasets.revenue }, // the demo's
      { kind: 'channel', id: channels.sales },
    ]);
  });

  it('embeds exactly one subject: dataset, pipeline or workspace (with subscriberWorkspace)', async () => {
    const client = mock.client('owner');
    const { datasets, pipelineId, workspaceId } = mock.service.fixtures;
    const onDataset = await client.subscriptions.toDataset(datasets.revenue);
    expect(onDataset._embedded?.dataset).toMatchObject({ id: datasets.revenue, title: 'Q3 revenue #kpi' });
    expect(Object.keys(onDataset._embedded ?? {}).sort()).toEqual(['dataset', 'subscriberProfile']);
    const onPipeline = await client.subscriptions.toPipeline(pipelineId);
    expect(onPipeline._embedded?.pipeline).toEqual({
      id: pipelineId,
      label: 'Orders ETL',
      name: 'orders-etl',
      lastModified: expect.any(String) as string,
    });
    expect(link(onPipeline, 'pipeline')?.href).toBe(`${mock.server.url}/api/pipelines/${pipelineId}`);
    const onWorkspace = await client.subscriptions.toWorkspace(workspaceId);
    expect(onWorkspace._embedded).toMatchObject({
      workspace: { id: workspaceId, name: 'Analytics' },
      subscriberWorkspace: { id: workspaceId, name: 'Analytics' },
    });
    expect(link(onWorkspace, 'workspace')?.href).toBe(`${mock.server.url}/api/workspaces/${workspaceId}`);
    expect(link(onDataset, 'dataset')?.href).toBe(`${mock.server.url}/api/datasets/${datasets.revenue}`);

    const mine = await client.subscriptions.list();
    expect(mine.page).toMatchObject({ size: 20, totalElements: 2 });
    expect(mine.items.map((s) => s.id)).toEqual([onDataset.id, onPipeline.id]);
    const members = await mock.client('member').subscriptions.listMembers(workspaceId);
    expect(members.items.map((s) => s.id)).toEqual([onWorkspace.id]);
  });

  it('lets only the workspace owner subscribe for all members (403 otherwise)', async () => {
    const { workspaceId, channels } = mock.service.fixtures;
    await expect(
      mock.client('admin').subscriptions.toWorkspace(workspaceId, { allMembers: true }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(
      mock.client('member').subscriptions.toChannel(channels.sales, { allMembers: true }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    const shared = await mock.client('owner').subscriptions.toChannel(channels.marketing, { allMembers: true });
    expect(shared._embedded?.subscriberWorkspace).toEqual({ id: workspaceId, name: 'Analytics' });
    expect((await mock.client('member').subscriptions.get(shared.id)).id).toBe(shared.id);
    expect((await mock.client('member').subscriptions.listMembers(workspaceId)).items.map((s) => s.id)).toEqual([
      shared.id,
    ]);
    expect(mock.service.store.subscriptions.get(shared.id)?.allMembers).toBe(true);
  });

  it('lets the owner subscribe the workspace to a dataset for all members; members are refused (403)', async () => {
    const { workspaceId, datasets, owner, admin } = mock.service.fixtures;
    await expect(
      mock.client('member').subscriptions.toDataset(datasets.churn, { allMembers: true }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(
      mock.client('admin').subscriptions.toDataset(datasets.churn, { allMembers: true }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    const shared = await mock.client('owner').subscriptions.toDataset(datasets.churn, { allMembers: true });
    expect(shared._embedded).toMatchObject({
      dataset: { id: datasets.churn },
      subscriberWorkspace: { id: workspaceId, name: 'Analytics' },
    });
    expect((await mock.client('owner').subscriptions.toDataset(datasets.churn, { allMembers: true })).id).toBe(
      shared.id,
    );
    expect((await mock.client('member').subscriptions.listMembers(workspaceId)).items.map((s) => s.id)).toEqual([
      shared.id,
    ]);
    await mock.client('member').datasets.like(datasets.churn);
    const likes = [...mock.service.store.notifications.values()].filter((n) => n.type === 'DATASET_LIKE');
    expect(likes.map((n) => n.recipientId).sort()).toEqual([owner.id, admin.id].sort());
  });

  it('updates the type (only the subscriber), rejects a bad type, and removes (204)', async () => {
    const owner = mock.client('owner');
    const before = subscriptionIds();
    const sub = await owner.subscriptions.toDataset(mock.service.fixtures.datasets.churn);
    const updated = await owner.subscriptions.update(sub, { type: 'ALERTS' });
    expect(updated).toMatchObject({ id: sub.id, type: 'ALERTS' });
    expect((await owner.subscriptions.get(sub.id)).type).toBe('ALERTS');
    await expect(mock.client('member').subscriptions.update(sub.id, { type: 'NONE' })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(mock.client('member').subscriptions.get(sub.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('member').subscriptions.delete(sub.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    const bad = await fetch(`${mock.server.url}/api/subscriptions/${sub.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${mock.user('owner').token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'SOMETIMES' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 400, errors: [{ field: 'type' }] });
    await owner.subscriptions.delete(updated);
    await expect(owner.subscriptions.get(sub.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(subscriptionIds()).toEqual(before);
  });

  it('answers unknown subjects with 404, outsiders with 403 and a bad allMembers with 400', async () => {
    const client = mock.client('member');
    await expect(client.subscriptions.toChannel(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.subscriptions.toDataset(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.subscriptions.toPipeline(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.subscriptions.toWorkspace(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.subscriptions.get(nobody)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.subscriptions.listMembers(nobody)).rejects.toBeInstanceOf(NotFoundError);
    const outsider = mock.client('outsider');
    await expect(outsider.subscriptions.toDataset(mock.service.fixtures.datasets.reach)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(outsider.subscriptions.listMembers(mock.service.fixtures.workspaceId)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    const { workspaceId, member } = mock.service.fixtures;
    const bad = await fetch(`${mock.server.url}/api/workspaces/${workspaceId}/subscriptions?allMembers=maybe`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(bad.status).toBe(400);
    expect((await outsider.subscriptions.list()).items).toEqual([]);
  });
});
