// The fields the service's document lets a caller set, round-tripped through the loopback mock: a workspace's
// repository settings, a LIST channel, a reply by parentId, a dataset's description type and source, a profile's
// disabled features.
import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

const settings = {
  repositoryUrl: 'git@github.com:acme/analytics.git',
  repositoryBranch: 'main',
  repositoryDirectory: 'warehouse',
  githubInstallationId: '41235512',
  sshPrivateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk\n-----END OPENSSH PRIVATE KEY-----',
  defaultEnvironment: 'production',
  pipelinesImage: 'ghcr.io/acme/pipelines:2.4',
  appProperties: { theme: 'dark' },
};

describe('workspace repository settings over the loopback mock', () => {
  it('creates a workspace with them, as the caller’s default, and reads them back', async () => {
    const client = mock.client('owner');
    const created = await client.workspaces.create({
      name: 'Lab',
      alias: 'lab-eu',
      deploymentSecret: 'dps_lab_5Tq8Lm',
      defaultWorkspace: true,
      ...settings,
    });
    expect(created).toMatchObject({ name: 'Lab', alias: 'lab-eu', deploymentSecret: 'dps_lab_5Tq8Lm', ...settings });
    expect(await client.workspaces.get(created.id)).toMatchObject(settings);
    const me = await client.profiles.get(mock.user('owner').id);
    expect(me.defaultWorkspace?.id).toBe(created.id);
  });

  it('keeps the settings an update leaves out; shows the SSH key to administrators only', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const admin = mock.client('admin');
    await admin.workspaces.update(ws, { name: 'Analytics', ...settings });
    const renamed = await admin.workspaces.update(ws, { name: 'Analytics EU', repositoryBranch: 'release' });
    expect(renamed).toMatchObject({ ...settings, name: 'Analytics EU', repositoryBranch: 'release' });
    const seen = await mock.client('member').workspaces.get(ws);
    expect(seen).toMatchObject({ repositoryBranch: 'release', pipelinesImage: settings.pipelinesImage });
    expect(seen.sshPrivateKey).toBeUndefined();
    expect(seen.deploymentSecret).toBeUndefined();
  });

  it('refuses an alias another workspace has (409)', async () => {
    const client = mock.client('owner');
    const taken = (await client.workspaces.get(mock.service.fixtures.workspaceId)).alias ?? '';
    await expect(client.workspaces.create({ name: 'Copy', alias: taken })).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('a LIST channel over the loopback mock', () => {
  it('is created as LIST with workspace scope, takes a dataset, and lists it', async () => {
    const { workspaceId: ws, datasets } = mock.service.fixtures;
    const client = mock.client('admin');
    const board = await client.channels.create(ws, { name: 'Board pack', type: 'LIST', scope: 'WORKSPACE' });
    expect(board).toMatchObject({ type: 'LIST', scope: 'WORKSPACE', workspaceId: ws });
    await client.channels.addDataset(board, datasets.revenue);
    const listed = await client.channels.listDatasets(board);
    expect(listed.items.map((d) => d.id)).toEqual([datasets.revenue]);
    expect((await client.channels.list(ws, { type: 'list' })).items.map((c) => c.name)).toEqual(['Board pack']);
  });

  it('a SOURCE channel (the default) takes no dataset (409)', async () => {
    const { workspaceId: ws, datasets } = mock.service.fixtures;
    const client = mock.client('admin');
    const source = await client.channels.create(ws, { name: 'Ops' });
    expect(source.type).toBe('SOURCE');
    await expect(client.channels.addDataset(source, datasets.revenue)).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('comments, datasets and profiles over the loopback mock', () => {
  it('writes a reply by its parentId', async () => {
    const { datasets } = mock.service.fixtures;
    const client = mock.client('member');
    const first = await client.comments.create(datasets.revenue, { message: 'EMEA is up #kpi' });
    const reply = await client.comments.create(datasets.revenue, { message: 'Agreed', parentId: first.id });
    expect(reply).toMatchObject({ parentId: first.id, datasetId: datasets.revenue });
    expect((await client.comments.get(first)).commentCount).toBe(1);
    await expect(
      client.comments.create(datasets.revenue, { message: 'x', datasetId: datasets.churn }),
    ).rejects.toBeInstanceOf(BadRequestError);
  });

  it('publishes a description type, then patches it, the rows and the source channel', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const client = mock.client('admin');
    const { data } = await client.datasets.publish(ws, {
      alias: 'daily-users',
      title: 'Daily users',
      description: 'Users a day',
      descriptionContentType: 'text/plain',
      workspaceId: ws,
      rawData: [{ day: '2024-01-01', users: 3 }],
    });
    expect(data.descriptionContentType).toBe('text/plain');
    const patched = await client.datasets.update(data, {
      descriptionContentType: 'text/markdown',
      rawData: '[{"day":"2024-01-02","users":5}]',
      source: '{"name":"Sales"}',
    });
    expect(patched).toMatchObject({ descriptionContentType: 'text/markdown', source: 'Sales' });
    expect(await client.datasets.data(patched)).toEqual([{ day: '2024-01-02', users: 5 }]);
  });

  it('keeps a profile’s disabled features and sets its default workspace', async () => {
    const member = mock.user('member');
    const client = mock.client('member');
    const me = await client.profiles.get(member.id);
    const { data } = await client.profiles.put(member.id, {
      name: me.name ?? 'Member',
      email: me.email ?? 'member@example.com',
      featuresDisabled: 'pipelines',
      defaultWorkspace: { id: mock.service.fixtures.workspaceId },
    });
    expect(data).toMatchObject({ featuresDisabled: 'pipelines' });
    expect(data.defaultWorkspace?.id).toBe(mock.service.fixtures.workspaceId);
  });
});

describe('a workspace’s status over the loopback mock', () => {
  it('is PROVISIONING until its WORKSPACE_INIT job ends, then READY', async () => {
    const client = mock.client('owner');
    const created = await client.workspaces.create({ name: 'Lab' });
    expect(created.status).toBe('PROVISIONING');
    const [init] = (await client.jobs.list(created)).items;
    expect(init).toMatchObject({ type: 'WORKSPACE_INIT', status: 'QUEUED' });
    mock.service.clock.advance(3_600_000);
    expect((await client.jobs.get(init!)).status).toBe('COMPLETE');
    expect((await client.workspaces.get(created)).status).toBe('READY');
    expect((await client.workspaces.get(mock.service.fixtures.workspaceId)).status).toBe('READY');
  });
});
