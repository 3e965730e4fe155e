import { describe, expect, it } from 'vitest';
import { NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('members over the loopback mock', () => {
  it('lists the owner, the administrators and the members, with no page object', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const page = await mock.client('member').members.list(ws);
    expect(page.page).toBeUndefined();
    expect(page.hasNextPage()).toBe(false);
    expect(page.items.map((m) => [m.name, m.handle])).toEqual([
      ['Ada Lovelace', '@ada'],
      ['Grace Hopper', '@grace'],
      ['Linus Torvalds', '@linus'],
    ]);
    const owner = mock.user('owner');
    expect(page.items[0]).toEqual({
      id: owner.id,
      name: 'Ada Lovelace',
      handle: '@ada',
      _links: { self: { href: `${mock.server.url}/api/workspaces/${ws}/members/${encodeURIComponent(owner.id)}` } },
    });
  });

  it('follows a workspace change: a member made administrator stays listed once', async () => {
    const ws = mock.service.fixtures.workspaceId;
    await mock.client('owner').administrators.add(ws, mock.user('member').id);
    const ids = (await mock.client('admin').members.list(ws)).items.map((m) => m.id);
    expect(ids).toEqual([mock.user('owner').id, mock.user('admin').id, mock.user('member').id]);
  });

  it("gets one member by profile id (the `|` encoded), or by a member's own id", async () => {
    const ws = mock.service.fixtures.workspaceId;
    const admin = mock.user('admin');
    const client = mock.client('member');
    const one = await client.members.get(ws, admin.id);
    expect(one).toMatchObject({ id: admin.id, name: 'Grace Hopper', handle: '@grace' });
    expect(one._links?.self).toEqual({
      href: `${mock.server.url}/api/workspaces/${ws}/members/${encodeURIComponent(admin.id)}`,
    });
    expect(await client.members.get(ws, one)).toEqual(one);
  });

  it('answers 404 for a profile that is not a member, 403 to an outsider, 404 for an unknown workspace', async () => {
    const ws = mock.service.fixtures.workspaceId;
    await expect(mock.client('member').members.get(ws, mock.user('outsider').id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(mock.client('outsider').members.list(ws).toArray()).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').members.get(ws, mock.user('owner').id)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(
      mock.client('owner').members.list('00000000-0000-4000-8000-000000000000').toArray(),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("lists a new workspace's creator as its only member", async () => {
    const client = mock.client('outsider');
    const created = await client.workspaces.create({ name: 'Solo' });
    expect((await client.members.list(created)).items.map((m) => m.id)).toEqual([mock.user('outsider').id]);
  });
});
