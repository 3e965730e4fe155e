/// <reference types="node" />
// A request's body, never read past its limit: the mock server reads it whole before its handler runs, the recording
// proxy streams it on (record/proxy.ts); both stop reading at the limit and answer 413.
import type { IncomingMessage } from 'node:http';

/** The error of a request body that passes its limit (the server answers it 413); `whose` names the limit. */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge' as const;
  constructor(
    readonly limit: number,
    whose = 'this recording proxy',
  ) {
    super(`The request body is larger than ${limit} bytes, the limit of ${whose}`);
  }
}

/**
 * The body of `req` as a stream that errors with `BodyTooLarge` once more than `limit` bytes have arrived. It reads
 * `req` only as fast as the stream is read, and stops reading it past the limit without closing the connection, which
 * still carries the 413.
 */
export function countedBody(req: IncomingMessage, limit: number): ReadableStream<Uint8Array> {
  let size = 0;
  let ended = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const end = (error?: Error) => {
        if (ended) return;
        ended = true;
        req.off('data', onData).pause();
        if (error) controller.error(error);
        else controller.close();
      };
      const onData = (chunk: Buffer): void => {
        size += chunk.length;
        if (size > limit) {
          end(new BodyTooLarge(limit));
          return;
        }
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      };
      req.on('data', onData);
      req.once('end', () => end());
      req.once('error', end);
      req.once('close', () => end(new Error('The client closed the request before the end of its body')));
    },
    pull() {
      if (!ended) req.resume();
    },
    cancel() {
      ended = true;
      req.pause();
    },
  });
}

/** Every byte of a stream, in one array (rejects with the stream's error: `BodyTooLarge` for a counted body). */
export async function readWhole(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
    size += chunk.length;
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}
