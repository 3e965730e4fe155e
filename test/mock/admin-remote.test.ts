// RemoteMockAdmin: the admin API of a mock in another process, over HTTP, as `mock.admin` is in process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { type MockServer, RemoteMockAdmin } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

describe('RemoteMockAdmin', () => {
  it('resets, moves the clock, and reads and clears the journal of a served mock', async () => {
    const admin = new RemoteMockAdmin(server.url, server.service.admin.token);
    const { owner, workspaceId } = server.service.fixtures;
    const client = new Client({ baseUrl: server.url, auth: owner.token });
    await admin.clearJournal();
    await client.channels.create(workspaceId, { name: 'Finance' });
    const journal = await admin.journal();
    expect(journal.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toContainEqual(
      expect.stringMatching(/^PUT \/api\/workspaces\/[^/]+\/channels\/[^/]+ 201$/),
    );
    await admin.reset();
    expect((await client.channels.list(workspaceId)).items.map((c) => c.name)).not.toContain('Finance');
    expect(await admin.advance(60_000)).toEqual({ now: '2024-03-01T09:01:00.000Z', mode: 'manual', speed: 0 });
    expect(await admin.setSpeed(0)).toMatchObject({ mode: 'manual' });
    await admin.reseed(1);
    expect(await admin.clock()).toEqual({ now: '2024-03-01T09:00:00.000Z', mode: 'manual', speed: 0 });
    await admin.clearJournal();
    expect(await admin.journal()).toEqual([]);
  });

  it('rejects with the status and message of a refusal, and refuses a missing URL or token at once', async () => {
    const wrong = new RemoteMockAdmin(server.url, 'not-the-token');
    await expect(wrong.reset()).rejects.toThrow(
      /^The mock's admin API answered 401 to POST \/__mock\/reset: The admin API needs the mock's admin token/,
    );
    await expect(new RemoteMockAdmin(server.url, server.service.admin.token).advance(-5)).rejects.toThrow(/400/);
    expect(() => new RemoteMockAdmin('not a url', 't')).toThrow(TypeError);
    expect(() => new RemoteMockAdmin(server.url, '')).toThrow(/admin token/);
  });

  it('calls fetch on its own, as a browser and workerd require (they refuse any other `this`)', async () => {
    const receivers: unknown[] = [];
    const strictFetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      receivers.push(this);
      return globalThis.fetch(input, init);
    };
    await new RemoteMockAdmin(server.url, server.service.admin.token, strictFetch).clearJournal();
    expect(receivers).toEqual([undefined]);
  });
});
