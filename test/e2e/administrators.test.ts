import { describe, expect, it } from 'vitest';
import { ConflictError, link, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

describe('administrators over the loopback mock', () => {
  it('lists every member with the administrator flag (one page, member self links)', async () => {
    const { workspaceId, owner, admin, member } = mock.service.fixtures;
    const page = await mock.client('member').administrators.list(workspaceId);
    expect(page.page).toBeUndefined();
    expect(page.items.map((a) => [a.id, a.name, a.handle, a.administrator])).toEqual([
      [owner.id, 'Ada Lovelace', '@ada', true],
      [admin.id, 'Grace Hopper', '@grace', true],
      [member.id, 'Linus Torvalds', '@linus', false],
    ]);
    expect(link(page.items[2] ?? {}, 'self')?.href).toBe(
      `${mock.server.url}/api/workspaces/${workspaceId}/members/${encodeURIComponent(member.id)}`,
    );
  });

  it('refuses outsiders (403) and unknown workspaces (404)', async () => {
    await expect(mock.client('outsider').administrators.list(mock.service.fixtures.workspaceId)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(
      mock.client('owner').administrators.list('00000000-0000-4000-8000-000000000000'),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('changes roles: an added administrator may manage channels until the owner withdraws the rights', async () => {
    const { workspaceId: ws, member } = mock.service.fixtures;
    const owner = mock.client('owner');
    const asMember = mock.client('member');
    await expect(asMember.channels.create(ws, { name: 'Ops' })).rejects.toBeInstanceOf(PermissionDeniedError);

    const added = await owner.administrators.add(ws, member.id);
    expect(added).toMatchObject({ id: member.id, name: 'Linus Torvalds', administrator: true });
    const { data: channel, response } = await asMember.channels.create(ws, { name: 'Ops' }).withResponse();
    expect(response.status).toBe(201);
    expect(channel.creator?.id).toBe(member.id);

    const withdrawn = await owner.administrators.withdraw(ws, member.id);
    expect(withdrawn).toMatchObject({ id: member.id, administrator: false });
    const error = await asMember.channels.create(ws, { name: 'Ops again' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    await expect(asMember.channels.delete(channel.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    expect((await asMember.administrators.list(ws)).items.find((a) => a.id === member.id)?.administrator).toBe(false);
  });

  it('lets only the owner add or withdraw administrators (403 for an administrator)', async () => {
    const { workspaceId: ws, member, admin } = mock.service.fixtures;
    const asAdmin = mock.client('admin');
    const adding = await asAdmin.administrators.add(ws, member.id).catch((e: unknown) => e);
    expect(adding).toBeInstanceOf(PermissionDeniedError);
    expect((adding as PermissionDeniedError).body).toMatchObject({ status: 403, error: 'Forbidden' });
    await expect(asAdmin.administrators.withdraw(ws, admin.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('member').administrators.add(ws, member.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(mock.service.store.workspaces.get(ws)?.adminIds.has(member.id)).toBe(false);
  });

  it('adds only members (404), withdraws only administrators (404) and never the owner (409)', async () => {
    const { workspaceId: ws, owner, admin, member, outsider } = mock.service.fixtures;
    const client = mock.client('owner');
    await expect(client.administrators.add(ws, outsider.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.administrators.withdraw(ws, member.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.administrators.withdraw(ws, owner.id)).rejects.toBeInstanceOf(ConflictError);
    expect(await client.administrators.add(ws, admin.id)).toMatchObject({ id: admin.id, administrator: true });
    expect(await client.administrators.add(ws, owner.id)).toMatchObject({ id: owner.id, administrator: true });
    const workspace = mock.service.inspect()['workspaces']?.[0] as { adminIds: string[]; memberIds: string[] };
    expect(workspace).toMatchObject({ adminIds: [admin.id], memberIds: [member.id] });
  });
});
