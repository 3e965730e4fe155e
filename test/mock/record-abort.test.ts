// A recording proxy and requests that do not end: a client's abort reaches the service and leaves nothing recorded;
// close() does not wait without bound for what the service still holds.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type MockServer, type RecordingProxy, startMockServer, startRecordingProxy } from '../../src/mock/node.js';

const target = 'https://wdp.example';
const workspace = { id: 'w1', name: 'Held', _links: { self: { href: `${target}/api/workspaces/w1` } } };

/**
 * A fake service that answers GET /api/profiles at once and holds every other request: it sends its headers, then
 * the body of `workspace` only when `release()` is called. `arrived` resolves with the signal of the first one held.
 */
function holdingService() {
  let arrive: (signal: AbortSignal | undefined) => void = () => {};
  const arrived = new Promise<AbortSignal | undefined>((resolve) => (arrive = resolve));
  const bodies: Array<ReadableStreamDefaultController<Uint8Array>> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (String(input).endsWith('/api/profiles')) return Response.json({ _embedded: { profiles: [{ id: 'p1' }] } });
    arrive(init?.signal ?? undefined);
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void bodies.push(controller) });
    return new Response(body, { headers: { 'content-type': 'application/hal+json' } });
  };
  const release = () => {
    for (const body of bodies.splice(0)) {
      body.enqueue(new TextEncoder().encode(JSON.stringify(workspace)));
      body.close();
    }
  };
  return { fetch, arrived, release };
}

/** Resolves once `signal` aborts. */
function aborted(signal: AbortSignal): Promise<void> {
  return signal.aborted
    ? Promise.resolve()
    : new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
}

describe("a client's abort through a recording proxy", () => {
  let proxy: RecordingProxy | undefined;
  let release = () => {};
  afterEach(async () => {
    release();
    await proxy?.close();
  });

  it('aborts the request to the service, and records nothing of an answer the client never saw', async () => {
    const service = holdingService();
    release = service.release;
    proxy = await startRecordingProxy({ target, fetch: service.fetch });
    const client = new AbortController();
    const answer = fetch(`${proxy.url}/api/workspaces/w1`, {
      headers: { authorization: 'Bearer t0k3n-abcdefgh' },
      signal: client.signal,
    }).catch((error: Error) => error.name);
    const upstream = await service.arrived;
    client.abort();
    expect(await answer).toBe('AbortError');
    expect(upstream).toBeInstanceOf(AbortSignal);
    await aborted(upstream as AbortSignal);
    service.release(); // the service answers after all; too late
    expect((await proxy.close()).records.workspaces).toBeUndefined();
  });
});

describe('close() of a recording proxy while the service holds a request', () => {
  let upstream: MockServer | undefined;
  let folder = '';
  afterEach(async () => {
    await Promise.all([upstream?.close(), folder && rm(folder, { recursive: true, force: true })]);
  });

  it('aborts it after the grace period and writes the seed file, without what the service held', async () => {
    [upstream, folder] = await Promise.all([startMockServer(), mkdtemp(join(tmpdir(), 'wdp-record-'))]);
    const { fixtures, admin } = upstream.service;
    // The service never answers a workspace (a stall far longer than any test).
    admin.addFault({ method: 'GET', path: '/api/workspaces/*', fault: { type: 'stall', ms: 2 ** 31 - 1 } });
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (String(input).includes('/api/workspaces/')) arrive();
      return globalThis.fetch(input, init);
    };
    const out = join(folder, 'seed.json');
    const proxy = await startRecordingProxy({ target: upstream.url, out, fetch });
    const held = globalThis
      .fetch(`${proxy.url}/api/workspaces/${fixtures.workspaceId}`, {
        headers: { authorization: `Bearer ${fixtures.admin.token}` },
      })
      .then(
        (answer) => answer.status,
        (error: Error) => error.name,
      );
    await arrived;
    const seed = await proxy.close({ graceMs: 0 });
    expect(await held).toBe('TypeError'); // its connection closed: fetch failed
    expect(seed.records.profiles?.[fixtures.admin.id]).toBeDefined();
    expect(seed.records.workspaces).toBeUndefined();
    expect(JSON.parse(await readFile(out, 'utf8'))).toEqual(seed);
  });
});
