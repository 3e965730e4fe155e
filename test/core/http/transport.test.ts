// The transport's own checks: links and `next` links to another origin than baseUrl are followed without
// credentials (the default) or refused before sending (`crossOrigin: 'refuse'`); malformed request options are an
// InvalidArgumentError at the call, before anything is sent (issue 10, point 7: a `signal` that is not an
// AbortSignal used to reject with ConnectionError and then crash the process from a timer). The one token refresh
// follows only a 401 to a request that carried the token, never one from another origin a redirect led to.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  Client,
  type ClientOptions,
  clientCredentials,
  InvalidArgumentError,
  type RequestOptions,
} from '../../../src/index.js';
import { CHANNEL, channelBody, JOB, jobBody, pageBody, WS } from '../../fixtures/bodies.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../../helpers/server.js';
import { collectUntilError } from '../../helpers/streams.js';

useServer();

const OTHER = 'https://cdn.other.test';
const CHANNEL_PATH = `/api/channels/${CHANNEL}`;
const JOBS = `/api/workspaces/${WS}/jobs`;
const job = (n: number) => jobBody({ id: `job-${n}` });
const meta = (number: number) => ({ number, size: 2, totalElements: 4, totalPages: 2 });
/** Page one of the jobs, whose `next` link points at `nextHref`. */
const firstPage = (nextHref: string) => ({
  ...pageBody('jobs', JOBS, [job(0), job(1)], meta(0)),
  _links: { next: { href: nextHref } },
});
const secondPage = () => pageBody('jobs', JOBS, [job(2), job(3)], meta(1), false);
/** A channel whose `mirror` link is `href`. */
const withLink = (href: string) => channelBody({ _links: { mirror: { href, type: 'GET' } } });
const secrets = { headers: { 'x-api-key': 'key_live_0123456789', cookie: 'session=abcdef123456' } };

describe("crossOrigin: 'omit-credentials' (the default)", () => {
  it('follows a link to another origin without Authorization or any other credential header', async () => {
    const home = wire();
    const other = wire(OTHER).on('GET', '/mirror/c1', { body: { ok: true } });
    const client = makeClient(secrets);
    await expect(client.follow(withLink(`${OTHER}/mirror/c1`), 'mirror')).resolves.toEqual({ ok: true });
    expect(other.last.headers['authorization']).toBeUndefined();
    expect(other.last.headers['x-api-key']).toBeUndefined();
    expect(other.last.headers['cookie']).toBeUndefined();
    expect(other.last.headers['accept']).toBe('application/hal+json');
    expect(home.requests).toHaveLength(0);
  });

  it('drops a per-call Authorization header too', async () => {
    const other = wire(OTHER).on('GET', '/mirror/c1', { body: {} });
    await makeClient().follow(withLink(`${OTHER}/mirror/c1`), 'mirror', {
      headers: { authorization: 'Bearer per-call-0123456' },
    });
    expect(other.last.headers['authorization']).toBeUndefined();
  });

  it('walks a `next` link on another origin without Authorization during for-await', async () => {
    const home = wire().on('GET', JOBS, { body: firstPage(`${OTHER}/jobs?page=1`) });
    const other = wire(OTHER).on('GET', '/jobs', { body: secondPage() });
    const items = await makeClient().jobs.list(WS).toArray();
    expect(items).toEqual([job(0), job(1), job(2), job(3)]);
    expect(home.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
    expect(other.last).toMatchObject({ path: '/jobs', search: 'page=1' });
    expect(other.last.headers['authorization']).toBeUndefined();
  });

  it.each([
    ['another scheme', 'http://wdp.test'],
    ['another port', 'https://wdp.test:8443'],
    ['a look-alike host', 'https://wdp.test.evil.test'],
  ])('treats %s as another origin', async (_name, origin) => {
    const other = wire(origin).on('GET', '/x', { body: {} });
    await makeClient().follow(withLink(`${origin}/x`), 'mirror');
    expect(other.last.headers['authorization']).toBeUndefined();
  });

  it('refuses an href with user info (`https://wdp.test@evil.test/x`), sending nothing', async () => {
    const other = wire('https://evil.test');
    await expect(makeClient().follow(withLink('https://wdp.test@evil.test/x'), 'mirror')).rejects.toThrow(
      InvalidArgumentError,
    );
    expect(other.requests).toHaveLength(0);
  });

  it('sends the token to the same origin, whether the href is absolute or a path', async () => {
    const home = wire().on('GET', '/mirror/c1', { body: {} });
    await makeClient().follow(withLink(`${BASE}/mirror/c1`), 'mirror');
    await makeClient().follow(withLink('/mirror/c1'), 'mirror');
    expect(home.requests.map((r) => r.headers['authorization'])).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });
});

const refusing = () => makeClient({ crossOrigin: 'refuse' });

describe("crossOrigin: 'refuse'", () => {
  it('refuses to follow a link to another origin with InvalidArgumentError, sending nothing', async () => {
    const other = wire(OTHER).on('GET', '/mirror/c1', { body: {} });
    const error = await refusing()
      .follow(withLink(`${OTHER}/mirror/c1`), 'mirror')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toBe(
      `follow(mirror): GET ${OTHER}/mirror/c1 is on another origin than baseUrl (${BASE}) ` +
        "and the client's `crossOrigin` option is 'refuse'; nothing was sent.",
    );
    expect(other.requests).toHaveLength(0);
  });

  it('ends a for-await walk with InvalidArgumentError at a `next` link on another origin, after page one', async () => {
    const home = wire().on('GET', JOBS, { body: firstPage(`${OTHER}/jobs?page=1`) });
    const other = wire(OTHER).on('GET', '/jobs', { body: secondPage() });
    const { items, error } = await collectUntilError(refusing().jobs.list(WS));
    expect(items).toEqual([job(0), job(1)]);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toMatch(
      /^jobs\.list: GET https:\/\/cdn\.other\.test\/jobs\?page=1 is on another origin/,
    );
    expect(home.requests).toHaveLength(1);
    expect(other.requests).toHaveLength(0);
  });

  it('rejects getNextPage() the same way', async () => {
    wire().on('GET', JOBS, { body: firstPage(`${OTHER}/jobs?page=1`) });
    const other = wire(OTHER);
    const page = await refusing().jobs.list(WS);
    expect(page.hasNextPage()).toBe(true);
    await expect(page.getNextPage()).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(other.requests).toHaveLength(0);
  });

  it("refuses a resource's own link on another origin (jobs.get, jobs.logs)", async () => {
    const other = wire(OTHER);
    const foreign = jobBody({
      _links: { self: { href: `${OTHER}/jobs/${JOB}` }, logs: { href: `${OTHER}/jobs/${JOB}/logs` } },
    });
    await expect(refusing().jobs.get(foreign)).rejects.toBeInstanceOf(InvalidArgumentError);
    const logs = await collectUntilError(refusing().jobs.logs(foreign));
    expect(logs.error).toBeInstanceOf(InvalidArgumentError);
    expect(other.requests).toHaveLength(0);
  });

  it('still follows links on the same origin, with the token', async () => {
    const home = wire()
      .on('GET', CHANNEL_PATH, { body: channelBody() })
      .on('GET', JOBS, { body: firstPage(`${BASE}${JOBS}?page=1&size=2`) });
    home.on('GET', `${JOBS}?page=1&size=2`, { body: secondPage() });
    await refusing().follow(channelBody(), 'self');
    expect(await refusing().jobs.list(WS).toArray()).toHaveLength(4);
    expect(home.requests.every((r) => r.headers['authorization'] === `Bearer ${TOKEN}`)).toBe(true);
  });
});

describe('network-path hrefs (`//host/x`, and `/\\host/x` as WHATWG URLs read it) go to that host', () => {
  const OTHER_HOST = OTHER.slice('https:'.length);
  const networkPaths = [`${OTHER_HOST}/mirror/c1`, `/\\${OTHER_HOST.slice(2)}/mirror/c1`];

  it.each(networkPaths)('follow() of %j reaches the other host without any credential header', async (href) => {
    const home = wire();
    const other = wire(OTHER).on('GET', '/mirror/c1', { body: { ok: true } });
    await expect(makeClient(secrets).follow(withLink(href), 'mirror')).resolves.toEqual({ ok: true });
    expect(other.last).toMatchObject({ method: 'GET', path: '/mirror/c1', search: '' });
    expect(other.last.headers['authorization']).toBeUndefined();
    expect(other.last.headers['x-api-key']).toBeUndefined();
    expect(other.last.headers['cookie']).toBeUndefined();
    expect(home.requests).toHaveLength(0);
  });

  it.each(networkPaths)("follow() of %j is refused under crossOrigin: 'refuse', sending nothing", async (href) => {
    const home = wire();
    const other = wire(OTHER);
    const error = await makeClient({ crossOrigin: 'refuse' })
      .follow(withLink(href), 'mirror')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as Error).message).toMatch(
      /^follow\(mirror\): GET https:\/\/cdn\.other\.test\/mirror\/c1 is on another origin/,
    );
    expect(home.requests).toHaveLength(0);
    expect(other.requests).toHaveLength(0);
  });

  it("a resource's own `//host` link (jobs.get) goes to that host without Authorization", async () => {
    const home = wire();
    const other = wire(OTHER).on('GET', `/jobs/${JOB}`, { body: jobBody() });
    await makeClient().jobs.get(jobBody({ _links: { self: { href: `${OTHER_HOST}/jobs/${JOB}` } } }));
    expect(other.last).toMatchObject({ method: 'GET', path: `/jobs/${JOB}` });
    expect(other.last.headers['authorization']).toBeUndefined();
    expect(home.requests).toHaveLength(0);
  });

  it('a `//host` link naming the API host itself keeps the token', async () => {
    const home = wire().on('GET', '/mirror/c1', { body: {} });
    await makeClient().follow(withLink(`${BASE.slice('https:'.length)}/mirror/c1`), 'mirror');
    expect(home.last).toMatchObject({ method: 'GET', path: '/mirror/c1' });
    expect(home.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('walks a `//host` next link without Authorization, or fails with InvalidArgumentError (refuse)', async () => {
    const home = wire().on('GET', JOBS, { body: firstPage(`${OTHER_HOST}/jobs?page=1`) });
    const other = wire(OTHER).on('GET', '/jobs', { body: secondPage() });
    expect(await makeClient().jobs.list(WS).toArray()).toEqual([job(0), job(1), job(2), job(3)]);
    expect(other.last).toMatchObject({ method: 'GET', path: '/jobs', search: 'page=1' });
    expect(other.last.headers['authorization']).toBeUndefined();
    const { items, error } = await collectUntilError(refusing().jobs.list(WS));
    expect(items).toEqual([job(0), job(1)]);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(home.requests.map((r) => r.headers['authorization'])).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    expect(other.requests).toHaveLength(1);
  });
});

it('checks the crossOrigin option at construction', () => {
  const bad = { baseUrl: BASE, auth: TOKEN, crossOrigin: 'allow' } as unknown as ConstructorParameters<
    typeof Client
  >[0];
  expect(() => new Client(bad)).toThrow(InvalidArgumentError);
  expect(() => new Client(bad)).toThrow("`crossOrigin` must be 'omit-credentials' or 'refuse'; got allow.");
});

const bad = (options: unknown) => options as RequestOptions;

describe('a signal that is not an AbortSignal', () => {
  it.each([
    ['a plain object', {}],
    ['an object with aborted: false', { aborted: false, addEventListener() {} }],
    ['a string', 'abort'],
    ['an AbortController', new AbortController()],
  ])('is refused at the call when it is %s, naming what to pass, sending nothing', (_what, signal) => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    const client = makeClient({ retry: 2 });
    expect(() => client.channels.get(CHANNEL, bad({ signal }))).toThrow(InvalidArgumentError);
    expect(() => client.channels.get(CHANNEL, bad({ signal }))).toThrow(
      /`signal` must be an AbortSignal, such as new AbortController\(\)\.signal/,
    );
    expect(() => client.jobs.list(WS, {}, bad({ signal }))).toThrow(InvalidArgumentError);
    expect(() => client.jobs.wait(JOB, bad({ signal }))).toThrow(InvalidArgumentError);
    expect(() => client.jobs.logs(JOB, bad({ signal }))).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('is still accepted as undefined or null', async () => {
    wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    await expect(makeClient().channels.get(CHANNEL, bad({ signal: null }))).resolves.toEqual(channelBody());
  });
});

describe('other malformed request options', () => {
  it.each([
    ['options that are not an object', 5, /request options, must be an object/],
    ['options that are null', null, /request options, must be an object/],
    [
      'a retry that is neither a number nor options',
      { retry: 'twice' },
      /`retry` must be a number of retries or an options object/,
    ],
    ['a negative retry limit', { retry: -1 }, /`retry.limit` must be a whole number >= 0/],
    ['headers that are a string', { headers: 'x-a: 1' }, /`headers` must be a plain object/],
    ['headers given as a Headers object', { headers: new Headers({ 'x-a': '1' }) }, /Object\.fromEntries\(headers\)/],
    ['a header value that is a number', { headers: { 'x-count': 5 } }, /gives the header x-count a number/],
  ])('refuses %s at the call, sending nothing', (_what, options, message) => {
    const net = wire();
    expect(() => makeClient().channels.get(CHANNEL, bad(options))).toThrow(message);
    expect(net.requests).toHaveLength(0);
  });
});

describe('request options are checked once and handed down', () => {
  it('reads a per-call `retry` once, and its lower-case methods still let the call retry', async () => {
    let answered = 0;
    const net = wire().on('POST', `/api/workspaces/${WS}/channels`, () =>
      answered++ === 0 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(channelBody()),
    );
    let reads = 0;
    const retry = {
      get methods() {
        reads++;
        return ['post'];
      },
      limit: 1,
      backoffLimit: 0,
    };
    await makeClient().channels.initialise(WS, bad({ retry }));
    expect(net.requests.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(reads).toBe(1);
  });
});

describe('the token refresh after a 401', () => {
  const IDP = 'https://id.test';
  /** A client whose token endpoint issues at-1, at-2... */
  const refreshing = (options: Partial<ClientOptions> = {}) => {
    let issued = 0;
    const idp = wire(IDP).on('POST', '/oauth/token', () =>
      HttpResponse.json({ access_token: `at-${++issued}`, expires_in: 3600 }),
    );
    const auth = clientCredentials({ tokenUrl: `${IDP}/oauth/token`, clientId: 'client-1', clientSecret: 'cs_x' });
    return { idp, client: makeClient({ auth, ...options }) };
  };
  // A custom fetch takes the attempts' other path (that of hooks).
  const through: Record<string, Partial<ClientOptions>> = {
    'the global fetch': {},
    'a custom fetch': { fetch: (input, init) => globalThis.fetch(input, init) },
  };
  const refused = () => HttpResponse.json({ status: 401, error: 'Unauthorized' }, { status: 401 });
  const movedTo = (location: string) => () => new HttpResponse(null, { status: 302, headers: { location } });

  it.each(Object.entries(through))(
    'fails with AuthenticationError and no token exchange at a 401 from another origin a redirect led to (%s)',
    async (_name, options) => {
      wire().on('GET', CHANNEL_PATH, movedTo(`${OTHER}/elsewhere`));
      const other = wire(OTHER).on('GET', '/elsewhere', refused);
      const { idp, client } = refreshing(options);
      for (let call = 0; call < 3; call++) {
        const error = await client.channels.get(CHANNEL).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(AuthenticationError);
      }
      expect(idp.requests).toHaveLength(1);
      expect(other.requests.map((request) => request.headers['authorization'])).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    },
  );

  it('still refreshes after a 401 from a same-origin redirect target, which was sent the token', async () => {
    const net = wire()
      .on('GET', CHANNEL_PATH, movedTo('/api/moved'))
      .on('GET', '/api/moved', (request) =>
        request.headers['authorization'] === 'Bearer at-1' ? refused() : HttpResponse.json(channelBody()),
      );
    const { idp, client } = refreshing();
    await expect(client.channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(idp.requests).toHaveLength(2);
    expect(net.requests.map((request) => [request.path, request.headers['authorization']])).toEqual([
      [CHANNEL_PATH, 'Bearer at-1'],
      ['/api/moved', 'Bearer at-1'],
      [CHANNEL_PATH, 'Bearer at-2'],
      ['/api/moved', 'Bearer at-2'],
    ]);
  });
});
