// The figures of docs/cli.md that bound what the installed `wdp` bin sends and asks for:
//   `wdp api --data` takes at most N MiB, from a file or stdin (more is exit 2, and nothing is sent)
//   `--limit N` asks for pages of N items, of at most the service's cap
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from 'wdp-sdk/mock';
import { figure } from './guides.mjs';
import { recordingService } from './recording-service.mjs';
import { wdp } from './wdp-bin.mjs';

/** cli.md: "--data takes the JSON body inline, as @FILE, or - (stdin), of at most 64 MiB (more is exit 2, and ..." */
async function dataCap() {
  const mib = figure('cli.md', /`-` \(stdin\), of at most (\d+) MiB \(more is exit 2, and nothing is sent/g);
  const body = (bytes) => Buffer.alloc(bytes, 0x20).fill('{}', bytes - 2);
  const files = mkdtempSync(join(tmpdir(), 'wdp-claims-data-'));
  const service = await recordingService();
  try {
    writeFileSync(join(files, 'at.json'), body(mib * 1024 * 1024));
    writeFileSync(join(files, 'over.json'), body(mib * 1024 * 1024 + 1));
    const post = (data, stdin) =>
      wdp(['api', 'POST', '/api/workspaces', '--data', data], { baseUrl: service.url, stdin });
    const sent = await post(`@${join(files, 'at.json')}`);
    assert.equal(sent.code, 0, `a --data body of ${mib} MiB is sent: ${sent.stderr}`);
    assert.deepEqual(service.received, ['POST /api/workspaces'], `a --data body of ${mib} MiB reaches the service`);
    service.received.length = 0;
    for (const [data, stdin] of [
      [`@${join(files, 'over.json')}`, undefined],
      ['-', body(mib * 1024 * 1024 + 1)],
    ]) {
      const refused = await post(data, stdin);
      assert.equal(refused.code, 2, `--data ${data} of ${mib} MiB and a byte exits 2: ${refused.stderr}`);
      assert.match(refused.stderr, new RegExp(`gave more than ${mib} MiB; nothing was sent\\.\\n$`));
      assert.deepEqual(service.received, [], `--data ${data} over ${mib} MiB sends nothing`);
    }
  } finally {
    await service.close();
    rmSync(files, { recursive: true, force: true });
  }
  return mib;
}

/** cli.md: "--limit N: at most N items, read across pages of N items (of at most 2,000 each, the service's cap)". */
async function limitPages() {
  const cap = figure('cli.md', /pages of N items \(of at most ([\d,]+) each, the service's cap/g);
  const mock = await startMockServer();
  try {
    const { workspaceId, admin } = mock.service.fixtures;
    for (const [limit, size] of [
      [3, 3],
      [cap + 1, cap],
    ]) {
      mock.service.admin.clearJournal();
      const args = ['datasets', 'list', '-w', workspaceId, '--limit', String(limit), '--json'];
      const listed = await wdp(args, { baseUrl: mock.url, auth: admin.token });
      assert.equal(listed.code, 0, listed.stderr);
      const pages = mock.service.admin.journal().filter((entry) => entry.path.endsWith('/datasets'));
      const sizes = pages.map((entry) => entry.query.size);
      assert.deepEqual(sizes, [String(size)], `--limit ${limit} asks for one page of ${size}`);
    }
  } finally {
    await mock.close();
  }
  return cap;
}

export async function probe() {
  const mib = await dataCap();
  const cap = await limitPages();
  return `wdp api --data of ${mib} MiB sent, a byte more exit 2 and nothing sent; --limit pages of at most ${cap}`;
}
