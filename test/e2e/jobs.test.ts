import { describe, expect, it } from 'vitest';
import { ConflictError, type Job, NotFoundError, PermissionDeniedError } from '../../src/index.js';
import { addJob } from '../../src/mock/resources/jobs/jobs.js';
import { type Role, useMockServer } from './harness.js';

const mock = useMockServer();
const millis = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/;

/** GETs a job's logs over the socket with the caller's token. */
async function logs(job: Job, accept: string, sequence = 0, role: Role = 'member'): Promise<Response> {
  const url = new URL(`/api/jobs/${job.id}/logs?sequence=${sequence}`, mock.server.url);
  return fetch(url, { headers: { authorization: `Bearer ${mock.user(role).token}`, accept } });
}

describe('jobs over the loopback mock', () => {
  it('moves a deployment job QUEUED -> RUNNING -> COMPLETE as the clock advances', async () => {
    const client = mock.client('admin');
    const ws = mock.service.fixtures.workspaceId;
    const queued = await client.deployments.deploy(ws);
    expect(queued).toMatchObject({ type: 'WORKSPACE_DEPLOY', status: 'QUEUED', attempt: 1, maxAttempts: 1 });
    expect(queued._embedded?.profile).toMatchObject({
      id: mock.user('admin').id,
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    expect(queued).not.toHaveProperty('startTime');
    expect(queued).not.toHaveProperty('commitId');
    expect(Object.keys(queued._links ?? {}).sort()).toEqual(['delete job', 'logs', 'self', 'withdraw job']);

    mock.service.clock.advance(2_000);
    const running = await mock.client('member').jobs.get(queued);
    expect(running.status).toBe('RUNNING');
    expect(running.startTime).toMatch(millis);
    expect(running.commitId).toMatch(/^[0-9a-f]{40}$/);
    expect(running).not.toHaveProperty('endTime');
    expect(running).not.toHaveProperty('exitCode');

    mock.service.clock.advance(8_000);
    const done = await client.jobs.get(queued.id);
    expect(done).toMatchObject({
      status: 'COMPLETE',
      exitCode: 0,
      startTime: running.startTime,
      commitId: running.commitId,
    });
    expect(Date.parse(`${done.endTime ?? ''}Z`) - Date.parse(`${done.startTime ?? ''}Z`)).toBe(8_000);
    expect(done._links).not.toHaveProperty('withdraw job');
  });

  it('stops a queued job (202, STOPPED, exit code 143) and refuses to stop it twice', async () => {
    const client = mock.client('admin');
    const job = await client.deployments.deploy(mock.service.fixtures.workspaceId);
    await expect(mock.client('member').jobs.stop(job)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(client.jobs.stop(job)).resolves.toEqual({});
    const stopped = await client.jobs.get(job);
    expect(stopped).toMatchObject({ id: job.id, status: 'STOPPED', exitCode: 143 });
    expect(stopped).not.toHaveProperty('startTime');
    expect(stopped.endTime).toMatch(millis);
    mock.service.clock.advance(60_000);
    expect((await client.jobs.get(job.id)).status).toBe('STOPPED');
    await expect(client.jobs.stop(job.id)).rejects.toBeInstanceOf(ConflictError);
  });

  it('runs a pipeline once at a time (409 while busy), lists its jobs, deletes only when not running', async () => {
    const client = mock.client('admin');
    const { pipelineId } = mock.service.fixtures;
    // The seeded pipeline is idle at the start (its PIPELINE_CONFIG job ended as the clock started).
    const run = await client.jobs.create(pipelineId);
    expect(run).toMatchObject({ type: 'PIPELINE_RUN', status: 'QUEUED', maxAttempts: 2 });
    expect(run._embedded?.pipeline).toMatchObject({
      id: pipelineId,
      name: 'orders-etl',
      label: 'Orders ETL',
      status: 'READY',
    });
    const error = await client.jobs.create(pipelineId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).body).toMatchObject({ status: 409, error: 'Conflict' });
    await expect(mock.client('member').jobs.create(pipelineId)).rejects.toBeInstanceOf(PermissionDeniedError);

    const listed = await mock.client('member').jobs.listForPipeline(pipelineId);
    // Newest first: the run, the setup, then the demo's three past runs.
    expect(listed.items.map((j) => j.type)).toEqual([
      'PIPELINE_RUN',
      'PIPELINE_CONFIG',
      ...Array(3).fill('PIPELINE_RUN'),
    ]);

    mock.service.clock.advance(2_000);
    await expect(client.jobs.delete(run)).rejects.toBeInstanceOf(ConflictError);
    mock.service.clock.advance(8_000);
    await client.jobs.delete(run);
    await expect(client.jobs.get(run.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(mock.service.store.jobs.has(run.id)).toBe(false);
  });

  it('answers 404 for unknown jobs and pipelines, 403 to outsiders', async () => {
    const { workspaceId, pipelineId } = mock.service.fixtures;
    await expect(mock.client('member').jobs.get('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      mock.client('member').jobs.listForPipeline('00000000-0000-4000-8000-000000000000'),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(mock.client('outsider').jobs.list(workspaceId)).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(mock.client('outsider').jobs.listForPipeline(pipelineId)).rejects.toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('pages through 250 seeded jobs, newest first, each exactly once', async () => {
    const { store, fixtures } = mock.service;
    const ws = fixtures.workspaceId;
    const now = store.clock.now();
    for (let i = 0; i < 250; i++)
      addJob(store, {
        workspaceId: ws,
        type: 'WORKSPACE_DEPLOY',
        profileId: fixtures.owner.id,
        createdAt: now - (i + 1) * 60_000,
      });
    const expected = [...store.jobs.values()].filter((j) => j.workspaceId === ws).length;
    expect(expected).toBeGreaterThanOrEqual(252);

    const client = mock.client('member');
    const seen: string[] = [];
    for await (const job of client.jobs.list(ws)) seen.push(job.id);
    expect(seen).toHaveLength(expected);
    expect(new Set(seen).size).toBe(expected);

    const pages = [];
    for await (const page of client.jobs.list(ws, { size: 50 }).pages()) pages.push(page);
    expect(pages).toHaveLength(Math.ceil(expected / 50));
    expect(pages).toHaveLength(6);
    expect(pages.flatMap((p) => p.items.map((j) => j.id))).toEqual(seen);
    const first = pages[0]?.items ?? [];
    expect(first[0]?.type).toBe('PIPELINE_CONFIG');
    const starts = pages
      .flatMap((p) => p.items)
      .slice(2)
      .map((j) => j.startTime ?? '');
    expect(starts).toEqual([...starts].sort().reverse());
    expect(pages[5]?.page).toEqual({ size: 50, totalElements: expected, totalPages: 6, number: 5 });
  });

  it('writes log lines by sequence: 204 before the first, text, NDJSON and SSE', async () => {
    const job = await mock.client('admin').deployments.deploy(mock.service.fixtures.workspaceId);
    const none = await logs(job, 'text/plain');
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');

    mock.service.clock.advance(2_000);
    const first = await mock.client('member').follow(job, 'logs', { headers: { accept: 'application/x-ndjson' } });
    expect(first).toMatchObject({ sequence: 0, level: 'INFO', message: `Starting WORKSPACE_DEPLOY job ${job.id}` });

    mock.service.clock.advance(8_000);
    const text = await logs(job, '*/*');
    expect(text.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await text.text()).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(17);
    expect(lines.at(-1)).toBe('Job finished with status COMPLETE');

    const tail = await logs(job, 'application/x-ndjson', 15);
    expect(tail.headers.get('content-type')).toBe('application/x-ndjson');
    const records = (await tail.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.map((r) => r['sequence'])).toEqual([15, 16]);
    expect(records[1]).toMatchObject({ level: 'INFO', message: 'Job finished with status COMPLETE' });
    expect(records[1]?.['timestamp']).toMatch(millis);

    const events = await (await logs(job, 'text/event-stream', 16)).text();
    expect(events).toBe(`id: 16\ndata: ${JSON.stringify(records[1])}\n\n`);
    expect((await logs(job, 'application/stream+json', 17)).status).toBe(204);
    expect((await logs(job, 'application/json')).status).toBe(406);
    expect((await logs(job, 'text/plain', 0, 'outsider')).status).toBe(403);
  });

  it('ends a stopped job log with the STOPPED line', async () => {
    const job = await mock.client('admin').deployments.deploy(mock.service.fixtures.workspaceId);
    mock.service.clock.advance(3_100);
    await mock.client('admin').jobs.stop(job);
    const lines = (await (await logs(job, 'text/plain')).text()).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toBe('Job finished with status STOPPED');
  });
});
