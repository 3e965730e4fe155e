import { HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ApiPromise, ConnectionError, InvalidArgumentError, NotFoundError } from '../../src/index.js';
import { href, WS } from '../fixtures/bodies.js';
import { resourceBody } from '../fixtures/resources.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const base = `/api/workspaces/${WS}/resources`;
const binary = new Uint8Array([0x00, 0xff, 0xfe, 0x80, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x0d, 0x0a, 0x1b]);

/** A raw (non-JSON) reply carrying bytes and a content type. */
const raw = (body: BodyInit, type: string) => () =>
  new HttpResponse(body, { status: 200, headers: { 'content-type': type } });

describe('files.download', () => {
  it('GETs the file path with Accept application/json and returns the raw content as text by default', async () => {
    const net = wire().on('GET', `${base}/dir/a%20b.sql`, raw('select * from orders\n', 'application/sql'));
    const text = await makeClient().files.download(WS, 'dir/a b.sql');
    expect(net.last).toMatchObject({ method: 'GET', path: `${base}/dir/a%20b.sql`, search: '', body: undefined });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(net.last.headers['content-type']).toBeUndefined();
    expect(text).toBe('select * from orders\n');
    expectTypeOf(text).toEqualTypeOf<string>();
  });

  it('decodes text as UTF-8 and keeps JSON content as text, unparsed', async () => {
    wire()
      .on('GET', `${base}/r%C3%A9sum%C3%A9.md`, raw('é ✓ 😀', 'text/markdown'))
      .on('GET', `${base}/conf.json`, raw('{"a": 1}', 'application/json'));
    const client = makeClient();
    expect(await client.files.download(WS, 'résumé.md', { as: 'text' })).toBe('é ✓ 😀');
    expect(await client.files.download(WS, 'conf.json')).toBe('{"a": 1}');
  });

  it('returns bytes exactly, including bytes that are not UTF-8', async () => {
    wire().on('GET', `${base}/data/raw.bin`, raw(binary, 'application/octet-stream'));
    const bytes = await makeClient().files.download(WS, 'data/raw.bin', { as: 'bytes' });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([...binary]);
    expectTypeOf(bytes).toEqualTypeOf<Uint8Array>();
  });

  it('returns a Blob carrying the response content type', async () => {
    wire().on('GET', `${base}/img.png`, raw(binary, 'image/png'));
    const blob = await makeClient().files.download(WS, 'img.png', { as: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...binary]);
    expectTypeOf(blob).toEqualTypeOf<Blob>();
  });

  it('returns the body as an unread stream: the first chunk arrives before the server has sent the rest', async () => {
    const encoder = new TextEncoder();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array([0xff, 0x00]));
        await gate;
        controller.enqueue(encoder.encode('second'));
        controller.close();
      },
    });
    wire().on('GET', `${base}/big.csv`, raw(body, 'text/csv'));
    // The gate opens only after the first chunk was read: a download that waited for the whole body never resolves.
    const stream = await makeClient().files.download(WS, 'big.csv', { as: 'stream' });
    expectTypeOf(stream).toEqualTypeOf<ReadableStream<Uint8Array>>();
    const reader = stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect([...(first.value ?? [])]).toEqual([0xff, 0x00]);
    release();
    const rest: number[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest.push(...chunk.value);
    expect(new TextDecoder().decode(new Uint8Array(rest))).toBe('second');
  });

  it('gives an empty stream, empty text and empty bytes for an empty body', async () => {
    wire().on('GET', `${base}/empty.txt`, raw('', 'text/plain'));
    const client = makeClient();
    expect(await client.files.download(WS, 'empty.txt')).toBe('');
    expect(await client.files.download(WS, 'empty.txt', { as: 'bytes' })).toEqual(new Uint8Array());
    const reader = (await client.files.download(WS, 'empty.txt', { as: 'stream' })).getReader();
    expect((await reader.read()).done).toBe(true);
  });

  it('gives a stream that ends at once for an answer without a body (204)', async () => {
    wire().on('GET', `${base}/none.txt`, () => new HttpResponse(null, { status: 204 }));
    const stream = await makeClient().files.download(WS, 'none.txt', { as: 'stream', idleTimeout: 50 });
    expect(stream).toBeInstanceOf(ReadableStream);
    expect((await stream.getReader().read()).done).toBe(true);
  });

  it('types the result by `as`, as a union when `as` is only known at run time', () => {
    const client = makeClient();
    const as = 'bytes' as 'text' | 'bytes';
    // Never called: only the types are checked.
    expectTypeOf(() => client.files.download(WS, 'a', { as })).returns.toEqualTypeOf<
      ApiPromise<string | Uint8Array | Blob | ReadableStream<Uint8Array>>
    >();
    expectTypeOf(() => client.files.download(WS, 'a', {})).returns.toEqualTypeOf<ApiPromise<string>>();
    expectTypeOf(() => client.files.download(WS, 'a', { as: 'text' })).returns.toEqualTypeOf<ApiPromise<string>>();
    expectTypeOf(() => client.files.download(resourceBody(), { as: 'blob' })).returns.toEqualTypeOf<ApiPromise<Blob>>();
  });

  it('downloads a file model by its own self link, with Accept application/json', async () => {
    const moved = `${base}/moved/orders.sql`;
    const net = wire().on('GET', moved, raw('select 1', 'application/sql'));
    const file = resourceBody('models/orders.sql', { _links: { self: href(moved) } });
    const bytes = await makeClient().files.download(file, { as: 'bytes' });
    expect(new TextDecoder().decode(bytes)).toBe('select 1');
    expect(net.last).toMatchObject({ method: 'GET', path: moved, search: '' });
    expect(net.last.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(() => makeClient().files.download({ _links: {} })).toThrow(
      /files\.download\(workspaceId, filePath, \{ as \}\) needs .* "self" link/,
    );
  });

  it('gives the content with its raw response (status, headers) through withResponse', async () => {
    wire().on('GET', `${base}/a.csv`, raw('a,b\n', 'text/csv'));
    const { data, response } = await makeClient().files.download(WS, 'a.csv').withResponse();
    expect(data).toBe('a,b\n');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(response.url).toBe(`${BASE}${base}/a.csv`);
    const unread = await makeClient().files.download(WS, 'a.csv', { as: 'bytes' }).asResponse();
    expect(await unread.text()).toBe('a,b\n');
  });

  it('maps an error status to its error class', async () => {
    wire();
    await expect(makeClient().files.download(WS, 'missing.sql', { as: 'stream' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('reports a body cut off while reading as a ConnectionError', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2]));
        controller.error(new Error('connection reset'));
      },
    });
    wire().on('GET', `${base}/cut.bin`, raw(body, 'application/octet-stream'));
    await expect(makeClient().files.download(WS, 'cut.bin', { as: 'bytes' })).rejects.toBeInstanceOf(ConnectionError);
  });

  it('rejects with the caller’s abort reason', async () => {
    wire().on('GET', `${base}/a.bin`, raw(binary, 'application/octet-stream'));
    const reason = new Error('stop');
    await expect(
      makeClient().files.download(WS, 'a.bin', { as: 'stream' }, { signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
  });

  it.each(['', 'a//b', '/a', 'a/', './a', 'a/../b'])('rejects the path %j before sending anything', (bad) => {
    const net = wire();
    expect(() => makeClient().files.download(WS, bad)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('rejects an unknown `as` and an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().files.download(WS, 'a.sql', { as: 'json' as never })).toThrow(
      /`as` must be 'text', 'bytes', 'blob' or 'stream'/,
    );
    expect(() => makeClient().files.download('', 'a.sql')).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});
