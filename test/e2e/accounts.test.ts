import { describe, expect, it } from 'vitest';
import { ConflictError, InvalidArgumentError, link, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();
const input = { company: 'Initech', ownerEmail: 'grace@example.com' };

describe('accounts over the loopback mock', () => {
  it("lists and gets the demo owner's account, which owns the demo workspace", async () => {
    const { owner } = mock.service.fixtures;
    const page = await mock.client('owner').accounts.list();
    expect(page.items.map((a) => [a.id, a.company, a.ownerEmail, a.maxWorkspaces])).toEqual([
      [owner.id, 'Acme Analytics', 'ada@example.com', 3],
    ]);
    const account = await mock.client('owner').accounts.get(owner.id);
    expect(account).toMatchObject({ id: owner.id, maxRows: 1_000_000, minutesPerMonth: 1000, maxClients: 5 });
    expect(link(account, 'self')?.href).toBe(`${mock.server.url}/api/accounts/${encodeURIComponent(owner.id)}`);
    expect(await mock.client('owner').accounts.get(account)).toEqual(account);
    expect([...(mock.service.store.accounts.get(owner.id)?.workspaceIds ?? [])]).toEqual([
      mock.service.fixtures.workspaceId,
    ]);
  });

  it('shows an account only to its owners: others see none listed and get 403; unknown ids 404', async () => {
    const { owner } = mock.service.fixtures;
    expect((await mock.client('admin').accounts.list()).items).toEqual([]);
    await expect(mock.client('admin').accounts.get(owner.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('owner').accounts.get('no-such-account')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('creates an account (201, the caller its owner), then updates it (200); only owners may update', async () => {
    const admin = mock.client('admin');
    const made = await admin.accounts.put('initech', { ...input, maxWorkspaces: 1 });
    expect(made.created).toBe(true);
    expect(made.data).toMatchObject({ id: 'initech', company: 'Initech', maxWorkspaces: 1 });
    const changed = await admin.accounts.put(made.data, { ...input, company: 'Initech Ltd', minutesPerMonth: 600 });
    expect(changed).toMatchObject({ created: false, data: { company: 'Initech Ltd', maxWorkspaces: 1 } });
    expect(changed.data.minutesPerMonth).toBe(600);
    expect((await admin.accounts.list()).items.map((a) => a.id)).toEqual(['initech']);
    await expect(mock.client('owner').accounts.put('initech', input)).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('answers 400 naming the field when a body misses what the service requires', async () => {
    const response = await mock.service.fetch('https://wdp.mock/api/accounts/x', {
      method: 'PUT',
      headers: { authorization: 'Bearer mock-admin-token', 'content-type': 'application/json' },
      body: JSON.stringify({ company: 'X' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ field: 'ownerEmail' }] });
    expect(() => mock.client('admin').accounts.put('x', { company: 'X' } as never)).toThrow(InvalidArgumentError);
  });

  it('creates workspaces in an account up to its maxWorkspaces (409 beyond); its owner owns each', async () => {
    const admin = mock.client('admin');
    await admin.accounts.put('initech', { ...input, maxWorkspaces: 1 });
    const { data: draft, response } = await admin.accounts.initialiseWorkspace('initech').withResponse();
    expect(response.status).toBe(200);
    expect(link(draft, 'create workspace')?.href).toBe(
      `${mock.server.url}/api/accounts/initech/workspaces/${draft.id}`,
    );
    const put = await admin.accounts.putWorkspace('initech', draft, { name: 'Research', domains: ['initech.com'] });
    expect(put.created).toBe(true);
    expect(put.data).toMatchObject({ id: draft.id, name: 'Research', alias: 'research', domains: ['initech.com'] });
    expect((await admin.workspaces.get(draft.id)).name).toBe('Research');
    expect((await admin.workspaces.list()).items.map((w) => w.name)).toContain('Research');
    expect(mock.service.store.workspaces.get(draft.id)?.ownerId).toBe(mock.service.fixtures.admin.id);

    const renamed = await admin.accounts.putWorkspace('initech', draft.id, { name: 'Research & Development' });
    expect(renamed).toMatchObject({ created: false, data: { name: 'Research & Development', alias: 'research' } });

    const error = await admin.accounts.createWorkspace('initech', { name: 'Second' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toMatch(/409/);
  });

  it('creates a workspace in one call, and refuses a workspace of another account (404)', async () => {
    const owner = mock.client('owner');
    const workspace = await owner.accounts.createWorkspace(mock.service.fixtures.owner.id, { name: 'Finance' });
    expect(workspace).toMatchObject({ name: 'Finance', alias: 'finance' });
    expect(mock.service.store.accounts.get(mock.service.fixtures.owner.id)?.workspaceIds.has(workspace.id)).toBe(true);
    await mock.client('admin').accounts.put('initech', input);
    await expect(
      mock.client('admin').accounts.putWorkspace('initech', workspace.id, { name: 'Stolen' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      mock.client('admin').accounts.initialiseWorkspace(mock.service.fixtures.owner.id),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it('adds owners, who then manage the account, and withdraws them, never the last one (409)', async () => {
    const { owner, member } = mock.service.fixtures;
    const asOwner = mock.client('owner');
    await expect(mock.client('member').accounts.get(owner.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    const added = await asOwner.accounts.addOwner(owner.id, member.id);
    expect(added.id).toBe(owner.id);
    expect((await mock.client('member').accounts.get(owner.id)).company).toBe('Acme Analytics');
    await expect(asOwner.accounts.addOwner(owner.id, 'auth0|nobody')).rejects.toBeInstanceOf(NotFoundError);

    await mock.client('member').accounts.withdrawOwner(owner.id, owner.id);
    await expect(asOwner.accounts.get(owner.id)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('member').accounts.withdrawOwner(owner.id, member.id)).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(mock.client('member').accounts.withdrawOwner(owner.id, owner.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
