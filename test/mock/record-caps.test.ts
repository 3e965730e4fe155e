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

describe('bytes of request bodies taken since the last reset', () => {
  it('counts each JSON body and upload taken, refuses one past the limit (413), starts again on reset', async () => {
    const mock = createMockService();
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch: mock.fetch });
    const { workspaceId } = mock.fixtures;
    await client.channels.create(workspaceId, { name: 'Ops' });
    const afterJson = mock.store.takenBytes;
    expect(afterJson).toBe(JSON.stringify({ name: 'Ops' }).length);
    await client.files.upload(workspaceId, { 'notes.txt': 'twelve bytes' });
    expect(mock.store.takenBytes).toBe(afterJson + 'twelve bytes'.length);

    mock.store.takenBytes = 256 * 1024 * 1024 - 5; // as if 256 MiB had been written
    const refused = await client.channels.create(workspaceId, { name: 'Finance' }).catch((e: unknown) => e);
    expect((refused as Error).message).toContain(
      'The mock has taken 268435451 bytes of request bodies since it was reset, and its limit is 268435456; ' +
        'reset it (POST /__mock/reset) to go on',
    );
    mock.reset();
    expect(mock.store.takenBytes).toBe(0);
    expect((await client.channels.create(workspaceId, { name: 'Finance' })).name).toBe('Finance');
  });
});
