// Faults after the request took effect (`afterEffect: true`), in process: the mock runs the request, so its write
// happens, then the client gets the fault instead of the answer; without it the fault leaves nothing behind.
import { describe, expect, it } from 'vitest';
import { Client, ConnectionError, ServerError, TimeoutError } from '../../../src/index.js';
import { createMockService, type MockFault, type MockService } from '../../../src/mock/index.js';

const base = 'https://wdp.mock';
const runsPath = '/api/pipelines/*/jobs';
const clientOf = (mock: MockService, extra: Partial<ConstructorParameters<typeof Client>[0]> = {}) =>
  new Client({ baseUrl: base, auth: mock.fixtures.admin.token, fetch: mock.fetch, ...extra });
const journal = (mock: MockService) => mock.admin.journal().map((e) => `${e.method} ${e.status} ${e.fault ?? '-'}`);

/** The ids of the runs of the demo pipeline, as the client lists them. */
async function runsOf(client: Client, mock: MockService): Promise<string[]> {
  const ids: string[] = [];
  for await (const job of client.jobs.listForPipeline(mock.fixtures.pipelineId)) ids.push(job.id);
  return ids;
}

/** Starts a run of the demo pipeline under `fault` (one POST): its error (if any), the runs it added, its label. */
async function runUnder(fault: MockFault, extra: Partial<ConstructorParameters<typeof Client>[0]> = {}) {
  const mock = createMockService();
  const client = clientOf(mock, extra);
  const before = await runsOf(client, mock);
  mock.admin.addFault({ method: 'POST', path: runsPath, times: 1, fault });
  const error = await client.jobs.create(mock.fixtures.pipelineId).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  const added = (await runsOf(client, mock)).filter((id) => !before.includes(id));
  return { mock, error, added, label: mock.admin.journal().find((e) => e.method === 'POST')?.fault };
}

describe('reset after effect', () => {
  it('drops the connection once the run is created: the SDK reports a ConnectionError, the run is listed', async () => {
    const { mock, error, added, label } = await runUnder({ type: 'reset', afterEffect: true });
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).message).toMatch(
      /^POST https:\/\/wdp\.mock\/api\/pipelines\/.+\/jobs got no response \(fetch failed\) and may have taken effect/,
    );
    expect(added).toHaveLength(1);
    expect((await clientOf(mock).jobs.get(added[0] ?? '')).status).toBe('QUEUED');
    expect(label).toBe('fault-1: reset after effect');
    // Sent again by hand, the POST finds the run it made in progress.
    await expect(clientOf(mock).jobs.create(mock.fixtures.pipelineId)).rejects.toMatchObject({ status: 409 });
  });

  it('without afterEffect drops it before the request runs: nothing is created', async () => {
    const { error, added, label } = await runUnder({ type: 'reset' });
    expect(error).toBeInstanceOf(ConnectionError);
    expect(added).toEqual([]);
    expect(label).toBe('fault-1: reset');
  });
});

describe('status after effect', () => {
  it('answers a 504 once the run is created; without afterEffect the 504 creates nothing', async () => {
    const after = await runUnder({ type: 'status', status: 504, afterEffect: true }, { retry: 0 });
    expect(after.error).toBeInstanceOf(ServerError);
    expect((after.error as ServerError).status).toBe(504);
    expect([after.added.length, after.label]).toEqual([1, 'fault-1: status 504 after effect']);
    const before = await runUnder({ type: 'status', status: 504 }, { retry: 0 });
    expect((before.error as ServerError).status).toBe(504);
    expect([before.added.length, before.label]).toEqual([0, 'fault-1: status 504']);
  });

  it("fails a two-step create's PUT after it stored the channel: error.draft names the channel made", async () => {
    const mock = createMockService();
    const { workspaceId } = mock.fixtures;
    const client = clientOf(mock, { retry: 0 });
    const fault: MockFault = { type: 'status', status: 504, afterEffect: true };
    mock.admin.addFault({ method: 'PUT', path: '/api/workspaces/*/channels/*', times: 1, fault });
    const error = await client.channels.create(workspaceId, { name: 'Ops' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    const draft = (error as ServerError).draft;
    expect(draft?.id).toEqual(expect.any(String));
    expect((await client.channels.get(draft?.id ?? '')).name).toBe('Ops');
    const names = (await client.channels.list(workspaceId)).items.map((channel) => channel.name);
    expect(names.filter((name) => name === 'Ops')).toHaveLength(1);
    expect(journal(mock)).toContain('PUT 504 fault-1: status 504 after effect');
  });
});

describe('latency after effect', () => {
  it('creates the run at once and holds the answer: a POST that times out says it may have taken effect', async () => {
    const fault: MockFault = { type: 'latency', ms: 600_000, afterEffect: true };
    const after = await runUnder(fault, { retry: 0, timeout: 50 });
    expect(after.error).toBeInstanceOf(TimeoutError);
    expect((after.error as TimeoutError).message).toContain(
      'got no response within 50 ms and may have taken effect: check before sending it again',
    );
    expect([after.added.length, after.label]).toEqual([1, 'fault-1: latency 600000 ms after effect']);
    const before = await runUnder({ type: 'latency', ms: 600_000 }, { retry: 0, timeout: 50 });
    expect(before.error).toBeInstanceOf(TimeoutError);
    expect([before.added.length, before.label]).toEqual([0, 'fault-1: latency 600000 ms']);
  });

  it('sends the answer of the run it made once the wait is over', async () => {
    const { mock, error, added, label } = await runUnder({ type: 'latency', ms: 1, afterEffect: true });
    expect(error).toBeUndefined();
    expect(added).toHaveLength(1);
    expect(label).toBe('fault-1: latency 1 ms after effect');
    expect(journal(mock).filter((line) => line.startsWith('POST'))).toEqual([
      'POST 201 fault-1: latency 1 ms after effect',
    ]);
  });
});

describe('stall after effect', () => {
  it('holds the connection after the run is created, until the client gives up (its timeout)', async () => {
    const fault: MockFault = { type: 'stall', ms: 600_000, afterEffect: true };
    const { mock, error, added, label } = await runUnder(fault, { retry: 0, timeout: 50 });
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).message).toContain('may have taken effect: check before sending it again');
    expect([added.length, label]).toEqual([1, 'fault-1: stall after effect']);
    expect(journal(mock).filter((line) => line.startsWith('POST'))).toEqual(['POST 0 fault-1: stall after effect']);
  });

  it('tells onInjected once the write is done; a caller that aborts then finds the run', async () => {
    const mock = createMockService();
    const client = clientOf(mock, { retry: 0 });
    const abort = new AbortController();
    const seen: number[] = [];
    mock.admin.addFault({
      method: 'POST',
      path: runsPath,
      fault: { type: 'stall', afterEffect: true },
      onInjected: () => {
        seen.push(mock.store.jobs.size);
        abort.abort(new Error('gave up'));
      },
    });
    const jobs = mock.store.jobs.size;
    await expect(client.jobs.create(mock.fixtures.pipelineId, { signal: abort.signal })).rejects.toThrow('gave up');
    expect(seen).toEqual([jobs + 1]);
    const runs = await client.jobs.listForPipeline(mock.fixtures.pipelineId);
    expect(runs.items.filter((job) => job.status === 'QUEUED')).toHaveLength(1);
  });

  it('without afterEffect holds the connection before the request runs: nothing is created', async () => {
    const { error, added, label } = await runUnder({ type: 'stall', ms: 600_000 }, { retry: 0, timeout: 50 });
    expect(error).toBeInstanceOf(TimeoutError);
    expect([added.length, label]).toEqual([0, 'fault-1: stall']);
  });
});
