import { describe, expect, it } from 'vitest';
import { link, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { addWorkspace } from '../../src/mock/resources/workspaces/workspaces.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('profiles over the loopback mock', () => {
  it("lists only the caller's profile, with its default workspace and links", async () => {
    const owner = mock.user('owner');
    const page = await mock.client('owner').profiles.list();
    expect(page.page).toBeUndefined();
    expect(page.items).toHaveLength(1);
    const [profile] = page.items;
    expect(profile).toMatchObject({ id: owner.id, name: 'Ada Lovelace', handle: '@ada', email: 'ada@example.com' });
    expect(profile?.id).toMatch(/^auth0\|[0-9a-f]{24}$/);
    expect(profile?.defaultWorkspace).toEqual({ id: mock.service.fixtures.workspaceId, name: 'Analytics' });
    expect(Object.keys(profile?._links ?? {})).toEqual(['self', 'update edit profile', 'workspaces', 'new workspace']);
    expect(link(profile ?? {}, 'new workspace')).toEqual({ href: `${mock.server.url}/api/workspaces`, type: 'POST' });
    expect(link(profile ?? {}, 'update edit profile')).toEqual({
      href: `${mock.server.url}/api/profiles/${encodeURIComponent(owner.id)}`,
      type: 'PUT',
    });
  });

  it("gets the caller's profile by its encoded id; another profile or an unknown id is 404", async () => {
    const client = mock.client('member');
    const member = mock.user('member');
    expect(await client.profiles.get(member.id)).toMatchObject({
      id: member.id,
      name: 'Linus Torvalds',
      handle: '@linus',
    });
    await expect(client.profiles.get(mock.user('owner').id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.profiles.get('auth0|nobody')).rejects.toBeInstanceOf(NotFoundError);
    const outsider = await mock.client('outsider').profiles.get(mock.user('outsider').id);
    expect(outsider.defaultWorkspace).toBeUndefined();
  });

  it("updates the caller's own profile (200), keeping the generated handle", async () => {
    const client = mock.client('admin');
    const admin = mock.user('admin');
    const { created, data } = await client.profiles.put(admin.id, {
      name: 'Grace B. Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100',
    });
    expect(created).toBe(false);
    expect(data).toMatchObject({
      id: admin.id,
      name: 'Grace B. Hopper',
      phone: '+1 555 0100',
      handle: '@grace',
      email: 'grace@example.com',
    });
    expect((await client.profiles.list()).items[0]?.name).toBe('Grace B. Hopper');
    expect(mock.service.store.profiles.get(admin.id)?.phone).toBe('+1 555 0100');
  });

  it('refuses to change another profile (403)', async () => {
    const owner = mock.user('owner');
    const error = await mock
      .client('member')
      .profiles.put(owner.id, { name: 'Mallory', email: 'mallory@example.com' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as PermissionDeniedError).body).toMatchObject({
      status: 403,
      path: `/api/profiles/${encodeURIComponent(owner.id)}`,
    });
    await expect(
      mock.client('member').profiles.setDefaultWorkspace(owner.id, mock.service.fixtures.workspaceId),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(mock.service.store.profiles.get(owner.id)?.name).toBe('Ada Lovelace');
  });

  it('sets the default workspace to one the caller belongs to', async () => {
    const outsider = mock.user('outsider');
    const own = addWorkspace(mock.service.store, { name: 'Side project', ownerId: outsider.id });
    const client = mock.client('outsider');
    const profile = await client.profiles.setDefaultWorkspace(outsider.id, own.id);
    expect(profile.defaultWorkspace).toEqual({ id: own.id, name: 'Side project' });
    expect(mock.service.store.profiles.get(outsider.id)?.defaultWorkspaceId).toBe(own.id);

    await expect(
      client.profiles.setDefaultWorkspace(outsider.id, mock.service.fixtures.workspaceId),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(
      client.profiles.setDefaultWorkspace(outsider.id, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await client.profiles.get(outsider.id)).defaultWorkspace?.id).toBe(own.id);
  });

  it("records the caller's sign-in: new details refresh the profile, the app's settings stay", async () => {
    const client = mock.client('member');
    const member = mock.user('member');
    const stored = () => ({ ...mock.service.store.profiles.get(member.id) });
    const before = stored();
    mock.service.clock.advance(60_000);
    const same = { name: 'Linus Torvalds', email: before.email ?? '' };
    expect(await client.profiles.login(member.id, same)).toMatchObject({ id: member.id, handle: '@linus' });
    expect(stored()).toEqual(before);

    mock.service.clock.advance(60_000);
    const answer = await client.profiles.login(member.id, { ...same, email: 'linus@example.org', phone: '+1 555' });
    expect(answer).toMatchObject({ id: member.id, name: 'Linus Torvalds', email: 'linus@example.org' });
    const after = stored();
    expect(after).toMatchObject({ email: 'linus@example.org', phone: '+1 555', handle: before.handle });
    expect(after.defaultWorkspaceId).toBe(before.defaultWorkspaceId);
    expect(Date.parse(`${after.lastModified}Z`)).toBeGreaterThan(Date.parse(`${before.lastModified}Z`));
    expect((await client.profiles.get(member.id)).email).toBe('linus@example.org');
  });

  it("refuses another profile's sign-in (403), and a sign-in without an email (400)", async () => {
    const owner = mock.user('owner');
    await expect(
      mock.client('member').profiles.login(owner.id, { name: 'Mallory', email: 'mallory@example.com' }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    const response = await fetch(`${mock.server.url}/api/profiles/${encodeURIComponent(owner.id)}/login`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, errors: [{ field: 'email' }] });
    expect(mock.service.store.profiles.get(owner.id)).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it('answers a malformed PATCH with 400', async () => {
    const member = mock.user('member');
    const response = await fetch(`${mock.server.url}/api/profiles/${encodeURIComponent(member.id)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ defaultWorkspace: 'Analytics' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, errors: [{ field: 'defaultWorkspace.id' }] });
  });
});
