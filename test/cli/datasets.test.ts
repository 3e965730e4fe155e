import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
const ids = () => cli.service.fixtures.datasets;

describe('wdp datasets list', () => {
  it("lists the workspace's datasets with their channel, as a table and as a JSON array", async () => {
    const { revenue, churn, reach } = ids();
    const table = await cli.wdp(['datasets', 'list']);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout).toBe(
      [
        `ID${' '.repeat(36)}ALIAS           TITLE                CHANNEL`,
        `${revenue}  q3-revenue      Q3 revenue #kpi      Sales`,
        `${churn}  customer-churn  Customer churn #kpi  Sales`,
        `${reach}  campaign-reach  Campaign reach       Marketing`,
        '',
      ].join('\n'),
    );
    const json = await cli.wdp(['datasets', 'list', '--json']);
    expect((JSON.parse(json.stdout) as { alias: string }[]).map((d) => d.alias)).toEqual([
      'q3-revenue',
      'customer-churn',
      'campaign-reach',
    ]);
  });

  it('shows one page with a hint when more exist', async () => {
    const result = await cli.wdp(['datasets', 'list', '--size', '2']);
    expect(result.stdout.split('\n')).toHaveLength(4);
    expect(result.stderr).toBe('Showing 2 of 3; more exist: use --all, --limit N or --page N.\n');
  });
});

describe('wdp datasets get', () => {
  it('shows a dataset by alias as fields, and by id as JSON', async () => {
    const byAlias = await cli.wdp(['datasets', 'get', 'q3-revenue']);
    expect(byAlias).toMatchObject({ code: 0, stderr: '' });
    expect(byAlias.stdout).toMatch(
      new RegExp(`^id: +${ids().revenue}\nalias: +q3-revenue\ntitle: +Q3 revenue #kpi\nchannel: +Sales\n`),
    );
    expect(byAlias.stdout).not.toMatch(/^tags:/m);
    const byId = await cli.wdp(['datasets', 'get', ids().reach, '--json']);
    expect(JSON.parse(byId.stdout)).toMatchObject({ id: ids().reach, alias: 'campaign-reach', source: 'Marketing' });
  });

  it('says so when no dataset has the id or alias (exit 1)', async () => {
    const result = await cli.wdp(['datasets', 'get', 'no-such-dataset']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(
      `No dataset has the id or alias "no-such-dataset" in workspace ${cli.service.fixtures.workspaceId}; ` +
        'see `wdp datasets list`.\n',
    );
  });
});

describe('wdp datasets fetch', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wdp-fetch-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints the rows as a JSON array by default, and CSV with --as csv', async () => {
    const json = await cli.wdp(['datasets', 'fetch', 'q3-revenue']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    const rows = JSON.parse(json.stdout) as Record<string, unknown>[];
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ region: 'region 1', 'sum(amount)': expect.any(Number) });
    const csv = await cli.wdp(['datasets', 'fetch', ids().revenue, '--as', 'csv']);
    expect(csv).toMatchObject({ code: 0, stderr: '' });
    const lines = rows.map((row) => `${row['region']},${row['sum(amount)']}\r\n`);
    expect(csv.stdout).toBe(`region,sum(amount)\r\n${lines.join('')}`);
  });

  it('writes to -o FILE, saying where on stderr, and leaves no temporary file', async () => {
    const file = join(dir, 'revenue.csv');
    const written = await cli.wdp(['datasets', 'fetch', 'q3-revenue', '--as', 'csv', '-o', file]);
    expect(written).toMatchObject({ code: 0, stdout: '' });
    const text = await readFile(file, 'utf8');
    expect(written.stderr).toBe(`Wrote ${Buffer.byteLength(text)} bytes of CSV to ${file}\n`);
    expect(text).toBe((await cli.wdp(['datasets', 'fetch', 'q3-revenue', '--as', 'csv'])).stdout);
    const jsonFile = join(dir, 'revenue.json');
    const json = await cli.wdp(['datasets', 'fetch', 'q3-revenue', '--output', jsonFile]);
    expect(json).toMatchObject({ code: 0, stdout: '', stderr: `Wrote 5 rows to ${jsonFile}\n` });
    expect(JSON.parse(await readFile(jsonFile, 'utf8'))).toHaveLength(5);
    expect((await readdir(dir)).sort()).toEqual(['revenue.csv', 'revenue.json']);
  });

  it('reports the file it wrote as JSON with -o FILE --json, as files download does', async () => {
    const file = join(dir, 'report.json');
    const report = await cli.wdp(['datasets', 'fetch', 'q3-revenue', '-o', file, '--json']);
    const bytes = Buffer.byteLength(await readFile(file, 'utf8'));
    expect(report).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ dataset: ids().revenue, file, bytes, rows: 5 }, null, 2)}\n`,
      stderr: '',
    });
  });

  it('prints [] (JSON) or nothing (CSV) for a dataset without data, with a note', async () => {
    const { workspaceId, channels } = cli.service.fixtures;
    cli.service.seed.dataset({ workspaceId, channelId: channels.sales, title: 'Empty', alias: 'empty', query: '' });
    const json = await cli.wdp(['datasets', 'fetch', 'empty']);
    expect(json).toEqual({ code: 0, stdout: '[]\n', stderr: 'Dataset empty has no data.\n' });
    const csv = await cli.wdp(['datasets', 'fetch', 'empty', '--as', 'csv']);
    expect(csv).toEqual({ code: 0, stdout: '', stderr: 'Dataset empty has no data.\n' });
  });

  it('refuses an unknown --as as a usage error (exit 2)', async () => {
    const result = await cli.wdp(['datasets', 'fetch', 'q3-revenue', '--as', 'xml']);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toContain("argument 'xml' is invalid. Allowed choices are json, csv.");
  });
});

describe('wdp datasets delete', () => {
  it('deletes a dataset by alias', async () => {
    const id = ids().churn;
    const result = await cli.wdp(['datasets', 'delete', 'customer-churn']);
    expect(result).toEqual({ code: 0, stdout: `Deleted dataset customer-churn (${id})\n`, stderr: '' });
    expect(cli.service.store.datasets.has(id)).toBe(false);
    const json = await cli.wdp(['datasets', 'delete', ids().reach, '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ deleted: ids().reach });
  });

  it('needs admin rights: a member gets the 403 on one line (exit 1), and nothing is deleted', async () => {
    const result = await cli.wdp(['datasets', 'delete', 'q3-revenue'], { role: 'member' });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(/^PermissionDeniedError: .*403.*\n$/);
    expect(cli.service.store.datasets.has(ids().revenue)).toBe(true);
  });
});
