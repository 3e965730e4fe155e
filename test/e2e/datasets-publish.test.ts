import { describe, expect, it } from 'vitest';
import { BadRequestError, links, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const daily = {
  alias: 'daily-users',
  title: 'Daily users #growth',
  description: 'Users per day',
  query: 'select report_date, total_users from users',
  visualisation: { 'chartjs-chart': { chartType: 'bar' } },
  source: { name: 'Web analytics' },
};

describe('publishing datasets over the loopback mock', () => {
  it('publishes (201), then replaces by alias (200); search and tags find it', async () => {
    const { workspaceId } = mock.service.fixtures;
    const admin = mock.client('admin');
    const first = await admin.datasets.publish(workspaceId, daily);
    expect(first.created).toBe(true);
    expect(first.data).toMatchObject({
      alias: 'daily-users',
      title: 'Daily users #growth',
      source: 'Web analytics',
      visualisation: '{"chartjs-chart":{"chartType":"bar"}}',
    });
    expect(Object.keys(links(first.data))).toEqual(expect.arrayContaining(['new alert', 'new message']));
    const channels = await admin.channels.list(workspaceId);
    expect(channels.items.map((c) => c.name)).toContain('Web analytics');

    const again = await admin.datasets.publish(workspaceId, { alias: 'daily-users', title: 'Daily visitors #web' });
    expect(again.created).toBe(false);
    expect(again.data).toMatchObject({
      id: first.data.id,
      title: 'Daily visitors #web',
      description: '',
      query: '',
      source: 'Web analytics',
    });
    expect((await admin.datasets.list(workspaceId)).page?.totalElements).toBe(4);

    const member = mock.client('member');
    const found = await member.search.datasets(workspaceId, { text: 'visitors', tags: '#web' });
    expect(found.items.map((d) => d.id)).toEqual([first.data.id]);
    const tags = await member.tags.list(workspaceId);
    expect(tags.items.map((t) => t.name)).toContain('web');
    expect((await member.datasets.getInWorkspace(workspaceId, 'daily-users')).id).toBe(first.data.id);
  });

  it('puts a dataset without a source in the first source channel, tells subscribers of the workspace', async () => {
    const { workspaceId, owner } = mock.service.fixtures;
    await mock.client('owner').subscriptions.toWorkspace(workspaceId);
    const { data } = await mock.client('admin').datasets.publish(workspaceId, { alias: 'plain', title: 'Plain' });
    expect(data.source).toBe('Sales');
    const told = [...mock.service.store.notifications.values()].filter((n) => n.datasetId === data.id);
    expect(told.map((n) => [n.type, n.recipientId])).toEqual([['DATASET_ACTIVITY', owner.id]]);
  });

  it('gives the published rows as the data, in JSON and CSV with RFC 4180 quoting', async () => {
    const { workspaceId } = mock.service.fixtures;
    const rows = [
      { city: 'Paris, FR', note: 'said "hi"', users: 3 },
      { city: 'Oslo', users: 1 },
    ];
    const { data } = await mock.client('admin').datasets.publish(workspaceId, { ...daily, rawData: rows });
    const member = mock.client('member');
    expect(await member.datasets.data(data)).toEqual(rows);
    expect(await member.datasets.data(data, { as: 'csv' })).toBe(
      'city,note,users\r\n"Paris, FR","said ""hi""",3\r\nOslo,,1\r\n',
    );
  });

  it('answers a dataset with no query and no rows with no data: undefined in every form', async () => {
    const { workspaceId } = mock.service.fixtures;
    const { data } = await mock.client('admin').datasets.publish(workspaceId, { alias: 'empty', title: 'Empty' });
    const member = mock.client('member');
    expect(await member.datasets.data(data)).toBeUndefined();
    expect(await member.datasets.data(data, { as: 'csv' })).toBeUndefined();
    expect(await member.datasets.data(data, { as: 'stream' })).toBeUndefined();
    expect((await member.datasets.data(data).asResponse()).status).toBe(204);
  });

  it('lets only administrators publish, and refuses what the SDK would have caught (400)', async () => {
    const { workspaceId, admin } = mock.service.fixtures;
    await expect(mock.client('member').datasets.publish(workspaceId, daily)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(mock.client('outsider').datasets.publish(workspaceId, daily)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    const post = (body: unknown) =>
      fetch(`${mock.server.url}/api/workspaces/${workspaceId}/datasets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const [body, field] of [
      [{ alias: '  ', title: 'x' }, 'alias'],
      [{ alias: 'daily', title: ' ' }, 'title'],
      [{ alias: 'daily', title: 'x', rawData: '{"a":1}' }, 'rawData'],
      [{ alias: 'daily', title: 'x', source: '{"id":"x"}' }, 'source'],
      [{ alias: 'daily', title: 'x', source: 'Brand new', description: 5 }, 'description'],
    ] as const) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ field }] });
    }
    expect((await mock.client('member').datasets.list(workspaceId)).page?.totalElements).toBe(3);
    expect((await mock.client('member').channels.list(workspaceId)).items.map((c) => c.name)).not.toContain(
      'Brand new',
    );
  });
});

describe('dataset messages over the loopback mock', () => {
  it('sends a message to a member (201, DATASET_MESSAGE for the recipient), then changes it (200)', async () => {
    const { datasets, member, owner } = mock.service.fixtures;
    const client = mock.client('member');
    const draft = await client.datasets.initialiseMessage(datasets.revenue);
    expect(Object.keys(links(draft))).toEqual(['create message']);
    const sent = await client.datasets.sendMessage(datasets.revenue, { recipientId: owner.id, message: 'EMEA?' });
    expect(sent).toMatchObject({
      datasetId: datasets.revenue,
      recipientId: owner.id,
      message: 'EMEA?',
      sender: { id: member.id, name: 'Linus Torvalds' },
    });
    expect(Object.keys(links(sent)).sort()).toEqual(['dataset', 'update message']);
    const told = await mock.client('owner').notifications.list();
    expect(told.items.filter((n) => n.type === 'DATASET_MESSAGE').map((n) => n.actor?.id)).toEqual([member.id]);

    const changed = await client.datasets.putMessage(sent, { recipientId: owner.id, message: 'EMEA, Q3?' });
    expect([changed.created, changed.data.message]).toEqual([false, 'EMEA, Q3?']);
    const put = await client.datasets.putMessage(datasets.revenue, draft, { recipientId: owner.id, message: 'Hi' });
    expect(put.created).toBe(true);
    expect(mock.service.store.messages.size).toBe(2);
  });

  it('refuses a recipient outside the workspace (400), another sender (403) and outsiders (403)', async () => {
    const { datasets, owner, outsider } = mock.service.fixtures;
    const client = mock.client('member');
    await expect(
      client.datasets.sendMessage(datasets.churn, { recipientId: outsider.id, message: 'Hi' }),
    ).rejects.toBeInstanceOf(BadRequestError);
    const sent = await client.datasets.sendMessage(datasets.churn, { recipientId: owner.id, message: 'Hi' });
    await expect(
      mock.client('admin').datasets.putMessage(sent, { recipientId: owner.id, message: 'Mine' }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').datasets.initialiseMessage(datasets.churn)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(
      client.datasets.sendMessage('00000000-0000-4000-8000-000000000000', { recipientId: owner.id, message: 'Hi' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
