// The admin API: reset, the clock and the request journal, in process (`mock.admin`) and over HTTP under
// `/__mock/` with its own token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { createMockService, type MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.service.reset();
  server.service.admin.clearJournal();
});

/** A request to the admin API with the admin token (or another). */
const admin = (method: string, path: string, body?: unknown, token = server.service.admin.token) =>
  fetch(`${server.url}/__mock/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('the admin API over HTTP', () => {
  it('refuses a request without the admin token (401), a demo user token included', async () => {
    for (const token of ['', server.service.fixtures.owner.token]) {
      const answer = await admin('POST', 'reset', undefined, token);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { message: string }).message).toMatch(/needs the mock's admin token/);
    }
    expect(server.service.admin.token).toMatch(/^mock_admin_[0-9a-f]{48}$/);
    expect(createMockService().admin.token).not.toBe(server.service.admin.token);
    expect(createMockService({ adminToken: 'ci-admin' }).admin.token).toBe('ci-admin');
  });

  it('reads and advances the clock', async () => {
    const before = (await (await admin('GET', 'clock')).json()) as { now: string; mode: string };
    expect(before).toEqual({ now: '2024-03-01T09:00:00.000Z', mode: 'manual', speed: 0 });
    const after = await admin('POST', 'clock/advance', { ms: 90_000 });
    expect(await after.json()).toEqual({ now: '2024-03-01T09:01:30.000Z', mode: 'manual', speed: 0 });
    expect(new Date(server.service.clock.now()).toISOString()).toBe('2024-03-01T09:01:30.000Z');
    expect((await admin('POST', 'clock/advance', { ms: -1 })).status).toBe(400);
  });

  it('sets the clock speed: auto on its own, manual again at 0 (the answers say so)', async () => {
    const fast = await admin('PUT', 'clock/speed', { speed: 1000 });
    expect(await fast.json()).toMatchObject({ mode: 'auto', speed: 1000 });
    const answer = await fetch(`${server.url}/api/profiles`, {
      headers: { authorization: `Bearer ${server.service.fixtures.owner.token}` },
    });
    expect(answer.headers.get('x-wdp-mock-clock')).toMatch(/^auto; now=/);
    const stopped = (await (await admin('PUT', 'clock/speed', { speed: 0 })).json()) as { now: string; mode: string };
    expect(stopped.mode).toBe('manual');
    expect((await (await admin('GET', 'clock')).json()) as { now: string }).toMatchObject({ now: stopped.now });
    expect((await admin('PUT', 'clock/speed', { speed: -1 })).status).toBe(400);
  });

  it('re-seeds: the same demo data under other ids', async () => {
    const before = server.service.fixtures.workspaceId;
    expect((await admin('POST', 'seed', { seed: 7 })).status).toBe(204);
    const reseeded = server.service.fixtures.workspaceId;
    expect(reseeded).not.toBe(before);
    expect(server.service.store.workspaces.get(reseeded)?.name).toBe('Analytics');
    expect(createMockService({ seed: 7 }).fixtures.workspaceId).toBe(reseeded);
    expect((await admin('POST', 'seed', { seed: 'x' })).status).toBe(400);
    expect((await admin('POST', 'seed', { seed: 1 })).status).toBe(204);
    expect(server.service.fixtures.workspaceId).toBe(before);
  });

  it('resets the state to the seed', async () => {
    const { owner, workspaceId } = server.service.fixtures;
    const client = new Client({ baseUrl: server.url, auth: owner.token });
    await client.channels.create(workspaceId, { name: 'Finance' });
    expect((await client.channels.list(workspaceId)).items.map((c) => c.name)).toContain('Finance');
    expect((await admin('POST', 'reset')).status).toBe(204);
    expect((await client.channels.list(workspaceId)).items.map((c) => c.name)).not.toContain('Finance');
  });

  it('journals what clients sent, credentials masked, and clears it', async () => {
    const { owner } = server.service.fixtures;
    const client = new Client({ baseUrl: server.url, auth: owner.token });
    await client.profiles.list();
    await fetch(`${server.url}/api/workspaces?page=0&access_token=secret-in-query`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const journal = (await (await admin('GET', 'journal')).json()) as Array<Record<string, unknown>>;
    expect(journal.map((entry) => `${entry['method']} ${entry['path']} ${entry['status']}`)).toEqual([
      'GET /api/profiles 200',
      'GET /api/workspaces 200',
    ]);
    expect(journal[0]).toMatchObject({ headers: expect.objectContaining({ authorization: '****' }), bodyBytes: 0 });
    expect(journal[1]?.['query']).toEqual({ page: '0', access_token: '****' });
    expect(JSON.stringify(journal)).not.toContain(owner.token);
    expect(typeof journal[0]?.['durationMs']).toBe('number');
    expect((await admin('DELETE', 'journal')).status).toBe(204);
    expect(await (await admin('GET', 'journal')).json()).toEqual([]);
  });

  it('answers 404 to an admin path it does not know', async () => {
    expect((await admin('GET', 'nothing')).status).toBe(404);
  });
});

describe('the admin API in process', () => {
  it('is the same through mock.admin, and its own requests are not journaled', async () => {
    const mock = createMockService();
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.owner.token, fetch: mock.fetch });
    await client.profiles.list();
    await mock.fetch('https://wdp.mock/__mock/clock', { headers: { authorization: `Bearer ${mock.admin.token}` } });
    expect(mock.admin.journal().map((entry) => entry.path)).toEqual(['/api/profiles']);
    expect(mock.admin.advance(1000)).toEqual({ now: '2024-03-01T09:00:01.000Z', mode: 'manual', speed: 0 });
    mock.admin.clearJournal();
    expect(mock.admin.journal()).toEqual([]);
  });
});
