import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { mockClockHeader } from '../../../src/core/mock-clock.js';
import { Client, type JobLogLine, TimeoutError } from '../../../src/index.js';
import { createMockService, type MockServiceOptions } from '../../../src/mock/index.js';
import { mockClockHeader as mockHeader } from '../../../src/mock/service.js';
import { JOB, jobBody } from '../../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../../helpers/server.js';
import { collectUntilError } from '../../helpers/streams.js';

// jobs.wait and jobs.follow against the SDK's own mock, whose answers carry `x-wdp-mock-clock`: on a manual clock
// (no autoAdvanceMs) a job moves only when the test advances the clock, and the SDK says so instead of hanging.

useServer();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

/** A mock, a client on its fetch and a freshly queued deployment job. */
function onMock(options: MockServiceOptions = {}) {
  const mock = createMockService(options);
  const { workspaceId, admin } = mock.fixtures;
  const client = new Client({
    baseUrl: 'https://wdp.mock',
    auth: admin.token,
    fetch: mock.fetch,
    retry: 0,
    logLevel: 'off',
  });
  const job = mock.seed.job({ workspaceId, type: 'WORKSPACE_DEPLOY', profileId: admin.id });
  return { mock, client, job };
}

/** How a promise has settled once the fake clock has run `ms`: its value, its error, or still pending. */
async function settledAfter<T>(
  promise: Promise<T>,
  ms: number,
): Promise<{ value: T } | { error: unknown } | 'pending'> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return Promise.race([outcome, Promise.resolve('pending' as const)]);
}

/** The error of an outcome, which must be a failure. */
function errorOf(outcome: { value: unknown } | { error: unknown } | 'pending'): Error {
  expect(outcome).toHaveProperty('error');
  return (outcome as { error: Error }).error;
}

const hint =
  " The mock's clock moves only when told: call mock.clock.advance(ms), or create the mock with { autoAdvanceMs }.";

describe('jobs.wait against the mock', () => {
  it('ends its timeout message with how to move a manual clock', async () => {
    const { client, job } = onMock();
    const error = errorOf(await settledAfter(client.jobs.wait(job.id, { timeout: 1_000 }), 1_000));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toBe(
      `Job ${job.id} was still QUEUED after 1000 ms (2 polls); raise \`timeout\` or keep waiting.${hint}`,
    );
    expect(error).toHaveProperty('reason', 'timeout');
  });

  it('gives up with TimeoutError after a whole interval in which nothing moved the manual clock', async () => {
    const { client, job } = onMock();
    const statuses: string[] = [];
    const waiting = client.jobs.wait(job.id, { interval: 1_000, onUpdate: (j) => statuses.push(j.status) });
    const error = errorOf(await settledAfter(waiting, 1_000));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toBe(
      `jobs.wait: job ${job.id} is still QUEUED, and the mock's clock has not moved for a whole poll interval, ` +
        `so the job cannot change.${hint}`,
    );
    expect(error).toHaveProperty('reason', 'stalled-clock');
    expect(statuses).toEqual(['QUEUED', 'QUEUED']);
  });

  it('waits on while the test moves the clock, between polls or from a timer, and resolves', async () => {
    const { mock, client, job } = onMock();
    const polled = client.jobs.wait(job.id, { interval: 1_000, onUpdate: () => mock.clock.advance(3_000) });
    expect(await settledAfter(polled, 5_000)).toMatchObject({ value: { id: job.id, status: 'COMPLETE' } });

    const second = onMock();
    setTimeout(() => second.mock.clock.advance(10_000), 999);
    const timed = second.client.jobs.wait(second.job.id, { interval: 1_000 });
    expect(await settledAfter(timed, 1_000)).toMatchObject({ value: { status: 'COMPLETE' } });
  });

  it('neither hints nor gives up early on a clock that moves by itself (autoAdvanceMs)', async () => {
    const { client, job } = onMock({ autoAdvanceMs: 1 });
    const error = errorOf(await settledAfter(client.jobs.wait(job.id, { timeout: 3_000, interval: 1_000 }), 3_000));
    expect(error.message).toBe(
      `Job ${job.id} was still QUEUED after 3000 ms (4 polls); raise \`timeout\` or keep waiting.`,
    );
    expect(error).toHaveProperty('reason', 'timeout');
  });
});

describe('jobs.wait against the service', () => {
  it('polls an unchanged job until its timeout, with no word of a mock: the service sends no clock', async () => {
    const net = wire().on('GET', `/api/jobs/${JOB}`, () =>
      HttpResponse.json(jobBody({ status: 'QUEUED' }), { headers: { 'content-type': 'application/hal+json' } }),
    );
    const error = errorOf(await settledAfter(makeClient().jobs.wait(JOB, { timeout: 12_000 }), 12_000));
    expect(error.message).toBe(
      `Job ${JOB} was still QUEUED after 12000 ms (4 polls); raise \`timeout\` or keep waiting.`,
    );
    expect(error).toHaveProperty('reason', 'timeout');
    expect(net.requests).toHaveLength(4);
  });
});

describe('mockClockHeader', () => {
  it('is the header the mock writes, by value and by type', () => {
    expect(mockClockHeader).toBe(mockHeader);
    expectTypeOf(mockClockHeader).toEqualTypeOf<typeof mockHeader>();
  });
});

describe('TimeoutError', () => {
  it("has reason 'timeout' unless told otherwise, and keeps its cause", () => {
    const cause = new Error('the clock');
    expect(new TimeoutError('late')).toMatchObject({ name: 'TimeoutError', message: 'late', reason: 'timeout' });
    expect(new TimeoutError('stuck', { reason: 'stalled-clock', cause })).toMatchObject({
      reason: 'stalled-clock',
      cause,
    });
    expect(new TimeoutError('late').toJSON()).toMatchObject({ reason: 'timeout' });
  });
});

describe('jobs.follow against the mock', () => {
  it('gives up with TimeoutError when the manual clock stood still between two status polls', async () => {
    const { client, job } = onMock();
    const outcome = await settledAfter(collectUntilError(client.jobs.follow(job, { interval: 1_000 })), 1_000);
    const { items, error } = (outcome as { value: { items: JobLogLine[]; error: Error } }).value;
    expect(items).toEqual([]);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toBe(
      `jobs.follow: job ${job.id} is still QUEUED, and the mock's clock has not moved for a whole poll interval, ` +
        `so the job cannot change.${hint}`,
    );
    expect(error).toHaveProperty('reason', 'stalled-clock');
  });

  it('follows to the last line when the test moves the clock within an interval', async () => {
    const { mock, client, job } = onMock();
    setTimeout(() => mock.clock.advance(10_000), 500);
    const outcome = await settledAfter(collectUntilError(client.jobs.follow(job, { interval: 1_000 })), 1_000);
    const { items, error } = (outcome as { value: { items: JobLogLine[]; error: unknown } }).value;
    expect(error).toBeUndefined();
    expect(items.at(-1)?.message).toBe('Job finished with status COMPLETE');
  });
});
