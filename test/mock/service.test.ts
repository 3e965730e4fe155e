import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, Client, clientCredentials, NotFoundError } from '../../src/index.js';
import { mswHandlers } from '../../src/mock/msw.js';
import { createMockService, startMockServer } from '../../src/mock/node.js';

describe('createMockService with msw in-process', () => {
  const mock = createMockService();
  const server = setupServer(...mswHandlers(mock, { baseUrl: 'https://wdp.mock' }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers the SDK through msw handlers', async () => {
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.member.token, validation: 'strict' });
    const page = await client.channels.list(mock.fixtures.workspaceId);
    expect(page.items.map((c) => c.name)).toEqual(['Marketing', 'Sales']);
    expect(page.links['self']?.href).toBe(
      `https://wdp.mock/api/workspaces/${mock.fixtures.workspaceId}/channels?page=0&size=10&sort=name,asc`,
    );
  });

  it('refuses a missing or wrong token with 401 and the service error body', async () => {
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: 'wrong', retry: 0 });
    const error = await client.channels.get(mock.fixtures.channels.sales).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).body).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      path: `/api/channels/${mock.fixtures.channels.sales}`,
    });
    expect((error as AuthenticationError).body?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
  });
});

describe('the mock without msw', () => {
  it('serves its own fetch, with 404 for unknown ids and 405 for unknown methods', async () => {
    const mock = createMockService();
    const client = new Client({
      baseUrl: 'https://anything.test',
      auth: mock.fixtures.owner.token,
      fetch: mock.fetch,
      retry: 0,
    });
    await expect(client.channels.get('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
    const response = await mock.fetch('https://anything.test/api/no-such-collection', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${mock.fixtures.owner.token}` },
    });
    expect(response.status).toBe(404);
    const wrongMethod = await mock.fetch(`https://anything.test/api/channels/${mock.fixtures.channels.sales}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mock.fixtures.owner.token}` },
    });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ status: 405, error: 'Method Not Allowed' });
  });

  it('is deterministic: the same seed gives the same ids and timestamps, another seed others', () => {
    const a = createMockService({ seed: 7 }).inspect();
    const b = createMockService({ seed: 7 }).inspect();
    const c = createMockService({ seed: 8 }).inspect();
    expect(a).toEqual(b);
    expect(a['channels']).not.toEqual(c['channels']);
  });

  it('writes zone-less timestamps with fractional seconds of varying precision', () => {
    const channels = createMockService().inspect()['channels'] as Array<{ created: string }>;
    const stamps = [...(createMockService().inspect()['datasets'] as Array<{ created: string }>), ...channels].map(
      (r) => r.created,
    );
    for (const stamp of stamps) expect(stamp).toMatch(/^2024-03-01T09:00:00\.\d{1,9}$/);
    expect(new Set(stamps.map((s) => s.length)).size).toBeGreaterThan(1);
  });

  it('resets to its first state and hands out copies on inspect', async () => {
    const mock = createMockService();
    const before = mock.inspect();
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch: mock.fetch });
    await client.channels.create(mock.fixtures.workspaceId, { name: 'Ops' });
    expect(mock.inspect()['channels']).toHaveLength(3);
    (mock.inspect()['channels'] as unknown[]).length = 0;
    expect(mock.inspect()['channels']).toHaveLength(3);
    mock.reset();
    expect(mock.inspect()).toEqual(before);
  });

  it('starts empty when asked', () => {
    const mock = createMockService({ data: 'empty' });
    expect(mock.inspect()['workspaces']).toEqual([]);
    expect(mock.fixtures.workspaceId).toBe('');
  });

  it('moves its clock only when told, or by autoAdvanceMs per request', async () => {
    const mock = createMockService({ autoAdvanceMs: 250 });
    const start = mock.clock.now();
    await mock.fetch('https://wdp.mock/api/profiles', {
      headers: { authorization: `Bearer ${mock.fixtures.owner.token}` },
    });
    expect(mock.clock.now()).toBe(start + 250);
    mock.clock.advance(1000);
    expect(mock.clock.now()).toBe(start + 1250);
    expect(() => mock.clock.advance(-1)).toThrow(RangeError);
  });

  it('tells its clock on every answer, errors too: x-wdp-mock-clock is manual or auto, and the instant', async () => {
    const manual = createMockService();
    const auth = { authorization: `Bearer ${manual.fixtures.owner.token}` };
    const ok = await manual.fetch('https://wdp.mock/api/profiles', { headers: auth });
    expect(ok.headers.get('x-wdp-mock-clock')).toBe('manual; now=2024-03-01T09:00:00.000Z');
    manual.clock.advance(1_500);
    const missing = await manual.fetch('https://wdp.mock/api/nothing', { headers: auth });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-wdp-mock-clock')).toBe('manual; now=2024-03-01T09:00:01.500Z');
    const auto = createMockService({ autoAdvanceMs: 250 });
    const token = await auto.fetch('https://wdp.mock/oauth/token', { method: 'POST' });
    expect(token.headers.get('x-wdp-mock-clock')).toBe('auto; now=2024-03-01T09:00:00.250Z');
  });

  it('exchanges an API key for a token at {baseUrl}/oauth/token, as the JSDoc of createMockService shows', async () => {
    const mock = createMockService();
    const key = mock.seed.apiKey({ profileId: mock.fixtures.admin.id, name: 'ci' });
    const auth = clientCredentials({
      tokenUrl: 'https://wdp.mock/oauth/token',
      clientId: key.clientId ?? '',
      clientSecret: key.clientSecret ?? '',
      audience: 'https://wdp.mock/api',
    });
    const ci = new Client({ baseUrl: 'https://wdp.mock', auth, fetch: mock.fetch });
    expect((await ci.profiles.list()).items.map((p) => p.name)).toEqual(['Grace Hopper']);
    expect([...key.tokens]).toEqual([expect.stringMatching(/^mock_cc_[0-9a-f]{40}$/)]);
  });

  it('starts with the demo pipeline idle: a run starts at once; the setup jobs ended as the clock began', async () => {
    const mock = createMockService();
    const seeded = mock.inspect()['notifications'];
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch: mock.fetch });
    const setup = await client.jobs.listForPipeline(mock.fixtures.pipelineId);
    expect(setup.items.map((job) => [job.type, job.status, job.endTime])).toEqual([
      ['PIPELINE_CONFIG', 'COMPLETE', '2024-03-01T09:00:00.000'],
      ['PIPELINE_RUN', 'COMPLETE', '2024-02-29T09:00:00.000'],
      ['PIPELINE_RUN', 'COMPLETE', '2024-02-28T09:00:00.000'],
      ['PIPELINE_RUN', 'COMPLETE', '2024-02-27T09:00:00.000'],
    ]);
    const run = await client.jobs.create(mock.fixtures.pipelineId);
    expect(run).toMatchObject({ type: 'PIPELINE_RUN', status: 'QUEUED' });
    const all = await client.jobs.list(mock.fixtures.workspaceId);
    // Newest first; the setup jobs of both pipelines, then the history of customers-sync among orders-etl's runs.
    expect(all.items.map((job) => [job.type, job.status])).toEqual([
      ['PIPELINE_RUN', 'QUEUED'],
      ['PIPELINE_CONFIG', 'COMPLETE'],
      ['PIPELINE_CONFIG', 'COMPLETE'],
      ['WORKSPACE_INIT', 'COMPLETE'],
      ['PIPELINE_RUN', 'RUNNING'],
      ['PIPELINE_RUN', 'ERROR'],
      ...Array(4).fill(['PIPELINE_RUN', 'COMPLETE']),
    ]);
    // No job event was raised for the setup jobs: the notifications are the demo's own.
    expect(mock.inspect()['notifications']).toEqual(seeded);
  });
});

describe('startMockServer', () => {
  it('serves over loopback and answers CORS preflights for loopback origins', async () => {
    const server = await startMockServer({ seed: 3 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const preflight = await fetch(`${server.url}/api/channels/x`, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:1', 'access-control-request-method': 'PUT' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:1');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      expect(preflight.headers.get('access-control-expose-headers')).toContain('x-wdp-mock-clock');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-request-id');
      expect(preflight.headers.get('access-control-expose-headers')).toContain('x-request-id');
      const client = new Client({
        baseUrl: server.url,
        auth: server.service.fixtures.member.token,
        validation: 'strict',
      });
      expect((await client.channels.get(server.service.fixtures.channels.sales)).name).toBe('Sales');
    } finally {
      await server.close();
    }
  });

  it('shares the state of a service given to it', async () => {
    const service = createMockService();
    const server = await startMockServer({ service });
    try {
      expect(server.service).toBe(service);
    } finally {
      await server.close();
    }
  });
});
