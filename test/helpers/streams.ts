import { afterAll, beforeAll, vi } from 'vitest';

const encoder = new TextEncoder();

/**
 * A byte stream that hands out the given chunks one pull at a time, recording whether it was cancelled;
 * `cancelled` resolves with the reason when it is (wait on it rather than poll `cancel`).
 */
export function chunked(chunks: readonly (string | Uint8Array)[], options: { end?: boolean } = {}) {
  const queue = chunks.map((chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk));
  let onCancel: (reason: unknown) => void = () => undefined;
  const cancelled = new Promise<unknown>((resolve) => (onCancel = resolve));
  const cancel = vi.fn<(reason: unknown) => void>((reason) => onCancel(reason));
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulls++;
        const next = queue.shift();
        if (next !== undefined) controller.enqueue(next);
        else if (options.end !== false) controller.close();
        // end: false leaves the stream open and silent after the last chunk
      },
      cancel,
    },
    { highWaterMark: 0 },
  );
  return { stream, cancel, cancelled, pulls: () => pulls };
}

/** A 200 response whose body is `stream`, as a streaming server sends it. */
export function streamResponse(stream: ReadableStream<Uint8Array>, contentType: string): Response {
  return new Response(stream, { status: 200, headers: { 'content-type': contentType } });
}

/** Splits bytes at the given offsets. */
export function splitAt(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  let from = 0;
  for (const cut of cuts) {
    out.push(bytes.subarray(from, cut));
    from = cut;
  }
  out.push(bytes.subarray(from));
  return out;
}

/** Collects an async iterable. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Collects an async iterable until it throws; gives what came before and the error. */
export async function collectUntilError<T>(items: AsyncIterable<T>): Promise<{ items: T[]; error: unknown }> {
  const out: T[] = [];
  try {
    for await (const item of items) out.push(item);
  } catch (error) {
    return { items: out, error };
  }
  return { items: out, error: undefined };
}

export { encoder };

/**
 * msw tees every mocked response and hands the copy to its `response:mocked` event, where nobody reads
 * it: the copy would buffer the whole body and keep the handler's stream from seeing the client's
 * cancel. Cancelling that copy at once makes a streamed handler behave like a server.
 */
export function useUnteedResponses(server: {
  events: {
    on: (event: 'response:mocked', listener: Listener) => void;
    removeListener: (event: 'response:mocked', listener: Listener) => void;
  };
}): void {
  const listener: Listener = ({ response }) => void response.body?.cancel().catch(() => undefined);
  beforeAll(() => server.events.on('response:mocked', listener));
  afterAll(() => server.events.removeListener('response:mocked', listener));
}

type Listener = (args: { response: Response }) => void;
