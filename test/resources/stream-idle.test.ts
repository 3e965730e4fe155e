// A stream the SDK hands over (`download(..., { as: 'stream' })`, `datasets.data(..., { as: 'stream' })`) fails with
// TimeoutError when the service stalls mid-body (the mock's stall fault), instead of hanging; a reader that takes its
// time between chunks is not timed out; `idleTimeout` is checked before anything is sent.
import { describe, expect, it } from 'vitest';
import { Client, InvalidArgumentError, TimeoutError } from '../../src/index.js';
import { createMockService } from '../../src/mock/index.js';

const base = 'https://wdp.mock';

/** A mock whose answers under `path` stall right after their head, and a client of it. */
function stalled(path: string) {
  const mock = createMockService();
  mock.admin.addFault({ path, fault: { type: 'stall', at: 0, ms: 600_000 } });
  const client = new Client({ baseUrl: base, auth: mock.fixtures.admin.token, fetch: mock.fetch });
  return { mock, client };
}

/** Reads a stream to its end; resolves to the bytes. */
async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return bytes;
}

describe('a stream handed over fails on a stalled service', () => {
  it('files.download(..., { as: "stream", idleTimeout })', async () => {
    const { mock, client } = stalled('/api/workspaces/*/resources/**');
    const stream = await client.files.download(mock.fixtures.workspaceId, 'README.md', {
      as: 'stream',
      idleTimeout: 50,
    });
    const error = await drain(stream).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    const requestId = mock.admin.journal()[0]?.headers['x-request-id'];
    expect(requestId).toBeTruthy();
    expect((error as TimeoutError).message).toBe(
      `The stream sent nothing for 50 ms; raise \`idleTimeout\` or check the service. (request id ${requestId})`,
    );
  });

  it('datasets.data(..., { as: "stream", idleTimeout })', async () => {
    const { mock, client } = stalled('/api/datasets/*/data');
    const stream = await client.datasets.data(mock.fixtures.datasets.revenue, { as: 'stream', idleTimeout: 50 });
    await expect(drain(stream as ReadableStream<Uint8Array>)).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe('a stream that flows', () => {
  it('is read whole, however long the reader takes between chunks', async () => {
    const mock = createMockService();
    const client = new Client({ baseUrl: base, auth: mock.fixtures.admin.token, fetch: mock.fetch });
    const stream = await client.files.download(mock.fixtures.workspaceId, 'README.md', {
      as: 'stream',
      idleTimeout: 1,
    });
    // The reader waits longer than idleTimeout before it asks: only the source's silence counts.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const text = await new Response(stream).text();
    expect(text).toBe('# Analytics\n\nThe workspace repository.\n');
  });
});

describe('idleTimeout is checked before anything is sent', () => {
  it('refuses it with another form, and a value that is no positive number of ms', async () => {
    const mock = createMockService();
    const client = new Client({ baseUrl: base, auth: mock.fixtures.admin.token, fetch: mock.fetch });
    const { workspaceId, datasets } = mock.fixtures;
    expect(() => client.files.download(workspaceId, 'README.md', { as: 'text', idleTimeout: 5 })).toThrow(
      new InvalidArgumentError(
        "files.download(workspaceId, filePath, { as }): `idleTimeout` applies to `as: 'stream'` only.",
      ),
    );
    expect(() => client.files.download(workspaceId, 'README.md', { as: 'stream', idleTimeout: -1 })).toThrow(
      InvalidArgumentError,
    );
    expect(() => client.datasets.data(datasets.revenue, { as: 'csv', idleTimeout: 5 })).toThrow(
      "`idleTimeout` applies to `as: 'stream'` only.",
    );
    expect(mock.admin.journal()).toEqual([]);
  });
});
