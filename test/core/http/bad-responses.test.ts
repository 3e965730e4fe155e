// Malformed and drifted response bodies, fed over the wire to representative operations in every
// validation mode. Each case ends in a typed WdpError (ValidationError with the raw body kept), or is
// returned unchanged and reported in `warn` mode — never a TypeError or RangeError from inside the SDK.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  Channel,
  type HalResource,
  InvalidArgumentError,
  isWdpError,
  StreamParseError,
  StreamTruncatedError,
  ValidationError,
  type ValidationIssue,
  type ValidationMode,
} from '../../../src/index.js';
import { CHANNEL, channelBody, href, JOB, jobBody, pageBody, WS } from '../../fixtures/bodies.js';
import { logLine, logsPath, ndjsonOf } from '../../fixtures/job-logs.js';
import { onePage } from '../../helpers/pages.js';
import { BASE, makeClient, server, useServer, wire } from '../../helpers/server.js';
import { collect, collectUntilError, useUnteedResponses } from '../../helpers/streams.js';

useServer();
useUnteedResponses(server);

const modes: readonly ValidationMode[] = ['warn', 'strict', 'off'];
const CHANNEL_PATH = `/api/channels/${CHANNEL}`;
const PUT_PATH = `/api/workspaces/${WS}/channels/${CHANNEL}`;
const JOBS = `/api/workspaces/${WS}/jobs`;
const PAGE_2 = `${JOBS}?page=1&size=2`;
const meta = (number: number, totalPages = 2) => ({ number, size: 2, totalElements: 2 * totalPages, totalPages });
const job = (n: number) => jobBody({ id: `job-${n}` });
const page1 = () => pageBody('jobs', JOBS, [job(0), job(1)], meta(0));
const page2 = () => pageBody('jobs', JOBS, [job(2), job(3)], meta(1));
/** A one-page jobs collection with `overrides` over its envelope. */
const drifted = (overrides: Record<string, unknown>) => ({ ...onePage('jobs', JOBS, [job(0)]), ...overrides });

/** A 200 answer with exactly this text and content type. */
const raw =
  (text: string, type: string | null = 'application/hal+json') =>
  () =>
    new HttpResponse(text, { status: 200, headers: type === null ? {} : { 'content-type': type } });

function setup(mode: ValidationMode) {
  const issues: ValidationIssue[] = [];
  const client = makeClient({ validation: mode, onValidationIssue: (issue) => issues.push(issue) });
  return { client, issues };
}
type Client = ReturnType<typeof setup>['client'];

/** Runs `run` and gives its value or error; a sync throw counts as an error too. */
async function settle<T>(run: () => Promise<T> | T): Promise<{ value?: T; error?: unknown }> {
  try {
    return { value: await run() };
  } catch (error) {
    return { error };
  }
}

/** The error is the SDK's own, of `type`, and no TypeError or RangeError. */
function expectTyped(error: unknown, type: abstract new (...args: never[]) => Error): void {
  expect(error).not.toBeInstanceOf(TypeError);
  expect(error).not.toBeInstanceOf(RangeError);
  expect(isWdpError(error)).toBe(true);
  expect(error).toBeInstanceOf(type);
}

/** The operations that read one JSON body, each with where it is served. */
const bodyOps: Record<string, { method: string; path: string; run: (client: Client) => Promise<unknown> }> = {
  'channels.get': { method: 'GET', path: CHANNEL_PATH, run: (c) => c.channels.get(CHANNEL) },
  'channels.put': { method: 'PUT', path: PUT_PATH, run: (c) => c.channels.put(WS, CHANNEL, { name: 'Sales' }) },
  'follow(self)': {
    method: 'GET',
    path: CHANNEL_PATH,
    run: (c) => c.follow(channelBody(), 'self', { schema: Channel }),
  },
  'jobs.list (await)': { method: 'GET', path: JOBS, run: (c) => c.jobs.list(WS) },
  'jobs.list (for await)': { method: 'GET', path: JOBS, run: (c) => c.jobs.list(WS).toArray() },
};

const broken: Record<string, { text: string; type?: string; json: boolean }> = {
  'truncated JSON': { text: JSON.stringify(channelBody()).slice(0, 45), json: false },
  'an HTML error page with 200': {
    text: '<!doctype html><html><body><h1>Down for maintenance</h1></body></html>',
    type: 'text/html',
    json: false,
  },
  'JSON null': { text: 'null', json: true },
  'a number': { text: '42', json: true },
  'a string': { text: '"ok"', json: true },
  'an array where an object is expected': { text: JSON.stringify([channelBody()]), json: true },
};

describe.each(modes)('unusable bodies, validation %s', (mode) => {
  describe.each(Object.entries(bodyOps))('%s', (_name, op) => {
    it.each(Object.entries(broken))('%s ends in ValidationError with the raw body kept', async (_kind, body) => {
      const net = wire().on(op.method, op.path, raw(body.text, body.type));
      const { error } = await settle(() => op.run(setup(mode).client));
      expectTyped(error, ValidationError);
      const failure = error as ValidationError;
      expect(failure.rawBody).toBe(body.text);
      expect(failure.body).toEqual(body.json ? JSON.parse(body.text) : body.text);
      expect(failure.path).toBe('');
      expect(net.requests).toHaveLength(1);
    });
  });

  it.each(['channels.get', 'channels.put', 'follow(self)'])(
    'an empty body on %s is a ValidationError',
    async (name) => {
      const op = bodyOps[name]!;
      wire().on(op.method, op.path, raw(''));
      const { error } = await settle(() => op.run(setup(mode).client));
      expectTyped(error, ValidationError);
      expect((error as ValidationError).rawBody).toBe('');
    },
  );

  it('an empty body on a list is an empty page; on follow() without a schema it is undefined', async () => {
    wire().on('GET', JOBS, raw('')).on('GET', CHANNEL_PATH, raw(''));
    const { client } = setup(mode);
    const page = await client.jobs.list(WS);
    expect([page.items, page.hasNextPage()]).toEqual([[], false]);
    await expect(client.follow(channelBody(), 'self')).resolves.toBeUndefined();
  });

  it.each(['text/plain', 'application/octet-stream', null])(
    'valid JSON served as %s is accepted: validation is by schema',
    async (type) => {
      wire()
        .on('GET', CHANNEL_PATH, raw(JSON.stringify(channelBody()), type))
        .on('PUT', PUT_PATH, raw(JSON.stringify(channelBody()), type))
        .on('GET', JOBS, raw(JSON.stringify(drifted({})), type));
      const { client, issues } = setup(mode);
      await expect(client.channels.get(CHANNEL)).resolves.toEqual(channelBody());
      await expect(client.channels.put(WS, CHANNEL, { name: 'Sales' })).resolves.toEqual({
        created: false,
        data: channelBody(),
      });
      await expect(client.follow(channelBody(), 'self', { schema: Channel })).resolves.toEqual(channelBody());
      await expect(client.jobs.list(WS).toArray()).resolves.toEqual([job(0)]);
      expect(issues).toEqual([]);
    },
  );
});

/** Lists one page with a drifted envelope; in strict mode expects ValidationError at `strictPath`. */
async function listDrifted(mode: ValidationMode, body: unknown, strictPath: RegExp) {
  const net = wire().on('GET', JOBS, { body });
  const { client, issues } = setup(mode);
  const { value: page, error } = await settle(() => client.jobs.list(WS));
  if (mode === 'strict') {
    expectTyped(error, ValidationError);
    expect((error as ValidationError).path).toMatch(strictPath);
    expect((error as ValidationError).body).toEqual(body);
    return undefined;
  }
  expect(error).toBeUndefined();
  expect(page!.body).toEqual(body);
  if (mode === 'off') expect(issues).toEqual([]);
  else expect(issues.length > 0 && issues.every((i) => strictPath.test(i.path))).toBe(true);
  // Walking the drifted collection is safe too: for-await and getNextPage end in values or typed errors.
  const walked = await settle(() => client.jobs.list(WS).toArray());
  if (walked.error !== undefined) expectTyped(walked.error, ValidationError);
  const next = await settle(() => page!.getNextPage());
  if (next.error !== undefined) expect(isWdpError(next.error)).toBe(true);
  expect(net.requests.length).toBeGreaterThanOrEqual(2);
  return page!;
}

describe.each(modes)('a drifted page envelope, validation %s', (mode) => {
  it.each([
    ['`_embedded` as a string', { _embedded: 'jobs' }, /^_embedded$/],
    ['`_embedded.jobs` as an object', { _embedded: { jobs: { 0: job(0) } } }, /^_embedded\.jobs$/],
    ['`_embedded.jobs` as null', { _embedded: { jobs: null } }, /^_embedded\.jobs$/],
  ])('%s gives a page without items', async (_name, overrides, path) => {
    const page = await listDrifted(mode, drifted(overrides), path);
    if (page) expect([page.items, page.hasNextPage()]).toEqual([[], false]);
  });

  it.each([
    ['`_links` as a string', 'self next'],
    ['`_links` as an array', [href(JOBS), href(PAGE_2)]],
    ['links without href', { self: { title: 'me' }, next: { templated: false } }],
    ['an href that is a number', { self: { href: 42 }, next: { href: 43 } }],
    ['links that are null, numbers or empty lists', { self: null, next: 7, prev: [] }],
  ])('%s: the bad links are left out', async (_name, links) => {
    const page = await listDrifted(mode, drifted({ _links: links }), /^_links/);
    if (page)
      expect([page.links, page.items, page.hasNextPage(), page.nextPageUrl()]).toEqual([
        {},
        [job(0)],
        false,
        undefined,
      ]);
  });

  it('a `next` link without a string href falls back to the page meta', async () => {
    const body = { ...page1(), _links: { next: { href: 12 } } };
    const net = wire().on('GET', JOBS, { body }).on('GET', `${JOBS}?page=1`, { body: page2() });
    const { value, error } = await settle(() => setup(mode).client.jobs.list(WS).toArray());
    if (mode === 'strict') return expectTyped(error, ValidationError);
    expect(value).toEqual([job(0), job(1), job(2), job(3)]);
    expect(net.requests.map((r) => r.search)).toEqual(['', 'page=1']);
  });

  it.each([
    ['numbers as strings', { number: '0', size: '2', totalElements: '4', totalPages: '2' }, /^page\./],
    ['a string', 'first', /^page$/],
  ])('page meta with %s is not used for paging: one page', async (_name, pageMeta, path) => {
    const page = await listDrifted(mode, drifted({ page: pageMeta, _links: {} }), path);
    if (page) expect([page.items, page.hasNextPage()]).toEqual([[job(0)], false]);
  });

  it.each([
    ['negative totalPages', { number: 0, size: 2, totalElements: 0, totalPages: -1 }],
    ['a negative number', { number: -3, size: 2, totalElements: 4, totalPages: 2 }],
  ])('%s (whole numbers, so valid in every mode) means no next page', async (_name, pageMeta) => {
    const net = wire().on('GET', JOBS, { body: drifted({ page: pageMeta, _links: {} }) });
    const page = await setup(mode).client.jobs.list(WS);
    expect([page.hasNextPage(), page.nextPageUrl()]).toEqual([false, undefined]);
    await expect(setup(mode).client.jobs.list(WS).toArray()).resolves.toEqual([job(0)]);
    expect(net.requests).toHaveLength(2);
  });
});

describe.each(modes)('a `next` link to garbage, validation %s: the walk ends with ValidationError', (mode) => {
  it.each(['::::', 'http://', 'https://exa mple.com/jobs', 'javascript:alert(1)', 'mailto:ops@example.com'])(
    'next href %j',
    async (bad) => {
      const body = { ...page1(), _links: { self: href(JOBS), next: { href: bad } } };
      const net = wire().on('GET', JOBS, { body });
      const { client } = setup(mode);
      const first = await client.jobs.list(WS);
      expect([first.items, first.hasNextPage(), first.nextPageUrl()]).toEqual([[job(0), job(1)], true, undefined]);
      const next = await settle(() => first.getNextPage());
      expectTyped(next.error, ValidationError);
      expect((next.error as ValidationError).path).toBe('_links.next.href');
      expect((next.error as ValidationError).operation).toBe('jobs.list');
      const walk = await collectUntilError(client.jobs.list(WS));
      expect(walk.items).toEqual([job(0), job(1)]);
      expectTyped(walk.error, ValidationError);
      expect(net.requests).toHaveLength(2); // the bad href itself was never requested
    },
  );

  it('a good next link then a bad one: getNextPage walks, then fails typed', async () => {
    const bad = { ...page2(), _links: { next: { href: '::::' } } };
    wire().on('GET', JOBS, { body: page1() }).on('GET', PAGE_2, { body: bad });
    const second = await (await setup(mode).client.jobs.list(WS)).getNextPage();
    expect(second.items).toEqual([job(2), job(3)]);
    expectTyped((await settle(() => second.getNextPage())).error, ValidationError);
  });
});

describe.each(modes)('schema drift, validation %s', (mode) => {
  const drift = {
    'new fields': { channel: channelBody({ colour: 'teal', _meta: { v: 2 } }), job: job(0), path: undefined },
    'a new enum value': {
      channel: channelBody({ type: 'BROADCAST' }),
      job: jobBody({ id: 'job-0', status: 'PAUSED' }),
      path: /^(type|_embedded\.jobs\.0\.status)$/,
    },
    'a missing required field': {
      channel: (({ name: _n, ...rest }) => rest)(channelBody()),
      job: (({ status: _s, ...rest }) => rest)(job(0)),
      path: /^(name|_embedded\.jobs\.0\.status)$/,
    },
  };

  it.each(Object.entries(drift))(
    '%s: returned unchanged (reported in warn), or ValidationError in strict when an issue',
    async (_name, { channel, job: item, path }) => {
      wire()
        .on('GET', CHANNEL_PATH, { body: channel })
        .on('PUT', PUT_PATH, { status: 201, body: channel })
        .on('GET', JOBS, { body: drifted({ _embedded: { jobs: [item] } }) });
      const { client, issues } = setup(mode);
      const runs: Array<() => Promise<unknown>> = [
        () => client.channels.get(CHANNEL),
        () => client.channels.put(WS, CHANNEL, { name: 'Sales' }),
        () => client.follow(channelBody(), 'self', { schema: Channel }),
        () => client.jobs.list(WS).toArray(),
      ];
      const expected = [channel, { created: true, data: channel }, channel, [item]];
      for (const [i, run] of runs.entries()) {
        const { value, error } = await settle(run);
        if (mode === 'strict' && path) {
          expectTyped(error, ValidationError);
          expect((error as ValidationError).path).toMatch(path);
        } else {
          expect(error).toBeUndefined();
          expect(value).toEqual(expected[i]);
        }
      }
      if (mode === 'warn' && path) expect(issues.length).toBeGreaterThanOrEqual(3);
      if (mode !== 'warn' || !path) expect(issues).toEqual([]);
    },
  );
});

describe('links of a drifted resource and follow()', () => {
  it.each([
    ['`_links` as a string', 'self'],
    ['`_links` as an array', [href(CHANNEL_PATH)]],
    ['a link without href', { self: { type: 'GET' } }],
    ['an href that is a number', { self: { href: 42 } }],
  ])('%s: follow() throws InvalidArgumentError and sends nothing; get() falls back to the id', async (_name, links) => {
    const net = wire().on('GET', CHANNEL_PATH, { body: channelBody({ _links: links }) });
    const client = setup('warn').client;
    const channel = await client.channels.get(CHANNEL);
    expect(channel._links).toEqual(links);
    expectTyped((await settle(() => client.follow(channel, 'self'))).error, InvalidArgumentError);
    await expect(client.channels.get(channel)).resolves.toEqual(channel);
    expect(net.requests.map((r) => r.path)).toEqual([CHANNEL_PATH, CHANNEL_PATH]);
  });

  it.each(['::::', 'http://', 'ftp://wdp.test/x'])(
    'an href %j that is no http(s) URL is an InvalidArgumentError before sending',
    async (bad) => {
      const net = wire();
      const channel = channelBody({ _links: { self: { href: bad } } });
      expectTyped((await settle(() => makeClient().follow(channel, 'self'))).error, InvalidArgumentError);
      expectTyped((await settle(() => makeClient().channels.get(channel))).error, InvalidArgumentError);
      expect(net.requests).toHaveLength(0);
    },
  );

  it('a link whose type is not a string is followed with GET; a null resource is an InvalidArgumentError', async () => {
    const net = wire().on('GET', CHANNEL_PATH, { body: channelBody() });
    await makeClient().follow(channelBody({ _links: { self: { href: `${BASE}${CHANNEL_PATH}`, type: 7 } } }), 'self');
    expect(net.last.method).toBe('GET');
    expectTyped(
      (await settle(() => makeClient().follow(null as unknown as HalResource, 'self'))).error,
      InvalidArgumentError,
    );
  });
});

const ndjson = 'application/x-ndjson';
const serveLogs = (text: string, type: string | null = ndjson) => wire().on('GET', logsPath, raw(text, type));

describe.each(modes)('jobs.logs, validation %s', (mode) => {
  const good = [logLine(0), logLine(1)];

  it('truncated NDJSON gives the whole lines, then StreamTruncatedError', async () => {
    serveLogs(`${ndjsonOf(good)}{"sequence":2,"mess`);
    const { items, error } = await collectUntilError(setup(mode).client.jobs.logs(JOB));
    expect(items).toEqual(good);
    expectTyped(error, StreamTruncatedError);
  });

  it('an HTML page with 200 is a StreamParseError on line 1', async () => {
    serveLogs('<!doctype html>\n<html><body>Bad gateway</body></html>\n', 'text/html');
    const { items, error } = await collectUntilError(setup(mode).client.jobs.logs(JOB));
    expect(items).toEqual([]);
    expectTyped(error, StreamParseError);
    expect((error as StreamParseError).line).toBe(1);
  });

  it.each(['application/json', 'text/plain', null])('valid NDJSON served as %s is accepted', async (type) => {
    serveLogs(ndjsonOf(good), type);
    await expect(collect(setup(mode).client.jobs.logs(JOB))).resolves.toEqual(good);
  });

  it.each(['null', '42', '"line"', '[1,2]'])(
    'a line %s where an object is expected is a ValidationError',
    async (line) => {
      serveLogs(`${ndjsonOf(good)}${line}\n`);
      const { items, error } = await collectUntilError(setup(mode).client.jobs.logs(JOB));
      expect(items).toEqual(good);
      expectTyped(error, ValidationError);
      expect((error as ValidationError).body).toEqual(JSON.parse(line));
    },
  );

  it.each([
    ['a new field', logLine(2, { host: 'runner-1' }), undefined],
    ['a new level', logLine(2, { level: 'DEBUG' }), 'level'],
    ['no message', (({ message: _m, ...rest }) => rest)(logLine(2)), 'message'],
  ])('%s: returned unchanged (reported in warn), or ValidationError in strict', async (_name, line, path) => {
    serveLogs(ndjsonOf([...good, line]));
    const { client, issues } = setup(mode);
    const { items, error } = await collectUntilError(client.jobs.logs(JOB));
    if (mode === 'strict' && path) {
      expect(items).toEqual(good);
      expectTyped(error, ValidationError);
      return expect((error as ValidationError).path).toBe(path);
    }
    expect([items, error]).toEqual([[...good, line], undefined]);
    expect(issues.map((i) => i.path)).toEqual(mode === 'warn' && path ? [path] : []);
  });

  it('an empty body yields nothing', async () => {
    serveLogs('');
    await expect(collect(setup(mode).client.jobs.logs(JOB))).resolves.toEqual([]);
  });
});
