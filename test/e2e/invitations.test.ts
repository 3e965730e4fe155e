import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

/** The outsider's email address, as her own profile gives it. */
async function outsiderEmail(): Promise<string> {
  const [profile] = (await mock.client('outsider').profiles.list()).items;
  if (!profile?.email) throw new Error('the outsider has no email');
  return profile.email;
}

/** The owner invites the outsider; returns her address and the invitation as the workspace lists it. */
async function inviteOutsider() {
  const email = await outsiderEmail();
  const ws = mock.service.fixtures.workspaceId;
  await mock.client('owner').invitations.create(ws, { email });
  const [invitation] = (await mock.client('owner').invitations.listForWorkspace(ws)).items;
  if (!invitation) throw new Error('no invitation listed');
  return { email, invitation };
}

describe('invitations over the loopback mock', () => {
  it('invites (202, no body), lists PENDING with its links, and the invitee accepts and becomes a member', async () => {
    const { workspaceId: ws, owner } = mock.service.fixtures;
    const asOutsider = mock.client('outsider');
    await expect(asOutsider.channels.list(ws)).rejects.toBeInstanceOf(PermissionDeniedError);

    const email = await outsiderEmail();
    expect(email).toBe('mallory@example.com');
    const { data, response } = await mock.client('owner').invitations.create(ws, { email }).withResponse();
    expect([data, response.status]).toEqual([undefined, 202]);

    const listed = await mock.client('admin').invitations.listForWorkspace(ws);
    expect(listed.page).toMatchObject({ totalElements: 1, number: 0 });
    const [invitation] = listed.items;
    expect(invitation).toMatchObject({
      status: 'PENDING',
      email,
      creator: { id: owner.id, name: 'Ada Lovelace', handle: '@ada' },
      workspace: { id: ws, name: 'Analytics', alias: 'analytics' },
    });
    expect(Object.keys(invitation?._links ?? {}).sort()).toEqual(['delete invitation', 'withdraw invitation']);
    expect((await mock.client('owner').invitations.list()).items.map((i) => i.id)).toEqual([invitation?.id]);
    expect((await mock.client('admin').invitations.list()).items).toEqual([]);

    const [received] = (await asOutsider.invitations.listReceived(email)).items;
    expect(received?.id).toBe(invitation?.id);
    expect(Object.keys(received?._links ?? {}).sort()).toEqual([
      'accept invitation',
      'delete invitation',
      'withdraw invitation',
    ]);
    const accepted = await asOutsider.invitations.accept(received ?? '');
    expect(accepted).toMatchObject({ id: invitation?.id, status: 'ACCEPTED', email });
    expect(Object.keys(accepted?._links ?? {})).toEqual(['delete invitation']);

    expect((await asOutsider.channels.list(ws)).items.map((c) => c.name).sort()).toEqual(['Marketing', 'Sales']);
    const people = (await mock.client('owner').administrators.list(ws)).items;
    expect(people.find((p) => p.name === 'Mallory Jones')).toMatchObject({ administrator: false });
    const [after] = (await mock.client('owner').invitations.listForWorkspace(ws)).items;
    expect(after?.status).toBe('ACCEPTED');
    await expect(asOutsider.invitations.accept(invitation?.id ?? '')).rejects.toBeInstanceOf(ConflictError);
  });

  it('withdraws a pending invitation (REVOKED); accepting it then answers 409', async () => {
    const { invitation } = await inviteOutsider();
    const withdrawn = await mock.client('owner').invitations.withdraw(invitation);
    expect(withdrawn).toMatchObject({ id: invitation.id, status: 'REVOKED' });
    expect(Object.keys(withdrawn?._links ?? {})).toEqual(['delete invitation']);
    const asOutsider = mock.client('outsider');
    const [received] = (await asOutsider.invitations.listReceived(await outsiderEmail())).items;
    expect(received).toMatchObject({ status: 'REVOKED' });
    expect(received?._links?.['accept invitation']).toBeUndefined();
    await expect(asOutsider.invitations.accept(invitation.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(mock.client('owner').invitations.withdraw(invitation.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(asOutsider.channels.list(mock.service.fixtures.workspaceId)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('lets only the owner invite: administrators, members and outsiders get 403', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const email = 'new.colleague@example.com';
    for (const role of ['admin', 'member', 'outsider'] as const)
      await expect(mock.client(role).invitations.create(ws, { email })).rejects.toBeInstanceOf(PermissionDeniedError);
    expect((await mock.client('owner').invitations.listForWorkspace(ws)).items).toEqual([]);
    await expect(mock.client('member').invitations.listForWorkspace(ws)).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('answers 409 to a second pending invitation of an address, or to inviting a member', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const { email } = await inviteOutsider();
    const owner = mock.client('owner');
    await expect(owner.invitations.create(ws, { email: email.toUpperCase() })).rejects.toBeInstanceOf(ConflictError);
    await expect(owner.invitations.create(ws, { email: 'linus@example.com' })).rejects.toThrow(
      /linus@example\.com is already a member/,
    );
  });

  it('answers 202 with an empty body, and 400 with the field in errors to a missing or malformed email', async () => {
    const ws = mock.service.fixtures.workspaceId;
    const post = (body: unknown) =>
      fetch(`${mock.server.url}/api/workspaces/${ws}/invitations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${mock.service.fixtures.owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const body of [{}, { email: 'not an email' }]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors?: Array<{ field?: string }> };
      expect(answer.errors?.map((e) => e.field)).toEqual(['email']);
    }
    const accepted = await post({ email: 'new.colleague@example.com' });
    expect([accepted.status, await accepted.text()]).toEqual([202, '']);
  });

  it("refuses to list another address's invitations (403) and lets no one else accept (403)", async () => {
    const { email, invitation } = await inviteOutsider();
    await expect(mock.client('member').invitations.listReceived(email)).rejects.toBeInstanceOf(PermissionDeniedError);
    expect((await mock.client('member').invitations.listReceived('linus@example.com')).items).toEqual([]);
    await expect(mock.client('member').invitations.accept(invitation)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').invitations.withdraw(invitation)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
    await expect(mock.client('outsider').invitations.delete(invitation)).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('deletes an invitation (204): it leaves every list, and a second delete answers 404', async () => {
    const { email, invitation } = await inviteOutsider();
    const owner = mock.client('owner');
    const { response } = await owner.invitations.delete(invitation).withResponse();
    expect(response.status).toBe(204);
    expect((await owner.invitations.listForWorkspace(mock.service.fixtures.workspaceId)).items).toEqual([]);
    expect((await mock.client('outsider').invitations.listReceived(email)).items).toEqual([]);
    await expect(owner.invitations.delete(invitation.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
