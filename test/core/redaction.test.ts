// Redaction audit: recognisable credentials go in (a static token, a clientSecret and the tokens it buys,
// a per-call Authorization header), every path that makes an error or a log line is driven — the server
// even echoes the credentials back in bodies and headers — and none of them may come out anywhere.
import { inspect } from 'node:util';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  type ClientOptions,
  ConnectionError,
  clientCredentials,
  PermissionDeniedError,
  type RetryEvent,
  ServerError,
  TimeoutError,
} from '../../src/index.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';
import { capturingLogger } from '../helpers/logger.js';
import { failure, leakCheck } from '../helpers/redaction.js';
import { renderings } from '../helpers/renderings.js';
import { BASE, type Captured, makeClient, noAnswer, useServer, wire } from '../helpers/server.js';

useServer();

const STATIC_TOKEN = 'tok_STATIC_9f8e7d6c5b4a';
const CLIENT_SECRET = 'cs_SECRET_1a2b3c4d5e6f';
const PER_CALL = 'pc_PERCALL_0z9y8x7w6v';
const issued = (n: number) => `at_ISSUED_${n}_5k4j3h2g1f`;
const SECRETS = [STATIC_TOKEN, CLIENT_SECRET, PER_CALL, issued(1), issued(2), issued(3)];
const IDP = 'https://id.test';
const TOKEN_URL = `${IDP}/oauth/token`;
const channelPath = `/api/channels/${CHANNEL}`;
const fast = { limit: 2, backoffLimit: 1 };
const expectClean = leakCheck(SECRETS);

/** An answer that echoes the Authorization header it got in its body and in a header: the worst a server can do. */
const echo = (status: number) => (request: Captured) => {
  const sent = request.headers['authorization'] ?? '';
  const body = {
    status,
    error: 'Refused',
    message: `refused credentials "${sent}"`,
    path: request.path,
    echo: request.headers,
  };
  return HttpResponse.json(body, {
    status,
    headers: {
      'x-echo-authorization': sent,
      'www-authenticate': `Bearer error="invalid_token", token="${sent.slice(7)}"`,
    },
  });
};

function client(options: Partial<ClientOptions> = {}) {
  const logger = capturingLogger();
  const events: RetryEvent[] = [];
  const hookLines: string[] = [];
  const beforeRetry = [
    (event: RetryEvent) =>
      void (events.push(event),
      hookLines.push(
        String(event.error),
        JSON.stringify(event.error),
        inspect(event, { depth: 10, showHidden: true }),
      )),
  ];
  const sdk = makeClient({ auth: STATIC_TOKEN, logger, logLevel: 'debug', hooks: { beforeRetry }, ...options });
  return { sdk, logger, events, hookLines };
}

describe('errors and log lines never carry a credential', () => {
  it('401 echoing the static token', async () => {
    wire().on('GET', channelPath, echo(401));
    const { sdk, logger } = client();
    const error = await failure(() => sdk.channels.get(CHANNEL));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as ApiError).headers.get('x-echo-authorization')).toBe('[redacted]');
    expect((error as ApiError).message).toContain('(refused credentials "[redacted]")');
    expectClean([...renderings(error), (error as ApiError).rawBody, ...logger.lines], '401');
  });

  it('403 echoing a per-call Authorization header', async () => {
    const net = wire().on('GET', channelPath, echo(403));
    const { sdk, logger } = client();
    const error = await failure(() => sdk.channels.get(CHANNEL, { headers: { Authorization: `Bearer ${PER_CALL}` } }));
    expect(net.last.headers['authorization']).toBe(`Bearer ${PER_CALL}`);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expectClean([...renderings(error), JSON.stringify((error as ApiError).body), ...logger.lines], '403');
  });

  it('500 retried twice, logged at debug level, seen by a beforeRetry hook', async () => {
    const net = wire().on('GET', channelPath, echo(500));
    const { sdk, logger, events, hookLines } = client({ retry: fast, headers: { 'X-Api-Key': `key-${PER_CALL}` } });
    const error = await failure(() => sdk.channels.get(CHANNEL));
    expect(error).toBeInstanceOf(ServerError);
    expect(net.requests).toHaveLength(3);
    expect(logger.lines.filter((line) => line.includes('retry'))).toHaveLength(2);
    expect(
      events.map((e) => [
        e.retryCount,
        e.error.constructor.name,
        e.request.headers.get('authorization'),
        e.request.headers.get('x-api-key'),
      ]),
    ).toEqual([
      [1, 'ServerError', null, null],
      [2, 'ServerError', null, null],
    ]);
    expectClean(
      [...renderings(error), ...logger.lines, ...hookLines, ...events.flatMap((e) => renderings(e.error))],
      '500',
    );
  });

  it('a connection error, and a retried one whose fetch error holds the Request', async () => {
    wire().on('GET', channelPath, () => HttpResponse.error());
    const plain = client({ retry: fast });
    const error = await failure(() => plain.sdk.channels.get(CHANNEL));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    // A fetch that attaches the Request (Authorization header and all) to its error, with a nested cause.
    const leaky: typeof fetch = async (input) => {
      throw Object.assign(new TypeError(`socket hang up (${STATIC_TOKEN})`, { cause: { request: input } }), {
        request: input,
        code: 'ECONNRESET',
      });
    };
    const sneaky = client({ retry: fast, fetch: leaky });
    const wrapped = await failure(() => sneaky.sdk.channels.get(CHANNEL));
    expect(wrapped).toBeInstanceOf(ConnectionError);
    expect((wrapped as Error).cause).toMatchObject({
      name: 'TypeError',
      code: 'ECONNRESET',
      message: 'socket hang up ([redacted])',
    });
    expect(sneaky.events).toHaveLength(2);
    expectClean(
      [
        ...renderings(error),
        ...renderings(wrapped),
        ...plain.logger.lines,
        ...sneaky.logger.lines,
        ...plain.hookLines,
        ...sneaky.hookLines,
      ],
      'connection',
    );
  });

  it('a timeout, retried', async () => {
    wire().on('GET', channelPath, noAnswer);
    const { sdk, logger, events, hookLines } = client({ retry: fast, timeout: 20 });
    const error = await failure(() => sdk.channels.get(CHANNEL));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(events.map((e) => e.error.constructor.name)).toEqual(['TimeoutError', 'TimeoutError']);
    expect(events[0]!.error.message).toContain('within 20 ms');
    expectClean([...renderings(error), ...logger.lines, ...hookLines], 'timeout');
  });

  it('a validation issue in warn mode, the server echoing the token into a field', async () => {
    wire().on('GET', channelPath, (request) =>
      HttpResponse.json(channelBody({ type: request.headers['authorization']?.slice(7) })),
    );
    const { sdk, logger } = client();
    const channel = await sdk.channels.get(CHANNEL);
    expect(channel.type).toBe(STATIC_TOKEN); // the data itself is returned as it came
    expect(
      logger.lines.some((line) =>
        line.startsWith('warn: wdp-sdk: response of channels.get does not match the model at type'),
      ),
    ).toBe(true);
    expectClean(logger.lines, 'validation');
  });
});

describe('clientCredentials', () => {
  const creds = { tokenUrl: TOKEN_URL, clientId: 'client-7', clientSecret: CLIENT_SECRET };
  /** A token endpoint that echoes the request body (client_secret included) when it refuses. */
  const idp = (status: number) =>
    wire(IDP).on('POST', '/oauth/token', (request) =>
      HttpResponse.json(
        { error: 'invalid_client', error_description: `bad ${JSON.stringify(request.body)}` },
        { status, headers: { 'x-echo-secret': CLIENT_SECRET } },
      ),
    );

  it.each([401, 500])('a token endpoint %i echoing the client secret', async (status) => {
    idp(status);
    const { sdk, logger } = client({ auth: clientCredentials(creds), retry: fast });
    const error = await failure(() => sdk.channels.get(CHANNEL));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).url).toBe(TOKEN_URL);
    expectClean([...renderings(error), (error as ApiError).rawBody, ...logger.lines], 'token endpoint');
  });

  it('a token endpoint that cannot be reached, its fetch error holding the request', async () => {
    const fetch: typeof globalThis.fetch = async (input, init) => {
      throw Object.assign(new TypeError('connect ECONNREFUSED'), { init, input });
    };
    const { sdk, logger } = client({ auth: clientCredentials(creds), fetch });
    const error = await failure(() => sdk.channels.get(CHANNEL));
    expect(error).toBeInstanceOf(ConnectionError);
    expectClean([...renderings(error), ...logger.lines], 'token connection');
  });

  it('a 401 for an issued token, refreshed once, then refused again (both tokens echoed)', async () => {
    let n = 0;
    wire(IDP).on('POST', '/oauth/token', () => HttpResponse.json({ access_token: issued(++n), expires_in: 3600 }));
    const net = wire().on('GET', channelPath, echo(401));
    const { sdk, logger } = client({ auth: clientCredentials(creds) });
    const error = await failure(() => sdk.channels.get(CHANNEL));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(net.requests.map((r) => r.headers['authorization'])).toEqual([`Bearer ${issued(1)}`, `Bearer ${issued(2)}`]);
    expect(logger.lines.some((line) => line.includes('refreshing the token'))).toBe(true);
    expectClean([...renderings(error), ...logger.lines], 'refresh');
  });
});

describe('the client and the provider themselves', () => {
  it('JSON.stringify and util.inspect of a Client and of clientCredentials() show no credential', async () => {
    wire(IDP).on('POST', '/oauth/token', () => HttpResponse.json({ access_token: issued(1), expires_in: 3600 }));
    wire().on('GET', channelPath, { body: channelBody() });
    const provider = clientCredentials({ tokenUrl: TOKEN_URL, clientId: 'client-7', clientSecret: CLIENT_SECRET });
    const withToken = makeClient({ auth: STATIC_TOKEN, headers: { authorization: `Bearer ${PER_CALL}` } });
    const withProvider = makeClient({ auth: provider });
    await withProvider.channels.get(CHANNEL); // a token is now cached inside
    await withToken.channels.get(CHANNEL);
    const views = [withToken, withProvider, provider].flatMap((value) => [
      JSON.stringify(value) ?? '',
      inspect(value, { depth: 10, showHidden: true }),
      inspect(value, { depth: 10, showHidden: true, customInspect: false }),
    ]);
    expect(views[0]).toContain(BASE);
    expectClean(views, 'client');
  });
});
