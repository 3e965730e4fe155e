import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import { createMockService, type MockServer, type MockService } from '../../src/mock/index.js';
import { mswHandlers } from '../../src/mock/msw.js';
import { startMockServer } from '../../src/mock/node.js';

/** Bytes that are not UTF-8 text: every byte value, in a pattern that repeats only every 64 KiB. */
function binary(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 167 + (i >> 16)) & 0xff;
  return bytes;
}

/** Whether `value` holds exactly these bytes (a cheap yes or no: a failing toEqual would print megabytes of diff). */
function sameBytes(value: unknown, bytes: Uint8Array): boolean {
  return value instanceof Uint8Array && Buffer.from(value.buffer, value.byteOffset, value.byteLength).equals(bytes);
}

describe('startMockServer() with binary files', () => {
  let server: MockServer;
  let client: Client;
  beforeAll(async () => {
    server = await startMockServer();
    client = new Client({ baseUrl: server.url, auth: server.service.fixtures.admin.token, retry: 0, logLevel: 'off' });
  });
  afterAll(() => server.close());

  it('keeps the exact bytes of a multi-MiB binary upload, for a download and for inspect()', async () => {
    const { workspaceId } = server.service.fixtures;
    const bytes = binary(6 * 1024 * 1024);
    await client.files.upload(workspaceId, {
      'data/blob.bin': { content: bytes, contentType: 'application/octet-stream' },
    });

    expect(sameBytes(await client.files.download(workspaceId, 'data/blob.bin', { as: 'bytes' }), bytes)).toBe(true);
    const stored = (server.service.inspect()['resources'] as Array<{ path: string; content: unknown }>).find(
      (file) => file.path === 'data/blob.bin',
    );
    expect(sameBytes(stored?.content, bytes)).toBe(true);
  });

  it('hands out a copy of the bytes on inspect(), and keeps UTF-8 uploads as text', async () => {
    const { workspaceId } = server.service.fixtures;
    await client.files.upload(workspaceId, {
      'data/small.bin': new Uint8Array([0xff, 0x00, 0xc3]),
      'models/q.sql': new TextEncoder().encode('select \u00e9'),
    });
    const find = (path: string) =>
      (server.service.inspect()['resources'] as Array<{ path: string; content: unknown }>).find(
        (file) => file.path === path,
      )?.content;

    (find('data/small.bin') as Uint8Array).fill(7);
    expect(find('data/small.bin')).toEqual(new Uint8Array([0xff, 0x00, 0xc3]));
    expect(find('models/q.sql')).toBe('select \u00e9');
  });
});

/** A PNG's first 12 bytes (signature and first chunk length): 0x89 and 0x1a are not UTF-8 text. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

/** A client on the mock through one of the ways a user's test reaches it, and how to stop it. */
type Connect = (mock: MockService) => Promise<{ client: Client; close: () => Promise<void> }>;

const ways: Array<[string, Connect]> = [
  [
    "the mock's own fetch",
    async (mock) => ({
      client: new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch: mock.fetch }),
      close: async () => undefined,
    }),
  ],
  [
    'its msw handlers',
    async (mock) => {
      const msw = setupServer(...mswHandlers(mock, { baseUrl: 'https://wdp.mock' }));
      msw.listen({ onUnhandledRequest: 'error' });
      return {
        client: new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token }),
        close: async () => msw.close(),
      };
    },
  ],
  [
    'the loopback server',
    async (mock) => {
      const server = await startMockServer({ service: mock });
      return { client: new Client({ baseUrl: server.url, auth: mock.fixtures.admin.token }), close: server.close };
    },
  ],
];

describe.each(ways)('a binary file through %s', (_way, connect) => {
  const mock = createMockService();
  let client: Client;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ client, close } = await connect(mock));
  });
  afterAll(() => close());

  it('comes back as the same 12 bytes after an upload (multipart), as bytes, a Blob or a stream', async () => {
    const ws = mock.fixtures.workspaceId;
    await client.files.upload(ws, { 'img/logo.png': { content: png, contentType: 'image/png' } });
    expect(await client.files.download(ws, 'img/logo.png', { as: 'bytes' })).toEqual(png);
    const blob = await client.files.download(ws, 'img/logo.png', { as: 'blob' });
    expect([blob.type, new Uint8Array(await blob.arrayBuffer())]).toEqual(['image/png', png]);
    const stream = await client.files.download(ws, 'img/logo.png', { as: 'stream' });
    expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(png);
    mock.seed.resource({ workspaceId: ws, path: 'img/seeded.png', contentType: 'image/png', content: png });
    expect(await client.files.download(ws, 'img/seeded.png', { as: 'bytes' })).toEqual(png);
  });

  it('keeps the UTF-8 bytes of text put as JSON (the service takes `content` as a string)', async () => {
    const ws = mock.fixtures.workspaceId;
    const text = 'caf\u00e9 \u{1F600}\r\n\u0000end';
    await client.files.put(ws, 'notes/smile.txt', { contentType: 'text/plain', content: text });
    expect(await client.files.download(ws, 'notes/smile.txt', { as: 'bytes' })).toEqual(new TextEncoder().encode(text));
    expect(await client.files.download(ws, 'notes/smile.txt')).toBe(text);
  });
});
