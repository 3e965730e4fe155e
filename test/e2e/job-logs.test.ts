import { describe, expect, it } from 'vitest';
import type { Job } from '../../src/index.js';
import type { JobLogLine } from '../../src/models/job-log-line.js';
import { collect } from '../helpers/streams.js';
import { useMockServer } from './harness.js';

const mock = useMockServer();

/** A fetch that moves the mock clock `stepMs` before every request, so a job runs as the client polls. */
function ticking(
  stepMs: number,
  wrap: (url: string, response: Response) => Response = (_url, response) => response,
): typeof fetch {
  return async (input, init) => {
    mock.service.clock.advance(stepMs);
    const url = input instanceof Request ? input.url : String(input);
    return wrap(url, await fetch(input, init));
  };
}

/**
 * Cuts a body a few bytes into line `after + 1`: `error` fails the read as a reset connection does
 * (undici's "terminated"), `close` ends the body cleanly mid-line.
 */
function cut(response: Response, after: number, mode: 'error' | 'close'): Response {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let seen = 0;
  let failNext = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (failNext) return controller.error(new TypeError('terminated'));
      const { done, value } = await reader.read();
      if (done) return controller.close();
      let end = -1;
      for (let i = 0; i < value.length && end === -1; i++) if (value[i] === 10 && ++seen === after) end = i + 6;
      if (end === -1) return controller.enqueue(value);
      controller.enqueue(value.subarray(0, Math.min(end, value.length)));
      void reader.cancel();
      if (mode === 'close') controller.close();
      else failNext = true;
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

const deploy = (): Promise<Job> => mock.client('admin').deployments.deploy(mock.service.fixtures.workspaceId);
const sequences = (lines: readonly JobLogLine[]) => lines.map((line) => line.sequence);

describe('job logs over the loopback mock', () => {
  it('reads a running job’s log as NDJSON, text and SSE, from a sequence; 204 before it starts', async () => {
    const job = await deploy();
    const client = mock.client('member');
    expect(await collect(client.jobs.logs(job))).toEqual([]);
    mock.service.clock.advance(4_000);
    const lines = await collect(client.jobs.logs(job));
    expect(sequences(lines)).toEqual([0, 1, 2, 3, 4]);
    expect(lines[0]).toMatchObject({ level: 'INFO', message: `Starting WORKSPACE_DEPLOY job ${job.id}` });
    expect(lines[0]?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
    expect(await collect(client.jobs.logs(job.id, { format: 'text' }))).toEqual(lines.map((line) => line.message));
    expect(await collect(client.jobs.logs(job, { format: 'sse', sequence: 3 }))).toEqual(lines.slice(3));
  });

  it('follows a deploy job to its end as the clock advances, every line once', async () => {
    const job = await deploy();
    const seen: JobLogLine[] = [];
    for await (const line of mock.client('member', { fetch: ticking(300) }).jobs.follow(job, { interval: 1 }))
      seen.push(line);
    expect(sequences(seen)).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(seen.at(-1)).toMatchObject({ level: 'INFO', message: 'Job finished with status COMPLETE' });
    expect((await mock.client('member').jobs.get(job)).status).toBe('COMPLETE');
    expect(await collect(mock.client('member').jobs.logs(job))).toEqual(seen);
  });

  it('resumes after dropped connections (reset and cut mid-line) without repeating or skipping a line', async () => {
    const job = await deploy();
    mock.service.clock.advance(5_000);
    const drops: string[] = [];
    const reads: string[] = [];
    const dropping = ticking(700, (url, response) => {
      if (url.includes('/logs')) reads.push(`${new URL(url).searchParams.get('sequence') ?? ''}:${response.status}`);
      if (!url.includes('/logs') || response.status !== 200 || drops.length >= 4) return response;
      const mode = drops.length % 2 === 0 ? 'error' : 'close';
      drops.push(mode);
      return cut(response, 2, mode);
    });
    const seen: JobLogLine[] = [];
    for await (const line of mock.client('member', { fetch: dropping }).jobs.follow(job.id, { interval: 1 }))
      seen.push(line);
    expect(drops).toEqual(['error', 'close', 'error', 'close']);
    // Each cut read gave two whole lines; the next read starts right after them.
    expect(reads.slice(0, 5)).toEqual(['0:200', '2:200', '4:200', '6:200', '8:200']);
    expect(sequences(seen)).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(await collect(mock.client('member').jobs.logs(job))).toEqual(seen);
  });

  it('follows in text and SSE formats too, and ends with the final line of a stopped job', async () => {
    const job = await deploy();
    mock.service.clock.advance(3_000);
    await mock
      .client('admin')
      .jobs.stop(job)
      .catch(() => undefined);
    const text = await collect(
      mock.client('member', { fetch: ticking(100) }).jobs.follow(job, { format: 'text', interval: 1 }),
    );
    const sse = await collect(mock.client('member').jobs.follow(job, { format: 'sse', interval: 1 }));
    expect(text.at(-1)).toBe('Job finished with status STOPPED');
    expect(sse.map((line) => line.message)).toEqual(text);
  });

  it('waits for a deploy job with jobs.wait as the clock advances', async () => {
    const job = await deploy();
    const statuses: string[] = [];
    const done = await mock
      .client('member', { fetch: ticking(1_000) })
      .jobs.wait(job, { interval: 1, onUpdate: (j) => statuses.push(j.status) });
    expect(done.status).toBe('COMPLETE');
    expect(statuses[0]).toBe('QUEUED');
    expect(statuses).toContain('RUNNING');
  });
});
