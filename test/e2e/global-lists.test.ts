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

  it('show each caller the jobs, pipelines and comments of their own workspaces only', async () => {
    const { service } = mock;
    const outsider = service.fixtures.outsider;
    const own = service.seed.workspace({ name: 'Mallory Labs', ownerId: outsider.id });
    const hers = service.seed.pipeline({ workspaceId: own.id, name: 'private-etl', profileId: outsider.id });
    const member = mock.client('member');
    const theirs = mock.client('outsider');
    const pipelines = (await member.pipelines.listAll()).items.map((p) => p.id);
    expect(pipelines).toContain(service.fixtures.pipelineId);
    expect(pipelines).not.toContain(hers.id);
    expect((await theirs.pipelines.listAll()).items.map((p) => p.id)).toEqual([hers.id]);
    const run = await mock.client('admin').jobs.create(service.fixtures.pipelineId);
    const jobs = (await member.jobs.listAll()).items;
    expect(jobs[0]?.id).toBe(run.id); // newest first
    expect(jobs.length).toBeGreaterThan(1);
    expect((await theirs.jobs.listAll()).items.map((j) => j.id)).not.toContain(run.id);
    const comment = await member.comments.create(service.fixtures.datasets.revenue, { message: 'Seen it' });
    expect((await member.comments.listAll()).items.map((c) => c.id)).toContain(comment.id);
    expect((await theirs.comments.listAll()).items).toEqual([]);
  });

  it('serves the entry point, whose links lead to the lists', async () => {
    const client = mock.client('member');
    const root = await client.root();
    expect(root._links?.['self']).toMatchObject({ href: `${mock.server.url}/api` });
    const datasets = await client.follow(root, 'datasets');
    expect(datasets).toMatchObject({ _embedded: { datasets: expect.any(Array) } });
  });
});
