// The figures of docs/cli.md that bound what the installed `wdp` bin sends and asks for:
//   `wdp api --data` takes at most N MiB, from a file or stdin (more is exit 2, and nothing is sent)
//   `--limit N` asks for pages of N items, of at most the service's cap; `wdp api --paginate` of a PATH without
//   `size` asks for pages of the cap, and prints every item of every page as one array
//   `channels create --type` and `subscriptions set-type` take their word in any case
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from 'wdp-sdk/mock';
import { figure, promised } from './guides.mjs';
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

/** cli.md: "A PATH without `size` is asked for pages of 2,000 items, the service's cap"; `--paginate`'s one array. */
async function paginatePages() {
  const cap = figure('cli.md', /A PATH without `size` is asked for pages of ([\d,]+) items, the service's cap/g);
  const mock = await startMockServer();
  try {
    const { workspaceId, admin } = mock.service.fixtures;
    const path = `/api/workspaces/${workspaceId}/datasets`;
    const walk = async (query) => {
      mock.service.admin.clearJournal();
      const listed = await wdp(['api', 'GET', `${path}${query}`, '--paginate'], {
        baseUrl: mock.url,
        auth: admin.token,
      });
      assert.equal(listed.code, 0, listed.stderr);
      const sizes = mock.service.admin.journal().map((entry) => entry.query.size);
      return { ids: JSON.parse(listed.stdout).map((item) => item.id), sizes };
    };
    const whole = await walk('');
    assert.deepEqual(whole.sizes, [String(cap)], `--paginate asks for one page of ${cap}`);
    const paged = await walk('?size=1');
    assert.deepEqual(
      paged.sizes,
      whole.ids.map(() => '1'),
      'a given size is kept, a page a request',
    );
    assert.deepEqual(paged.ids, whole.ids, 'every item of every page, in order, as one array');
  } finally {
    await mock.close();
  }
  return cap;
}

/** cli.md: `channels list/create --type` and `subscriptions set-type` words "in any case". */
async function anyCase() {
  promised('cli.md', 'Every such word may be typed in any case.');
  promised('cli.md', '`set-type SUBSCRIPTION ALL|ALERTS|NONE` (in any case)');
  const mock = await startMockServer();
  try {
    const { workspaceId, admin } = mock.service.fixtures;
    const run = (args) => wdp(args, { baseUrl: mock.url, auth: admin.token, env: { WDP_WORKSPACE: workspaceId } });
    const created = await run(['channels', 'create', '--name', 'Any case', '--type', 'List', '--json']);
    assert.equal(created.code, 0, created.stderr);
    const channel = JSON.parse(created.stdout);
    assert.equal(channel.type, 'LIST', '--type List is sent as LIST');
    const added = await run(['subscriptions', 'add', '--channel', channel.id, '--json']);
    assert.equal(added.code, 0, added.stderr);
    const changed = await run(['subscriptions', 'set-type', JSON.parse(added.stdout).id, 'alerts', '--json']);
    assert.equal(changed.code, 0, changed.stderr);
    assert.equal(JSON.parse(changed.stdout).type, 'ALERTS', 'set-type alerts is sent as ALERTS');
  } finally {
    await mock.close();
  }
}

export async function probe() {
  const mib = await dataCap();
  const cap = await limitPages();
  const walked = await paginatePages();
  await anyCase();
  return (
    `wdp api --data of ${mib} MiB sent, a byte more exit 2 and nothing sent; --limit pages of at most ${cap}; ` +
    `wdp api --paginate pages of ${walked} unless sized, one array; channels create --type and set-type in any case`
  );
}
