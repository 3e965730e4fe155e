import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  InvalidArgumentError,
  type Job,
  type JobStatus,
  type KnownJobStatus,
  TimeoutError,
} from '../../../src/index.js';
import { href, JOB, jobBody } from '../../fixtures/bodies.js';
import { makeClient, TOKEN, useServer, wire } from '../../helpers/server.js';

useServer();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const jobPath = `/api/jobs/${JOB}`;

/** Answers GET /api/jobs/{id} with the given statuses in turn (the last one repeats), noting when each poll came. */
function statuses(...list: JobStatus[]) {
  const at: number[] = [];
  const start = Date.now();
  const net = wire().on('GET', jobPath, () => {
    at.push(Date.now() - start);
    const status = list[Math.min(at.length - 1, list.length - 1)] ?? 'QUEUED';
    return HttpResponse.json(jobBody({ status }), { headers: { 'content-type': 'application/hal+json' } });
  });
  return { net, at };
}

describe('jobs.wait', () => {
  it('polls GET /api/jobs/{id} every 5 s until the job has finished and resolves with it', async () => {
    const { net, at } = statuses('QUEUED', 'RUNNING', 'COMPLETE');
    const updates: string[] = [];
    const done = makeClient().jobs.wait(JOB, { onUpdate: (job) => updates.push(job.status) });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(at).toEqual([0]);
    await vi.advanceTimersByTimeAsync(5_001);
    const job = await done;
    expect(job).toEqual(jobBody({ status: 'COMPLETE' }));
    expect(at).toEqual([0, 5_000, 10_000]);
    expect(updates).toEqual(['QUEUED', 'RUNNING', 'COMPLETE']);
    expect(
      net.requests.every(
        (r) =>
          r.method === 'GET' &&
          r.path === jobPath &&
          r.headers['authorization'] === `Bearer ${TOKEN}` &&
          r.headers['accept'] === 'application/hal+json',
      ),
    ).toBe(true);
  });

  it('resolves at once for a job that has already finished', async () => {
    const { at } = statuses('ERROR');
    expect((await makeClient().jobs.wait(JOB)).status).toBe('ERROR');
    expect(at).toEqual([0]);
  });

  it('waits for the given statuses, or for a test of the job', async () => {
    const first = statuses('QUEUED', 'RUNNING', 'COMPLETE');
    const running = makeClient().jobs.wait(JOB, { until: ['RUNNING', 'STOPPED'], interval: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await running).status).toBe('RUNNING');
    expect(first.at).toEqual([0, 1_000]);
    const second = statuses('QUEUED', 'QUEUED', 'RUNNING');
    const started = makeClient().jobs.wait(JOB, { until: (job: Job) => job.status !== 'QUEUED', interval: 1_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await started).status).toBe('RUNNING');
    expect(second.at).toEqual([0, 1_000, 2_000]);
  });

  it('throws TimeoutError when the timeout passes, after a last poll at the deadline', async () => {
    const { at } = statuses('RUNNING');
    const waiting = makeClient().jobs.wait(JOB, { timeout: 12_000 });
    const failed = expect(waiting).rejects.toThrow(TimeoutError);
    await vi.advanceTimersByTimeAsync(12_000);
    await failed;
    await expect(waiting).rejects.toThrow(/still RUNNING after 12000 ms \(4 polls\)/);
    expect(at).toEqual([0, 5_000, 10_000, 12_000]);
  });

  it('polls every interval for the first minute, then waits 1.5 times longer each time, up to 30 s', async () => {
    const { at } = statuses('RUNNING');
    const waiting = makeClient().jobs.wait(JOB, { timeout: 200_000 });
    const failed = expect(waiting).rejects.toThrow(TimeoutError);
    await vi.advanceTimersByTimeAsync(200_000);
    await failed;
    const gaps = at.slice(1).map((t, i) => t - (at[i] ?? 0));
    expect(gaps.slice(0, 12)).toEqual(Array(12).fill(5_000));
    expect(gaps.slice(12, 17)).toEqual([7_500, 11_250, 16_875, 25_313, 30_000]);
    expect(gaps.slice(17, -1).every((gap) => gap === 30_000)).toBe(true);
  });

  it("follows a job object's self link", async () => {
    const net = wire().on('GET', '/api/jobs/moved', { body: jobBody({ status: 'COMPLETE' }) });
    await makeClient().jobs.wait(jobBody({ _links: { self: href('/api/jobs/moved') } }));
    expect(net.last.path).toBe('/api/jobs/moved');
  });

  it("rejects with the caller's reason when the signal aborts between polls, and polls no more", async () => {
    const { at } = statuses('RUNNING');
    const controller = new AbortController();
    const reason = new Error('deploy cancelled');
    const waiting = makeClient().jobs.wait(JOB, { signal: controller.signal });
    const failed = expect(waiting).rejects.toBe(reason);
    await vi.advanceTimersByTimeAsync(7_000);
    controller.abort(reason);
    await failed;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(at).toEqual([0, 5_000]);
  });

  it('rejects bad input before sending anything', () => {
    const net = wire();
    const jobs = makeClient().jobs;
    expect(() => jobs.wait('')).toThrow(InvalidArgumentError);
    expect(() => jobs.wait(JOB, { timeout: 0 })).toThrow(/`timeout` must be a positive number/);
    expect(() => jobs.wait(JOB, { interval: -1 })).toThrow(/`interval`/);
    expect(() => jobs.wait(JOB, { until: [] })).toThrow(/`until` must be .*; got an empty list\./);
    expect(() => jobs.wait(JOB, { until: 'COMPLETE' as unknown as KnownJobStatus[] })).toThrow(/; got string\./);
    expect(() => jobs.wait(JOB, { until: null as unknown as KnownJobStatus[] })).toThrow(/; got null\./);
    // @ts-expect-error FINISHED is no job status: the types refuse it, and so does the call, for JavaScript callers
    expect(() => jobs.wait(JOB, { until: ['COMPLETE', 'FINISHED'] })).toThrow(
      '`until` must be a non-empty list of job statuses (QUEUED, RUNNING, COMPLETE, ERROR, STOPPED) or a function ' +
        'of the job; got "FINISHED".',
    );
    expect(() => jobs.wait(JOB, { onUpdate: 'log' as unknown as () => void })).toThrow(/`onUpdate`/);
    expect(() => jobs.wait(JOB, {}, { timeout: -1 })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
