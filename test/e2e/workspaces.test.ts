import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  link,
  NotFoundError,
  PermissionDeniedError,
  type Profile,
} from '../../src/index.js';
import { WorkspaceCollection } from '../../src/models/workspace.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();
const lab = { name: 'Data Lab', domains: ['example.com'], imageUrl: 'data:image/png;base64,iVBORw0KGgo=' };

/** The clock as a zone-less service timestamp, `ms` from now. */
function at(ms = 0): string {
  return new Date(mock.service.clock.now() + ms).toISOString().slice(0, 23);
}

describe('workspaces over the loopback mock', () => {
  it('creates a workspace: WORKSPACE_INIT job, creator owner and member, listed by the profile link', async () => {
    const client = mock.client('outsider');
    const outsider = mock.user('outsider');
    const { data: created, response } = await client.workspaces.create(lab).withResponse();
    expect(response.status).toBe(201);
    // PROVISIONING while its WORKSPACE_INIT job has not ended.
    expect(created).toMatchObject({ ...lab, alias: 'data-lab', status: 'PROVISIONING', repositoryUrl: 'DISABLED' });
    expect(created.deploymentSecret).toMatch(/^whsec_[0-9a-f]{20}$/);
    expect(link(created, 'feed')?.href).toBe(`${mock.server.url}/api/workspaces/${created.id}/feed`);

    const jobs = (await client.jobs.list(created)).items;
    expect(jobs.map((j) => [j.type, j.status])).toEqual([['WORKSPACE_INIT', 'QUEUED']]);
    expect((await client.members.list(created)).items).toEqual([
      {
        id: outsider.id,
        name: 'Mallory Jones',
        handle: '@mallory',
        _links: {
          self: { href: `${mock.server.url}/api/workspaces/${created.id}/members/auth0%7C${outsider.id.slice(6)}` },
        },
      },
    ]);
    expect((await client.administrators.list(created)).items[0]).toMatchObject({ administrator: true });
    const [store] = (await client.datastores.list(created)).items;
    expect(store).toMatchObject({
      managed: true,
      name: 'Default datastore',
      dataPlugin: 'target-postgres--transferwise',
    });

    const [profile] = (await client.profiles.list()).items as [Profile];
    const mine = await client.follow(profile, 'workspaces', { schema: WorkspaceCollection.schema });
    expect(mine._embedded?.['workspaces']?.map((w) => w.name)).toEqual(['Data Lab']);
    expect((await mock.client('owner').workspaces.list()).items.map((w) => w.name)).toEqual(['Analytics']);
  });

  it('initialise gives a draft shown nowhere; put creates it (201), then updates it (200)', async () => {
    const client = mock.client('member');
    const draft = await client.workspaces.initialise();
    expect(Object.keys(draft._links ?? {})).toEqual(['create workspace']);
    expect(draft).not.toHaveProperty('name');
    expect((await client.workspaces.list()).items.map((w) => w.name)).toEqual(['Analytics']);
    await expect(client.workspaces.get(draft.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(mock.client('owner').workspaces.put(draft.id, lab)).rejects.toBeInstanceOf(ConflictError);

    const first = await client.workspaces.put(draft, { name: 'Lab' });
    expect(first).toMatchObject({ created: true, data: { id: draft.id, name: 'Lab', domains: [] } });
    const again = await client.workspaces.put(first.data, lab);
    expect(again).toMatchObject({ created: false, data: { name: 'Data Lab', alias: 'lab', domains: ['example.com'] } });
    expect((await client.workspaces.list()).items.map((w) => w.name)).toEqual(['Analytics', 'Data Lab']);
  });

  it('answers 400 with `errors` for a blank name or a non-data: image, 409 for an unknown id', async () => {
    const client = mock.client('owner');
    const draft = await client.workspaces.initialise();
    const blank = await client.follow(draft, 'create workspace', { body: { name: ' ' } }).catch((e: unknown) => e);
    expect(blank).toBeInstanceOf(BadRequestError);
    expect((blank as BadRequestError).body?.errors).toEqual([{ field: 'name', defaultMessage: 'must not be blank' }]);
    const image = { name: 'Lab', imageUrl: 'https://cdn.example.com/a.png' };
    const bad = await client.follow(draft, 'create workspace', { body: image }).catch((e: unknown) => e);
    expect((bad as BadRequestError).body?.errors).toEqual([
      { field: 'imageUrl', defaultMessage: 'must be a data: URI' },
    ]);
    await expect(client.workspaces.put('00000000-0000-4000-8000-000000000000', lab)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('lets administrators update (200) and see the deploymentSecret; a member gets 403 and no secret', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const asMember = await mock.client('member').workspaces.get(ws);
    expect(asMember.deploymentSecret).toBeUndefined();
    expect(asMember).toMatchObject({ name: 'Analytics', alias: 'analytics' });
    await expect(mock.client('member').workspaces.update(asMember, { name: 'Mine' })).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(mock.client('outsider').workspaces.get(ws)).rejects.toBeInstanceOf(PermissionDeniedError);
    const updated = await mock
      .client('admin')
      .workspaces.update(ws, { name: 'Analytics EU', domains: ['eu.example.com'] });
    expect(updated).toMatchObject({ name: 'Analytics EU', domains: ['eu.example.com'], alias: 'analytics' });
    expect(updated.deploymentSecret).toBe(mock.service.fixtures.webhookSecret);
    expect((await mock.client('member').workspaces.get(ws)).name).toBe('Analytics EU');
  });

  it('lets only the owner delete, and removes everything in the workspace', async () => {
    const { workspaceId: ws, channels, datasets, datastoreId } = mock.service.fixtures;
    await mock.client('member').subscriptions.toWorkspace(ws);
    await mock.client('owner').comments.create(datasets.revenue, { message: 'EMEA #kpi' });
    await expect(mock.client('admin').workspaces.delete(ws)).rejects.toBeInstanceOf(PermissionDeniedError);

    await expect(mock.client('owner').workspaces.delete(ws)).resolves.toBeUndefined();
    const { store } = mock.service;
    expect(store.workspaces.has(ws)).toBe(false);
    for (const map of [store.channels, store.datasets, store.comments, store.datastores, store.pipelines, store.jobs])
      expect([...map.values()]).toEqual([]);
    expect([store.resources.size, store.subscriptions.size, store.notifications.size]).toEqual([0, 0, 0]);
    expect(store.defaultDatastores.has(ws)).toBe(false);
    const member = mock.client('member');
    await expect(member.workspaces.get(ws)).rejects.toBeInstanceOf(NotFoundError);
    await expect(member.channels.get(channels.sales)).rejects.toBeInstanceOf(NotFoundError);
    await expect(member.datastores.get(datastoreId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(member.subscriptions.listMembers(ws).toArray()).rejects.toBeInstanceOf(NotFoundError);
    expect((await member.workspaces.list()).items).toEqual([]);
    expect((await member.profiles.get(mock.user('member').id)).defaultWorkspace).toBeUndefined();
  });

  it("makeDefault changes the caller's default workspace (members only)", async () => {
    const client = mock.client('owner');
    const created = await client.workspaces.create({ name: 'Lab' });
    await expect(client.workspaces.makeDefault(created)).resolves.toBeUndefined();
    const owner = await client.profiles.get(mock.user('owner').id);
    expect(owner.defaultWorkspace).toEqual({ id: created.id, name: 'Lab' });
    const admin = await mock.client('admin').profiles.get(mock.user('admin').id);
    expect(admin.defaultWorkspace?.name).toBe('Analytics');
    await expect(mock.client('admin').workspaces.makeDefault(created.id)).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('feed lists the datasets newest published first, paged', async () => {
    const { workspaceId: ws, datasets } = mock.service.fixtures;
    const revenue = mock.service.store.datasets.get(datasets.revenue);
    if (revenue) revenue.published = at(60_000);
    const client = mock.client('member');
    const first = await client.workspaces.feed(ws, { size: 2 });
    expect(first.items.map((d) => d.title)).toEqual(['Q3 revenue #kpi', 'Campaign reach']);
    expect(first.page).toEqual({ size: 2, totalElements: 3, totalPages: 2, number: 0 });
    expect((await client.workspaces.feed(ws, { size: 2 }).toArray()).map((d) => d.id)).toEqual([
      datasets.revenue,
      datasets.reach,
      datasets.churn,
    ]);
    await expect(mock.client('outsider').workspaces.feed(ws).toArray()).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it("news lists the caller's notifications of the workspace, filtered by before, since and q", async () => {
    const { workspaceId: ws, datasets } = mock.service.fixtures;
    const member = mock.client('member');
    await member.subscriptions.toWorkspace(ws);
    const start = at();
    mock.service.clock.advance(1_000);
    await mock.client('owner').comments.create(datasets.revenue, { message: 'EMEA is down #finance' });
    mock.service.clock.advance(1_000);
    await mock.client('admin').datasets.like(datasets.reach);
    const types = async (query = {}) => (await member.workspaces.listNews(ws, query)).items.map((n) => n.type);
    // The last is the demo's: Ada's reply to Linus on the revenue dataset, an hour before the clock's start.
    expect(await types()).toEqual(['DATASET_LIKE', 'DATASET_COMMENT', 'DATASET_COMMENT']);
    expect(await types({ q: 'tag:kpi' })).toEqual(['DATASET_COMMENT', 'DATASET_COMMENT']);
    expect(await types({ q: { tags: ['finance'], channel: 'sales' } })).toEqual(['DATASET_COMMENT', 'DATASET_COMMENT']);
    expect(await types({ q: 'campaign in:marketing' })).toEqual(['DATASET_LIKE']);
    expect(await types({ q: 'tag:nothing' })).toEqual([]);
    expect(await types({ since: at(-500) })).toEqual(['DATASET_LIKE']);
    expect(await types({ before: at(-500), since: start })).toEqual(['DATASET_COMMENT']);
    expect((await mock.client('owner').workspaces.listNews(ws, { since: start })).items).toEqual([]);
    await expect(mock.client('outsider').workspaces.listNews(ws).toArray()).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});
