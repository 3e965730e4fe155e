// What each log level shows (issue 12, point 2): at debug one redacted line per attempt (method, URL, status or
// the failure, duration, attempt number), retries at info, validation drift at warn; above debug, the attempt
// lines are not even built.
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClientOptions, clientCredentials, type LogLevel } from '../../src/index.js';
import { CHANNEL, channelBody, JOB, jobBody } from '../fixtures/bodies.js';
import { awaitableLogger } from '../helpers/logger.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();
afterEach(() => vi.restoreAllMocks());

const channelPath = `/api/channels/${CHANNEL}`;
const channelUrl = `${BASE}${channelPath}`;
const fast = { limit: 1, backoffLimit: 0 };
/** A request id as the SDK makes one (a random UUID) in a log line, which `logged()` shows as `<id>`. */
const uuid = /(?<=request id )[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A client logging to a spy logger at `logLevel` (debug unless given), and the lines it wrote, in order. */
function logged(options: Partial<ClientOptions> = {}) {
  const logger = awaitableLogger();
  const client = makeClient({ logger, logLevel: 'debug', ...options });
  const lines = (): string[] =>
    (['debug', 'info', 'warn', 'error'] as const)
      .flatMap((level) =>
        logger[level].mock.calls.map((call, i) => ({
          order: logger[level].mock.invocationCallOrder[i]!,
          line: `${level}: ${String(call[0])
            .replace(/ in \d+ ms /, ' in <n> ms ')
            .replace(uuid, '<id>')}`,
        })),
      )
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.line);
  return { client, logger, lines };
}

describe('at debug', () => {
  it('logs one line for a plain request: method, URL, status, duration and attempt', async () => {
    wire().on('GET', channelPath, { body: channelBody() });
    const { client, logger, lines } = logged();
    await client.channels.get(CHANNEL);
    expect(lines()).toEqual([`debug: wdp-sdk: GET ${channelUrl} 200 in <n> ms (attempt 1, request id <id>)`]);
    expect(logger.debug.mock.calls[0]![0]).toMatch(/ in \d+ ms \(attempt 1, request id [0-9a-f-]{36}\)$/);
  });

  it('logs each attempt at debug and each retry at info, in order', async () => {
    let calls = 0;
    wire().on('GET', channelPath, () =>
      ++calls === 1
        ? HttpResponse.json({ status: 503 }, { status: 503, headers: { 'retry-after': '0' } })
        : HttpResponse.json(channelBody()),
    );
    const { client, lines } = logged({ retry: fast });
    await client.channels.get(CHANNEL);
    expect(lines()).toEqual([
      `debug: wdp-sdk: GET ${channelUrl} 503 in <n> ms (attempt 1, request id <id>)`,
      `info: wdp-sdk: retry 1 of GET ${channelUrl} after status 503, request id <id>`,
      `debug: wdp-sdk: GET ${channelUrl} 200 in <n> ms (attempt 2, request id <id>)`,
    ]);
  });

  it('names in every line of a call the request id it sent, the same on each attempt', async () => {
    let calls = 0;
    const net = wire().on('GET', channelPath, () =>
      ++calls === 1
        ? HttpResponse.json({}, { status: 503, headers: { 'retry-after': '0' } })
        : HttpResponse.json(channelBody()),
    );
    const { client, logger } = logged({ retry: fast });
    await client.channels.get(CHANNEL);
    const sent = net.requests.map((request) => request.headers['x-request-id']);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    const written = [...logger.debug.mock.calls, ...logger.info.mock.calls].map((call) => String(call[0]));
    expect(written).toHaveLength(3);
    for (const line of written) expect(line).toContain(`request id ${sent[0]}`);
  });

  it('logs the final failing status, and validation drift at warn', async () => {
    wire().on('GET', channelPath, { body: channelBody({ name: 42 }) });
    const { client, lines } = logged();
    await client.channels.get(CHANNEL);
    expect(lines()).toEqual([
      `debug: wdp-sdk: GET ${channelUrl} 200 in <n> ms (attempt 1, request id <id>)`,
      'warn: wdp-sdk: response of channels.get does not match the model at name: Invalid input: expected string, ' +
        'received number',
    ]);
    wire().on('DELETE', channelPath, { status: 404, body: { status: 404 } });
    const other = logged();
    await other.client.channels.delete(CHANNEL).catch(() => undefined);
    expect(other.lines()).toEqual([`debug: wdp-sdk: DELETE ${channelUrl} 404 in <n> ms (attempt 1, request id <id>)`]);
  });

  it("writes a server's text on one line, its control characters escaped for a terminal", async () => {
    const status = '\u001b]0;owned\u0007RUNNING\r\nwdp-sdk: \u009b2J\u202eforged';
    wire().on('GET', `/api/jobs/${JOB}`, { body: jobBody({ status }) });
    const { client, lines } = logged({ logLevel: 'warn' });
    await client.jobs.get(JOB);
    expect(lines()).toEqual([
      'warn: wdp-sdk: response of jobs.get does not match the model at status: ' +
        String.raw`unknown value "\e]0;owned\x07RUNNING\r\nwdp-sdk: \x9b2J\u202eforged"; known values are ` +
        'QUEUED, RUNNING, COMPLETE, ERROR, STOPPED',
    ]);
  });

  it.each([
    ['timed out', { timeout: 20, fetch: hang }],
    ['failed to connect', { fetch: () => Promise.reject(new TypeError('fetch failed')) }],
    ['failed', { hooks: { beforeRequest: [() => Promise.reject(new Error('hook broke'))] } }],
  ] as const)('names a failure with no response: %s', async (kind, options) => {
    const { client, lines } = logged(options as Partial<ClientOptions>);
    await client.channels.get(CHANNEL).catch(() => undefined);
    expect(lines()).toEqual([`debug: wdp-sdk: GET ${channelUrl} ${kind} in <n> ms (attempt 1, request id <id>)`]);
  });

  it('names an aborted attempt and a redirect not followed', async () => {
    const controller = new AbortController();
    const { client, lines } = logged({ fetch: hang });
    const call = client.channels.get(CHANNEL, { signal: controller.signal }).catch(() => undefined);
    controller.abort(new Error('caller gave up'));
    await call;
    wire().on('PUT', channelPath, { status: 307, headers: { location: 'https://elsewhere.test/x' } });
    const redirected = logged();
    const link = { _links: { move: { href: channelUrl, type: 'PUT' } } };
    await redirected.client.follow(link, 'move', { body: { name: 'n' } }).catch(() => undefined);
    expect([...lines(), ...redirected.lines()]).toEqual([
      `debug: wdp-sdk: GET ${channelUrl} aborted in <n> ms (attempt 1, request id <id>)`,
      `debug: wdp-sdk: PUT ${channelUrl} 307, redirect not followed in <n> ms (attempt 1, request id <id>)`,
    ]);
  });

  it('redacts the line: a token or a credential-named parameter in the query is not shown', async () => {
    const net = wire().on('GET', '/api/export', { body: {} });
    const { client, lines } = logged();
    const href = `${BASE}/api/export?access_token=at_query_998877&sig=${TOKEN}&page=2`;
    await client.follow({ _links: { export: { href } } }, 'export');
    expect(net.last.search).toBe(`access_token=at_query_998877&sig=${TOKEN}&page=2`);
    expect(lines()).toEqual([
      `debug: wdp-sdk: GET ${BASE}/api/export?access_token=[redacted]&sig=[redacted]&page=2 200 in <n> ms ` +
        '(attempt 1, request id <id>)',
    ]);
  });

  it("redacts a signed URL's signature and credential (X-Amz-Signature, X-Amz-Credential), not the rest", async () => {
    const net = wire().on('GET', '/api/export', { body: {} });
    const { client, lines } = logged();
    const query =
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20261208%2Fus-east-1%2Fs3%2Faws4_request' +
      '&X-Amz-Expires=300&X-Amz-Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7';
    await client.follow({ _links: { export: { href: `${BASE}/api/export?${query}` } } }, 'export');
    expect(net.last.search).toBe(query);
    expect(lines()).toEqual([
      `debug: wdp-sdk: GET ${BASE}/api/export?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[redacted]` +
        '&X-Amz-Expires=300&X-Amz-Signature=[redacted] 200 in <n> ms (attempt 1, request id <id>)',
    ]);
  });

  it('logs the attempts of a token request too, without the client secret', async () => {
    const secret = 'cs_log_Zx81kQ_secret';
    wire('https://id.test').on('POST', '/oauth/token', () => HttpResponse.json({ access_token: 'at-log-1' }));
    wire().on('GET', channelPath, { body: channelBody() });
    const auth = clientCredentials({ tokenUrl: 'https://id.test/oauth/token', clientId: 'c-1', clientSecret: secret });
    const { client, lines } = logged({ auth });
    await client.channels.get(CHANNEL);
    expect(lines()).toEqual([
      'info: wdp-sdk: requesting an access token from https://id.test/oauth/token',
      'debug: wdp-sdk: POST https://id.test/oauth/token 200 in <n> ms (attempt 1)',
      'info: wdp-sdk: got an access token from https://id.test/oauth/token',
      `debug: wdp-sdk: GET ${channelUrl} 200 in <n> ms (attempt 1, request id <id>)`,
    ]);
  });
});

describe('above debug', () => {
  it.each(['info', 'warn', 'error', 'off'] as LogLevel[])('at %s, builds no attempt line at all', async (logLevel) => {
    wire().on('GET', channelPath, { body: channelBody() });
    const { client, logger } = logged({ logLevel, auth: TOKEN });
    const now = vi.spyOn(performance, 'now');
    await client.channels.get(CHANNEL);
    expect(now).not.toHaveBeenCalled();
    expect(logger.debug).not.toHaveBeenCalled();
  });
});

/** A fetch whose answer never comes: it rejects only when the attempt is aborted. */
function hang(input: RequestInfo | URL): Promise<Response> {
  const { signal } = input as Request;
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason));
  });
}
