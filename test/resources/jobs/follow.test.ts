import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionError, InvalidArgumentError, type JobStatus, NotFoundError } from '../../../src/index.js';
import { StreamTruncatedError } from '../../../src/streaming/errors.js';
import { JOB, jobBody } from '../../fixtures/bodies.js';
import { logLine, logsPath, ndjsonOf, streamed } from '../../fixtures/job-logs.js';
import { type Captured, makeClient, server, useServer, wire } from '../../helpers/server.js';
import { chunked, collect, collectUntilError, streamResponse, useUnteedResponses } from '../../helpers/streams.js';

useServer();
useUnteedResponses(server);

const jobPath = `/api/jobs/${JOB}`;
const ndjson = 'application/x-ndjson';

/**
 * A job that runs for `polls` status polls, writing `perRead` new lines before each; logs honour ?sequence=
 * unless `ignoreSequence`.
 */
function running(options: {
  polls: number;
  perRead: number;
  final?: JobStatus;
  ignoreSequence?: boolean;
  cut?: (read: number) => boolean;
}) {
  let written = 0;
  let polls = 0;
  let reads = 0;
  const net = wire()
    .on('GET', jobPath, () => {
      polls++;
      const status = polls > options.polls ? (options.final ?? 'COMPLETE') : 'RUNNING';
      return HttpResponse.json(jobBody({ status }), { headers: { 'content-type': 'application/hal+json' } });
    })
    .on('GET', logsPath, (request: Captured) => {
      reads++;
      if (polls <= options.polls) written += options.perRead;
      const from = options.ignoreSequence ? 0 : Number(request.query['sequence']);
      const text = ndjsonOf(Array.from({ length: Math.max(0, written - from) }, (_, i) => logLine(from + i)));
      if (text === '') return new Response(null, { status: 204 });
      return streamed([options.cut?.(reads) ? text.slice(0, -5) : text], ndjson).response();
    });
  return { net, total: () => written };
}

/**
 * Resolves `armed` when a timer of exactly `ms` is set (the follow's wait between polls), which then runs as
 * usual: the moment the follow starts waiting, as an event rather than a guess.
 */
function timerArmed(ms: number): { armed: Promise<void>; restore: () => void } {
  const realSetTimeout = globalThis.setTimeout;
  let onArmed = (): void => undefined;
  const armed = new Promise<void>((resolve) => (onArmed = resolve));
  const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    handler: () => void,
    delay?: number,
    ...args: unknown[]
  ) => {
    if (delay === ms) onArmed();
    return realSetTimeout(handler, delay, ...args);
  }) as typeof setTimeout);
  return { armed, restore: () => spy.mockRestore() };
}

const logReads = (requests: Captured[]) => requests.filter((r) => r.path === logsPath).map((r) => r.search);

describe('jobs.follow', () => {
  it('reads the log, polls the job, re-reads from the next sequence, drains once more after it finished', async () => {
    const job = running({ polls: 2, perRead: 2 });
    const seen = await collect(makeClient().jobs.follow(JOB, { interval: 1 }));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5].map((n) => logLine(n)));
    expect(job.net.requests.map((r) => `${r.path.replace(JOB, '{id}')}?${r.search}`)).toEqual([
      '/api/jobs/{id}/logs?sequence=0',
      '/api/jobs/{id}?',
      '/api/jobs/{id}/logs?sequence=2',
      '/api/jobs/{id}?',
      '/api/jobs/{id}/logs?sequence=4',
      '/api/jobs/{id}?',
      '/api/jobs/{id}/logs?sequence=6',
    ]);
    expect(job.net.requests.filter((r) => r.path === logsPath).every((r) => r.headers['accept'] === ndjson)).toBe(true);
  });

  it('reads on after a transient 503 on a log re-read, without a gap or a repeat', async () => {
    let written = 0;
    let polls = 0;
    let reads = 0;
    const net = wire()
      .on('GET', jobPath, () =>
        HttpResponse.json(jobBody({ status: ++polls > 2 ? 'COMPLETE' : 'RUNNING' }), {
          headers: { 'content-type': 'application/hal+json' },
        }),
      )
      .on('GET', logsPath, (request: Captured) => {
        if (++reads === 2) return HttpResponse.json({ status: 503, error: 'Service Unavailable' }, { status: 503 });
        if (polls <= 2) written += 2;
        const from = Number(request.query['sequence']);
        return streamed(
          [ndjsonOf(Array.from({ length: Math.max(0, written - from) }, (_, i) => logLine(from + i)))],
          ndjson,
        ).response();
      });
    const seen = await collect(makeClient().jobs.follow(JOB, { interval: 1 }));
    expect(seen.map((line) => line.sequence)).toEqual(Array.from({ length: written }, (_, i) => i));
    expect(logReads(net.requests)[1]).toBe('sequence=2');
  });

  it('never repeats a line when the service sends lines already seen', async () => {
    running({ polls: 2, perRead: 3, ignoreSequence: true });
    const seen = await collect(makeClient().jobs.follow(JOB, { interval: 1 }));
    expect(seen.map((line) => line.sequence)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('re-reads from the last whole line after a stream cut off mid-line', async () => {
    const job = running({ polls: 2, perRead: 3, cut: (read) => read === 1 });
    const seen = await collect(makeClient().jobs.follow(JOB, { interval: 1 }));
    expect(seen.map((line) => line.sequence)).toEqual(Array.from({ length: job.total() }, (_, i) => i));
    expect(logReads(job.net.requests).slice(0, 2)).toEqual(['sequence=0', 'sequence=2']);
  });

  it('gives up with the error after three dropped reads in a row that bring no line', async () => {
    const net = wire()
      .on('GET', jobPath, { body: jobBody({ status: 'RUNNING' }) })
      .on('GET', logsPath, () => HttpResponse.error());
    const { items, error } = await collectUntilError(makeClient().jobs.follow(JOB, { interval: 1 }));
    expect(items).toEqual([]);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(logReads(net.requests)).toEqual(['sequence=0', 'sequence=0', 'sequence=0']);
  });

  it('reports a log that stays cut off mid-line after the job finished, after three reads', async () => {
    const net = wire()
      .on('GET', jobPath, { body: jobBody({ status: 'COMPLETE' }) })
      .on('GET', logsPath, (request: Captured) =>
        streamed([request.search === 'sequence=0' ? ndjsonOf([logLine(0)]) : '{"sequence":1'], ndjson).response(),
      );
    const { items, error } = await collectUntilError(makeClient().jobs.follow(JOB, { interval: 1 }));
    expect(items).toEqual([logLine(0)]);
    expect(error).toBeInstanceOf(StreamTruncatedError);
    expect(logReads(net.requests)).toEqual(['sequence=0', 'sequence=1', 'sequence=1', 'sequence=1']);
  });

  it('stops on any other error', async () => {
    wire();
    await expect(collect(makeClient().jobs.follow(JOB, { interval: 1 }))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('follows from a sequence in text format, counting lines, holding back a cut-off line until the end', async () => {
    const replies: Record<string, string[]> = {
      'sequence=3': ['three\nfour\nfi'],
      'sequence=5': ['five\nsi'],
      'sequence=6': ['', 'six', 'six'],
    };
    let polls = 0;
    const net = wire()
      .on('GET', jobPath, () => HttpResponse.json(jobBody({ status: ++polls > 1 ? 'COMPLETE' : 'RUNNING' })))
      .on('GET', logsPath, (request: Captured) => {
        const text = replies[request.search]?.shift() ?? '';
        return text === '' ? new Response(null, { status: 204 }) : streamed([text], 'text/plain').response();
      });
    const seen = await collect(makeClient().jobs.follow(JOB, { format: 'text', sequence: 3, interval: 1 }));
    // "fi" and "si" are re-read whole; "six" (no newline) is held back while the job runs, kept once it finished.
    expect(seen).toEqual(['three', 'four', 'five', 'six']);
    expect(logReads(net.requests)).toEqual(['sequence=3', 'sequence=5', 'sequence=6', 'sequence=6', 'sequence=6']);
    expect(net.requests.every((r) => r.path !== logsPath || r.headers['accept'] === 'text/plain')).toBe(true);
  });

  it('cancels the stream and sends nothing more when the caller breaks out', async () => {
    const body = chunked([ndjsonOf([logLine(0), logLine(1)])], { end: false });
    const net = wire().on('GET', logsPath, () => streamResponse(body.stream, ndjson));
    for await (const line of makeClient().jobs.follow(JOB, { interval: 1 })) if (line.sequence === 0) break;
    await body.cancelled;
    expect(net.requests).toHaveLength(1);
  });

  it("rejects with the caller's reason when the signal aborts while it waits between polls", async () => {
    const net = wire()
      .on('GET', jobPath, { body: jobBody({ status: 'RUNNING' }) })
      .on('GET', logsPath, { status: 204 });
    const controller = new AbortController();
    const reason = new Error('enough');
    const interval = 3_600_000; // an hour: no other timer of the SDK or msw is this long
    const waiting = timerArmed(interval);
    try {
      const following = collect(makeClient().jobs.follow(JOB, { signal: controller.signal, interval }));
      await waiting.armed;
      controller.abort(reason);
      await expect(following).rejects.toBe(reason);
      expect(net.requests.map((r) => r.path)).toEqual([logsPath, jobPath]);
    } finally {
      waiting.restore();
    }
  });

  it('rejects bad input before sending anything', () => {
    const net = wire();
    const jobs = makeClient().jobs;
    expect(() => jobs.follow('')).toThrow(InvalidArgumentError);
    expect(() => jobs.follow(JOB, { interval: 0 })).toThrow(/`interval`/);
    expect(() => jobs.follow(JOB, { sequence: -2 })).toThrow(/`sequence`/);
    expect(() => jobs.follow(JOB, { format: 'csv' as 'text' })).toThrow(/`format`/);
    expect(net.requests).toHaveLength(0);
  });
});
