import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningWdp, useCli } from './harness.js';

const cli = useCli();
const fixtures = fileURLToPath(new URL('../fixtures/cli/', import.meta.url));

/** The channels and datasets of the mock, as a snapshot to compare before and after. */
const catalogue = () => {
  const { channels, datasets } = cli.service.inspect();
  return { channels, datasets };
};

/** The expected table: each row's status from its name, the first column as wide as its widest cell. */
const table = (status: (name: string) => string) => {
  const rows = [
    ['channel', 'Operations', 'channels/operations.yml'],
    ['dataset', 'orders-per-day', 'datasets/daily-orders.yaml'],
    ['dataset', 'q4-revenue', 'datasets/q4-revenue.yml'],
    ['dataset', 'margin-by-product', 'legacy.yml'],
    ['dataset', 'returns-rate', 'legacy.yml'],
  ].map(([kind, name, file]) => [status(name ?? ''), kind, name, file]);
  const width = Math.max(6, ...rows.map(([s]) => s?.length ?? 0));
  const line = (cells: (string | undefined)[]) =>
    `${cells[0]?.padEnd(width)}  ${cells[1]?.padEnd(7)}  ${cells[2]?.padEnd(17)}  ${cells[3]}\n`;
  return line(['STATUS', 'KIND', 'NAME', 'FILE']) + rows.map(line).join('');
};

let repo = '';
beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'wdp-publish-'));
  await cp(join(fixtures, 'publish'), repo, { recursive: true });
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe('wdp publish', () => {
  it('publishes a folder: channels first, each dataset NEW, other files skipped with a note', async () => {
    const result = await cli.wdp(['publish', '.'], { cwd: repo });
    expect(result).toEqual({
      code: 0,
      stdout: table(() => 'NEW'),
      stderr: 'Skipped README.md: not a .yml or .yaml file.\n',
    });
    const { channels, datasets } = catalogue() as {
      channels: { name?: string; picture?: string }[];
      datasets: Record<string, unknown>[];
    };
    expect(channels.filter((c) => c.name === 'Operations')).toEqual([
      expect.objectContaining({ picture: 'https://example.com/operations.png' }),
    ]);
    const q4 = datasets.find((d) => d['alias'] === 'q4-revenue');
    expect(q4).toMatchObject({ title: 'Q4 revenue #kpi', questions: 'How much did each region sell in Q4?' });
    expect(JSON.parse(String(q4?.['visualisation']))).toEqual({ 'chartjs-chart': { chartType: 'bar' } });
    expect(q4?.['metadata']).toBe('{"name": "orders", "label": "Revenue"}');
    const rows = await cli.wdp(['datasets', 'fetch', 'orders-per-day']);
    expect(JSON.parse(rows.stdout)).toEqual([
      { day: '2024-10-01', orders: 12 },
      { day: '2024-10-02', orders: 19 },
    ]);
  });

  it('is idempotent: again, everything is UNCHANGED and nothing is written or duplicated', async () => {
    await cli.wdp(['publish', '.'], { cwd: repo });
    const before = catalogue();
    const again = await cli.wdp(['publish', '.'], { cwd: repo });
    expect(again).toMatchObject({ code: 0, stdout: table(() => 'UNCHANGED') });
    expect(catalogue()).toEqual(before);
  });

  it('reports UPDATED for the one dataset whose title changed, and publishes only that one', async () => {
    await cli.wdp(['publish', '.'], { cwd: repo });
    const others = (catalogue().datasets as { alias: string }[]).filter((d) => d.alias !== 'returns-rate');
    const legacy = join(repo, 'legacy.yml');
    await writeFile(legacy, (await readFile(legacy, 'utf8')).replace('title: Returns rate', 'title: Returns rate %'));
    const result = await cli.wdp(['publish', '.', '--json'], { cwd: repo });
    expect(result.code).toBe(0);
    const outcomes = JSON.parse(result.stdout) as { name: string; status: string }[];
    expect(outcomes.filter((o) => o.status !== 'UNCHANGED')).toEqual([
      { file: 'legacy.yml', kind: 'dataset', name: 'returns-rate', status: 'UPDATED' },
    ]);
    expect(outcomes).toHaveLength(5);
    const datasets = catalogue().datasets as { alias: string; title: string }[];
    expect(datasets.filter((d) => d.alias === 'returns-rate').map((d) => d.title)).toEqual(['Returns rate %']);
    expect(datasets.filter((d) => d.alias !== 'returns-rate')).toEqual(others);
  });

  it('updates a channel whose description differs, matching its name in any case', async () => {
    cli.service.seed.channel({
      workspaceId: cli.service.fixtures.workspaceId,
      creatorId: cli.service.fixtures.owner.id,
      name: 'OPERATIONS',
      description: 'old words',
    });
    const result = await cli.wdp(['publish', 'channels/operations.yml', '--json'], { cwd: repo });
    expect(JSON.parse(result.stdout)).toEqual([
      { file: 'channels/operations.yml', kind: 'channel', name: 'Operations', status: 'UPDATED' },
    ]);
    const channels = catalogue().channels as { name: string; description: string }[];
    expect(channels.filter((c) => c.name.toLowerCase() === 'operations')).toEqual([
      expect.objectContaining({ name: 'OPERATIONS', description: 'Orders, stock and deliveries' }),
    ]);
  });

  it('--dry-run reports what would happen and writes nothing', async () => {
    const before = catalogue();
    const fresh = await cli.wdp(['publish', '.', '--dry-run'], { cwd: repo });
    expect(fresh).toEqual({
      code: 0,
      stdout: table(() => 'NEW'),
      stderr: 'Skipped README.md: not a .yml or .yaml file.\nDry run: nothing was written.\n',
    });
    expect(catalogue()).toEqual(before);
    await cli.wdp(['publish', '.'], { cwd: repo });
    const published = catalogue();
    const q4 = join(repo, 'datasets', 'q4-revenue.yml');
    await writeFile(q4, (await readFile(q4, 'utf8')).replace('chartType: bar', 'chartType: line'));
    const changed = await cli.wdp(['publish', '.', '--dry-run'], { cwd: repo });
    expect(changed.stdout).toBe(table((name) => (name === 'q4-revenue' ? 'UPDATED' : 'UNCHANGED')));
    expect(catalogue()).toEqual(published);
  });

  it('publishes nothing when any file has an error (exit 2), listing each problem with file:line', async () => {
    const before = catalogue();
    await writeFile(join(repo, 'datasets', 'broken.yml'), 'version: datasets/v0.2\nquery: select 1\n');
    const result = await cli.wdp(['publish', '.'], { cwd: repo });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Skipped README.md: not a .yml or .yaml file.\n' +
        'datasets/broken.yml:1: a dataset needs a `title`\n' +
        '1 error in the files; nothing was published. Fix them and run again.\n',
    });
    expect(catalogue()).toEqual(before);
  });

  it('reports an item the service refuses as FAILED (exit 1) and still publishes the others', async () => {
    const q4 = join(repo, 'datasets', 'q4-revenue.yml');
    await writeFile(q4, (await readFile(q4, 'utf8')).replace('source: Operations', `source: '{"team": "ops"}'`));
    const result = await cli.wdp(['publish', '.'], { cwd: repo });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(table((name) => (name === 'q4-revenue' ? 'FAILED' : 'NEW')));
    const [skipped, failure, ...rest] = result.stderr.split('\n');
    expect([skipped, rest]).toEqual(['Skipped README.md: not a .yml or .yaml file.', ['']]);
    expect(failure).toMatch(/^datasets\/q4-revenue.yml: dataset q4-revenue: BadRequestError: .*400/);
    const aliases = (catalogue().datasets as { alias: string }[]).map((d) => d.alias);
    expect(aliases).toEqual(expect.arrayContaining(['orders-per-day', 'margin-by-product', 'returns-rate']));
    expect(aliases).not.toContain('q4-revenue');
  });

  it('refuses a channel whose name several share (FAILED, exit 1), changing none of them', async () => {
    for (const name of ['Operations', 'OPERATIONS'])
      expect((await cli.wdp(['channels', 'create', '--name', name])).code).toBe(0);
    const before = catalogue().channels;
    const result = await cli.wdp(['publish', 'channels'], { cwd: repo });
    expect(result).toEqual({
      code: 1,
      stdout: 'STATUS  KIND     NAME        FILE\nFAILED  channel  Operations  channels/operations.yml\n',
      stderr:
        'channels/operations.yml: channel Operations: Error: 2 channels are named "Operations" in any case; ' +
        'rename all but one in the service, then publish again.\n',
    });
    expect(catalogue().channels).toEqual(before);
  });

  it('on Ctrl-C prints the outcomes so far and how to publish the rest (exit 130); rerun: the rest NEW', async () => {
    let running: RunningWdp | undefined;
    let lookups = 0;
    // Each dataset is looked up before it is published: the third lookup comes once two are published.
    cli.service.admin.addFault({
      method: 'GET',
      path: '/api/workspaces/*/datasets/*',
      fault: () => {
        lookups += 1;
        if (lookups === 3) running?.kill('SIGINT');
        return undefined;
      },
    });
    try {
      running = cli.start(['publish', '.', '--json'], { cwd: repo });
      expect(await running.exited).toBe(130);
    } finally {
      cli.service.admin.clearFaults();
    }
    expect(JSON.parse(running.stdout())).toEqual([
      { file: 'channels/operations.yml', kind: 'channel', name: 'Operations', status: 'NEW' },
      { file: 'datasets/daily-orders.yaml', kind: 'dataset', name: 'orders-per-day', status: 'NEW' },
      { file: 'datasets/q4-revenue.yml', kind: 'dataset', name: 'q4-revenue', status: 'NEW' },
    ]);
    expect(running.stderr()).toBe(
      'Skipped README.md: not a .yml or .yaml file.\n' +
        'Interrupted after publishing 1 of 1 channel and 2 of 4 datasets (last: dataset q4-revenue from ' +
        'datasets/q4-revenue.yml); dataset margin-by-product (legacy.yml) was under way and may have been ' +
        'written.\nPublishing again is safe (channels are matched by name, datasets by alias, and what is ' +
        'published shows UNCHANGED): run the same command to publish the rest.\n',
    );
    const aliases = (catalogue().datasets as { alias: string }[]).map((d) => d.alias);
    expect(aliases).toEqual(expect.arrayContaining(['orders-per-day', 'q4-revenue']));
    expect(aliases).not.toContain('margin-by-product');
    const again = await cli.wdp(['publish', '.'], { cwd: repo });
    expect(again.stdout).toBe(
      table((name) => (['margin-by-product', 'returns-rate'].includes(name) ? 'NEW' : 'UNCHANGED')),
    );
  });

  it('publishes nothing from a file that is not UTF-8 (exit 2), naming it and its first bad byte', async () => {
    const before = catalogue();
    await writeFile(
      join(repo, 'datasets', 'latin1.yml'),
      Buffer.concat([Buffer.from('version: datasets/v0.2\ntitle: Caf'), Buffer.from([0xe9, 0x0a])]),
    );
    const result = await cli.wdp(['publish', '.'], { cwd: repo });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'datasets/latin1.yml:2: not UTF-8: the byte 0xE9 at offset 33 does not begin a valid UTF-8 character',
    );
    expect(catalogue()).toEqual(before);
  });

  it("does not follow a folder's symbolic link to a file outside it: skipped with a note, not published", async () => {
    const outside = await mkdtemp(join(tmpdir(), 'wdp-publish-outside-'));
    try {
      await writeFile(join(outside, 'private.yml'), 'version: datasets/v0.2\ntitle: Private\nquery: select 1\n');
      await symlink(join(outside, 'private.yml'), join(repo, 'datasets', 'private.yml'));
      const result = await cli.wdp(['publish', '.'], { cwd: repo });
      expect(result).toMatchObject({ code: 0, stdout: table(() => 'NEW') });
      expect(result.stderr).toContain(
        'Skipped datasets/private.yml: a symbolic link, not followed (a folder is read without leaving it).\n',
      );
      expect((catalogue().datasets as { alias: string }[]).map((d) => d.alias)).not.toContain('private');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('needs settings (unlike validate): without a token it stops before any request (exit 2)', async () => {
    const result = await cli.wdp(['publish', '.'], { cwd: repo, env: { WDP_TOKEN: undefined } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Not signed in');
  });
});
