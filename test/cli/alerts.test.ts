import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
const datasets = () => cli.service.fixtures.datasets;
/** The id a `Set alert ... on dataset ...` line names. */
const idIn = (stdout: string) => /^Set alert ([0-9a-f-]{36}) on /.exec(stdout)?.[1] ?? '';

describe('wdp alerts create, list and get', () => {
  it('sets an alert on a dataset by alias, lists it and shows it', async () => {
    const created = await cli.wdp(['alerts', 'create', 'q3-revenue', '--detail', 'Revenue fell below 1M']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Set alert [0-9a-f-]{36} on dataset q3-revenue\n$/);
    const id = idIn(created.stdout);
    expect(cli.service.store.alerts.get(id)).toMatchObject({
      datasetId: datasets().revenue,
      detail: 'Revenue fell below 1M',
      draft: false,
    });

    const table = await cli.wdp(['alerts', 'list', 'q3-revenue']);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    const lines = table.stdout.split('\n');
    expect(lines[0]).toMatch(/^ID {36}DATASET {31}CREATOR {7}CREATED +DETAIL$/);
    expect(lines[1]).toMatch(
      new RegExp(`^${id} {2}${datasets().revenue} {2}Ada Lovelace {2}\\S+ +Revenue fell below 1M$`),
    );
    expect(lines).toHaveLength(3);
    const json = await cli.wdp(['alerts', 'list', datasets().revenue, '--json']);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ id, detail: 'Revenue fell below 1M' })]);

    const shown = await cli.wdp(['alerts', 'get', id]);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(shown.stdout).toMatch(
      new RegExp(`^id: +${id}\ndataset: +${datasets().revenue}\ncreator: +Ada Lovelace\ncreated: +\\S+\n`),
    );
    expect(shown.stdout).toMatch(/\ndetail: +Revenue fell below 1M\n$/);
    const shownJson = await cli.wdp(['alerts', 'get', id, '--json']);
    expect(JSON.parse(shownJson.stdout)).toMatchObject({
      id,
      detail: 'Revenue fell below 1M',
      datasetId: datasets().revenue,
    });
  });

  it('prints the alert it set with --json', async () => {
    const created = await cli.wdp(['alerts', 'create', 'customer-churn', '--detail', 'Churn over 5%', '--json'], {
      role: 'member',
    });
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const alert = JSON.parse(created.stdout) as { id: string; detail: string; creator?: { name?: string } };
    expect(alert).toMatchObject({ detail: 'Churn over 5%', creator: { name: 'Linus Torvalds' } });
    expect(cli.service.store.alerts.get(alert.id)?.detail).toBe('Churn over 5%');
  });

  it('lists every alert the caller can see when no dataset is given', async () => {
    expect(await cli.wdp(['alerts', 'list'])).toEqual({ code: 0, stdout: '', stderr: 'Nothing to show.\n' });
    await cli.wdp(['alerts', 'create', 'q3-revenue', '--detail', 'Low']);
    await cli.wdp(['alerts', 'create', 'campaign-reach', '--detail', 'High']);
    const json = await cli.wdp(['alerts', 'list', '--json']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    const all = JSON.parse(json.stdout) as { datasetId: string; detail: string }[];
    expect(all.map((a) => [a.datasetId, a.detail]).sort()).toEqual(
      [
        [datasets().revenue, 'Low'],
        [datasets().reach, 'High'],
      ].sort(),
    );
    expect((await cli.wdp(['alerts', 'list', '--limit', '1', '--json'])).stdout).toMatch(/^\[\n {2}\{/);
    expect(await cli.wdp(['alerts', 'list'], { role: 'outsider' })).toMatchObject({
      stdout: '',
      stderr: 'Nothing to show.\n',
    });
  });
});

describe('wdp alerts: bad input and not found', () => {
  it('refuses a blank detail and paging the list of every alert, before any request (exit 2)', async () => {
    const before = cli.service.clock.now();
    expect(await cli.wdp(['alerts', 'create', 'q3-revenue', '--detail', ' '])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--detail is blank; an alert needs some text.\n',
    });
    expect(await cli.wdp(['alerts', 'list', '--page', '1'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'The list of every alert has no pages: give a dataset, or leave out --page, --size, --sort.\n',
    });
    expect(cli.service.clock.now()).toBe(before);
    expect(cli.service.store.alerts.size).toBe(0);
  });

  it('says so when the dataset or the alert does not exist (exit 1)', async () => {
    const dataset = await cli.wdp(['alerts', 'create', 'nope', '--detail', 'x']);
    expect(dataset).toMatchObject({ code: 1, stdout: '' });
    expect(dataset.stderr).toMatch(
      /^No dataset has the id or alias "nope" in workspace [0-9a-f-]{36}; see `wdp datasets list`\.\n$/,
    );
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await cli.wdp(['alerts', 'get', id])).toEqual({
      code: 1,
      stdout: '',
      stderr: `No alert you can see has the id "${id}"; see \`wdp alerts list\`.\n`,
    });
  });
});

describe('wdp alerts: server text', () => {
  it('escapes a detail in the table and in get, and keeps it exact in --json', async () => {
    const hostile = 'Low\u001b[2J\nDONE fake';
    const id = idIn((await cli.wdp(['alerts', 'create', 'q3-revenue', '--detail', hostile])).stdout);
    const table = await cli.wdp(['alerts', 'list', 'q3-revenue']);
    expect(table.stdout).toContain('Low\\e[2J\\nDONE fake\n');
    expect(table.stdout.split('\n')).toHaveLength(3);
    const shown = await cli.wdp(['alerts', 'get', id]);
    expect(shown.stdout).toMatch(/\ndetail: +Low\\e\[2J\n +DONE fake\n$/);
    const json = await cli.wdp(['alerts', 'get', id, '--json']);
    expect((JSON.parse(json.stdout) as { detail: string }).detail).toBe(hostile);
  });
});

describe('wdp alerts --help', () => {
  it('ends the group and each command with an example', async () => {
    const group = await cli.wdp(['alerts', '--help']);
    expect(group.stdout).toContain('Example:\n  $ wdp alerts create q3-revenue --detail "Revenue fell below 1M"\n');
    for (const [command, line] of [
      ['list', 'wdp alerts list q3-revenue'],
      ['get', 'wdp alerts get ALERT'],
      ['create', 'wdp alerts create q3-revenue --detail "Revenue fell below 1M"'],
    ] as const) {
      const help = await cli.wdp(['alerts', command, '--help']);
      expect(help).toMatchObject({ code: 0, stderr: '' });
      expect(help.stdout).toContain(`Example:\n  $ ${line}\n`);
    }
  });
});
