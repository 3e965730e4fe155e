// Record and replay: a recording proxy in front of a second mock (the "real service"), driven by the SDK; the seed
// file it writes holds no credential and no upstream href; a mock started from it serves the same records, statefully.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import {
  createMockService,
  type MockSeedFile,
  type MockServer,
  parseMockSeed,
  type RecordingProxy,
  startMockServer,
  startRecordingProxy,
} from '../../src/mock/node.js';

let upstream: MockServer;
let folder: string;
let seed: MockSeedFile;
let text: string;
/** What the recording made and saw: the channel created, the one created then deleted, a job, a comment. */
const made = { channel: '', deleted: '', job: '', comment: '', rows: [] as unknown };

beforeAll(async () => {
  [upstream, folder] = await Promise.all([startMockServer(), mkdtemp(join(tmpdir(), 'wdp-record-'))]);
  const proxy = await startRecordingProxy({ target: upstream.url, out: join(folder, 'seed.json') });
  const { fixtures } = upstream.service;
  const as = (token: string) => new Client({ baseUrl: proxy.url, auth: token, retry: 0 });
  const [owner, admin, member] = [fixtures.owner, fixtures.admin, fixtures.member].map((user) => as(user.token));
  const ws = fixtures.workspaceId;
  await owner?.workspaces.list();
  await member?.workspaces.get(ws);
  await admin?.workspaces.get(ws); // the latest answer is kept: an administrator's, with the secret (masked)
  await admin?.members.list(ws);
  await admin?.channels.list(ws);
  made.channel =
    (await admin?.channels.create(ws, { name: 'Recorded', description: 'Made through the proxy' }))?.id ?? '';
  made.deleted = (await admin?.channels.create(ws, { name: 'Short-lived' }))?.id ?? '';
  await admin?.channels.delete(made.deleted);
  await member?.datasets.list(ws);
  made.rows = await member?.datasets.data(fixtures.datasets.churn);
  made.comment = (await member?.comments.list(fixtures.datasets.revenue))?.items[0]?.id ?? '';
  await admin?.pipelines.list(ws);
  await admin?.datastores.list(ws);
  made.job = (await admin?.jobs.list(ws))?.items[0]?.id ?? '';
  await admin?.jobs.get(made.job);
  await admin?.notifications.list();
  await proxy.close();
  text = await readFile(join(folder, 'seed.json'), 'utf8');
  seed = parseMockSeed(text);
});

afterAll(async () => {
  await Promise.all([upstream?.close(), folder && rm(folder, { recursive: true, force: true })]);
});

describe('the seed file of a recording', () => {
  it('holds no token, no webhook secret and no href to the recorded origin', () => {
    const { fixtures } = upstream.service;
    for (const user of [fixtures.owner, fixtures.admin, fixtures.member]) expect(text).not.toContain(user.token);
    expect(text).not.toContain('whsec_mock_deploy');
    expect(text).not.toContain('authorization');
    // The origin appears once: as recordedFrom, never in an href.
    expect(text.split(upstream.url)).toHaveLength(2);
    expect(seed.recordedFrom).toBe(upstream.url);
    expect(seed.records.workspaces?.[fixtures.workspaceId]?.['deploymentSecret']).toBe('****');
  });

  it('keeps the resources seen by id, the latest answer, without what was deleted', () => {
    const { fixtures } = upstream.service;
    const { records } = seed;
    expect(records.workspaces?.[fixtures.workspaceId]?.['name']).toBe('Analytics');
    expect(records.channels?.[made.channel]).toMatchObject({ name: 'Recorded', workspaceId: fixtures.workspaceId });
    expect(records.channels?.[made.deleted]).toBeUndefined();
    expect(Object.keys(records.datasets ?? {})).toEqual(expect.arrayContaining(Object.values(fixtures.datasets)));
    expect(records.pipelines?.[fixtures.pipelineId]).toMatchObject({ workspaceId: fixtures.workspaceId });
    expect(records.jobs?.[made.job]?.['workspaceId']).toBe(fixtures.workspaceId);
    expect(records.datastores?.[fixtures.datastoreId]?.['name']).toBe('Default datastore');
    expect(records.comments?.[made.comment]).toBeDefined();
    expect(JSON.parse(String(records.datasets?.[fixtures.datasets.churn]?.['rawData']))).toEqual(made.rows);
    expect(Object.keys(records.notifications ?? {}).length).toBeGreaterThan(0);
    const self = records.channels?.[made.channel]?.['_links'] as Record<string, { href: string }>;
    expect(self['self']?.href).toBe(`/api/channels/${made.channel}`);
  });

  it('knows who is in the workspace: those who read it, admins by the secret they were shown', () => {
    const { fixtures } = upstream.service;
    expect(seed.members[fixtures.workspaceId]).toEqual({
      [fixtures.owner.id]: 'admin',
      [fixtures.admin.id]: 'admin',
      [fixtures.member.id]: 'member',
    });
    expect(Object.keys(seed.records.profiles ?? {})).toEqual(
      expect.arrayContaining([fixtures.owner.id, fixtures.admin.id, fixtures.member.id]),
    );
  });
});

describe('a mock served from the seed file', () => {
  let replay: MockServer;
  const token = (profileId: string) =>
    replay.service.fixtures.recorded?.users.find((user) => user.id === profileId)?.token ?? '';
  beforeAll(async () => {
    replay = await startMockServer({ seedFile: seed });
  });
  afterAll(() => replay?.close());

  it('gives each recorded profile a fresh token, and fixtures by role', () => {
    const { fixtures } = replay.service;
    const recorded = upstream.service.fixtures;
    expect(fixtures.workspaceId).toBe(recorded.workspaceId);
    expect(fixtures.owner.id).toBe(recorded.owner.id);
    expect(fixtures.admin.id).toBe(recorded.admin.id);
    expect(fixtures.member.id).toBe(recorded.member.id);
    for (const user of fixtures.recorded?.users ?? []) expect(user.token).toMatch(/^mock_[0-9a-f]{48}$/);
    expect(fixtures.recorded?.skipped).toEqual([]);
  });

  it('serves the recorded records with their ids and names', async () => {
    const recorded = upstream.service.fixtures;
    const client = new Client({ baseUrl: replay.url, auth: token(recorded.member.id), retry: 0 });
    const workspace = await client.workspaces.get(recorded.workspaceId);
    expect(workspace).toMatchObject({ id: recorded.workspaceId, name: 'Analytics', status: 'READY' });
    const channels = await client.channels.list(recorded.workspaceId);
    expect(channels.items.map((c) => c.name).sort()).toEqual(['Marketing', 'Recorded', 'Sales']);
    const dataset = await client.datasets.get(recorded.datasets.revenue);
    expect(dataset).toMatchObject({ title: 'Q3 revenue #kpi', source: 'Sales' });
    expect((await client.jobs.get(made.job)).status).toBe('COMPLETE');
    expect((await client.comments.get(made.comment)).id).toBe(made.comment);
    expect((await client.pipelines.get(recorded.pipelineId)).status).toBe('READY');
    expect(await client.datasets.data(recorded.datasets.churn)).toEqual(made.rows); // the rows it answered
  });

  it('changes state on writes: a rename shows, a delete removes, a member may not delete', async () => {
    const recorded = upstream.service.fixtures;
    const admin = new Client({ baseUrl: replay.url, auth: token(recorded.admin.id), retry: 0 });
    const member = new Client({ baseUrl: replay.url, auth: token(recorded.member.id), retry: 0 });
    await admin.channels.update(recorded.workspaceId, made.channel, { name: 'Renamed' });
    expect((await member.channels.get(made.channel)).name).toBe('Renamed');
    await expect(member.channels.delete(made.channel)).rejects.toBeInstanceOf(PermissionDeniedError);
    await admin.channels.delete(made.channel);
    await expect(member.channels.get(made.channel)).rejects.toBeInstanceOf(NotFoundError);
    replay.service.reset();
    expect((await member.channels.get(made.channel)).name).toBe('Recorded'); // a reset loads the file again
  });
});

describe('the recording proxy at the HTTP boundary', () => {
  let proxy: RecordingProxy;
  beforeAll(async () => {
    proxy = await startRecordingProxy({ target: upstream.url });
  });
  afterAll(() => proxy?.close());

  it("rebases every href of an answer on the proxy's origin, exactly", async () => {
    const { workspaceId, member } = upstream.service.fixtures;
    const answer = await fetch(`${proxy.url}/api/workspaces/${workspaceId}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const body = (await answer.json()) as { _links: Record<string, { href: string }> };
    expect(answer.status).toBe(200);
    expect(body._links['self']?.href).toBe(`${proxy.url}/api/workspaces/${workspaceId}`);
    expect(body._links['channels']?.href).toBe(`${proxy.url}/api/workspaces/${workspaceId}/channels`);
    expect(JSON.stringify(body)).not.toContain(upstream.url);
  });

  it('forwards method, path, query, headers and body as they came; rebases Location and hrefs', async () => {
    const seen: Array<{
      method: string;
      url: string;
      authorization: string | null;
      type: string | null;
      body: string;
    }> = [];
    const target = 'https://wdp.example/base';
    const fake: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const { method, url, headers } = request;
      seen.push({
        method,
        url,
        authorization: headers.get('authorization'),
        type: headers.get('content-type'),
        body: await request.text(),
      });
      if (url.endsWith('/api/profiles'))
        return Response.json({
          _embedded: {
            profiles: [{ id: 'auth0|1', name: 'Ada', _links: { self: { href: `${target}/api/profiles` } } }],
          },
        });
      const body = {
        id: 'j1',
        _links: { self: { href: `${target}/api/jobs/j1` }, other: { href: 'https://elsewhere.example/x' } },
      };
      return Response.json(body, { status: 201, headers: { location: `${target}/api/jobs/j1` } });
    };
    const proxy = await startRecordingProxy({ target, fetch: fake });
    const answer = await fetch(`${proxy.url}/api/pipelines/p1/jobs?dryRun=true`, {
      method: 'POST',
      headers: { authorization: 'Bearer t0k3n-abcdefgh', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(seen).toEqual([
      { method: 'GET', url: `${target}/api/profiles`, authorization: 'Bearer t0k3n-abcdefgh', type: null, body: '' },
      {
        method: 'POST',
        url: `${target}/api/pipelines/p1/jobs?dryRun=true`,
        authorization: 'Bearer t0k3n-abcdefgh',
        type: 'application/json',
        body: '{"a":1}',
      },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('location')).toBe(`${proxy.url}/api/jobs/j1`);
    expect(await answer.json()).toEqual({
      id: 'j1',
      _links: { self: { href: `${proxy.url}/api/jobs/j1` }, other: { href: 'https://elsewhere.example/x' } },
    });
    const recorded = await proxy.close();
    expect(recorded.records.jobs?.['j1']?.['_links']).toEqual({
      self: { href: '/api/jobs/j1' },
      other: { href: 'https://elsewhere.example/x' },
    });
    expect(JSON.stringify(recorded)).not.toContain('t0k3n-abcdefgh');
  });

  it('learns the origin the service writes its links on, rebases it as the target, and warns of it once', async () => {
    const target = 'http://10.0.0.7:8080';
    const public_ = 'https://wdp.public.example/wdp';
    const fake: typeof fetch = async (input) => {
      const path = new URL(String(input)).pathname;
      const self = { self: { href: `${public_}${path}` } };
      if (path === '/api/profiles') return Response.json({ _embedded: { profiles: [{ id: 'p1', _links: self }] } });
      // A file whose self link is on another origin, and no API path: the proxy cannot rebase it, and warns of it.
      const file = { id: 'f1', _links: { self: { href: 'https://files.example/f1' } } };
      const body = { id: 'w1', name: 'Public', _links: self, _embedded: { files: [file] } };
      return Response.json(body, { headers: { location: `${public_}/api/workspaces/w1` } });
    };
    const warnings: string[] = [];
    const proxy = await startRecordingProxy({ target, fetch: fake, onWarning: (message) => warnings.push(message) });
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${proxy.url}/api/workspaces/w1`, { headers: { authorization: 'Bearer t0k3n-1234' } });
      expect(answer.headers.get('location')).toBe(`${proxy.url}/api/workspaces/w1`);
      expect(((await answer.json()) as { _links: unknown })._links).toEqual({
        self: { href: `${proxy.url}/api/workspaces/w1` },
      });
    }
    expect(warnings).toEqual([
      `The service at ${target} writes its links on ${public_}; the recording proxy rebases those on itself too, and ` +
        'the seed file holds them relative.',
      `The service at ${target} answered with links on https://files.example, which the recording proxy does not ` +
        'rebase: clients that follow them leave the proxy, and the seed file keeps them absolute. Record the URL the ' +
        'service writes its links on instead.',
    ]);
    const recorded = await proxy.close();
    expect(recorded.records.profiles?.['p1']?.['_links']).toEqual({ self: { href: '/api/profiles' } });
    expect(recorded.records.workspaces?.['w1']?.['_links']).toEqual({ self: { href: '/api/workspaces/w1' } });
    expect(JSON.stringify(recorded)).not.toContain('wdp.public.example');
  });

  it('streams a job log through as it came (NDJSON and stream+json are no JSON document to rebase)', async () => {
    const { admin } = upstream.service.fixtures;
    for (const accept of ['application/x-ndjson', 'application/stream+json']) {
      const read = (origin: string) =>
        fetch(`${origin}/api/jobs/${made.job}/logs?sequence=0`, {
          headers: { authorization: `Bearer ${admin.token}`, accept },
        });
      const [direct, proxied] = await Promise.all([read(upstream.url), read(proxy.url)]);
      expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'));
      expect(await proxied.text()).toBe(await direct.text());
    }
  });

  it('answers 502 naming the target when it cannot reach it', async () => {
    const closed = await startMockServer();
    await closed.close();
    const lost = await startRecordingProxy({ target: closed.url });
    const answer = await fetch(`${lost.url}/api/profiles`);
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { message: string }).message).toContain(`could not reach ${closed.url}`);
    await lost.close();
  });

  it('refuses a target that is no bare http(s) URL', async () => {
    await expect(startRecordingProxy({ target: 'wdp.example.com' })).rejects.toThrow(
      /^target must be the absolute http\(s\) URL of the service to record/,
    );
    await expect(startRecordingProxy({ target: 'https://user:pw@wdp.example.com' })).rejects.toThrow(
      /no user or password/,
    );
  });
});

describe('createMockService({ seedFile })', () => {
  it('starts its clock at the recording instant', () => {
    const mock = createMockService({ seedFile: seed });
    expect(mock.clock.now()).toBe(Date.parse(seed.recordedAt));
  });
});
