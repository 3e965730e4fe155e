import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidArgumentError, NotFoundError, ServerError, TimeoutError, ValidationError } from '../../../src/index.js';
import type { JobLogLine } from '../../../src/models/job-log-line.js';
import type { JobLogFormat } from '../../../src/resources/jobs/logs.js';
import { StreamParseError, StreamTruncatedError } from '../../../src/streaming/errors.js';
import { href, JOB, jobBody } from '../../fixtures/bodies.js';
import { logLine, logsPath, ndjsonOf, sseOf, streamed } from '../../fixtures/job-logs.js';
import { makeClient, server, strict, TOKEN, useServer, wire } from '../../helpers/server.js';
import { chunked, collect, collectUntilError, streamResponse, useUnteedResponses } from '../../helpers/streams.js';

useServer();
useUnteedResponses(server);

const ndjson = 'application/x-ndjson';
const lines = [logLine(0), logLine(1, { level: 'ERROR', host: 'runner-3' }), logLine(2)];

describe('jobs.logs', () => {
  it('GETs /api/jobs/{id}/logs?sequence=0 as application/x-ndjson: validated lines, unknown fields kept', async () => {
    const net = wire().on('GET', logsPath, () => streamed([ndjsonOf(lines)], ndjson).response());
    const read = await collect(strict().jobs.logs(JOB));
    expect(net.last).toMatchObject({ method: 'GET', path: logsPath, search: 'sequence=0', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/x-ndjson' });
    expect(read).toEqual(lines);
    expect(read[1]).toHaveProperty('host', 'runner-3');
    expectTypeOf(read).toEqualTypeOf<JobLogLine[]>();
  });

  it('reads lines split across chunks anywhere, one JSON value per line', async () => {
    const text = ndjsonOf(lines);
    wire().on('GET', logsPath, () =>
      streamed([text.slice(0, 7), text.slice(7, 80), text.slice(80)], ndjson).response(),
    );
    expect(await collect(makeClient().jobs.logs(JOB))).toEqual(lines);
  });

  it("asks for text/plain with format 'text': a string per line, any ending, a last unended line kept", async () => {
    const net = wire().on('GET', logsPath, () =>
      streamed(['Starting\r\nChecking out\rBuil', 'ding\n\nDone'], 'text/plain;charset=UTF-8').response(),
    );
    const read = await collect(makeClient().jobs.logs(JOB, { format: 'text' }));
    expect(net.last.headers['accept']).toBe('text/plain');
    expect(read).toEqual(['Starting', 'Checking out', 'Building', '', 'Done']);
    expectTypeOf(read).toEqualTypeOf<string[]>();
  });

  it("asks for text/event-stream with format 'sse' and yields each event's data as a line", async () => {
    const net = wire().on('GET', logsPath, () => streamed([sseOf(lines)], 'text/event-stream').response());
    const read = await collect(makeClient().jobs.logs(JOB, { format: 'sse' }));
    expect(net.last.headers['accept']).toBe('text/event-stream');
    expect(read).toEqual(lines);
    const format = 'sse' as JobLogFormat;
    expectTypeOf(makeClient().jobs.logs(JOB, { format })).toEqualTypeOf<AsyncIterableIterator<JobLogLine | string>>();
  });

  it('reads the message events of SSE as lines: other event types, comments and retry are left out', async () => {
    const [first, second] = [logLine(0), logLine(1)];
    const body = [
      'retry: 5000\n: keep-alive\n\n',
      sseOf([first]),
      `event: progress\ndata: ${JSON.stringify({ percent: 50 })}\n\n`,
      `event: message\nid: 1\ndata: ${JSON.stringify(second)}\n\n`,
      'event: end\ndata: {}\n\n',
    ].join('');
    wire().on('GET', logsPath, () => streamed([body], 'text/event-stream').response());
    expect(await collect(strict().jobs.logs(JOB, { format: 'sse' }))).toEqual([first, second]);
  });

  it('resumes from a sequence (?sequence=N)', async () => {
    const net = wire().on('GET', `${logsPath}?sequence=2`, () => streamed([ndjsonOf([logLine(2)])], ndjson).response());
    expect(await collect(makeClient().jobs.logs(JOB, { sequence: 2 }))).toEqual([logLine(2)]);
    expect(net.last.query).toEqual({ sequence: '2' });
  });

  it("uses a job object's logs link, replacing its sequence", async () => {
    const job = jobBody({
      _links: { self: href(`/api/jobs/${JOB}`), logs: href('/api/v2/jobs/elsewhere/logs?sequence=0&tail=true') },
    });
    const net = wire().on('GET', '/api/v2/jobs/elsewhere/logs', () =>
      streamed([ndjsonOf([logLine(5)])], ndjson).response(),
    );
    expect(await collect(makeClient().jobs.logs(job, { sequence: 5 }))).toEqual([logLine(5)]);
    expect(net.last.search).toBe('tail=true&sequence=5');
  });

  it('yields nothing on 204 (no lines yet)', async () => {
    const net = wire().on('GET', logsPath, { status: 204 });
    expect(await collect(makeClient().jobs.logs(JOB))).toEqual([]);
    expect(net.requests).toHaveLength(1);
  });

  it('sends nothing until iterated, and maps HTTP errors as every call does', async () => {
    const net = wire();
    const logs = makeClient().jobs.logs(JOB);
    expect(net.requests).toHaveLength(0);
    await expect(logs.next()).rejects.toBeInstanceOf(NotFoundError);
    expect(net.requests).toHaveLength(1);
  });

  it('never retries the stream behind the caller’s back, even with retries on', async () => {
    const net = wire().on('GET', logsPath, {
      status: 503,
      body: { status: 503, error: 'Service Unavailable', message: 'busy' },
    });
    await expect(collect(makeClient({ retry: 2 }).jobs.logs(JOB))).rejects.toBeInstanceOf(ServerError);
    expect(net.requests).toHaveLength(1);
  });

  it('throws StreamParseError with the line number after the lines before it, and cancels the body', async () => {
    const body = chunked([`${ndjsonOf([logLine(0)])}{"sequence":1,oops}\n${ndjsonOf([logLine(2)])}`], { end: false });
    wire().on('GET', logsPath, () => streamResponse(body.stream, ndjson));
    const { items, error } = await collectUntilError(makeClient().jobs.logs(JOB));
    expect(items).toEqual([logLine(0)]);
    expect(error).toBeInstanceOf(StreamParseError);
    expect(error).toMatchObject({ line: 2, snippet: '{"sequence":1,oops}' });
    await body.cancelled;
  });

  it("skips malformed lines with onMalformed: 'skip'", async () => {
    wire().on('GET', logsPath, () =>
      streamed([`${ndjsonOf([logLine(0)])}{oops\n${ndjsonOf([logLine(2)])}`], ndjson).response(),
    );
    expect(await collect(makeClient().jobs.logs(JOB, { onMalformed: 'skip' }))).toEqual([logLine(0), logLine(2)]);
  });

  it('reports a body cut off mid-line as StreamTruncatedError', async () => {
    const text = ndjsonOf(lines);
    wire().on('GET', logsPath, () => streamed([text.slice(0, -10)], ndjson).response());
    const { items, error } = await collectUntilError(makeClient().jobs.logs(JOB));
    expect(items).toEqual(lines.slice(0, 2));
    expect(error).toBeInstanceOf(StreamTruncatedError);
    expect(error).toMatchObject({ line: 3 });
  });

  it('validates lines in the client’s mode: strict throws ValidationError, warn reports once', async () => {
    const bad = [logLine(0, { level: 7 }), logLine(1, { level: 8 })];
    wire().on('GET', logsPath, () => streamed([ndjsonOf(bad)], ndjson).response());
    await expect(collect(strict().jobs.logs(JOB))).rejects.toMatchObject({
      name: 'ValidationError',
      operation: 'jobs.logs',
      path: 'level',
    });
    const issues: string[] = [];
    const warned = await collect(
      makeClient({ onValidationIssue: (issue) => issues.push(`${issue.operation} ${issue.path}`) }).jobs.logs(JOB),
    );
    expect(warned).toEqual(bad);
    expect(issues).toEqual(['jobs.logs level']);
    await expect(collect(makeClient().jobs.logs(JOB, {}, { validation: 'strict' }))).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('in strict mode hands out the lines before an invalid one, then throws ValidationError and cancels', async () => {
    const lines = [logLine(0), logLine(1), logLine(2, { level: 7 }), logLine(3)];
    const body = chunked([ndjsonOf(lines)], { end: false });
    wire().on('GET', logsPath, () => streamResponse(body.stream, ndjson));
    const { items, error } = await collectUntilError(strict().jobs.logs(JOB));
    expect(items).toEqual(lines.slice(0, 2));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ operation: 'jobs.logs', path: 'level' });
    await body.cancelled;
  });

  it('ends in TimeoutError when the stream stays silent past idleTimeout, and cancels it', async () => {
    const body = chunked([ndjsonOf([logLine(0)])], { end: false });
    wire().on('GET', logsPath, () => streamResponse(body.stream, ndjson));
    const { items, error } = await collectUntilError(makeClient().jobs.logs(JOB, { idleTimeout: 30 }));
    expect(items).toEqual([logLine(0)]);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toMatch(/sent nothing for 30 ms/);
    await body.cancelled;
  });

  it('rethrows the caller’s reason when the signal aborts mid-stream, and cancels the body', async () => {
    const body = chunked([ndjsonOf([logLine(0)])], { end: false });
    wire().on('GET', logsPath, () => streamResponse(body.stream, ndjson));
    const controller = new AbortController();
    const reason = new Error('stop reading');
    const logs = makeClient().jobs.logs(JOB, { signal: controller.signal });
    expect(await logs.next()).toEqual({ done: false, value: logLine(0) });
    const pending = logs.next();
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await body.cancelled;
  });

  it('takes the signal of the request options too', async () => {
    wire().on('GET', logsPath, () => streamed([ndjsonOf(lines)], ndjson).response());
    const controller = new AbortController();
    controller.abort(new Error('never mind'));
    await expect(collect(makeClient().jobs.logs(JOB, {}, { signal: controller.signal }))).rejects.toThrow('never mind');
  });

  it('cancels the server-side stream when the caller breaks out of the loop', async () => {
    const body = chunked([ndjsonOf(lines), ndjsonOf([logLine(3)])], { end: false });
    wire().on('GET', logsPath, () => streamResponse(body.stream, ndjson));
    const seen: number[] = [];
    for await (const line of makeClient().jobs.logs(JOB)) {
      seen.push(line.sequence);
      if (line.sequence === 1) break;
    }
    expect(seen).toEqual([0, 1]);
    await body.cancelled;
    expect(body.pulls()).toBeLessThanOrEqual(2);
  });

  it('rejects bad input before sending anything', () => {
    const net = wire();
    const jobs = makeClient().jobs;
    expect(() => jobs.logs('')).toThrow(InvalidArgumentError);
    expect(() => jobs.logs(JOB, { sequence: -1 })).toThrow(/`sequence` must be a whole number/);
    expect(() => jobs.logs(JOB, { sequence: 1.5 })).toThrow(InvalidArgumentError);
    expect(() => jobs.logs(JOB, { format: 'xml' as 'text' })).toThrow(/`format` must be/);
    expect(() => jobs.logs(JOB, { onMalformed: 'drop' as 'skip' })).toThrow(InvalidArgumentError);
    expect(() => jobs.logs(JOB, { idleTimeout: 0 })).toThrow(/`idleTimeout`/);
    expect(() => jobs.logs(JOB, { maxLineLength: 0 })).toThrow(/`maxLineLength`/);
    expect(() => jobs.logs(JOB, {}, { timeout: -5 })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
