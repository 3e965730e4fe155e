// Many calls at once on one caller's signal (a batch with one Cancel button; `wdp pipelines run --all` with
// `--concurrency 16`): the SDK listens to it once, so Node never warns of a listener leak (it does past ten
// listeners of one signal), and an abort still stops every call, in whatever step each is.
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client } from '../../../src/index.js';
import { createMockService } from '../../../src/mock/index.js';

const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
afterEach(() => {
  process.off('warning', onWarning);
  warnings.length = 0;
  vi.useRealTimers();
});

describe('calls sharing one signal', () => {
  it('add one listener to it, however many are in flight, and none is left after', async () => {
    process.on('warning', onWarning);
    const mock = createMockService();
    const { workspaceId, admin } = mock.fixtures;
    let inFlight = 0;
    const seen: number[] = [];
    const signal = new AbortController().signal;
    const client = new Client({
      baseUrl: 'https://wdp.mock',
      auth: admin.token,
      fetch: async (input, init) => {
        inFlight++;
        seen.push(getEventListeners(signal, 'abort').length);
        await Promise.resolve();
        const response = await mock.fetch(input, init);
        inFlight--;
        return response;
      },
    });
    const got = await Promise.all(Array.from({ length: 16 }, () => client.workspaces.get(workspaceId, { signal })));
    expect(got.map((workspace) => workspace.id)).toEqual(Array(16).fill(workspaceId));
    expect(inFlight).toBe(0);
    expect(Math.max(...seen)).toBe(1);
    expect(getEventListeners(signal, 'abort')).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve)); // a warning is emitted on the next tick
    expect(warnings.map((warning) => warning.name)).toEqual([]);
  });

  it('are each stopped by its abort: in flight, waiting to retry, or reading a stream', async () => {
    process.on('warning', onWarning);
    const controller = new AbortController();
    const { signal } = controller;
    const reason = new Error('cancelled by the caller');
    let sent = 0;
    const client = new Client({
      baseUrl: 'https://wdp.test',
      auth: 'tok_shared_signal',
      retry: { limit: 3, backoffLimit: 60_000 },
      fetch: (input) => {
        sent++;
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.pathname.startsWith('/api/workspaces/')) return new Promise<Response>(() => {}); // never answers
        if (url.pathname.endsWith('/logs')) {
          const silent = new ReadableStream<Uint8Array>({
            start: (stream) =>
              stream.enqueue(
                new TextEncoder().encode(
                  '{"sequence":1,"timestamp":"2024-05-01T10:00:00Z","level":"INFO","message":"started"}\n',
                ),
              ),
          });
          return Promise.resolve(new Response(silent, { headers: { 'content-type': 'application/x-ndjson' } }));
        }
        return Promise.resolve(new Response(null, { status: 503, headers: { 'retry-after': '30' } }));
      },
    });
    const read: string[] = [];
    const hanging = Array.from({ length: 6 }, () => client.workspaces.get('w-1', { signal }).catch((e) => e));
    const retrying = Array.from({ length: 6 }, () => client.channels.get('c-1', { signal }).catch((e) => e));
    const streaming = Array.from({ length: 6 }, async () => {
      try {
        for await (const line of client.jobs.logs('j-1', {}, { signal })) read.push(line.message ?? '');
      } catch (error) {
        return error;
      }
    });
    // Every call sent once: 6 hang, 6 wait to retry, 6 read a log line and wait for the next.
    await vi.waitFor(() => expect([sent, read.length]).toEqual([18, 6]));
    expect(getEventListeners(signal, 'abort')).toHaveLength(1);
    controller.abort(reason);
    expect(await Promise.all([...hanging, ...retrying, ...streaming])).toEqual(Array(18).fill(reason));
    expect(sent).toBe(18);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toEqual([]);
  });
});
