import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, links, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();
const unknown = '00000000-0000-4000-8000-000000000000';

describe('datasets over the loopback mock', () => {
  it('answers a question with the dataset that shares the most words with it', async () => {
    const { workspaceId } = mock.service.fixtures;
    const answer = await mock.client('member').datasets.ask(workspaceId, { question: 'How is customer churn?' });
    expect(answer.title).toBe('Customer churn #kpi');
    await expect(
      mock.client('member').datasets.ask(workspaceId, { question: 'zebra xylophone' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(mock.client('outsider').datasets.ask(workspaceId, { question: 'churn' })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('lists the workspace datasets and gets one by id, by alias and by its self link', async () => {
    const { workspaceId, datasets } = mock.service.fixtures;
    const client = mock.client('member');
    const page = await client.datasets.list(workspaceId);
    expect(page.items.map((d) => d.title)).toEqual(['Q3 revenue #kpi', 'Customer churn #kpi', 'Campaign reach']);
    expect(page.page).toEqual({ size: 20, totalElements: 3, totalPages: 1, number: 0 });
    const sorted = await client.datasets.list(workspaceId, { sort: 'title,asc', size: 2 });
    expect(sorted.items.map((d) => d.title)).toEqual(['Campaign reach', 'Customer churn #kpi']);
    expect((await sorted.getNextPage()).items.map((d) => d.title)).toEqual(['Q3 revenue #kpi']);

    const byAlias = await client.datasets.getInWorkspace(workspaceId, 'q3-revenue');
    expect(byAlias).toMatchObject({
      id: datasets.revenue,
      source: 'Sales',
      _embedded: { source: { name: 'Sales' } },
    });
    expect((await client.datasets.getInWorkspace(workspaceId, datasets.reach)).alias).toBe('campaign-reach');
    expect((await client.datasets.get(byAlias)).id).toBe(datasets.revenue);
    await expect(client.datasets.getInWorkspace(workspaceId, 'no-such-alias')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.datasets.get(unknown)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('counts likes and views, lists what the caller likes, and raises DATASET_LIKE once', async () => {
    const { workspaceId, datasets, owner, admin, member } = mock.service.fixtures;
    await mock.client('owner').subscriptions.toDataset(datasets.churn);
    const client = mock.client('member');
    const liked = await client.datasets.like(datasets.churn);
    await client.datasets.like(datasets.churn);
    await mock.client('admin').datasets.like(datasets.churn);
    expect(liked).toMatchObject({ likeCount: 1, likedByProfiles: [{ id: member.id, name: 'Linus Torvalds' }] });
    expect((await client.datasets.listLiked(workspaceId)).items.map((d) => d.id)).toEqual([datasets.churn]);
    expect((await mock.client('owner').datasets.listLiked(workspaceId)).items).toEqual([]);
    const likes = [...mock.service.store.notifications.values()].filter(
      (n) => n.type === 'DATASET_LIKE' && n.actorId === member.id,
    );
    // Grace follows the channel Sales (the demo data), Ada the dataset.
    expect(likes.map((n) => n.recipientId)).toEqual([admin.id, owner.id]);

    await client.datasets.unlike(datasets.churn);
    expect((await client.datasets.get(datasets.churn)).likeCount).toBe(1);
    expect((await client.datasets.listLiked(workspaceId)).items).toEqual([]);

    await client.datasets.view(datasets.churn);
    const viewed = await client.datasets.view(datasets.churn);
    expect(viewed?.viewCount).toBe(2);
  });

  it('answers the data behind a dataset as rows keyed by column, the same each time', async () => {
    const { datasets } = mock.service.fixtures;
    const client = mock.client('member');
    const dataset = await client.datasets.get(datasets.revenue);
    const rows = await client.datasets.data(dataset);
    expect(rows).toHaveLength(5);
    expect(rows?.map((row) => Object.keys(row))).toEqual(Array(5).fill(['region', 'sum(amount)']));
    expect(rows?.[0]).toEqual({ region: 'region 1', 'sum(amount)': expect.any(Number) as number });
    expect(await client.datasets.data(datasets.revenue, { as: 'json' })).toEqual(rows);
  });

  it('answers the same rows as CSV, whole or as a stream', async () => {
    const { datasets } = mock.service.fixtures;
    const client = mock.client('member');
    const rows = (await client.datasets.data(datasets.revenue)) ?? [];
    const csv = await client.datasets.data(datasets.revenue, { as: 'csv' });
    const lines = rows.map((row) => `${String(row['region'])},${String(row['sum(amount)'])}\r\n`);
    expect(csv).toBe(`region,sum(amount)\r\n${lines.join('')}`);
    const stream = await client.datasets.data(datasets.revenue, { as: 'stream' });
    expect(await new Response(stream).text()).toBe(csv);
    const raw = await client.datasets.data(datasets.revenue, { as: 'csv' }).asResponse();
    expect(raw.headers.get('content-type')).toMatch(/^text\/csv/);
    await raw.body?.cancel();
  });

  it('lets administrators update and delete, members only view', async () => {
    const { workspaceId, datasets, channels } = mock.service.fixtures;
    const admin = mock.client('admin');
    const dataset = await admin.datasets.get(datasets.reach);
    const edited = await admin.datasets.update(dataset, {
      title: 'Campaign reach #marketing',
      description: 'Impressions per campaign and week',
    });
    expect(edited).toMatchObject({
      title: 'Campaign reach #marketing',
      description: 'Impressions per campaign and week',
      alias: 'campaign-reach',
    });
    const renamed = await admin.datasets.update(datasets.reach, { alias: 'reach' });
    expect((await mock.client('member').datasets.getInWorkspace(workspaceId, 'reach')).id).toBe(renamed.id);
    await expect(admin.datasets.update(datasets.reach, { alias: 'customer-churn' })).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(admin.datasets.update(datasets.reach, { title: ' ' })).rejects.toBeInstanceOf(BadRequestError);

    const member = mock.client('member');
    await expect(member.datasets.update(datasets.reach, { title: 'Mine now' })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(member.datasets.delete(datasets.reach)).rejects.toBeInstanceOf(PermissionDeniedError);

    await member.comments.create(datasets.reach, { message: 'Nice' });
    await member.alerts.create(datasets.reach, { detail: 'Reach fell below 10k' });
    await member.datasets.sendMessage(datasets.reach, { recipientId: mock.user('admin').id, message: 'Look' });
    await admin.datasets.delete(edited);
    await expect(member.datasets.get(datasets.reach)).rejects.toBeInstanceOf(NotFoundError);
    const left = mock.service.store;
    const ofReach = (records: Map<string, { datasetId: string }>) =>
      [...records.values()].filter((record) => record.datasetId === datasets.reach).length;
    expect([ofReach(left.comments), ofReach(left.alerts), ofReach(left.messages)]).toEqual([0, 0, 0]);
    expect(left.comments.size).toBe(2); // the demo's thread on the revenue dataset
    expect((await member.channels.get(channels.marketing)).datasetCount).toBe(0);
    expect((await member.datasets.list(workspaceId)).page?.totalElements).toBe(2);
  });

  it('refuses outsiders (403) and unknown ids (404)', async () => {
    const { workspaceId, datasets } = mock.service.fixtures;
    const outsider = mock.client('outsider');
    await expect(outsider.datasets.list(workspaceId)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(outsider.datasets.get(datasets.revenue)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(outsider.datasets.like(datasets.revenue)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(outsider.datasets.data(datasets.revenue)).rejects.toBeInstanceOf(PermissionDeniedError);
    const owner = mock.client('owner');
    await expect(owner.datasets.list(unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(owner.datasets.view(unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(owner.datasets.delete(unknown)).rejects.toBeInstanceOf(NotFoundError);
    const dataset = await owner.datasets.get(datasets.revenue);
    expect(links(dataset)['edit dataset']).toMatchObject({ type: 'PATCH' });
  });
});
