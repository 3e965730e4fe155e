import { describe, expect, it } from 'vitest';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('the cross-workspace lists over the loopback mock', () => {
  it('show each caller the datasets, channels and alerts of their own workspaces only', async () => {
    const { service } = mock;
    const outsider = service.fixtures.outsider;
    const own = service.seed.workspace({ name: 'Mallory Labs', ownerId: outsider.id });
    const channel = service.seed.channel({ workspaceId: own.id, creatorId: outsider.id, name: 'Private' });
    const dataset = service.seed.dataset({ workspaceId: own.id, channelId: channel.id, title: 'Secret plans' });
    const member = mock.client('member');
    const theirs = mock.client('outsider');
    const memberDatasets = (await member.datasets.listAll()).items.map((d) => d.id);
    expect(memberDatasets).toEqual(expect.arrayContaining(Object.values(service.fixtures.datasets)));
    expect(memberDatasets).not.toContain(dataset.id);
    expect((await theirs.datasets.listAll()).items.map((d) => d.id)).toEqual([dataset.id]);
    expect((await theirs.channels.listAll()).items.map((c) => c.name)).toEqual(['Private']);
    expect((await member.channels.listAll()).items.map((c) => c.name).sort()).toEqual(['Marketing', 'Sales']);
    const alert = await member.alerts.create(service.fixtures.datasets.revenue, { detail: 'Watch it' });
    expect((await member.alerts.listAll()).items.map((a) => a.id)).toContain(alert.id);
    expect((await theirs.alerts.listAll()).items).toEqual([]);
  });

  it('serves the entry point, whose links lead to the lists', async () => {
    const client = mock.client('member');
    const root = await client.root();
    expect(root._links?.['self']).toMatchObject({ href: `${mock.server.url}/api` });
    const datasets = await client.follow(root, 'datasets');
    expect(datasets).toMatchObject({ _embedded: { datasets: expect.any(Array) } });
  });
});
