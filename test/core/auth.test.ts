import { inspect } from 'node:util';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AuthenticationError,
  type AuthProvider,
  BadRequestError,
  Client,
  clientCredentials,
  InvalidArgumentError,
  WdpError,
} from '../../src/index.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';
import { deferred } from '../helpers/deferred.js';
import { awaitableLogger } from '../helpers/logger.js';
import { BASE, type Captured, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();
afterEach(() => vi.useRealTimers());

const IDP = 'https://id.test';
const TOKEN_URL = `${IDP}/oauth/token`;
const SECRET = 'cs_Zx81kQ_very_secret';
const creds = { tokenUrl: TOKEN_URL, clientId: 'client-7', clientSecret: SECRET, audience: 'https://wdp.test/api' };
const channelPath = `/api/channels/${CHANNEL}`;
const T0 = new Date('2025-01-01T00:00:00Z').getTime();

/**
 * A token endpoint that issues at-1, at-2, ... with the given lifetime (undefined leaves expires_in out);
 * with a `gate`, it answers only once the gate has opened.
 */
function idp(expiresIn: number | undefined = 3600, gate?: Promise<void>) {
  let issued = 0;
  return wire(IDP).on('POST', '/oauth/token', async () => {
    issued += 1;
    await gate;
    return HttpResponse.json({
      access_token: `at-${issued}`,
      token_type: 'Bearer',
      ...(expiresIn === undefined ? {} : { expires_in: expiresIn }),
    });
  });
}

const api = () => wire().on('GET', channelPath, { body: channelBody() });
const bearers = (requests: Captured[]) => requests.map((r) => r.headers['authorization']);
const ccClient = () => makeClient({ auth: clientCredentials(creds) });
const at = (seconds: number) => vi.setSystemTime(T0 + seconds * 1000);

/**
 * clientCredentials(creds) behind a provider whose `asked` resolves once `count` calls have asked it for a token:
 * each of them has then started the exchange or joined the one in flight.
 */
function askedBy(count: number): { auth: AuthProvider; asked: Promise<void> } {
  const provider = clientCredentials(creds);
  const all = deferred();
  let asked = 0;
  const auth: AuthProvider = {
    token: (context) => {
      const token = provider.token(context);
      if (++asked === count) all.resolve();
      return token;
    },
    invalidate: (token) => provider.invalidate?.(token),
  };
  return { auth, asked: all.promise };
}

describe('static token and token function', () => {
  it('sends a static token as a bearer token', async () => {
    const net = api();
    await makeClient().channels.get(CHANNEL);
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('calls an async token function for every request', async () => {
    const net = api();
    let n = 0;
    const auth = vi.fn(async () => `fn-${++n}`);
    const client = makeClient({ auth });
    await client.channels.get(CHANNEL);
    await client.channels.get(CHANNEL);
    expect(auth).toHaveBeenCalledTimes(2);
    expect(bearers(net.requests)).toEqual(['Bearer fn-1', 'Bearer fn-2']);
  });

  it('refuses an empty token string at construction', () => {
    expect(() => new Client({ baseUrl: BASE, auth: '' })).toThrow(InvalidArgumentError);
    expect(() => new Client({ baseUrl: BASE, auth: '   ' })).toThrow(/`auth` token is empty/);
  });

  it('refuses a token function that returns an empty or header-breaking token, without echoing it', async () => {
    const net = api();
    await expect(makeClient({ auth: () => '' }).channels.get(CHANNEL)).rejects.toThrow(InvalidArgumentError);
    const error = await makeClient({ auth: () => 'abc\nsecret-part' })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(String(error)).not.toContain('secret-part');
    expect(net.requests).toHaveLength(0);
  });

  it('does not retry a 401 for a static token', async () => {
    const net = wire().on('GET', channelPath, { status: 401, body: { status: 401, error: 'Unauthorized' } });
    await expect(makeClient().channels.get(CHANNEL)).rejects.toBeInstanceOf(AuthenticationError);
    expect(net.requests).toHaveLength(1);
  });
});

describe('clientCredentials exchange', () => {
  it('POSTs the client-credentials grant as JSON to the token URL', async () => {
    const id = idp();
    const net = api();
    await ccClient().channels.get(CHANNEL);
    expect(id.last).toMatchObject({ method: 'POST', path: '/oauth/token', search: '' });
    expect(id.last.headers['content-type']).toBe('application/json');
    expect(id.last.headers['authorization']).toBeUndefined();
    expect(id.last.body).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client-7',
      client_secret: SECRET,
      audience: 'https://wdp.test/api',
    });
    expect(net.last.headers['authorization']).toBe('Bearer at-1');
  });

  it('caches the token across sequential calls', async () => {
    const id = idp();
    const net = api();
    const client = ccClient();
    for (let i = 0; i < 5; i++) await client.channels.get(CHANNEL);
    expect(id.requests).toHaveLength(1);
    expect(bearers(net.requests)).toEqual(Array(5).fill('Bearer at-1'));
  });

  it('shares one exchange between concurrent calls', async () => {
    // The token endpoint answers only once all ten calls have asked for a token: each has met the exchange in flight.
    const endpoint = deferred();
    const id = idp(3600, endpoint.promise);
    const net = api();
    const { auth, asked } = askedBy(10);
    const client = makeClient({ auth });
    const calls = Promise.all(Array.from({ length: 10 }, () => client.channels.get(CHANNEL)));
    await asked;
    endpoint.resolve();
    await calls;
    expect(id.requests).toHaveLength(1);
    expect(bearers(net.requests)).toEqual(Array(10).fill('Bearer at-1'));
  });

  it("lets one caller's abort reject only that caller, not the shared exchange", async () => {
    // Both callers wait on the exchange, one gives up, and only then does the token endpoint answer.
    const endpoint = deferred();
    const id = idp(3600, endpoint.promise);
    const net = api();
    const { auth, asked } = askedBy(2);
    const client = makeClient({ auth });
    const controller = new AbortController();
    const reason = new Error('caller gave up');
    const aborted = client.channels.get(CHANNEL, { signal: controller.signal });
    const other = client.channels.get(CHANNEL);
    await asked;
    controller.abort(reason);
    await expect(aborted).rejects.toBe(reason);
    endpoint.resolve();
    await expect(other).resolves.toEqual(channelBody());
    expect(id.requests).toHaveLength(1);
    expect(bearers(net.requests)).toEqual(['Bearer at-1']);
  });

  it('refreshes in the background when 120 s or less remain, still sending the cached token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const id = idp(600);
    const net = api();
    const logger = awaitableLogger();
    const client = makeClient({ auth: clientCredentials(creds), logger, logLevel: 'info' });
    await client.channels.get(CHANNEL);
    at(479); // 121 s left: no refresh yet
    await client.channels.get(CHANNEL);
    expect(id.requests).toHaveLength(1);
    at(481); // 119 s left: refresh in the background
    const refreshed = logger.next(/got an access token/);
    await client.channels.get(CHANNEL);
    expect(net.requests[2]!.headers['authorization']).toBe('Bearer at-1');
    await refreshed;
    expect(id.requests).toHaveLength(2);
    await client.channels.get(CHANNEL);
    expect(bearers(net.requests)).toEqual(['Bearer at-1', 'Bearer at-1', 'Bearer at-1', 'Bearer at-2']);
  });

  it('logs a failed background refresh and keeps using the cached token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    let issued = 0;
    const id = wire(IDP).on('POST', '/oauth/token', () =>
      ++issued === 1
        ? HttpResponse.json({ access_token: 'at-1', expires_in: 600 })
        : HttpResponse.json({ error: 'invalid_client' }, { status: 400 }),
    );
    const net = api();
    const logger = awaitableLogger();
    const client = makeClient({ auth: clientCredentials(creds), logger, logLevel: 'warn' });
    await client.channels.get(CHANNEL);
    at(500);
    const failed = logger.next(/refreshing the access token in the background failed/);
    await client.channels.get(CHANNEL);
    expect(await failed).toMatch(/^wdp-sdk: refreshing the access token in the background failed: BadRequestError/);
    expect(id.requests).toHaveLength(2);
    expect(bearers(net.requests)).toEqual(['Bearer at-1', 'Bearer at-1']);
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain(SECRET);
  });

  it('refreshes before sending when 30 s or less remain', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const id = idp(600);
    const net = api();
    const client = ccClient();
    await client.channels.get(CHANNEL);
    at(571); // 29 s left
    await client.channels.get(CHANNEL);
    expect(id.requests).toHaveLength(2);
    expect(bearers(net.requests)).toEqual(['Bearer at-1', 'Bearer at-2']);
  });

  it('takes a token without expires_in to last 3600 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const id = idp(undefined);
    const net = api();
    const client = ccClient();
    await client.channels.get(CHANNEL);
    at(3479); // 121 s left of 3600
    await client.channels.get(CHANNEL);
    expect(id.requests).toHaveLength(1);
    at(3571); // 29 s left
    await client.channels.get(CHANNEL);
    expect(id.requests).toHaveLength(2);
    expect(bearers(net.requests)).toEqual(['Bearer at-1', 'Bearer at-1', 'Bearer at-2']);
  });
});

describe('clientCredentials and 401', () => {
  it('refreshes once and retries once when the service refuses the token it sent', async () => {
    const id = idp();
    const net = wire().on('GET', channelPath, (req) =>
      req.headers['authorization'] === 'Bearer at-1'
        ? HttpResponse.json({ status: 401, error: 'Unauthorized' }, { status: 401 })
        : HttpResponse.json(channelBody()),
    );
    await expect(ccClient().channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(id.requests).toHaveLength(2);
    expect(bearers(net.requests)).toEqual(['Bearer at-1', 'Bearer at-2']);
  });

  it('surfaces a second 401 as AuthenticationError without a third try', async () => {
    const id = idp();
    const net = wire().on('GET', channelPath, {
      status: 401,
      body: { status: 401, error: 'Unauthorized', message: 'token rejected' },
    });
    const error = await ccClient()
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).status).toBe(401);
    expect(id.requests).toHaveLength(2);
    expect(bearers(net.requests)).toEqual(['Bearer at-1', 'Bearer at-2']);
  });
});

describe('clientCredentials failures', () => {
  it('fails with AuthenticationError naming the token URL, never the client secret', async () => {
    const id = wire(IDP).on('POST', '/oauth/token', {
      status: 401,
      body: { error: 'access_denied', error_description: `Unauthorized: bad secret ${SECRET}` },
    });
    const net = api();
    const provider = clientCredentials(creds);
    const error = await makeClient({ auth: provider })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).message).toContain(TOKEN_URL);
    expect((error as AuthenticationError).message).toContain('access_denied');
    for (const text of [
      (error as Error).message,
      JSON.stringify(error),
      inspect(error, { depth: 10 }),
      inspect(provider, { depth: 10, showHidden: true }),
      JSON.stringify(provider),
    ]) {
      expect(text).not.toContain(SECRET);
    }
    expect(id.requests).toHaveLength(1);
    expect(net.requests).toHaveLength(0);
  });

  it('redacts the client secret from an API error that echoes it, as it is or escaped', async () => {
    idp();
    // The raw JSON text carries the secret once as it is and once with its underscore escaped as \u005f.
    const raw = `{"status":400,"error":"Bad Request","message":"echo ${SECRET} and ${SECRET.replace('_', '\\u005f')}"}`;
    wire().on(
      'GET',
      channelPath,
      () => new Response(raw, { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    const error = await ccClient()
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    for (const text of [
      (error as Error).message,
      JSON.stringify(error),
      inspect(error, { depth: 10 }),
      (error as BadRequestError).rawBody,
      JSON.stringify((error as BadRequestError).body),
    ]) {
      expect(text).not.toMatch(/Zx81kQ/);
    }
  });

  it('fails clearly when the token endpoint answers 200 without an access_token', async () => {
    wire(IDP).on('POST', '/oauth/token', { body: { token_type: 'Bearer', expires_in: 3600 } });
    const net = api();
    const error = await ccClient()
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WdpError);
    expect(String(error)).toMatch(
      /token endpoint https:\/\/id\.test\/oauth\/token answered 200 without an access_token/,
    );
    expect(net.requests).toHaveLength(0);
  });

  it('fails the next call again rather than caching a failed exchange', async () => {
    let fail = true;
    const id = wire(IDP).on('POST', '/oauth/token', () =>
      fail
        ? HttpResponse.json({ error: 'invalid_client' }, { status: 401 })
        : HttpResponse.json({ access_token: 'at-ok', expires_in: 3600 }),
    );
    const net = api();
    const client = ccClient();
    await expect(client.channels.get(CHANNEL)).rejects.toThrow(/401: POST https:\/\/id\.test\/oauth\/token/);
    fail = false;
    await client.channels.get(CHANNEL);
    expect(id.requests).toHaveLength(2);
    expect(bearers(net.requests)).toEqual(['Bearer at-ok']);
  });

  it('logs the exchange at info level without the secret', async () => {
    idp();
    api();
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await makeClient({ auth: clientCredentials(creds), logger, logLevel: 'info' }).channels.get(CHANNEL);
    expect(logger.info.mock.calls).toEqual([
      [`wdp-sdk: requesting an access token from ${TOKEN_URL}`],
      [`wdp-sdk: got an access token from ${TOKEN_URL}`],
    ]);
    expect(JSON.stringify(logger.info.mock.calls)).not.toContain(SECRET);
  });
});

describe('clientCredentials options', () => {
  it.each([
    ['an empty clientId', { ...creds, clientId: '' }, /non-empty `clientId`/],
    ['an empty clientSecret', { ...creds, clientSecret: '' }, /non-empty `clientSecret`/],
    ['no tokenUrl', { ...creds, tokenUrl: undefined }, /non-empty `tokenUrl`/],
    ['a relative tokenUrl', { ...creds, tokenUrl: '/oauth/token' }, /absolute http\(s\) URL/],
    ['a non-http tokenUrl', { ...creds, tokenUrl: 'ftp://id.test/token' }, /absolute http\(s\) URL/],
    ['a non-string audience', { ...creds, audience: 42 }, /`audience` as a string/],
    ['no options at all', undefined, /needs an options object/],
  ])('throws InvalidArgumentError for %s', (_name, options, message) => {
    const call = () => clientCredentials(options as unknown as Parameters<typeof clientCredentials>[0]);
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(message);
  });

  it('leaves audience out of the body when not given', async () => {
    const id = idp();
    api();
    await makeClient({
      auth: clientCredentials({ tokenUrl: TOKEN_URL, clientId: 'client-7', clientSecret: SECRET }),
    }).channels.get(CHANNEL);
    expect(id.last.body).toEqual({ grant_type: 'client_credentials', client_id: 'client-7', client_secret: SECRET });
  });

  it('accepts a custom provider object', async () => {
    const net = api();
    const provider: AuthProvider = { token: () => 'custom-token' };
    await makeClient({ auth: provider }).channels.get(CHANNEL);
    expect(net.last.headers['authorization']).toBe('Bearer custom-token');
  });
});
