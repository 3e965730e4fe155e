// Faults after the request took effect, over HTTP: rules set through the admin API (the same checks as in process),
// and an SDK client on the wire whose POST fails as the fault says while the run it asked for is created.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, ConnectionError, TimeoutError } from '../../../src/index.js';
import { type MockFault, type MockServer, RemoteMockAdmin } from '../../../src/mock/index.js';
import { startMockServer } from '../../../src/mock/node.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.service.reset());

const remote = () => new RemoteMockAdmin(server.url, server.service.admin.token);
const clientOf = (timeout = 30_000) =>
  new Client({ baseUrl: server.url, auth: server.service.fixtures.admin.token, retry: 0, timeout });

/** The ids of the demo pipeline's runs, listed over HTTP. */
async function runs(): Promise<string[]> {
  const ids: string[] = [];
  for await (const job of clientOf().jobs.listForPipeline(server.service.fixtures.pipelineId)) ids.push(job.id);
  return ids;
}

/** Adds `fault` for the next run's POST over the admin API, starts a run: its error, the runs it added, the journal. */
async function runUnder(fault: MockFault, timeout?: number) {
  const admin = remote();
  await admin.clearFaults();
  await admin.clearJournal();
  const before = await runs();
  const rule = await admin.addFault({ method: 'POST', path: '/api/pipelines/*/jobs', times: 1, fault });
  const error = await clientOf(timeout)
    .jobs.create(server.service.fixtures.pipelineId)
    .then(
      () => undefined,
      (caught: unknown) => caught,
    );
  const added = (await runs()).filter((id) => !before.includes(id));
  const posts = (await admin.journal()).filter((entry) => entry.method === 'POST');
  // The journal's lines, the rule's id (which counts on across the tests) as `rule`.
  const journal = posts.map((entry) => `${entry.status} ${entry.fault?.replace(rule.id, 'rule') ?? '-'}`);
  return { error, added, journal };
}

describe('afterEffect over the admin API', () => {
  it('is taken, listed and checked as in process: 400 for a value that is not a boolean, or with at', async () => {
    const admin = remote();
    const rule = await admin.addFault({ fault: { type: 'reset', afterEffect: true } });
    expect(rule.fault).toEqual({ type: 'reset', afterEffect: true });
    const refuse = (fault: unknown) => admin.addFault({ fault: fault as MockFault });
    await expect(refuse({ type: 'stall', afterEffect: 'yes' })).rejects.toThrow(
      'answered 400 to POST /__mock/faults: afterEffect takes true or false; got "yes".',
    );
    await expect(refuse({ type: 'reset', at: 0.5, afterEffect: true })).rejects.toThrow(
      "A reset fault with at or lines cuts the mock's own answer, so it always acts after the effect; " +
        'leave afterEffect out.',
    );
    await expect(refuse({ type: 'truncate', afterEffect: true })).rejects.toThrow(
      'A truncate fault takes type, at; not "afterEffect".',
    );
    expect((await admin.faults()).map((listed) => listed.id)).toEqual([rule.id]);
  });
});

describe('faults after effect on the wire', () => {
  it('reset: the socket drops once the run is created; the SDK reports a ConnectionError', async () => {
    const { error, added, journal } = await runUnder({ type: 'reset', afterEffect: true });
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).message).toMatch(/^POST http:\/\/127\.0\.0\.1:\d+\/api\/pipelines\/.+\/jobs /);
    expect(added).toHaveLength(1);
    expect(journal).toEqual(['0 rule: reset after effect']);
  });

  it('reset without afterEffect: the socket drops before the request runs, and no run is created', async () => {
    const { error, added, journal } = await runUnder({ type: 'reset' });
    expect(error).toBeInstanceOf(ConnectionError);
    expect(added).toEqual([]);
    expect(journal).toEqual(['0 rule: reset']);
  });

  it('stall: the run is created and the answer held until the client times out, "may have taken effect"', async () => {
    const { error, added, journal } = await runUnder({ type: 'stall', ms: 600_000, afterEffect: true }, 100);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).message).toContain(
      'got no response within 100 ms and may have taken effect: check before sending it again',
    );
    expect(added).toHaveLength(1);
    expect(journal).toEqual(['0 rule: stall after effect']);
  });

  it('stall without afterEffect: the client times out and no run is created', async () => {
    const { error, added, journal } = await runUnder({ type: 'stall', ms: 600_000 }, 100);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(added).toEqual([]);
    expect(journal).toEqual(['0 rule: stall']);
  });

  it('status: a gateway 504 after the run is created', async () => {
    const { error, added, journal } = await runUnder({ type: 'status', status: 504, afterEffect: true });
    expect(error).toMatchObject({ name: 'ServerError', status: 504 });
    expect(added).toHaveLength(1);
    expect(journal).toEqual(['504 rule: status 504 after effect']);
  });
});
