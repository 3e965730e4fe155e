// The cap on records of one kind per workspace (or per dataset or profile), drafts included: a client cannot grow a
// mock left running without bound. Past the cap a create is refused with 409 and a message naming the limit.
import { describe, expect, it } from 'vitest';
import { Client, ConflictError } from '../../src/index.js';
import { createMockService } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';

const cap = 10_000;

describe('records per workspace', () => {
  it('refuses the channel past the cap (409, over HTTP), drafts included; takes one again after a delete', async () => {
    const server = await startMockServer();
    try {
      const { workspaceId, admin } = server.service.fixtures;
      const existing = [...server.service.store.channels.values()].filter((c) => c.workspaceId === workspaceId).length;
      for (let i = existing; i < cap; i++)
        server.service.seed.channel({ workspaceId, creatorId: admin.id, name: `channel ${i}` });
      const client = new Client({ baseUrl: server.url, auth: admin.token, retry: 0 });
      const refused = await client.channels.initialise(workspaceId).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ConflictError);
      expect((refused as ConflictError).message).toContain(
        `Workspace ${workspaceId} already holds ${cap} channels, the mock's limit; delete some, or reset the mock ` +
          '(POST /__mock/reset)',
      );
      const size = server.service.store.channels.size;
      expect(size).toBe(cap);
      await client.channels.delete(server.service.fixtures.channels.marketing);
      const draft = await client.channels.initialise(workspaceId);
      expect(server.service.store.channels.get(draft.id)?.draft).toBe(true);
      await expect(client.channels.initialise(workspaceId)).rejects.toBeInstanceOf(ConflictError);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('counts per workspace: another workspace still takes records; a reset empties the count', async () => {
    const mock = createMockService();
    const { workspaceId, admin, owner } = mock.fixtures;
    for (let i = 2; i < cap; i++) mock.seed.channel({ workspaceId, creatorId: admin.id, name: `channel ${i}` });
    expect(() => mock.seed.channel({ workspaceId, creatorId: admin.id, name: 'one too many' })).toThrow(
      "already holds 10000 channels, the mock's limit",
    );
    const other = mock.seed.workspace({ name: 'Other', ownerId: owner.id });
    expect(mock.seed.channel({ workspaceId: other.id, creatorId: owner.id, name: 'fine' }).name).toBe('fine');
    mock.reset();
    expect(mock.seed.channel({ workspaceId: mock.fixtures.workspaceId, creatorId: admin.id, name: 'x' }).name).toBe(
      'x',
    );
  }, 60_000);

  it('caps API key drafts per profile, naming the profile and the kind', async () => {
    const mock = createMockService();
    const { admin } = mock.fixtures;
    const keys = [...mock.store.apiKeys.values()].filter((k) => k.profileId === admin.id).length;
    for (let i = keys; i < cap; i++) mock.seed.apiKey({ profileId: admin.id, name: `key ${i}` });
    const answer = await mock.fetch('https://wdp.mock/api/apikeys', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const body = (await answer.json()) as { message: string };
    expect([answer.status, body.message]).toEqual([
      409,
      `Profile ${admin.id} already holds ${cap} api keys, the mock's limit; delete some, or reset the mock ` +
        '(POST /__mock/reset)',
    ]);
  }, 60_000);
});
