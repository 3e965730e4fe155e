/// <reference types="node" />
// The body of a request to the recording proxy, never read past its limit: a JSON or form body (which may name
// credentials) is read whole before it is sent on, any other (files) streams through, counted.
import type { IncomingMessage } from 'node:http';

/** The error of a request body that passes the proxy's limit (the proxy answers it 413). */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge' as const;
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes, the limit of this recording proxy`);
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

/** Whether a body of this type is read whole, to learn the credentials it names: JSON, a form, or no type said. */
export function isReadWhole(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type === 'application/x-www-form-urlencoded' || /^application\/([\w.-]+\+)?json$/.test(type);
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
