// `wdp files upload` streams a file from disk: its peak memory stays well under what holding the file (several
// times, as reading it whole did: a 200 MB upload peaked at 1.1 GB RSS) would take. A process of its own
// (vitest.config.ts runs *-memory tests isolated); the bound is generous, never a timing.
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/mock/index.js';
import { startMockServer } from '../../src/mock/node.js';
import { cliBundle } from '../helpers/cli-bundle.js';
import { spawnWdp } from './spawn-wdp.js';

const MB = 1024 * 1024;
const size = 200 * MB;
let server: MockServer | undefined;
let dir = '';

beforeAll(async () => {
  server = await startMockServer({ maxBodyBytes: size + MB });
  dir = await mkdtemp(join(tmpdir(), 'wdp-upload-memory-'));
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('wdp files upload of a large file', { timeout: 120_000 }, () => {
  it('peaks well under 2.5x the file size in RSS (reading it whole took 5.5x)', async () => {
    if (!server) throw new Error('the mock server is not running');
    const file = join(dir, 'big.bin');
    const handle = await open(file, 'w');
    await handle.truncate(size); // sparse: no disk, no memory in this process
    await handle.close();
    const report = join(dir, 'rss.cjs');
    await writeFile(
      report,
      "process.on('exit', () => process.stderr.write('maxRSS ' + process.resourceUsage().maxRSS * 1024 + '\\n'));\n",
    );
    const { fixtures } = server.service;
    const env = { WDP_BASE_URL: server.url, WDP_TOKEN: fixtures.admin.token, WDP_WORKSPACE: fixtures.workspaceId };
    const upload = spawnWdp(['files', 'upload', file, '--json'], env, [
      process.execPath,
      '--require',
      report,
      cliBundle,
    ]);
    expect(await upload.exited).toBe(0);
    const { uploaded } = JSON.parse(upload.stdout()) as { uploaded: Array<{ path: string; size?: number }> };
    expect(uploaded.map(({ path }) => path)).toEqual(['big.bin']);
    const peak = Number(/maxRSS (\d+)/.exec(upload.stderr())?.[1]);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(2.5 * size);
  });
});
