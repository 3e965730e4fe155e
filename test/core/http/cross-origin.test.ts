// Links and `next` links to another origin than baseUrl: followed without credentials (the default),
// or refused before sending with `crossOrigin: 'refuse'`.
import { describe, expect, it } from 'vitest';
import { Client, InvalidArgumentError } from '../../../src/index.js';
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

  it('refuses an href with user info (`https://wdp.test@evil.test/x`) at the call, sending nothing', () => {
    const other = wire('https://evil.test');
    expect(() => makeClient().follow(withLink('https://wdp.test@evil.test/x'), 'mirror')).toThrow(InvalidArgumentError);
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
      `follow(mirror): GET ${OTHER}/mirror/c1 is on another origin than baseUrl (${BASE}) and the client's \`crossOrigin\` option is 'refuse'; nothing was sent.`,
    );
    expect(other.requests).toHaveLength(0);
  });

  it('ends a for-await walk with InvalidArgumentError at a `next` link on another origin, after the first page', async () => {
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

  it('walks a `//host` next link on the other host without Authorization, or ends with InvalidArgumentError under refuse', async () => {
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
