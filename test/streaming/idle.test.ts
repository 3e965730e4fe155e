// The idle-limited stream of a body handed over unread (a streamed download, a log): what it holds of the
// caller's signal, and that the signal still cancels it.
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ChunkReader, idleLimited } from '../../src/streaming/idle.js';

/** A body that sends `first`, then nothing more until cancelled; `cancelled` resolves with the reason. */
function stalling(first: string) {
  let cancelled: (reason: unknown) => void = () => undefined;
  const reason = new Promise<unknown>((resolve) => (cancelled = resolve));
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(first)),
    cancel: (why) => cancelled(why),
  });
  return { body, cancelled: reason };
}

describe('idleLimited', () => {
  it('holds no listener on the signal for a stream never read (an app-wide signal keeps no body alive)', () => {
    const { signal } = new AbortController();
    for (let i = 0; i < 20; i++) idleLimited(stalling('a').body, { signal });
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('lets go of the signal when the stream is cancelled after a chunk', async () => {
    const { signal } = new AbortController();
    const reader = idleLimited(stalling('a').body, { signal }).getReader();
    await reader.read();
    expect(getEventListeners(signal, 'abort')).toHaveLength(1);
    await reader.cancel();
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('fails a read under way with the reason of an abort, and cancels the body with it', async () => {
    const controller = new AbortController();
    const { body, cancelled } = stalling('a');
    const reader = idleLimited(body, { signal: controller.signal }).getReader();
    await reader.read();
    const next = reader.read().catch((e: unknown) => e);
    const reason = new Error('shutting down');
    controller.abort(reason);
    expect(await next).toBe(reason);
    expect(await cancelled).toBe(reason);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('ChunkReader', () => {
  it('cancels the body with the reason when the signal aborted before the first read', async () => {
    const controller = new AbortController();
    const { body, cancelled } = stalling('a');
    const reader = new ChunkReader(body, { signal: controller.signal });
    const reason = new Error('shutting down');
    controller.abort(reason);
    await expect(reader.read()).rejects.toBe(reason);
    expect(await cancelled).toBe(reason);
  });
});
