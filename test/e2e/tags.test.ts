import { describe, expect, it } from 'vitest';
import { link, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { addDataset } from '../../src/mock/resources/datasets/datasets.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('tags over the loopback mock', () => {
  it('lists the #tags of the demo datasets with their usage (one page, sorted by name)', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const page = await mock.client('member').tags.list(ws);
    expect(page.page).toBeUndefined();
    expect(page.items.map((t) => [t.name, t.usage])).toEqual([
      ['finance', 1],
      ['kpi', 2],
      ['marketing', 1],
    ]);
    const kpi = page.items[1];
    if (!kpi) throw new Error('no kpi tag');
    expect(link(kpi, 'self')?.href).toBe(`${mock.server.url}/api/workspaces/${ws}/tags/${kpi.id}`);
    expect(link(kpi, 'search')?.href).toBe(`${mock.server.url}/api/workspaces/${ws}/search?q=tag:kpi`);
  });

  it('lists the news tags by usage, most used first', async () => {
    const page = await mock.client('member').tags.listNews(mock.service.fixtures.workspaceId);
    expect(page.items.map((t) => [t.name, t.usage])).toEqual([
      ['kpi', 2],
      ['finance', 1],
      ['marketing', 1],
    ]);
  });

  it('gets a tag by id; unknown tags and workspaces are 404, outsiders 403', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const client = mock.client('admin');
    const kpi = (await client.tags.list(ws)).items.find((t) => t.name === 'kpi');
    expect(await client.tags.get(ws, kpi?.id ?? '')).toMatchObject({ id: kpi?.id, name: 'kpi', usage: 2 });
    expect(await client.tags.get(kpi ?? { _links: {} })).toMatchObject({ id: kpi?.id, name: 'kpi', usage: 2 });
    await expect(client.tags.get(ws, '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.tags.list('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
    await expect(mock.client('outsider').tags.list(ws)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').tags.get(ws, kpi?.id ?? '')).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('counts the #tags of a new comment, keeps tag ids stable, and drops a tag when its last use goes', async () => {
    const { workspaceId: ws, datasets } = mock.service.fixtures;
    const client = mock.client('member');
    const before = await client.tags.list(ws);
    const { data: comment, response } = await client.comments
      .create(datasets.churn, { message: 'Churn rose in May #finance #Retention' })
      .withResponse();
    expect(response.status).toBe(201);
    const after = await client.tags.list(ws);
    expect(after.items.map((t) => [t.name, t.usage])).toEqual([
      ['finance', 2],
      ['kpi', 2],
      ['marketing', 1],
      ['retention', 1],
    ]);
    expect(after.items.find((t) => t.name === 'finance')?.id).toBe(before.items.find((t) => t.name === 'finance')?.id);
    expect((await client.tags.listNews(ws)).items.map((t) => t.name)).toEqual([
      'finance',
      'kpi',
      'marketing',
      'retention',
    ]);

    const retention = after.items.find((t) => t.name === 'retention');
    await client.comments.delete(comment);
    expect((await client.tags.list(ws)).items.map((t) => t.name)).toEqual(['finance', 'kpi', 'marketing']);
    await expect(client.tags.get(ws, retention?.id ?? '')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('counts datasets seeded straight into the store', async () => {
    const { workspaceId: ws, channels } = mock.service.fixtures;
    addDataset(mock.service.store, {
      workspaceId: ws,
      channelId: channels.marketing,
      title: 'Newsletter opens #marketing #email',
      description: 'Open rate per issue #kpi',
    });
    const page = await mock.client('member').tags.listNews(ws);
    expect(page.items.map((t) => [t.name, t.usage])).toEqual([
      ['kpi', 3],
      ['marketing', 2],
      ['email', 1],
      ['finance', 1],
    ]);
  });
});
