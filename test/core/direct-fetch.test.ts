import { describe, expect, it, vi } from 'vitest';
import { ApiError, TimeoutError, type RetryEvent } from '../../src/index.js';
import { makeClient } from '../helpers/server.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';

// The first attempt of a call without request/response hooks skips ky; these pin that it behaves as ky.
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/hal+json', ...headers } });

function recordingFetch(answers: Array<(request: Request) => Promise<Response>>) {
  const calls: Array<{ input: unknown; second: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, second?: RequestInit) => {
    calls.push({ input, second });
    const answer = answers[calls.length - 1] ?? answers[answers.length - 1]!;
    return answer(input as Request);
  });
  return { fetch, calls };
}

describe('first attempt without ky', () => {
  it('gives a custom fetch a Request with the headers and {} as ky does, every attempt', async () => {
    const { fetch, calls } = recordingFetch([async () => json(503, {}, { 'retry-after': '0' }), async () => json(200, channelBody())]);
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

  it('times out the first attempt after `timeout` ms and retries it through ky, telling beforeRetry hooks', async () => {
    const events: RetryEvent[] = [];
    const hang = (request: Request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const { fetch, calls } = recordingFetch([hang, async () => json(200, channelBody())]);
    const client = makeClient({ fetch, retry: { limit: 1, backoffLimit: 0 }, timeout: 30, hooks: { beforeRetry: [(event) => void events.push(event)] } });
    await expect(client.channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(calls).toHaveLength(2);
    expect((calls[0]!.input as Request).signal.aborted).toBe(true);
    expect(events.map((e) => [e.retryCount, e.error.constructor])).toEqual([[1, TimeoutError]]);
  });

  it('fails with TimeoutError when every attempt times out', async () => {
    const hang = (request: Request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const { fetch, calls } = recordingFetch([hang]);
    const client = makeClient({ fetch, retry: { limit: 1, backoffLimit: 0 }, timeout: 20 });
    await expect(client.channels.get(CHANNEL)).rejects.toBeInstanceOf(TimeoutError);
    expect(calls).toHaveLength(2);
  });

  it("rejects with the caller's abort reason and sends nothing more", async () => {
    const controller = new AbortController();
    const reason = new Error('caller gave up');
    const hang = (request: Request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const { fetch, calls } = recordingFetch([hang]);
    const client = makeClient({ fetch, retry: 2 });
    const call = client.channels.get(CHANNEL, { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 5);
    await expect(call).rejects.toBe(reason);
    expect(calls).toHaveLength(1);
  });

  it('maps a status outside 2xx as ky does, body and all, without retrying a 404', async () => {
    const { fetch, calls } = recordingFetch([async () => json(404, { status: 404, error: 'Not Found', message: 'no such channel' })]);
    const client = makeClient({ fetch, retry: 2 });
    const error = await client.channels.get(CHANNEL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it('goes through ky from the first attempt when a beforeRequest hook is set', async () => {
    const seen: string[] = [];
    const { fetch, calls } = recordingFetch([async () => json(200, channelBody())]);
    const client = makeClient({ fetch, hooks: { beforeRequest: [(request) => void seen.push(request.url)] } });
    await client.channels.get(CHANNEL);
    expect(seen).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});
