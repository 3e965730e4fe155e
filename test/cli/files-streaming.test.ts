// `wdp files upload` sends its request so that Node's fetch keeps no copy of the body (streaming-fetch.ts): the
// file's bytes go from disk to the socket. Memory is measured in files-upload-memory.test.ts; here the mode that
// avoids the copy is checked by what it changes on the wire (a redirect is refused, not answered as a status) and
// by what the fetch is given.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { streamingFetch } from '../../src/cli/commands/files/streaming-fetch.js';
import { useCli } from './harness.js';

const cli = useCli();
let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wdp-files-streaming-'));
});
afterEach(async () => {
  cli.service.admin.clearFaults();
  await rm(dir, { recursive: true, force: true });
});

describe('wdp files upload: the request', () => {
  it('is sent in the mode where fetch keeps no copy of the body: a redirect is refused with what to do', async () => {
    await writeFile(join(dir, 'a.sql'), 'select 1');
    cli.service.admin.addFault({
      method: 'POST',
      path: '/api/workspaces/*/resources',
      fault: { type: 'status', status: 307 },
    });
    const result = await cli.wdp(['files', 'upload', 'a.sql'], { cwd: dir, role: 'admin' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Cannot reach ${cli.server.url}: it answered the upload with a redirect, which wdp does not follow for an ` +
        'upload streamed from disk; give the address it leads to as --base-url. (request id ',
    );
  });
});

describe('streamingFetch', () => {
  it("hands a request with a body on unread, with redirect 'error' and no window (no copy kept)", async () => {
    const calls: { input: unknown; init: RequestInit | undefined; used: boolean }[] = [];
    const fetch = streamingFetch(async (input, init) => {
      calls.push({ input, init, used: (input as Request).bodyUsed });
      return new Response('[]');
    });
    const request = new Request('http://127.0.0.1:1/up', { method: 'POST', body: new Blob(['x'.repeat(1000)]) });
    await fetch(request, {});
    expect(calls).toEqual([{ input: request, init: { redirect: 'error', window: null }, used: false }]);
    expect(request.body).toBeInstanceOf(ReadableStream);
  });

  it('hands a request without a body on as it is', async () => {
    const calls: unknown[] = [];
    const fetch = streamingFetch(async (input, init) => {
      calls.push([input, init]);
      return new Response('[]');
    });
    const request = new Request('http://127.0.0.1:1/list');
    await fetch(request, {});
    expect(calls).toEqual([[request, {}]]);
  });
});
