import { describe, expect, it, vi } from 'vitest';
import { ApiError, ConnectionError, type RetryEvent, TimeoutError } from '../../../src/index.js';
import { CHANNEL, channelBody } from '../../fixtures/bodies.js';
import { deferred } from '../../helpers/deferred.js';
import { BASE, makeClient, TOKEN } from '../../helpers/server.js';

// The attempt loop (src/core/http/attempts.ts): what fetch is given, per-attempt timeouts, aborts, statuses and hooks.
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/hal+json', ...headers } });

/** A fetch answer that never comes: it rejects only when the attempt is aborted. */
const hang = (request: Request) =>
  new Promise<Response>((_resolve, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason)),
  );

function recordingFetch(answers: Array<(request: Request) => Promise<Response>>) {
  const calls: Array<{ input: unknown; second: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, second?: RequestInit) => {
    calls.push({ input, second });
    const answer = answers[calls.length - 1] ?? answers[answers.length - 1]!;
    return answer(input as Request);
  });
  return { fetch, calls };
}

describe('attempts', () => {
  it('gives a custom fetch a Request with the headers and {}, every attempt', async () => {
    const { fetch, calls } = recordingFetch([
      async () => json(503, {}, { 'retry-after': '0' }),
      async () => json(200, channelBody()),
    ]);
    const client = makeClient({ fetch, retry: 1 });
    await expect(client.channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(calls).toHaveLength(2);
    for (const { input, second } of calls) {
      expect(input).toBeInstanceOf(Request);
      expect(second).toEqual({});
      expect((input as Request).headers.get('authorization')).toMatch(/^Bearer /);
      expect((input as Request).headers.get('accept')).toBe('application/hal+json');
    }
  });

  it('gives a custom fetch an upload as (url, init), the form as it is; with a hook, the hook’s Request', async () => {
    const published = { _embedded: { resources: [] } };
    const { fetch, calls } = recordingFetch([async () => json(200, published)]);
    await makeClient({ fetch }).files.upload('ws-1', { 'a.sql': 'select 1' });
    expect(calls).toHaveLength(1);
    for (const { input, second } of calls) {
      const init = second as RequestInit;
      expect(input).toBe(`${BASE}/api/workspaces/ws-1/resources`);
      expect([init.method, init.redirect, init.signal instanceof AbortSignal]).toEqual(['POST', 'manual', true]);
      expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
      expect(new Headers(init.headers).has('content-type')).toBe(false); // fetch writes the form's, with its boundary
      const form = init.body as FormData;
      expect(form).toBeInstanceOf(FormData);
      expect([...form.keys()]).toEqual(['a.sql']);
      expect(await (form.get('a.sql') as File).text()).toBe('select 1');
    }
    // A beforeRequest hook is given the Request of the attempt, and the custom fetch that Request.
    const hooked = recordingFetch([async () => json(200, published)]);
    const seen: Request[] = [];
    const hooks = { beforeRequest: [(request: Request) => void seen.push(request)] };
    await makeClient({ fetch: hooked.fetch, hooks }).files.upload('ws-1', { 'a.sql': 'select 1' });
    expect(hooked.calls[0]?.input).toBe(seen[0]);
    expect(hooked.calls[0]?.second).toEqual({});
  });

  it('times out an attempt after `timeout` ms and retries it, telling beforeRetry hooks', async () => {
    const events: RetryEvent[] = [];
    const { fetch, calls } = recordingFetch([hang, async () => json(200, channelBody())]);
    const client = makeClient({
      fetch,
      retry: { limit: 1, backoffLimit: 0 },
      timeout: 30,
      hooks: { beforeRetry: [(event) => void events.push(event)] },
    });
    await expect(client.channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(calls).toHaveLength(2);
    expect((calls[0]!.input as Request).signal.aborted).toBe(true);
    expect(events.map((e) => [e.retryCount, e.error.constructor])).toEqual([[1, TimeoutError]]);
  });

  it('fails with TimeoutError when every attempt times out', async () => {
    const { fetch, calls } = recordingFetch([hang]);
    const client = makeClient({ fetch, retry: { limit: 1, backoffLimit: 0 }, timeout: 20 });
    await expect(client.channels.get(CHANNEL)).rejects.toBeInstanceOf(TimeoutError);
    expect(calls).toHaveLength(2);
  });

  it("rejects with the caller's abort reason and sends nothing more", async () => {
    const controller = new AbortController();
    const reason = new Error('caller gave up');
    const inFlight = deferred();
    const { fetch, calls } = recordingFetch([(request) => (inFlight.resolve(), hang(request))]);
    const client = makeClient({ fetch, retry: 2 });
    const call = client.channels.get(CHANNEL, { signal: controller.signal });
    await inFlight.promise; // aborted while the attempt is out, not at a guessed moment
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    expect(calls).toHaveLength(1);
  });

  it('maps a status outside 2xx to its ApiError, body and all, without retrying a 404', async () => {
    const { fetch, calls } = recordingFetch([
      async () => json(404, { status: 404, error: 'Not Found', message: 'no such channel' }),
    ]);
    const client = makeClient({ fetch, retry: 2 });
    const error = await client.channels.get(CHANNEL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it('runs a beforeRequest hook once per attempt, before the custom fetch', async () => {
    const seen: string[] = [];
    const { fetch, calls } = recordingFetch([async () => json(200, channelBody())]);
    const client = makeClient({ fetch, hooks: { beforeRequest: [(request) => void seen.push(request.url)] } });
    await client.channels.get(CHANNEL);
    expect(seen).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('gives afterResponse hooks a copy: the SDK still gets the body, and a returned Response replaces it', async () => {
    const { fetch } = recordingFetch([async () => json(200, channelBody())]);
    const peeked: unknown[] = [];
    const reader = makeClient({
      fetch,
      hooks: { afterResponse: [async (_request, response) => void peeked.push(await response.json())] },
    });
    await expect(reader.channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(peeked).toEqual([channelBody()]);
    const replacer = makeClient({
      fetch,
      hooks: { afterResponse: [() => json(200, channelBody({ name: 'replaced' }))] },
    });
    await expect(replacer.channels.get(CHANNEL)).resolves.toMatchObject({ name: 'replaced' });
  });

  it('answers from a beforeRequest hook that returns a Response, without calling fetch', async () => {
    const { fetch, calls } = recordingFetch([async () => json(500, {})]);
    const client = makeClient({ fetch, hooks: { beforeRequest: [() => json(200, channelBody({ name: 'cached' }))] } });
    await expect(client.channels.get(CHANNEL)).resolves.toMatchObject({ name: 'cached' });
    expect(calls).toHaveLength(0);
  });

  it("keeps the attempt's timeout on a Request returned by a beforeRequest hook", async () => {
    const { fetch, calls } = recordingFetch([hang]);
    const client = makeClient({
      fetch,
      retry: 0,
      timeout: 20,
      hooks: { beforeRequest: [(request) => new Request(request, { headers: { 'x-changed': '1' } })] },
    });
    await expect(client.channels.get(CHANNEL)).rejects.toBeInstanceOf(TimeoutError);
    expect((calls[0]!.input as Request).headers.get('x-changed')).toBe('1');
  });

  it("waits a 429's Retry-After (no jitter) and honours retry methods given in lower case", async () => {
    const { fetch, calls } = recordingFetch([
      async () => json(429, {}, { 'retry-after': '2' }),
      async () => json(200, channelBody()),
    ]);
    const client = makeClient({ fetch, retry: { limit: 1, methods: ['get' as 'GET'] } });
    // The waits the SDK asks for are recorded; the 2 s one is run at once, so that the test does not wait it out.
    const waits: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number) => {
      waits.push(delay ?? 0);
      return realSetTimeout(handler, delay === 2_000 ? 0 : delay);
    }) as typeof setTimeout);
    try {
      await expect(client.channels.get(CHANNEL)).resolves.toEqual(channelBody());
    } finally {
      spy.mockRestore();
    }
    expect(waits.filter((ms) => ms !== 30_000)).toEqual([2_000]); // 30 s: each attempt's own timeout
    expect(calls).toHaveLength(2);
  });

  it('does not retry a 500 whose Retry-After is beyond maxRetryAfter', async () => {
    const { fetch, calls } = recordingFetch([
      async () => json(500, {}, { 'retry-after': '120' }),
      async () => json(200, channelBody()),
    ]);
    const client = makeClient({ fetch, retry: 2 });
    const error = await client.channels.get(CHANNEL).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(500);
    expect(calls).toHaveLength(1);
  });

  it('rejects with what an afterResponse hook throws, and retries a GET it failed', async () => {
    const { fetch, calls } = recordingFetch([async () => json(200, channelBody())]);
    const broken = new Error('hook failed');
    let thrown = 0;
    const once = makeClient({
      fetch,
      retry: { limit: 1, backoffLimit: 0 },
      hooks: {
        afterResponse: [
          () => {
            if (thrown++ === 0) throw broken;
          },
        ],
      },
    });
    await expect(once.channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(calls).toHaveLength(2);
    const always = makeClient({
      fetch,
      retry: 0,
      hooks: {
        afterResponse: [
          () => {
            throw broken;
          },
        ],
      },
    });
    await expect(always.channels.get(CHANNEL)).rejects.toBe(broken);
  });

  it('maps a fetch that throws synchronously to ConnectionError, after its retries', async () => {
    let calls = 0;
    const fetch = ((): Promise<Response> => {
      calls++;
      throw new TypeError('fetch failed synchronously');
    }) as typeof globalThis.fetch;
    const client = makeClient({ fetch, retry: { limit: 1, backoffLimit: 0 } });
    await expect(client.channels.get(CHANNEL)).rejects.toBeInstanceOf(ConnectionError);
    expect(calls).toBe(2);
  });
});
