// An attempt's clock (its timer, and its listener on the caller's signal) stops however the attempt ends, even
// when a function of the caller's throws on the way: the logger, a hook, `onValidationIssue`. Such an error is the
// call's (a logger's is not taken for a failed attempt, so it never sends the request again).
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClientOptions, type Logger, ValidationError } from '../../../src/index.js';
import { CHANNEL, channelBody } from '../../fixtures/bodies.js';
import { deferred } from '../../helpers/deferred.js';
import { makeClient } from '../../helpers/server.js';

afterEach(() => vi.useRealTimers());

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/hal+json', ...headers } });
const answers = {
  ok: () => json(200, channelBody()),
  retried503: () => json(503, {}, { 'retry-after': '0' }),
  final404: () => json(404, { status: 404, error: 'Not Found', message: 'no such channel' }),
  refused: (): Response => {
    throw new TypeError('fetch failed');
  },
  notJson: () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
  // A channel whose `name` is a number: a validation issue in `warn` mode.
  mismatch: () => json(200, channelBody({ name: 42 })),
};
type Answer = keyof typeof answers;

const broken = new Error('the log sink is down');
const fail = (): never => {
  throw broken;
};

const quiet = (): void => undefined;
const silent: Logger = { debug: quiet, info: quiet, warn: quiet, error: quiet };

/** A logger whose `level` method throws `broken` on the lines `line` matches. */
function throwingLogger(level: keyof Logger, line: RegExp): Logger {
  return { ...silent, [level]: (text: string) => line.test(text) && fail() };
}

/**
 * `channels.get` with a signal of the caller's, its fetch answering `sequence` in turn (the last one again), under fake
 * timers (a retry's wait is 0): what the call came to, how many requests it sent, and what it left running.
 */
async function settle(sequence: Answer[], options: Partial<ClientOptions>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let sent = 0;
  const fetch = async () => answers[sequence[Math.min(sent++, sequence.length - 1)]!]();
  const { signal } = new AbortController();
  const client = makeClient({
    fetch,
    logLevel: 'debug',
    logger: silent,
    retry: { limit: 1, backoffLimit: 0 },
    ...options,
  });
  const outcome = await client.channels.get(CHANNEL, { signal }).catch((error: unknown) => ({ error }));
  return { outcome, sent, timers: vi.getTimerCount(), listeners: getEventListeners(signal, 'abort').length };
}

describe('a logger that throws', () => {
  it.each<[string, Answer[], keyof Logger, RegExp, number]>([
    ['debug, on an attempt answered 503 (to be retried)', ['retried503'], 'debug', / 503 in /, 1],
    ['debug, on an attempt that failed to connect', ['refused'], 'debug', /failed to connect/, 1],
    ['debug, on a final 404 (its body still to be read)', ['final404'], 'debug', / 404 in /, 1],
    ['debug, on an answered attempt (not taken for a failed one)', ['ok'], 'debug', / 200 in /, 1],
    ['info, on the retry line', ['retried503', 'ok'], 'info', /retry 1 of/, 1],
    ['warn, on a validation issue (after the attempts)', ['mismatch'], 'warn', /does not match/, 1],
  ])(
    '%s: the call fails with its error and leaves no timer and no listener',
    async (_title, sequence, level, line, sent) => {
      const result = await settle(sequence, { logger: throwingLogger(level, line), validation: 'warn' });
      expect(result).toEqual({ outcome: { error: broken }, sent, timers: 0, listeners: 0 });
    },
  );

  it('debug, on an attempt the caller aborted: the call fails with the reason and leaves no timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const controller = new AbortController();
    const inFlight = deferred();
    const fetch = (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
        inFlight.resolve();
      });
    const logger = throwingLogger('debug', /aborted/);
    const client = makeClient({ fetch: fetch as typeof globalThis.fetch, logLevel: 'debug', logger, retry: 2 });
    const call = client.channels.get(CHANNEL, { signal: controller.signal }).catch((error: unknown) => error);
    await inFlight.promise;
    const reason = new Error('caller gave up');
    controller.abort(reason);
    expect(await call).toBe(reason);
    expect([vi.getTimerCount(), getEventListeners(controller.signal, 'abort').length]).toEqual([0, 0]);
  });

  it('debug, on a streamed answer: the call fails with its error, is not sent again and leaves no timer', async () => {
    let sent = 0;
    const fetch = async () => (sent++, new Response(new ReadableStream(), { status: 200 }));
    const logger = throwingLogger('debug', / 200 in /);
    const client = makeClient({ fetch, logLevel: 'debug', logger, retry: { limit: 1, backoffLimit: 0 } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await expect(client.files.download('ws-1', 'data/big.csv', { as: 'stream' })).rejects.toBe(broken);
    expect([sent, vi.getTimerCount()]).toEqual([1, 0]);
  });
});

describe('a function of the caller’s that throws', () => {
  it.each<[string, Answer[], Partial<ClientOptions>, number]>([
    ['beforeRetry', ['retried503', 'ok'], { hooks: { beforeRetry: [fail] } }, 1],
    ['beforeRequest (retried, like a network failure)', ['ok'], { hooks: { beforeRequest: [fail] } }, 0],
    ['afterResponse (retried, like a network failure)', ['ok'], { hooks: { afterResponse: [fail] } }, 2],
    [
      'onValidationIssue, with a logger that throws too',
      ['mismatch'],
      { validation: 'warn', onValidationIssue: fail, logger: throwingLogger('error', /threw/) },
      1,
    ],
  ])(
    '%s: the call fails with its error and leaves no timer and no listener',
    async (_title, sequence, options, sent) => {
      const result = await settle(sequence, { logLevel: 'error', ...options });
      expect(result).toEqual({ outcome: { error: broken }, sent, timers: 0, listeners: 0 });
    },
  );

  it('leaves nothing running either when the answer is not JSON (a ValidationError after the attempts)', async () => {
    const result = await settle(['notJson'], {});
    expect(result.outcome).toEqual({ error: expect.any(ValidationError) });
    expect([result.sent, result.timers, result.listeners]).toEqual([1, 0, 0]);
  });
});
