import { describe, expect, it } from 'vitest';
import { fitColumns } from '../../src/cli/output/fit-columns.js';
import { table } from '../../src/cli/output/print.js';
import { shortIds, uniquePrefixLength } from '../../src/cli/output/short-ids.js';
import { cutText, textWidth } from '../../src/cli/output/text-width.js';
import { blocksOf } from '../docs/blocks.js';
import { useCli } from './harness.js';
import { wdpOnTerminal } from './on-terminal.js';

const cli = useCli();
const now = new Date('2024-03-01T12:00:00Z');
const lines = (text: string) => text.trimEnd().split('\n');

/** An id as a terminal shows it among ids that differ in their first 8 characters. */
const short = (id: string) => id.slice(0, 8);

describe('tables on a terminal', () => {
  it('show ids by their shortest unique prefix and cut the other columns to fit, the names last', async () => {
    const { revenue, churn, reach } = cli.service.fixtures.datasets;
    const result = await wdpOnTerminal(cli, ['datasets', 'list'], { columns: 44, now });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      [
        'ID        ALIAS           TITLE     CHANNEL',
        `${short(revenue)}  q3-revenue      Q3 reve…  Sales`,
        `${short(churn)}  customer-churn  Custome…  Sales`,
        `${short(reach)}  campaign-reach  Campaig…  Marketi…`,
        '',
      ].join('\n'),
    );
    for (const line of lines(result.stdout)) expect(line.length).toBeLessThanOrEqual(44);
  });

  it('keep every cell whole with --wide, as piped; shorten the ids when the width is unknown', async () => {
    const piped = await cli.wdp(['datasets', 'list']);
    expect(lines(piped.stdout)[1]).toMatch(/^[0-9a-f-]{36} {2}/);
    expect(await wdpOnTerminal(cli, ['datasets', 'list', '--wide'], { columns: 44, now })).toEqual(piped);
    const unknown = await wdpOnTerminal(cli, ['datasets', 'list'], { now });
    const { revenue } = cli.service.fixtures.datasets;
    expect(lines(unknown.stdout)[1]).toBe(`${short(revenue)}  q3-revenue      Q3 revenue #kpi      Sales`);
  });

  it('count wide characters as two cells and escape control characters before cutting', async () => {
    const { workspaceId, channels } = cli.service.fixtures;
    const title = '\u001b[2J日本語のデータ';
    const seeded = { workspaceId, channelId: channels.sales, title, alias: 'unicode-title' };
    const { id } = cli.service.seed.dataset(seeded);
    const result = await wdpOnTerminal(cli, ['datasets', 'list'], { columns: 44, now });
    expect(result.code).toBe(0);
    expect(lines(result.stdout)[0]).toBe('ID        ALIAS           TITLE     CHANNEL');
    expect(lines(result.stdout).find((line) => line.startsWith(short(id)))).toBe(
      `${short(id)}  unicode-title   \\e[2J日…  Sales`,
    );
    expect(result.stdout).not.toContain('\u001b');
    for (const line of lines(result.stdout)) expect(textWidth(line)).toBeLessThanOrEqual(44);
    const json = await wdpOnTerminal(cli, ['datasets', 'get', id, '--json'], { columns: 44, now });
    expect(JSON.parse(json.stdout)).toMatchObject({ id, title });
  });
});

describe('lists at 60, 80 and 120 columns', () => {
  it('tell the two taps of components list apart at 80 columns, and at 60', async () => {
    await cli.wdp(['plugins', 'install', 'tap-github--meltanolabs']);
    const github = ['--name', 'extractors/tap-github', '--plugin', 'tap-github--meltanolabs', '--json'];
    const created = await cli.wdp(['components', 'create', ...github, '--property', 'repository=wdp/sdk']);
    const { id } = JSON.parse(created.stdout) as { id: string };
    const postgres = [...cli.service.store.dataComponents.values()].find((c) => c.name === 'extractors/tap-postgres');
    const rows = (plugins: readonly [string, string]) => [
      'ID        NAME                     TYPE       PLUGIN',
      `${short(postgres?.id ?? '')}  extractors/tap-postgres  extractor  ${plugins[0]}`,
      `${short(id)}  extractors/tap-github    extractor  ${plugins[1]}`,
      '',
    ];
    const at = async (columns: number) =>
      (await wdpOnTerminal(cli, ['components', 'list'], { columns, now })).stdout.split('\n');
    expect(await at(60)).toEqual(rows(['extractors/ta…', 'extractors/ta…']));
    const at80 = rows(['extractors/tap-postgres--meltanol…', 'extractors/tap-github--meltanolabs']);
    expect(await at(80)).toEqual(at80);
    // docs/cli.md shows the same table, after the same commands (its mock has the same seed, so the same ids),
    // printed by `WDP_FORCE_TTY=80 wdp components list` through a pipe, as its block runs it.
    const shown = blocksOf('docs/cli.md').find(
      (block) => block.lang === 'text' && block.code.startsWith(at80[0] ?? ''),
    );
    expect(`${shown?.code}\n`).toBe(at80.join('\n'));
    const forced = await cli.wdp(['components', 'list'], { env: { WDP_FORCE_TTY: '80' } });
    expect(forced.stdout.split('\n')).toEqual(at80);
    expect(await at(120)).toEqual(rows(['extractors/tap-postgres--meltanolabs', 'extractors/tap-github--meltanolabs']));
  });

  it('cut the other columns of pipelines list before its names', async () => {
    const { pipelineId, syncPipelineId } = cli.service.fixtures;
    const at = async (columns: number) =>
      (await wdpOnTerminal(cli, ['pipelines', 'list'], { columns, now })).stdout.split('\n');
    const whole = [
      'ID        NAME            LABEL           STATUS  SCHEDULE',
      `${short(pipelineId)}  orders-etl      Orders ETL      READY`,
      `${short(syncPipelineId)}  customers-sync  Customers sync  READY   0 0 3 * * ?`,
      '',
    ];
    expect(await at(120)).toEqual(whole);
    expect(await at(80)).toEqual(whole);
    expect(await at(60)).toEqual([
      'ID        NAME            LABEL          STATUS  SCHEDULE',
      `${short(pipelineId)}  orders-etl      Orders ETL     READY`,
      `${short(syncPipelineId)}  customers-sync  Customers sy…  READY   0 0 3 * * ?`,
      '',
    ]);
    expect(await at(44)).toEqual([
      'ID        NAME       LABEL  STATUS  SCHEDULE',
      `${short(pipelineId)}  orders-e…  Orde…  READY`,
      `${short(syncPipelineId)}  customer…  Cust…  READY   0 0 3 *…`,
      '',
    ]);
  });
});

describe('tables elsewhere', () => {
  it('stay in full, with the server times as read: a pipe, or a terminal under CI', async () => {
    const piped = await cli.wdp(['datasets', 'list']);
    expect(lines(piped.stdout)[0]).toBe(`ID${' '.repeat(36)}ALIAS           TITLE                CHANNEL`);
    const underCi = await cli.wdp(['datasets', 'list'], { tty: true });
    expect(underCi).toEqual(piped);
  });
});

describe('fitColumns', () => {
  const column = (width: number, least = 5, keep = false) => ({ width, least, keep });

  it('keeps the full widths when they fit', () => {
    expect(fitColumns([column(10), column(20)], 32, 2)).toEqual([10, 20]);
    expect(fitColumns([], 10, 2)).toEqual([]);
  });

  it('shrinks the widest column first, then the widest ones together', () => {
    expect(fitColumns([column(10), column(30)], 32, 2)).toEqual([10, 20]);
    expect(fitColumns([column(12), column(30), column(20)], 40, 2)).toEqual([12, 12, 12]);
    expect(fitColumns([column(12), column(30), column(20)], 41, 2)).toEqual([12, 13, 12]);
  });

  it('never goes below the least width, nor cuts a kept column', () => {
    expect(fitColumns([column(36, 2, true), column(30), column(20, 8)], 55, 2)).toEqual([36, 7, 8]);
    expect(fitColumns([column(3), column(30)], 10, 2)).toEqual([3, 5]);
  });

  it('lets the line overflow when the kept columns alone are wider', () => {
    expect(fitColumns([column(36, 2, true), column(30), column(4)], 20, 2)).toEqual([36, 5, 4]);
  });

  it('cuts the last columns (names) only once the others are at their least', () => {
    const name = (width: number) => ({ width, least: 5, keep: false, last: true });
    expect(fitColumns([column(8, 2, true), name(23), column(9), column(36)], 80, 2)).toEqual([8, 23, 9, 34]);
    expect(fitColumns([column(8, 2, true), name(23), column(9), column(36)], 60, 2)).toEqual([8, 23, 9, 14]);
    expect(fitColumns([column(8, 2, true), name(23), column(9), column(36, 6)], 44, 2)).toEqual([8, 19, 5, 6]);
    expect(fitColumns([name(20), name(10), column(10)], 30, 2)).toEqual([11, 10, 5]);
  });
});

describe('shortIds', () => {
  const uuid = (start: string) =>
    `${start}${'0'.repeat(32)}`.slice(0, 32).replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

  it('keeps the first 8 characters when they tell the ids apart', () => {
    expect(shortIds([uuid('aaaaaaaa'), uuid('bbbbbbbb')])).toEqual(['aaaaaaaa', 'bbbbbbbb']);
    expect(shortIds([uuid('aaaaaaaa')])).toEqual(['aaaaaaaa']);
  });

  it('takes as many more as the ids shown need, never ending on a dash', () => {
    expect(uniquePrefixLength([uuid('aaaaaaaab'), uuid('aaaaaaaac')])).toBe(10);
    expect(shortIds([uuid('aaaaaaaab'), uuid('aaaaaaaac'), uuid('c')])).toEqual([
      'aaaaaaaa-b',
      'aaaaaaaa-c',
      'c0000000-0',
    ]);
    expect(shortIds([uuid('aaaaaaaabbbbccccddd1'), uuid('aaaaaaaabbbbccccddd2')])).toEqual([
      'aaaaaaaa-bbbb-cccc-ddd1',
      'aaaaaaaa-bbbb-cccc-ddd2',
    ]);
  });

  it('leaves a column that is not all ids as it is, and the same id twice whole', () => {
    expect(shortIds(['acme-corp', uuid('aaaaaaaa')])).toEqual(['acme-corp', uuid('aaaaaaaa')]);
    expect(shortIds([])).toEqual([]);
    expect(uniquePrefixLength([uuid('a'), uuid('a')])).toBe(8);
  });
});

describe('table with a width', () => {
  const columns = [
    { heading: 'ID', cell: (row: { id: string; name: string }) => row.id },
    { heading: 'NAME', cell: (row: { id: string; name: string }) => row.name },
  ];

  it('prints the heading alone for no rows, and nothing for no columns', () => {
    expect(table([], columns, { width: 10 })).toBe('ID  NAME');
    expect(table([], [], { width: 10 })).toBe('');
  });

  it('keeps a long id whole and cuts the other cells to their least width', () => {
    const rows = [{ id: 'a'.repeat(30), name: 'a long name' }];
    expect(table(rows, columns, { width: 20 })).toBe(`ID${' '.repeat(30)}NAME\n${'a'.repeat(30)}  a lo…`);
  });

  it('cuts between characters, never inside one', () => {
    expect(cutText('日本語', 4)).toBe('日…');
    expect(cutText('e\u0301e\u0301e\u0301e\u0301e\u0301e\u0301', 5)).toBe('e\u0301e\u0301e\u0301e\u0301…');
    expect(cutText('👍🏽👍🏽👍🏽', 5)).toBe('👍🏽👍🏽…');
    expect(cutText('short', 5)).toBe('short');
    expect([textWidth('日本語'), textWidth('e\u0301'), textWidth('👨‍👩‍👧'), textWidth('abc')]).toEqual([6, 1, 2, 3]);
  });
});

describe('every table fits the terminal', () => {
  it.each([
    ['members', 'list'],
    ['context', 'list'],
  ])('wdp %s %s keeps each line within 45 columns, cutting cells', async (...args) => {
    if (args[0] === 'context')
      await cli.wdp(['context', 'create', 'a-rather-long-context-name', '--base-url', cli.server.url]);
    const { code, stdout } = await wdpOnTerminal(cli, args, { columns: 45, now: new Date('2024-03-02T09:00:00Z') });
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(45);
    expect(stdout).toContain('…');
  });
});
