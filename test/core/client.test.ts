import { inspect } from 'node:util';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  Client,
  type ClientOptions,
  ConnectionError,
  clientCredentials,
  InvalidArgumentError,
  RateLimitError,
  type RetryEvent,
  ServerError,
  TimeoutError,
} from '../../src/index.js';
import { CHANNEL, channelBody, WS } from '../fixtures/bodies.js';
import { BASE, makeClient, noAnswer, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const channelPath = `/api/channels/${CHANNEL}`;
const initPath = `/api/workspaces/${WS}/channels`;
const draft = { id: CHANNEL, _links: {} };
const fast = { limit: 1, backoffLimit: 1 };
const spyLogger = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const build = (options: Partial<ClientOptions>) => () =>
  new Client({ baseUrl: BASE, auth: TOKEN, ...options } as ClientOptions);

describe('new Client', () => {
  it.each([
    ['a relative URL', '/api'],
    ['a host without scheme', 'wdp.test'],
    ['a non-http scheme', 'ftp://wdp.test'],
    ['an empty string', ''],
    ['a number', 42],
    ['a URL with a query', 'https://wdp.test/?tenant=a'],
    ['a URL with a fragment', 'https://wdp.test/#x'],
  ])('refuses %s as baseUrl', (_name, baseUrl) => {
    expect(build({ baseUrl: baseUrl as string })).toThrow(InvalidArgumentError);
  });

  it('refuses a baseUrl with credentials without echoing them', () => {
    expect(build({ baseUrl: 'https://ada:hunter2@wdp.test' })).toThrow(
      /must not carry a user name or password; pass credentials in `auth`\.$/,
    );
  });

  it('trims trailing slashes and keeps a path prefix', async () => {
    expect(new Client({ baseUrl: 'https://wdp.test///', auth: TOKEN }).baseUrl).toBe('https://wdp.test');
    const client = makeClient({ baseUrl: 'https://wdp.test/gateway/v1/' });
    expect(client.baseUrl).toBe('https://wdp.test/gateway/v1');
    const net = wire().on('GET', `/gateway/v1${channelPath}`, { body: channelBody() });
    await client.channels.get(CHANNEL);
    expect(net.last.path).toBe(`/gateway/v1${channelPath}`);
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it.each([
    ['timeout 0', { timeout: 0 }, /`timeout` must be a positive number/],
    ['a negative timeout', { timeout: -5 }, /`timeout`/],
    ['a NaN timeout', { timeout: Number.NaN }, /`timeout`/],
    ['a string timeout', { timeout: '1000' }, /`timeout`/],
    ['a timeout beyond timers', { timeout: 2 ** 31 }, /up to 2147483647/],
    ['an unknown validation mode', { validation: 'loud' }, /`validation` must be 'strict', 'warn' or 'off'/],
    ['an unknown logLevel', { logLevel: 'verbose' }, /`logLevel` must be one of/],
    ['a logger without warn', { logger: { error: () => undefined } }, /has no warn\(\) method/],
    ['a negative retry', { retry: -1 }, /`retry.limit` must be a whole number/],
    ['a fractional retry limit', { retry: { limit: 1.5 } }, /`retry.limit`/],
    ['an unknown retry method', { retry: { methods: ['FETCH'] } }, /`retry.methods` must be a list of/],
    ['a non-function fetch', { fetch: 'fetch' }, /`fetch` must be a fetch function/],
    ['headers that are not an object', { headers: 'x-a: 1' }, /`headers` must be a plain object/],
    ['no auth', { auth: undefined }, /`auth` option must be/],
  ])('refuses %s', (_name, options, message) => {
    const make = build(options as Partial<ClientOptions>);
    expect(make).toThrow(InvalidArgumentError);
    expect(make).toThrow(message);
  });

  // `new Client()` without options reads the environment (test/core/environment.test.ts); non-objects are refused.
  it.each([
    ['null', null],
    ['a string', BASE],
  ])('refuses %s as the options object', (_name, options) => {
    expect(() => new Client(options as unknown as ClientOptions)).toThrow(/needs an options object/);
  });
});

describe('headers', () => {
  it('sends Accept and Authorization by default, and Content-Type only with a JSON body', async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() }).on('POST', initPath, { body: draft });
    await makeClient().channels.get(CHANNEL);
    await makeClient().channels.initialise(WS);
    const [get, post] = net.requests;
    expect(get!.headers).toMatchObject({ accept: 'application/hal+json', authorization: `Bearer ${TOKEN}` });
    expect(get!.headers['content-type']).toBeUndefined();
    expect(post!.headers).toMatchObject({
      accept: 'application/hal+json',
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/json',
    });
  });

  it('merges client and per-call headers case-insensitively: undefined keeps, null removes', async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const client = makeClient({
      headers: { 'X-Tenant': 'acme', 'X-Trace': 't-1', ACCEPT: 'application/json', 'X-Unset': undefined },
    });
    await client.channels.get(CHANNEL);
    await client.channels.get(CHANNEL, {
      headers: { 'x-tenant': undefined, 'X-TRACE': null, 'X-Call': 'c-2', accept: 'application/hal+json' },
    });
    const [first, second] = net.requests;
    expect(first!.headers).toMatchObject({
      'x-tenant': 'acme',
      'x-trace': 't-1',
      accept: 'application/json',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(first!.headers['x-unset']).toBeUndefined();
    expect(second!.headers).toMatchObject({ 'x-tenant': 'acme', 'x-call': 'c-2', accept: 'application/hal+json' });
    expect(second!.headers['x-trace']).toBeUndefined();
  });

  it('lets a call remove a default header with null', async () => {
    const net = wire().on('POST', initPath, { body: draft });
    await makeClient().channels.initialise(WS, { headers: { 'Content-Type': null, Authorization: null } });
    expect(net.last.headers['authorization']).toBeUndefined();
    expect(net.last.headers['content-type']).not.toBe('application/json');
  });
});

describe('signal', () => {
  it("rejects with the caller's own abort reason while the request is in flight", async () => {
    const controller = new AbortController();
    const reason = new Error('user navigated away');
    // The server holds the request open: only the abort can end the call.
    const net = wire().on('GET', channelPath, () => (controller.abort(reason), noAnswer()));
    await expect(makeClient().channels.get(CHANNEL, { signal: controller.signal })).rejects.toBe(reason);
    expect(net.requests).toHaveLength(1);
  });

  it('stops a retry wait and sends nothing more', async () => {
    const controller = new AbortController();
    const reason = { why: 'shutdown' };
    const net = wire().on('GET', channelPath, { status: 503, headers: { 'retry-after': '5' }, body: { status: 503 } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // The 503 reaches the client, which goes on to its 5 s wait in the same turn: the next turn, it is waiting.
      const hooks = { afterResponse: [() => void setImmediate(() => controller.abort(reason))] };
      await expect(makeClient({ retry: 2, hooks }).channels.get(CHANNEL, { signal: controller.signal })).rejects.toBe(
        reason,
      );
      vi.advanceTimersByTime(10_000); // past the Retry-After: a wait the abort did not stop would send the retry now
    } finally {
      vi.useRealTimers();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(net.requests).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const reason = new Error('too late');
    await expect(makeClient().channels.get(CHANNEL, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(net.requests).toHaveLength(0);
  });
});

describe('timeout', () => {
  it('fails an attempt that takes longer than the per-call timeout with TimeoutError', async () => {
    const net = wire().on('GET', channelPath, noAnswer);
    const error = await makeClient()
      .channels.get(CHANNEL, { timeout: 30 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe(
      `GET ${BASE}${channelPath} got no response within 30 ms; raise the \`timeout\` option or check the service. ` +
        `(request id ${net.last.headers['x-request-id']})`,
    );
  });

  it('refuses a bad per-call timeout before sending', async () => {
    const net = wire();
    expect(() => makeClient().channels.get(CHANNEL, { timeout: -1 })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('hooks', () => {
  it('beforeRequest can add a header that reaches the wire; afterResponse sees the response', async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const seen: number[] = [];
    const client = makeClient({
      hooks: {
        beforeRequest: [(request) => void request.headers.set('x-hook', 'yes')],
        afterResponse: [(request, response) => void seen.push(response.status, request.method === 'GET' ? 1 : 0)],
      },
    });
    await client.channels.get(CHANNEL);
    expect(net.last.headers['x-hook']).toBe('yes');
    expect(seen).toEqual([200, 1]);
  });

  it('beforeRetry is called when a 503 GET is retried', async () => {
    let calls = 0;
    const net = wire().on('GET', channelPath, () =>
      ++calls === 1 ? HttpResponse.json({ status: 503 }, { status: 503 }) : HttpResponse.json(channelBody()),
    );
    const events: RetryEvent[] = [];
    const client = makeClient({ retry: fast, hooks: { beforeRetry: [(event) => void events.push(event)] } });
    await expect(client.channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(net.requests).toHaveLength(2);
    expect(events).toHaveLength(1);
    expect(events[0]!.retryCount).toBe(1);
    expect(events[0]!.request.url).toBe(`${BASE}${channelPath}`);
  });
});

describe('retry', () => {
  it('does not retry a POST on 503 by default', async () => {
    const net = wire().on('POST', initPath, { status: 503, body: { status: 503, error: 'Service Unavailable' } });
    await expect(makeClient({ retry: fast }).channels.initialise(WS)).rejects.toBeInstanceOf(ServerError);
    expect(net.requests).toHaveLength(1);
  });

  it('retries a POST when the call opts in with methods', async () => {
    const net = wire().on('POST', initPath, { status: 503, body: { status: 503 } });
    await expect(
      makeClient({ retry: fast }).channels.initialise(WS, { retry: { methods: ['POST'] } }),
    ).rejects.toBeInstanceOf(ServerError);
    expect(net.requests).toHaveLength(2);
    expect(net.requests.map((r) => r.body)).toEqual([{}, {}]);
  });

  it("lets a call narrow the client's retry methods", async () => {
    const net = wire().on('POST', initPath, { status: 503, body: { status: 503 } });
    const client = makeClient({ retry: { ...fast, methods: ['GET', 'POST'] } });
    await expect(client.channels.initialise(WS, { retry: { methods: ['GET'] } })).rejects.toBeInstanceOf(ServerError);
    expect(net.requests).toHaveLength(1);
  });

  it('fails at once with RateLimitError.retryAfterMs when Retry-After exceeds maxRetryAfter', async () => {
    const net = wire().on('GET', channelPath, {
      status: 429,
      headers: { 'retry-after': '120' },
      body: { status: 429 },
    });
    const error = await makeClient({ retry: 2 })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(120_000);
    expect(net.requests).toHaveLength(1);
  });
});

describe('logLevel and logger', () => {
  const drift = () => wire().on('GET', channelPath, { body: channelBody({ type: 'BROADCAST' }) });

  it.each([
    ['error', 0],
    ['warn', 1],
    ['off', 0],
  ] as const)('at %s, a validation warning is logged %i times', async (logLevel, count) => {
    drift();
    const logger = spyLogger();
    await makeClient({ logger, logLevel }).channels.get(CHANNEL);
    expect(logger.warn).toHaveBeenCalledTimes(count);
  });

  it('logs retries at info', async () => {
    wire().on('GET', channelPath, { status: 503, body: { status: 503 } });
    const logger = spyLogger();
    await makeClient({ logger, logLevel: 'info', retry: fast })
      .channels.get(CHANNEL)
      .catch(() => undefined);
    expect(logger.info).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^wdp-sdk: retry 1 of GET ${BASE}${channelPath} after status 503, request id `)),
    );
    expect(JSON.stringify(logger.info.mock.calls)).not.toContain(TOKEN);
  });
});

describe('fetch option', () => {
  it('sends through the given fetch', async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    await makeClient({ fetch }).channels.get(CHANNEL);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(net.last.path).toBe(channelPath);
  });

  it('maps a fetch failure to ConnectionError with the cause kept', async () => {
    const failure = new TypeError('fetch failed');
    const error = await makeClient({ fetch: async () => Promise.reject(failure) })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).cause).toBe(failure);
    expect((error as Error).message).toMatch(
      new RegExp(`^GET ${BASE}${channelPath} failed before a response \\(fetch failed\\)`),
    );
  });
});

describe('response bodies', () => {
  it('maps a body that breaks off while being read to ConnectionError', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start: (c) => (c.enqueue(new TextEncoder().encode('{"id":')), c.error(new Error('socket reset'))),
    });
    const net = wire().on(
      'GET',
      channelPath,
      () => new HttpResponse(broken, { headers: { 'content-type': 'application/hal+json' } }),
    );
    const error = await makeClient()
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe(
      `GET ${BASE}${channelPath} failed while reading the response body; check the network. ` +
        `(request id ${net.last.headers['x-request-id']})`,
    );
  });
});

describe('withOptions', () => {
  it('returns a new client and leaves the old one unchanged', async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const other = wire('https://other.test').on('GET', channelPath, { body: channelBody() });
    const base = makeClient({ headers: { 'x-a': '1' } });
    const derived = base.withOptions({ baseUrl: 'https://other.test', headers: { 'x-b': '2' } });
    expect(derived).not.toBe(base);
    expect(derived).toBeInstanceOf(Client);
    expect([base.baseUrl, derived.baseUrl]).toEqual([BASE, 'https://other.test']);
    await base.channels.get(CHANNEL);
    await derived.channels.get(CHANNEL);
    expect(net.last.headers['x-a']).toBe('1');
    expect(net.last.headers['x-b']).toBeUndefined();
    expect(other.last.headers).toMatchObject({ 'x-b': '2', authorization: `Bearer ${TOKEN}` });
    expect(other.last.headers['x-a']).toBeUndefined();
  });
});

describe('secrets', () => {
  it('keeps the token out of JSON.stringify and util.inspect of the client', () => {
    const secret = 'cs_client_secret_42';
    for (const client of [
      makeClient(),
      makeClient({
        auth: clientCredentials({ tokenUrl: 'https://id.test/oauth/token', clientId: 'c', clientSecret: secret }),
      }),
    ]) {
      for (const text of [JSON.stringify(client), inspect(client, { depth: Infinity, showHidden: true })]) {
        expect(text).not.toContain(TOKEN);
        expect(text).not.toContain(secret);
      }
    }
  });
});
