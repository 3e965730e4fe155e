// failures.ts is the one place a raw failure of an attempt becomes what the caller sees: each kind maps to its
// class, redacted, and the `beforeRetry` event is told the same class as the error the call finally rejects with.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkRequestOptions } from '../../../src/core/arguments/request-options.js';
import {
  AttemptTimeout,
  BodyReadFailure,
  NetworkFailure,
  RedirectRefused,
  StatusError,
  toWdpError,
} from '../../../src/core/http/failures.js';
import { Secrets } from '../../../src/core/redact.js';
import {
  Client,
  ConnectionError,
  NotFoundError,
  RedirectError,
  type RetryEvent,
  ServerError,
  TimeoutError,
  ValidationError,
} from '../../../src/index.js';
import { createMockService } from '../../../src/mock/index.js';
import { CHANNEL, channelBody } from '../../fixtures/bodies.js';
import { makeClient, TOKEN } from '../../helpers/server.js';

const SECRET = 'tok_live_failures_9f8e7d6c';
const URL_WITH_SECRET = `https://wdp.test/api/channels/c1?access_token=${SECRET}`;
const SHOWN_URL = 'https://wdp.test/api/channels/c1?access_token=[redacted]';

function translate(failure: unknown, options: { signal?: AbortSignal } = {}): unknown {
  const secrets = new Secrets();
  secrets.addToken(SECRET);
  return toWdpError(failure, { method: 'GET' }, URL_WITH_SECRET, checkRequestOptions(options), {
    timeout: 30,
    secrets,
  });
}

/** Every way an error can be shown: none may carry the secret. */
const renderings = (error: unknown) => [
  String((error as Error).message),
  JSON.stringify(error),
  inspect(error, { depth: 10 }),
  inspect(error, { depth: 10, customInspect: false }),
];

const status = (code: number, headers: Record<string, string> = {}) => {
  const failure = new StatusError(new Response(null, { status: code, headers }), undefined, true);
  failure.text = JSON.stringify({ status: code, message: `no channel for ${SECRET}` });
  return failure;
};

describe('toWdpError: each raw failure kind', () => {
  it.each([
    ['a 404', () => status(404), NotFoundError, `Request failed with status code 404: GET ${SHOWN_URL}`],
    ['a 503', () => status(503), ServerError, `Request failed with status code 503: GET ${SHOWN_URL}`],
    [
      'a redirect refused',
      () =>
        new RedirectRefused(
          new Response(null, { status: 302, headers: { location: `https://cdn.other.test/?t=${SECRET}` } }),
          URL_WITH_SECRET,
          `a redirect to https://cdn.other.test/?t=${SECRET}, another origin, which only GET and HEAD are sent on to`,
        ),
      RedirectError,
      'a redirect to https://cdn.other.test/?t=[redacted], another origin, which only GET and HEAD are sent on to; ' +
        'nothing was sent there',
    ],
    [
      'a timeout before the head',
      () => new AttemptTimeout(30, false),
      TimeoutError,
      `GET ${SHOWN_URL} got no response within 30 ms`,
    ],
    [
      'a timeout in the body',
      () => new AttemptTimeout(30, true),
      TimeoutError,
      `GET ${SHOWN_URL} did not receive the whole response body within 30 ms`,
    ],
    [
      'a body cut off',
      () => new BodyReadFailure('the response body could not be read', { cause: new Error(`reset ${SECRET}`) }),
      ConnectionError,
      `GET ${SHOWN_URL} failed while reading the response body`,
    ],
    [
      'a network failure',
      () => {
        const error = new TypeError(`connect ECONNREFUSED ${SECRET}`);
        return new NetworkFailure(error.message, { cause: error });
      },
      ConnectionError,
      `GET ${SHOWN_URL} failed before a response (connect ECONNREFUSED [redacted])`,
    ],
  ])('turns %s into its class, redacted', (_kind, raw, errorClass, message) => {
    const error = translate(raw());
    expect(error).toBeInstanceOf(errorClass);
    expect((error as Error).message).toContain(message);
    for (const shown of renderings(error)) expect(shown).not.toContain(SECRET);
  });

  it('keeps the status facts of a response: body (redacted), headers, Retry-After', () => {
    const raw = new StatusError(new Response(null, { status: 503, headers: { 'retry-after': '3' } }), 3_000, true);
    raw.text = JSON.stringify({ status: 503, message: `busy ${SECRET}` });
    const error = translate(raw) as ServerError;
    expect(error.status).toBe(503);
    expect(error.retryAfterMs).toBe(3_000);
    expect(error.headers.get('retry-after')).toBe('3');
    expect(error.rawBody).toBe(JSON.stringify({ status: 503, message: 'busy [redacted]' }));
    expect(error.body?.message).toBe('busy [redacted]');
  });

  it("gives the caller's abort reason as it is, whatever the failure", () => {
    const controller = new AbortController();
    const reason = new Error('caller gave up');
    controller.abort(reason);
    expect(translate(new AttemptTimeout(30, false), { signal: controller.signal })).toBe(reason);
  });

  it("keeps anything else as it is: a hook's own error, a TypeError raised outside an attempt", () => {
    const own = new Error(`hook failed ${SECRET}`);
    expect(translate(own)).toBe(own);
    const outside = new TypeError('token function failed');
    expect(translate(outside)).toBe(outside);
  });

  it('redacts an SDK error raised on the way (a ValidationError echoing the secret), in place', () => {
    const error = new ValidationError('channels.get', 'name', `expected a string, got ${SECRET}`, { name: SECRET });
    expect(translate(error)).toBe(error);
    for (const shown of renderings(error)) expect(shown).not.toContain(SECRET);
  });
});

const json = (code: number, body: unknown) =>
  new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/hal+json' } });

/** A fetch answer that never comes: it rejects only when the attempt is aborted. */
const hang = (input: RequestInfo | URL) =>
  new Promise<Response>((_resolve, reject) => {
    const { signal } = input as Request;
    signal.addEventListener('abort', () => reject(signal.reason));
  });

const cutOff = () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start: (c) => (c.enqueue(new TextEncoder().encode('{"id":')), c.error(new Error(`socket reset ${TOKEN}`))),
    }),
    { headers: { 'content-type': 'application/hal+json' } },
  );

describe('the beforeRetry event and the final error', () => {
  it.each([
    ['a 503', async () => json(503, { status: 503, message: `busy ${TOKEN}` }), ServerError],
    ['a timeout', hang, TimeoutError],
    ['a network failure', async () => Promise.reject(new TypeError(`connect ECONNREFUSED ${TOKEN}`)), ConnectionError],
    ['a body cut off', async () => cutOff(), ConnectionError],
  ])('are of the same class for %s, and neither carries the token', async (_kind, fetch, errorClass) => {
    const events: RetryEvent[] = [];
    const client = makeClient({
      fetch: fetch as typeof globalThis.fetch,
      timeout: 50,
      retry: { limit: 1, backoffLimit: 0 },
      hooks: { beforeRetry: [(event) => void events.push(event)] },
    });
    const error = await client.channels.get(CHANNEL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorClass);
    expect(events.map((event) => event.error.constructor)).toEqual([errorClass]);
    const request = events[0]?.request;
    expect(request?.headers.get('authorization')).toBeNull();
    for (const shown of [...renderings(error), ...renderings(events[0]?.error), request?.url ?? ''])
      expect(shown).not.toContain(TOKEN);
  });

  it("are the hook's own error, as it is, when an afterResponse hook throws", async () => {
    const events: RetryEvent[] = [];
    const broken = new Error('hook failed');
    const client = makeClient({
      fetch: async () => json(200, channelBody()),
      retry: { limit: 1, backoffLimit: 0 },
      hooks: {
        afterResponse: [
          () => {
            throw broken;
          },
        ],
        beforeRetry: [(event) => void events.push(event)],
      },
    });
    await expect(client.channels.get(CHANNEL)).rejects.toBe(broken);
    expect(events.map((event) => event.error)).toEqual([broken]);
  });

  it('are no event and a RedirectError for a redirect that is not followed (it is never retried)', async () => {
    const events: RetryEvent[] = [];
    const redirect = new Response(null, { status: 307, headers: { location: 'https://cdn.other.test/x' } });
    const client = makeClient({
      fetch: async () => redirect,
      retry: { limit: 2, backoffLimit: 0, methods: ['PUT'] },
      hooks: { beforeRetry: [(event) => void events.push(event)] },
    });
    const error = await client
      .follow(channelBody(), 'update channel', { body: { name: 'Sales' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(events).toEqual([]);
  });
});

describe('a POST that failed after it was sent', () => {
  it('says in its timeout that it may have taken effect, as it did, and is not sent again', async () => {
    const mock = createMockService();
    const { pipelineId, admin } = mock.fixtures;
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: admin.token, fetch: mock.fetch, timeout: 50 });
    mock.admin.addFault({
      method: 'POST',
      path: '/api/pipelines/*/jobs',
      times: 1,
      fault: { type: 'stall', at: 0.5 },
    });
    const before = (await client.jobs.listForPipeline(pipelineId)).items.length;
    mock.admin.clearJournal();
    const error = await client.jobs.create(pipelineId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).message).toContain(
      '/jobs did not receive the whole response body within 50 ms and may have taken effect: ' +
        'check before sending it again; raise the',
    );
    expect(mock.admin.journal().map((entry) => entry.method)).toEqual(['POST']);
    expect((await client.jobs.listForPipeline(pipelineId)).items).toHaveLength(before + 1); // it took effect
  });

  it.each([
    ['POST', true],
    ['PATCH', true],
    ['GET', false],
    ['PUT', false],
  ] as const)('says so for a %s whose body was cut off: %s', (method, said) => {
    const error = toWdpError(new BodyReadFailure('cut'), { method }, 'https://wdp.test/x', checkRequestOptions({}), {
      timeout: 30,
      secrets: new Secrets(),
    });
    expect((error as Error).message.includes(' and may have taken effect: check before sending it again;')).toBe(said);
  });

  /**
   * A fetch failure as undici gives it: a TypeError whose cause carries the code (`null`: a cause with none, such as
   * undici's `unexpected redirect`); `undefined`: a browser's bare TypeError, with no cause.
   */
  const dropped = (code: string | null | undefined) => {
    const cause = code === undefined ? undefined : Object.assign(new Error('why'), code === null ? {} : { code });
    const error = new TypeError('fetch failed', { cause });
    return new NetworkFailure(error.message, { cause: error });
  };

  it.each([
    ['POST', 'UND_ERR_SOCKET', true],
    ['PATCH', 'ECONNRESET', true],
    ['POST', 'EPIPE', true],
    ['POST', undefined, true],
    ['POST', null, false],
    ['POST', 'ECONNREFUSED', false],
    ['POST', 'ENOTFOUND', false],
    ['POST', 'EAI_AGAIN', false],
    ['POST', 'UND_ERR_CONNECT_TIMEOUT', false],
    ['POST', 'ERR_SSL_WRONG_VERSION_NUMBER', false],
    ['POST', 'CERT_HAS_EXPIRED', false],
    ['GET', 'UND_ERR_SOCKET', false],
    ['PUT', undefined, false],
  ] as const)('says so for a %s whose connection failed with %s: %s', (method, code, said) => {
    const error = toWdpError(dropped(code), { method }, 'https://wdp.test/x', checkRequestOptions({}), {
      timeout: 30,
      secrets: new Secrets(),
    });
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe(
      said
        ? `${method} https://wdp.test/x got no response (fetch failed) and may have taken effect: check before ` +
            'sending it again; check the network.'
        : `${method} https://wdp.test/x failed before a response (fetch failed); check \`baseUrl\` and the network.`,
    );
  });

  it('says so for a POST the mock resets after it took effect, which it did', async () => {
    const mock = createMockService();
    const { pipelineId, admin } = mock.fixtures;
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: admin.token, fetch: mock.fetch });
    const fault = { type: 'reset', afterEffect: true } as const;
    mock.admin.addFault({ method: 'POST', path: '/api/pipelines/*/jobs', times: 1, fault });
    const before = (await client.jobs.listForPipeline(pipelineId)).items.length;
    const error = await client.jobs.create(pipelineId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toContain('/jobs got no response (fetch failed) and may have taken effect: ');
    expect((await client.jobs.listForPipeline(pipelineId)).items).toHaveLength(before + 1);
  });
});
