// Tracing without patching (issue 36, point 2): a subscriber to the TracingChannel `wdp-sdk:request` sees start, end,
// then error and asyncStart/asyncEnd for each logical call (a list, a two-step create, a retried call, a failure),
// named by operation, method and route template, with its attempt count, status, request id and error class, and
// never a header, a body, a filled-in path or a secret.
import { tracingChannel } from 'node:diagnostics_channel';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Call } from '../../../src/core/http/call.js';
import { Client } from '../../../src/index.js';
import { createMockService } from '../../../src/mock/index.js';
import { CHANNEL, channelBody } from '../../fixtures/bodies.js';
import { makeClient, TOKEN, useServer, wire } from '../../helpers/server.js';
import { collect } from '../../helpers/streams.js';

useServer();

type Trace = Record<string, unknown>;
const channel = tracingChannel<unknown, Trace>('wdp-sdk:request');
let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

/** Subscribes for the test: each event as `kind` and a copy of the trace when it was published. */
function subscribe(): { kind: string; trace: Trace }[] {
  const events: { kind: string; trace: Trace }[] = [];
  const on = (kind: string) => (trace: Trace) => events.push({ kind, trace: { ...trace } });
  const handlers = {
    start: on('start'),
    end: on('end'),
    asyncStart: on('asyncStart'),
    asyncEnd: on('asyncEnd'),
    error: on('error'),
  };
  channel.subscribe(handlers);
  unsubscribe = () => channel.unsubscribe(handlers);
  return events;
}

const kinds = (events: { kind: string }[]) => events.map((event) => event.kind);
const last = (events: { trace: Trace }[]) => events.at(-1)?.trace;

describe('the wdp-sdk:request tracing channel', () => {
  it('sees a retried call once: its route template, every attempt counted, one request id', async () => {
    let calls = 0;
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, () =>
      ++calls === 1
        ? HttpResponse.json({}, { status: 503, headers: { 'retry-after': '0' } })
        : HttpResponse.json(channelBody()),
    );
    const events = subscribe();
    await makeClient({ retry: { limit: 1, backoffLimit: 0 } }).channels.get(CHANNEL);
    expect(kinds(events)).toEqual(['start', 'end', 'asyncStart', 'asyncEnd']);
    const id = net.requests[0]?.headers['x-request-id'];
    expect(events[0]?.trace).toEqual({
      operation: 'channels.get',
      method: 'GET',
      route: '/api/channels/{channel}',
      requestId: id,
    });
    expect(last(events)).toEqual({
      operation: 'channels.get',
      method: 'GET',
      route: '/api/channels/{channel}',
      requestId: id,
      attempt: 2,
      status: 200,
    });
  });

  it('goes on counting attempts after a 401 refreshed the token: the request sent again is attempt 2', async () => {
    wire().on('GET', `/api/channels/${CHANNEL}`, (req) =>
      req.headers['authorization'] === 'Bearer refused-1'
        ? HttpResponse.json({ status: 401, error: 'Unauthorized' }, { status: 401 })
        : HttpResponse.json(channelBody()),
    );
    let issued = 0;
    const auth = { token: () => `refused-${++issued}`, invalidate: () => undefined };
    const lines: string[] = [];
    const logger = { debug: (line: string) => lines.push(line), info() {}, warn() {}, error() {} };
    const events = subscribe();
    await makeClient({ auth, logger, logLevel: 'debug' }).channels.get(CHANNEL);
    expect(last(events)?.['attempt']).toBe(2);
    expect(lines.map((line) => / 200 | 401 /.exec(line)?.[0] + (/\(attempt \d+/.exec(line)?.[0] ?? ''))).toEqual([
      ' 401 (attempt 1',
      ' 200 (attempt 2',
    ]);
  });

  it('sees a failure: error, then asyncEnd, with the status and the error class only', async () => {
    wire().on('DELETE', `/api/channels/${CHANNEL}`, {
      status: 404,
      body: { status: 404, message: 'secret-ish body text' },
      headers: { 'x-request-id': 'svc-1' },
    });
    const events = subscribe();
    await expect(makeClient().channels.delete(CHANNEL)).rejects.toThrow();
    expect(kinds(events)).toEqual(['start', 'end', 'error', 'asyncStart', 'asyncEnd']);
    expect(last(events)).toMatchObject({ route: '/api/channels/{channel}', status: 404, errorClass: 'NotFoundError' });
    expect(last(events)?.['requestId']).toBe('svc-1');
    expect(JSON.stringify(events)).not.toContain('secret-ish');
  });

  it("sees a failure raised reading the answer (a search refused inside msearch's 200) as the call's", async () => {
    const item = { error: { type: 'parsing_exception', reason: 'secret-ish reason' }, status: 400 };
    wire()
      .on('POST', '/api/workspaces/ws/datasets/_msearch', { body: { took: 1, responses: [item] } })
      .on('GET', '/api/x', { body: { ok: true }, headers: { 'x-request-id': 'svc-2' } });
    const events = subscribe();
    await expect(makeClient().search.msearch('ws', { size: 1 })).rejects.toThrow(/\(request id [\w-]+\)$/);
    expect(kinds(events)).toEqual(['start', 'end', 'error', 'asyncStart', 'asyncEnd']);
    expect(last(events)).toMatchObject({ operation: 'search.msearch', status: 400, errorClass: 'BadRequestError' });
    expect(JSON.stringify(events)).not.toContain('secret-ish');
    await makeClient().follow({ _links: { x: { href: '/api/x' } } }, 'x');
    expect(last(events)).toMatchObject({ operation: 'follow(x)', status: 200, requestId: 'svc-2' });
  });

  it('sees a list and each step of a two-step create, without any header, body, id or secret', async () => {
    const mock = createMockService();
    const token = mock.fixtures.admin.token;
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: token, fetch: mock.fetch });
    const events = subscribe();
    await client.workspaces.list();
    const created = await client.workspaces.create({ name: 'Traced workspace' });
    const ends = events.filter((event) => event.kind === 'asyncEnd').map((event) => event.trace);
    expect(ends.map((trace) => [trace['operation'], trace['method'], trace['route'], trace['status']])).toEqual([
      ['workspaces.list', 'GET', '/api/workspaces', 200],
      ['workspaces.create', 'POST', '/api/workspaces', 200],
      ['workspaces.create', 'PUT', '/api/workspaces/{workspace}', 201],
    ]);
    const text = JSON.stringify(events);
    for (const secret of [token, TOKEN, created.id, 'Traced workspace', 'authorization']) {
      expect(text).not.toContain(secret);
    }
  });

  it('sees a followed log as its reads and its poll, each call named by its route template, no secret', async () => {
    const mock = createMockService();
    const token = mock.fixtures.admin.token;
    const setup = new Client({ baseUrl: 'https://wdp.mock', auth: token, fetch: mock.fetch });
    const job = await setup.deployments.deploy(mock.fixtures.workspaceId);
    mock.clock.advance(4_000); // running, its first lines written
    // Each poll of the job moves the mock's clock a minute, by which the deployment has ended: one poll, one drain.
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (!new URL((input as Request).url).pathname.endsWith('/logs')) mock.clock.advance(60_000);
      return mock.fetch(input, init);
    };
    const client = new Client({ baseUrl: 'https://wdp.mock', auth: token, fetch });
    const journaled = mock.admin.journal().length;
    const events = subscribe();
    const lines = await collect(client.jobs.follow(job.id, { interval: 1 }));
    expect(lines.at(-1)).toMatchObject({ message: 'Job finished with status COMPLETE' });
    const ids = mock.admin
      .journal()
      .slice(journaled)
      .map((entry) => entry.headers['x-request-id']);
    const logs = { operation: 'jobs.logs', method: 'GET', route: '/api/jobs/{job}/logs' };
    const get = { operation: 'jobs.get', method: 'GET', route: '/api/jobs/{job}' };
    expect(events.map(({ kind, trace }) => [kind, trace])).toEqual([
      ['start', { ...logs, requestId: ids[0] }],
      ['end', { ...logs, requestId: ids[0] }],
      ['asyncStart', { ...logs, requestId: ids[0], attempt: 1, status: 200 }],
      ['asyncEnd', { ...logs, requestId: ids[0], attempt: 1, status: 200 }],
      ['start', { ...get, requestId: ids[1] }],
      ['end', { ...get, requestId: ids[1] }],
      ['asyncStart', { ...get, requestId: ids[1], attempt: 1, status: 200 }],
      ['asyncEnd', { ...get, requestId: ids[1], attempt: 1, status: 200 }],
      ['start', { ...logs, requestId: ids[2] }],
      ['end', { ...logs, requestId: ids[2] }],
      ['asyncStart', { ...logs, requestId: ids[2], attempt: 1, status: 200 }],
      ['asyncEnd', { ...logs, requestId: ids[2], attempt: 1, status: 200 }],
    ]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    const text = JSON.stringify(events);
    for (const secret of [token, job.id, 'sequence', 'authorization', 'Job finished'])
      expect(text).not.toContain(secret);
  });

  it('looks node:diagnostics_channel up on the first call, once, not at import, and finds a subscriber', async () => {
    vi.resetModules();
    const lookup = vi.spyOn(process, 'getBuiltinModule');
    try {
      const { traced } = await import('../../../src/core/http/tracing.js');
      expect(lookup).not.toHaveBeenCalled();
      const events = subscribe();
      const call = { operation: 'channels.get', method: 'GET', route: '/api/channels/{channel}', requestId: 'r1' };
      await expect(traced(call as Call<unknown>, async () => 'one')).resolves.toBe('one');
      await expect(traced(call as Call<unknown>, async () => 'two')).resolves.toBe('two');
      expect(lookup.mock.calls).toEqual([['node:diagnostics_channel']]);
      const once = ['start', 'end', 'asyncStart', 'asyncEnd'];
      expect(kinds(events)).toEqual([...once, ...once]);
    } finally {
      lookup.mockRestore();
    }
  });

  it('publishes nothing, and is not subscribed, when no one listens', async () => {
    wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    expect(channel.hasSubscribers).toBe(false);
    await makeClient().channels.get(CHANNEL);
  });
});
