import { describe, expect, it } from 'vitest';
import { fitColumns } from '../../src/cli/output/fit-columns.js';
import { table } from '../../src/cli/output/print.js';
import { cutText, textWidth } from '../../src/cli/output/text-width.js';
import { useCli } from './harness.js';
import { wdpOnTerminal } from './on-terminal.js';

const cli = useCli();
const now = new Date('2024-03-01T12:00:00Z');
const lines = (text: string) => text.trimEnd().split('\n');

describe('tables on a terminal', () => {
  it('fit its width: the widest columns cut with …, the ids whole', async () => {
    const { revenue, churn, reach } = cli.service.fixtures.datasets;
    const result = await wdpOnTerminal(cli, ['datasets', 'list'], { columns: 60, now });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      [
        `ID${' '.repeat(36)}ALIAS   TITLE  CHANNEL`,
        `${revenue}  q3-re…  Q3 r…  Sales`,
        `${churn}  custo…  Cust…  Sales`,
        `${reach}  campa…  Camp…  Market…`,
        '',
      ].join('\n'),
    );
    for (const line of lines(result.stdout)) expect(line.length).toBeLessThanOrEqual(60);
  });

  it('print in full when wide enough, or when the width is unknown', async () => {
    const full = await cli.wdp(['datasets', 'list']);
    const wide = await wdpOnTerminal(cli, ['datasets', 'list'], { columns: 120, now });
    expect(wide).toEqual(full);
    const unknown = await wdpOnTerminal(cli, ['datasets', 'list'], { now });
    expect(unknown).toEqual(full);
  });

  it('count wide characters as two cells and escape control characters before cutting', async () => {
    const { workspaceId, channels } = cli.service.fixtures;
    const title = '\u001b[2J日本語のデータ';
    const seeded = { workspaceId, channelId: channels.sales, title, alias: 'unicode-title' };
    const { id } = cli.service.seed.dataset(seeded);
    const result = await wdpOnTerminal(cli, ['datasets', 'list'], { columns: 70, now });
    expect(result.code).toBe(0);
    expect(lines(result.stdout)[0]).toBe(`ID${' '.repeat(36)}ALIAS       TITLE      CHANNEL`);
    expect(lines(result.stdout).find((line) => line.startsWith(id))).toBe(`${id}  unicode-t…  \\e[2J日…   Sales`);
    expect(result.stdout).not.toContain('\u001b');
    for (const line of lines(result.stdout)) expect(textWidth(line)).toBeLessThanOrEqual(70);
    const json = await wdpOnTerminal(cli, ['datasets', 'get', id, '--json'], { columns: 70, now });
    expect(JSON.parse(json.stdout)).toMatchObject({ id, title });
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
