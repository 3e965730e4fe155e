// Fault injection at the HTTP boundary: rules set over the admin API (`/__mock/faults`, RemoteMockAdmin) and what a
// client sees on the wire — a reset socket, a body cut under its promised length, a held answer.
import { type IncomingMessage, request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, ConnectionError, StreamTruncatedError } from '../../src/index.js';
import { type MockServer, RemoteMockAdmin } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ idleTimeoutMs: 300 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.service.admin.clearFaults();
  server.service.admin.clearJournal();
});

const workspacePath = () => `/api/workspaces/${server.service.fixtures.workspaceId}`;
/** A request to the admin API with its token (or another). */
const admin = (method: string, path: string, body?: unknown, token = server.service.admin.token) =>
  fetch(`${server.url}/__mock/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** What a GET over a fresh node:http connection saw: the head, the bytes, and how it ended. */
interface Seen {
  status?: number;
  contentLength?: number;
  bytes: number;
  ended: 'end' | 'reset';
}

/** GETs `path` as the admin over node:http; with `leaveAfterHead`, goes away once the head has come. */
function get(path: string, leaveAfterHead = false): Promise<Seen> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const seen: Seen = { bytes: 0, ended: 'end' };
    const req = request(
      {
        host: hostname,
        port,
        path,
        headers: { authorization: `Bearer ${server.service.fixtures.admin.token}` },
        agent: false,
      },
      (res: IncomingMessage) => {
        seen.status = res.statusCode ?? 0;
        seen.contentLength = Number(res.headers['content-length']);
        if (leaveAfterHead) {
          req.destroy();
          return resolve(seen);
        }
        res.on('data', (chunk: Buffer) => (seen.bytes += chunk.length));
        res.on('end', () => resolve(seen));
        res.on('aborted', () => resolve({ ...seen, ended: 'reset' }));
        res.on('error', () => resolve({ ...seen, ended: 'reset' }));
      },
    );
    req.on('error', () => resolve({ ...seen, ended: 'reset' }));
    req.end();
  });
}

describe('the admin API of faults', () => {
  it('adds (201), lists, removes (204, 404 when gone) and clears rules; refuses a bad rule with 400', async () => {
    const added = await admin('POST', 'faults', {
      method: 'GET',
      path: '/api/profiles',
      times: 1,
      fault: { type: 'status', status: 503, retryAfter: 2 },
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      id: 'fault-1',
      method: 'GET',
      path: '/api/profiles',
      times: 1,
      probability: 1,
      fault: { type: 'status', status: 503, retryAfter: 2 },
      hits: 0,
    });
    // A timer cannot wait longer: the latency used to fire at once.
    const bad = await admin('POST', 'faults', { fault: { type: 'latency', ms: 2 ** 31 } });
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([
      400,
      'ms takes a whole number of milliseconds from 0 to 2147483647 (about 24.8 days, the longest a timer waits); ' +
        'got 2147483648. See docs/mock.md, "Injecting faults".',
    ]);
    expect((await admin('POST', 'faults', { fault: { type: 'reset' } }, 'mock-owner-token')).status).toBe(401);
    expect(((await (await admin('GET', 'faults')).json()) as unknown[]).length).toBe(2 - 1);
    expect((await admin('DELETE', 'faults/fault-1')).status).toBe(204);
    const gone = await admin('DELETE', 'faults/fault-1');
    expect([gone.status, ((await gone.json()) as { message: string }).message]).toEqual([
      404,
      'No fault rule fault-1; GET /__mock/faults lists them',
    ]);
    await admin('POST', 'faults', { fault: { type: 'reset' } });
    expect((await admin('DELETE', 'faults')).status).toBe(204);
    expect(await (await admin('GET', 'faults')).json()).toEqual([]);
  });

  it('refuses a misspelled field with 400 naming it (dropped, it left a rule on every path)', async () => {
    const refused = await admin('POST', 'faults', { pth: '/api/x', time: 1, fault: { type: 'reset' } });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      400,
      'A fault rule takes method, path, token, times, probability, fault, onInjected; not "pth". ' +
        'See docs/mock.md, "Injecting faults".',
    ]);
    expect(await (await admin('GET', 'faults')).json()).toEqual([]);
  });

  it('refuses a misspelled field through RemoteMockAdmin too, adding no rule', async () => {
    const remote = new RemoteMockAdmin(server.url, server.service.admin.token);
    const typo = { path: '/api/x', tims: 1, fault: { type: 'reset' as const } };
    await expect(remote.addFault(typo)).rejects.toThrow(
      'answered 400 to POST /__mock/faults: A fault rule takes method, path, token, times, probability, fault, ' +
        'onInjected; not "tims".',
    );
    expect(await remote.faults()).toEqual([]);
  });

  it('is what RemoteMockAdmin drives: the rule hits the SDK, the journal shows it', async () => {
    const remote = new RemoteMockAdmin(server.url, server.service.admin.token);
    const rule = await remote.addFault({ path: '/api/profiles', times: 1, fault: { type: 'status', status: 503 } });
    const client = new Client({ baseUrl: server.url, auth: server.service.fixtures.admin.token });
    expect((await client.profiles.list()).items).toHaveLength(1);
    expect((await remote.faults()).map((r) => [r.id, r.hits])).toEqual([[rule.id, 1]]);
    expect((await remote.journal()).map((e) => `${e.status} ${e.fault ?? '-'}`)).toEqual([
      `503 ${rule.id}: status 503`,
      '200 -',
    ]);
    expect(await remote.removeFault(rule.id)).toBe(true);
    expect(await remote.removeFault(rule.id)).toBe(false);
    await remote.addFault({ fault: { type: 'reset' } });
    await remote.clearFaults();
    expect(await remote.faults()).toEqual([]);
    await expect(remote.addFault({ fault: { type: 'stall', at: 2 } })).rejects.toThrow(
      "The mock's admin API answered 400 to POST /__mock/faults: at takes a fraction of the body from 0 to below 1",
    );
  });
});

describe('faults on the wire', () => {
  it('reset before the answer: the connection drops with no head', async () => {
    server.service.admin.addFault({ fault: { type: 'reset' } });
    expect(await get(workspacePath())).toEqual({ bytes: 0, ended: 'reset' });
  });

  it('reset part-way: the head promises the whole length, the part arrives, then the connection drops', async () => {
    const whole = await get(workspacePath());
    expect(whole.ended).toBe('end');
    server.service.admin.addFault({ fault: { type: 'reset', at: 0.5 } });
    const seen = await get(workspacePath());
    expect(seen).toEqual({
      status: 200,
      contentLength: whole.bytes,
      bytes: Math.floor(whole.bytes / 2),
      ended: 'reset',
    });
    server.service.admin.clearFaults();
    server.service.admin.addFault({ fault: { type: 'reset', at: 0.5 } });
    const client = new Client({ baseUrl: server.url, auth: server.service.fixtures.admin.token, retry: 0 });
    await expect(client.workspaces.get(server.service.fixtures.workspaceId)).rejects.toBeInstanceOf(ConnectionError);
  });

  it('stall after the head holds the answer until the client leaves; the server goes on', async () => {
    server.service.admin.addFault({ times: 1, fault: { type: 'stall', at: 0, ms: 600_000 } });
    const seen = await get(workspacePath(), true);
    expect([seen.status, seen.bytes]).toEqual([200, 0]);
    expect((await get(workspacePath())).ended).toBe('end');
  });

  it('a latency longer than the idle timeout is answered: a request in flight is not idle', async () => {
    const rule = server.service.admin.addFault({ times: 1, fault: { type: 'latency', ms: 900 } });
    const seen = await get(workspacePath());
    expect([seen.status, seen.ended]).toEqual([200, 'end']);
    expect(server.service.admin.journal()[0]?.fault).toBe(`${rule.id}: latency 900 ms`);
  });

  it('truncate an NDJSON log: the SDK reads the whole lines, then reports the cut one', async () => {
    const { admin: user, pipelineId } = server.service.fixtures;
    const run = [...server.service.store.jobs.values()].find((job) => job.pipelineId === pipelineId);
    server.service.admin.addFault({ path: '/api/jobs/*/logs', fault: { type: 'truncate', at: 0.5 } });
    const client = new Client({ baseUrl: server.url, auth: user.token });
    const lines: unknown[] = [];
    const read = async () => {
      for await (const line of client.jobs.logs(run?.id ?? '')) lines.push(line);
    };
    await expect(read()).rejects.toBeInstanceOf(StreamTruncatedError);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('expire-token: the token is refused from then on, over HTTP too', async () => {
    const { owner } = server.service.fixtures;
    server.service.admin.addFault({ token: owner.token, times: 1, fault: { type: 'expire-token' } });
    const owned = () =>
      fetch(`${server.url}${workspacePath()}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect((await owned()).status).toBe(401);
    expect((await owned()).status).toBe(401);
    expect((await get(workspacePath())).status).toBe(200);
    server.service.reset();
    expect((await owned()).status).toBe(200);
  });
});
