/// <reference types="node" />
// Between node:http and the mock's fetch types: a request's body read ahead within a limit, its headers, path and
// query, the fetch Request the recording proxy forwards, and a fetch Response written to a node:http response.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { bodyTexts } from './responses.js';

/** What `readBody` gives for a body past its limit. */
export const tooLarge = Symbol('too large');

/**
 * The body of a request, read ahead of the handler, or `tooLarge` as soon as its Content-Length or the bytes
 * that arrived pass `limit`; then reading stops.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer> | typeof tooLarge> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(tooLarge);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData).pause();
      resolve(tooLarge);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', reject);
    req.once('close', () => reject(new Error('The client closed the request before the end of its body')));
  });
}

/**
 * Writes a fetch `Response` to a node:http response: the text `bodyTexts` holds for it in one write, else its body
 * streamed; `headers` are set over its own. The recording proxy (record/proxy.ts) serves the same way.
 */
export async function writeResponse(
  res: ServerResponse,
  response: Response,
  headers: Record<string, string> = {},
): Promise<void> {
  const text = response.bodyUsed ? undefined : bodyTexts.get(response);
  if (text !== undefined) {
    // An answer whose text is held (http/responses.ts): its length in the head and one write, as a plain server does.
    const length = { 'content-length': String(Buffer.byteLength(text)) };
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...headers, ...length }).end(text);
    return;
  }
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...headers });
  if (response.body) {
    // The head goes out at once, even when the body is held (a stall fault). An empty write, not flushHeaders(),
    // which would send the head as UTF-8 instead of Latin-1.
    res.write(new Uint8Array(0));
    // Each chunk is handed to the socket before the next is read: a body that fails (a reset fault) is cut after
    // what it sent, not before.
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      await new Promise<void>((resolve, reject) => res.write(chunk, (error) => (error ? reject(error) : resolve())));
  }
  res.end();
}

/**
 * The fetch `Request` of a node:http request on `origin`, whatever its Host header or an absolute-form target
 * names; its body is `body` when given (read ahead, or a stream of it), else `req` streamed. `signal` aborts when
 * the client goes away. For the recording proxy (record/proxy.ts).
 */
export function toRequest(
  req: IncomingMessage,
  origin: string,
  body?: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): Request {
  const init: RequestInit & { duplex?: 'half' } = { method: req.method ?? 'GET', headers: headersOf(req) };
  if (signal) init.signal = signal;
  if (hasBody(req)) {
    init.body = body ?? (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>);
    init.duplex = 'half';
  }
  return new Request(origin + pathAndQuery(req.url), init);
}

/** The headers of a node:http request as fetch's `Headers`. */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Whether a request's method may carry a body (not GET or HEAD). */
export function hasBody(req: IncomingMessage): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD';
}

/** The path and query of a request target: an absolute-form target (`GET http://host/x`) keeps only those. */
export function pathAndQuery(target = '/'): string {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return '/';
  }
}
