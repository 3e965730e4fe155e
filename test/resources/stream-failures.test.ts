// A body handed over as a stream (`files.download` and `datasets.data` with `as: 'stream'`) fails as the call
// itself would, at a real socket: a connection reset mid-body is a `ConnectionError`, a stall past `idleTimeout` a
// `TimeoutError`, both `WdpError`s with the request id of the call; the chunks read before are kept.
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { noop } from '../../src/core/noop.js';
import { type Client, ConnectionError, type RequestOptions, TimeoutError, WdpError } from '../../src/index.js';
import { DATASET, WS } from '../fixtures/bodies.js';
import { deferred } from '../helpers/deferred.js';
import { type Loopback, useLoopbacks } from '../helpers/loopback.js';
import { makeClient } from '../helpers/server.js';

const serve = useLoopbacks();

const first = 'region,revenue\n';

type Open = (client: Client, options?: RequestOptions) => Promise<ReadableStream<Uint8Array> | undefined>;

/** The streams under test, each opened on `client` with an `idleTimeout` of 50 ms. */
const streams: Array<[string, Open]> = [
  [
    'files.download',
    (client, options) => client.files.download(WS, 'q3.csv', { as: 'stream', idleTimeout: 50 }, options),
  ],
  ['datasets.data', (client, options) => client.datasets.data(DATASET, { as: 'stream', idleTimeout: 50 }, options)],
];

/** A server that sends the head and one chunk, then `then` does what it does with the connection. */
async function oneChunkThen(then: (response: ServerResponse) => unknown): Promise<Loopback> {
  return serve(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.write(first);
    await then(response);
  });
}

/** Reads the first chunk of `stream`, then the rest until it fails: the first chunk's text and the error. */
async function readUntilError(stream: ReadableStream<Uint8Array> | undefined, firstRead: () => void = noop) {
  const reader = (stream as ReadableStream<Uint8Array>).getReader();
  const chunk = await reader.read();
  firstRead();
  let error: unknown;
  try {
    while (!(await reader.read()).done);
  } catch (caught) {
    error = caught;
  }
  return { read: new TextDecoder().decode(chunk.value), error };
}

/** The `X-Request-Id` the client sent with the only request the server received. */
function sentId(server: Loopback): string {
  expect(server.requests).toHaveLength(1);
  return String(server.requests[0]?.headers['x-request-id']);
}

describe.each(streams)('%s(..., { as: "stream" })', (_name, open) => {
  it('fails with a ConnectionError carrying the request id when the connection is reset mid-body', async () => {
    const readFirst = deferred();
    const server = await oneChunkThen(async (response) => {
      await readFirst.promise;
      response.socket?.resetAndDestroy();
    });
    const { read, error } = await readUntilError(await open(makeClient({ baseUrl: server.url })), readFirst.resolve);
    const id = sentId(server);
    expect(read).toBe(first);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(WdpError);
    expect(error).toMatchObject({ name: 'ConnectionError', requestId: id });
    expect((error as Error).message).toMatch(
      new RegExp(String.raw`^The connection dropped while reading the stream \(.+\)\. \(request id ${id}\)$`),
    );
  });

  it('fails with a TimeoutError carrying the request id when the body stalls past idleTimeout', async () => {
    const server = await oneChunkThen(() => undefined); // the connection stays open and silent
    const { read, error } = await readUntilError(await open(makeClient({ baseUrl: server.url })));
    const id = sentId(server);
    expect(read).toBe(first);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(WdpError);
    expect(error).toMatchObject({ name: 'TimeoutError', requestId: id });
    expect((error as Error).message).toBe(
      `The stream sent nothing for 50 ms; raise \`idleTimeout\` or check the service. (request id ${id})`,
    );
  });

  it("takes the service's own X-Request-Id when it answers with one", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv', 'x-request-id': 'svc-7f3a' });
      response.write(first); // then silence
    });
    const { error } = await readUntilError(await open(makeClient({ baseUrl: server.url })));
    expect(error).toMatchObject({ name: 'TimeoutError', requestId: 'svc-7f3a' });
    expect((error as Error).message).toMatch(/ \(request id svc-7f3a\)$/);
  });

  it("fails with the caller's abort reason, the same object, when the call's signal aborts mid-body", async () => {
    const server = await oneChunkThen(() => undefined);
    const controller = new AbortController();
    const reason = new Error('stopped by the caller');
    const stream = await open(makeClient({ baseUrl: server.url }), { signal: controller.signal });
    const { read, error } = await readUntilError(stream, () => controller.abort(reason));
    expect(read).toBe(first);
    expect(error).toBe(reason);
  });
});
