// A cut never splits a secret: what an error shows of a long server text (its message at 1000 characters, `rawBody`
// at the error limit, a stream's bad line at 200) is cut before a word the cut would split, so that no part of a
// token stands where redaction, which finds whole secrets, cannot see it.
import { inspect } from 'node:util';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cut, cutIndex } from '../../src/core/shown.js';
import { type ApiError, StreamParseError } from '../../src/index.js';
import { CHANNEL, JOB } from '../fixtures/bodies.js';
import { logsPath, streamed } from '../fixtures/job-logs.js';
import { makeClient, useServer, wire } from '../helpers/server.js';
import { collectUntilError } from '../helpers/streams.js';

useServer();

// A long opaque token: the client's own, so that the SDK knows it as a secret.
const token = `tok_${'S3cr3tPart'.repeat(30)}`;
const client = (options: Parameters<typeof makeClient>[0] = {}) => makeClient({ auth: token, ...options });
const head = token.slice(0, 12);

/** Every way a caller shows the error, none holding any part of the token. */
function expectNoPartOfToken(error: unknown): void {
  for (const text of [String(error), JSON.stringify(error), inspect(error, { depth: Infinity })]) {
    expect(text).not.toContain(head);
    expect(text).not.toContain('S3cr3tPart');
  }
}

describe('cutIndex', () => {
  it.each([
    ['at a space', 'abc def', 3, 3],
    ['at a quote', 'abc"def', 3, 3],
    ['inside a word: before it', 'ab cdef gh', 5, 3],
    ['inside the first word: at 0', 'abcdef gh', 3, 0],
    ['at the end of the text, which counts as going on: before the last word', 'ab cdef', 7, 3],
    ['inside a word longer than 1024 characters: where it stands', `ab ${'x'.repeat(2000)}`, 1500, 1500],
    ['inside a word of 1024 characters: before it', `ab ${'x'.repeat(1024)} c`, 500, 3],
    ['inside a word of 1025 characters: where it stands', `ab ${'x'.repeat(1025)} c`, 500, 500],
  ])('%s', (_name, text, max, expected) => {
    expect(cutIndex(text, max)).toBe(expected);
  });

  it('makes cut() say how many characters it left out, the split word among them', () => {
    expect(cut('one two three', 6)).toBe('one … (9 more characters)');
    expect(cut('one two three', 13)).toBe('one two three');
  });
});

describe('a cut never splits a secret', () => {
  it("in an ApiError's message, which quotes the service's message, redacted, up to 1000 characters", async () => {
    const message = `${'word '.repeat(190)}then ${token} and more`;
    wire().on('GET', `/api/channels/${CHANNEL}`, { status: 400, body: { message } });
    const error = (await client()
      .channels.get(CHANNEL)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toContain(`${'word '.repeat(190)}then [redacted] and more)`);
    expectNoPartOfToken(error);
  });

  it("in an error's rawBody cut at the error limit", async () => {
    const text = `${'x'.repeat(1900)} Bearer ${token}`;
    wire().on(
      'GET',
      `/api/channels/${CHANNEL}`,
      () => new HttpResponse(text, { status: 500, headers: { 'content-type': 'text/plain' } }),
    );
    const error = (await client({ maxResponseBytes: { error: 2000 } })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.rawBody).toBe(`${'x'.repeat(1900)} Bearer … [cut at 2000 bytes]`);
    expectNoPartOfToken(error);
  });

  it("in a stream's bad line, its snippet and its message, which quotes nothing of the parser's excerpt", async () => {
    const line = `{"note":"${'word '.repeat(36)}${token}"`;
    wire().on('GET', logsPath, () => streamed([`${line}\n`], 'application/x-ndjson').response());
    const { error } = await collectUntilError(client().jobs.logs(JOB));
    expect(error).toBeInstanceOf(StreamParseError);
    expect((error as StreamParseError).snippet).toBe(`{"note":"${'word '.repeat(36)}`);
    expectNoPartOfToken(error);
  });

  it("in the parser's excerpt of a bad line that is one word", async () => {
    wire().on('GET', logsPath, () => streamed([`x${token}\n`], 'application/x-ndjson').response());
    const { error } = await collectUntilError(client().jobs.logs(JOB));
    expect((error as StreamParseError).snippet).toBe('');
    const { message } = error as StreamParseError;
    expect(message).toMatch(/^Line 1 of the NDJSON stream is not valid JSON \(.+\): {2}\(request id /);
    expect(message).not.toMatch(/"[^"…]+"/); // the parser quotes none of the line (V8: `"…"`), whatever its wording
    expectNoPartOfToken(error);
  });
});
