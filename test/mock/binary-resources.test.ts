import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../src/index.js';
import type { MockServer } from '../../src/mock/index.js';
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
    await client.resources.upload(workspaceId, {
      'data/blob.bin': { content: bytes, contentType: 'application/octet-stream' },
    });

    expect(sameBytes(await client.resources.download(workspaceId, 'data/blob.bin', { as: 'bytes' }), bytes)).toBe(true);
    const stored = (server.service.inspect()['resources'] as Array<{ path: string; content: unknown }>).find(
      (file) => file.path === 'data/blob.bin',
    );
    expect(sameBytes(stored?.content, bytes)).toBe(true);
  });

  it('hands out a copy of the bytes on inspect(), and keeps UTF-8 uploads as text', async () => {
    const { workspaceId } = server.service.fixtures;
    await client.resources.upload(workspaceId, {
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
