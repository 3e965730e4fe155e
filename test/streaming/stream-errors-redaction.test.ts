// Errors raised outside a request (while reading a stream, or walking pages) go through the same redaction
// step as the request's own errors; a caller's abort reason is handed back untouched.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { StreamParseError, ValidationError } from '../../src/index.js';
import { channelBody, href, JOB, WS } from '../fixtures/bodies.js';
import { logLine, logsPath, ndjsonOf, sseOf, streamed } from '../fixtures/job-logs.js';
import { makeClient, server, useServer, wire } from '../helpers/server.js';
import { collectUntilError, useUnteedResponses } from '../helpers/streams.js';

useServer();
useUnteedResponses(server);

const TOKEN = 'tok_STREAM_8e7d6c5b4a39';
const ndjson = 'application/x-ndjson';

function expectNoToken(error: Error, ...more: string[]): void {
  for (const view of [
    error.message,
    error.stack ?? '',
    String(error),
    JSON.stringify(error),
    inspect(error, { depth: 20 }),
    inspect(error, { depth: 20, showHidden: true, customInspect: false }),
    ...more,
  ]) {
    expect(view, view).not.toContain(TOKEN);
  }
}

describe('jobs.logs errors', () => {
  it('a malformed NDJSON line holding the token: StreamParseError message, snippet, stack redacted', async () => {
    const net = wire().on('GET', logsPath, () =>
      streamed([`${ndjsonOf([logLine(0)])}{"sequence":1,"echo":"${TOKEN}",oops}\n`], ndjson).response(),
    );
    const { items, error } = await collectUntilError(makeClient({ auth: TOKEN }).jobs.logs(JOB));
    expect(items).toEqual([logLine(0)]);
    expect(error).toBeInstanceOf(StreamParseError);
    const parse = error as StreamParseError;
    const id = net.last.headers['x-request-id'];
    expect(parse).toMatchObject({ line: 2, snippet: '{"sequence":1,"echo":"[redacted]",oops}', requestId: id });
    expect(parse.message).toMatch(
      new RegExp(
        String.raw`^Line 2 of the NDJSON stream is not valid JSON \(.+\): \{"sequence":1,"echo":"\[redacted\]",oops\}` +
          ` \\(request id ${id}\\)$`,
      ),
    );
    expectNoToken(parse, parse.snippet);
  });

  it('a malformed SSE frame holding the token escaped: redacted too', async () => {
    const frame = `data: {"sequence":1,"echo":"${TOKEN.replace('_', '\\u005F')}",oops}\n\n`;
    wire().on('GET', logsPath, () => streamed([sseOf([logLine(0)]) + frame], 'text/event-stream').response());
    const { error } = await collectUntilError(makeClient({ auth: TOKEN }).jobs.logs(JOB, { format: 'sse' }));
    expect(error).toBeInstanceOf(StreamParseError);
    expect((error as StreamParseError).snippet).toBe('{"sequence":1,"echo":"[redacted]",oops}');
    expectNoToken(error as Error, (error as StreamParseError).snippet.replace('\\u005F', '_'));
  });

  it('a log line failing strict validation with the token in it: the ValidationError body is redacted', async () => {
    wire().on('GET', logsPath, () =>
      streamed([ndjsonOf([logLine(0, { level: 7, message: `auth ${TOKEN}` })])], ndjson).response(),
    );
    const { error } = await collectUntilError(makeClient({ auth: TOKEN, validation: 'strict' }).jobs.logs(JOB));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      operation: 'jobs.logs',
      path: 'level',
      body: { level: 7, message: 'auth [redacted]' },
    });
    expectNoToken(error as Error, JSON.stringify((error as ValidationError).body));
  });

  it("hands back the caller's abort reason as the same object, unchanged, even when it names the token", async () => {
    const body = streamed([ndjsonOf([logLine(0)])], ndjson, { open: true });
    wire().on('GET', logsPath, () => body.response());
    const controller = new AbortController();
    const reason = new Error(`stopped by the caller (${TOKEN})`);
    const logs = makeClient({ auth: TOKEN }).jobs.logs(JOB, { signal: controller.signal });
    expect(await logs.next()).toEqual({ done: false, value: logLine(0) });
    const pending = logs.next();
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(reason.message).toBe(`stopped by the caller (${TOKEN})`);
  });
});

describe('a page whose next link cannot be followed', () => {
  it('rejects getNextPage() with a ValidationError free of the token', async () => {
    const path = `/api/workspaces/${WS}/channels`;
    const body = {
      _embedded: { channels: [channelBody()] },
      _links: { self: href(path), next: { href: `ftp://files.test/next?key=${TOKEN}` } },
      note: TOKEN,
    };
    wire().on('GET', path, { body });
    const page = await makeClient({ auth: TOKEN }).channels.list(WS);
    expect(page.hasNextPage()).toBe(true);
    const error = (await page.getNextPage().catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ operation: 'channels.list', path: '_links.next.href', body: { note: '[redacted]' } });
    expect(error.message).toContain('ftp://files.test/next?key=[redacted]');
    expectNoToken(error, JSON.stringify(error.body));
  });
});
