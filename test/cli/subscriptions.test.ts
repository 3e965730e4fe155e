import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
const fixtures = () => cli.service.fixtures;

/** The id of the subscription a `--json` add printed. */
const idOf = (stdout: string) => (JSON.parse(stdout) as { id: string }).id;

/** The end of the message of a channel no one has. */
const seeList = 'see `wdp channels list`.\n';

describe('wdp subscriptions add and list', () => {
  it('subscribes to a channel, dataset, pipeline and workspace, each by name, and lists them', async () => {
    const channel = await cli.wdp(['subscriptions', 'add', '--channel', 'sales']);
    expect(channel).toMatchObject({ code: 0, stderr: '' });
    const id = /^Subscribed to channel Sales \(subscription ([0-9a-f-]{36}), type ALL\)\n$/.exec(channel.stdout)?.[1];
    expect(id).toBeDefined();
    const dataset = await cli.wdp(['subscriptions', 'add', '--dataset', 'q3-revenue', '--json']);
    expect(dataset).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(dataset.stdout)).toMatchObject({ type: 'ALL', _embedded: { dataset: { alias: 'q3-revenue' } } });
    const pipeline = await cli.wdp(['subscriptions', 'add', '--pipeline', 'orders-etl']);
    expect(pipeline.stdout).toMatch(/^Subscribed to pipeline orders-etl \(subscription [0-9a-f-]{36}, type ALL\)\n$/);
    const workspace = await cli.wdp(['subscriptions', 'add', '--workspace', 'Analytics', '--all-members']);
    expect(workspace).toMatchObject({ code: 0, stderr: '' });
    expect(workspace.stdout).toMatch(
      /^Subscribed to workspace Analytics for all members \(subscription [0-9a-f-]{36}, type ALL\)\n$/,
    );

    const list = await cli.wdp(['subscriptions', 'list']);
    expect(list).toMatchObject({ code: 0, stderr: '' });
    const lines = list.stdout.split('\n');
    expect(lines[0]).toBe(`ID${' '.repeat(36)}TYPE  SUBJECT`);
    expect(lines).toContain(`${id}  ALL   channel Sales`);
    expect(lines).toContain(`${idOf(dataset.stdout)}  ALL   dataset q3-revenue`);
    expect(lines.some((line) => /^[0-9a-f-]{36} {2}ALL {3}pipeline orders-etl$/.test(line))).toBe(true);
    const json = await cli.wdp(['subscriptions', 'list', '--json']);
    expect((JSON.parse(json.stdout) as { id: string }[]).map((s) => s.id)).toContain(id);
  });

  it('lists nothing before any subscription', async () => {
    // The demo's owner, admin and member follow its dataset, channel and pipeline; the outsider follows nothing.
    const outsider = { role: 'outsider' } as const;
    expect(await cli.wdp(['subscriptions', 'list'], outsider)).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Nothing to show.\n',
    });
    expect(await cli.wdp(['subscriptions', 'list', '--json'], outsider)).toEqual({
      code: 0,
      stdout: '[]\n',
      stderr: '',
    });
  });

  it('asks for one subject (exit 2), and says which one is unknown (exit 1)', async () => {
    expect(await cli.wdp(['subscriptions', 'add'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Say what to subscribe to: --workspace ID|ALIAS|NAME, --channel ID|NAME, --dataset ID|ALIAS or ' +
        '--pipeline ID|NAME.\n',
    });
    const two = await cli.wdp(['subscriptions', 'add', '--channel', 'Sales', '--pipeline', 'orders-etl']);
    expect(two).toMatchObject({ code: 2, stdout: '' });
    expect(two.stderr).toContain("option '--channel <channel>' cannot be used with option '--pipeline <pipeline>'");
    expect(await cli.wdp(['subscriptions', 'add', '--channel', 'Nope'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `No channel of workspace ${fixtures().workspaceId} has the id or name "Nope"; ${seeList}`,
    });
  });
});

describe('wdp subscriptions add --type', () => {
  it('subscribes with the type given (in any case), and ALL without one', async () => {
    const alerts = await cli.wdp(['subscriptions', 'add', '--dataset', 'customer-churn', '--type', 'alerts']);
    expect(alerts).toMatchObject({ code: 0, stderr: '' });
    const id = /^Subscribed to dataset customer-churn \(subscription ([0-9a-f-]{36}), type ALERTS\)\n$/.exec(
      alerts.stdout,
    )?.[1];
    expect(cli.service.store.subscriptions.get(id ?? '')?.type).toBe('ALERTS');
    const none = await cli.wdp([
      'subscriptions',
      'add',
      '-w',
      'Analytics',
      '--all-members',
      '--type',
      'NONE',
      '--json',
    ]);
    expect(JSON.parse(none.stdout)).toMatchObject({ type: 'NONE', _embedded: { workspace: { name: 'Analytics' } } });
    const all = await cli.wdp(['subscriptions', 'add', '--channel', 'Marketing', '--json']);
    expect(JSON.parse(all.stdout)).toMatchObject({ type: 'ALL' });
  });

  it('refuses a type other than ALL, ALERTS or NONE (exit 2), before any request', async () => {
    cli.service.admin.clearJournal();
    expect(await cli.wdp(['subscriptions', 'add', '--channel', 'Sales', '--type', 'SOME'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--type takes ALL, ALERTS or NONE (in any case); got "SOME".\n',
    });
    expect(cli.service.admin.journal()).toEqual([]);
  });
});

describe('wdp subscriptions set-type and remove', () => {
  it('changes the type, then removes the subscription', async () => {
    const id = idOf((await cli.wdp(['subscriptions', 'add', '--channel', 'Sales', '--json'])).stdout);
    expect(await cli.wdp(['subscriptions', 'set-type', id, 'ALERTS'])).toEqual({
      code: 0,
      stdout: `Subscription ${id} now delivers ALERTS events\n`,
      stderr: '',
    });
    const none = await cli.wdp(['subscriptions', 'set-type', id, 'none', '--json']);
    expect(JSON.parse(none.stdout)).toMatchObject({ id, type: 'NONE' });
    expect(await cli.wdp(['subscriptions', 'remove', id])).toEqual({
      code: 0,
      stdout: `Removed subscription ${id}\n`,
      stderr: '',
    });
    const other = idOf((await cli.wdp(['subscriptions', 'add', '--pipeline', 'orders-etl', '--json'])).stdout);
    expect(await cli.wdp(['subscriptions', 'remove', other, '--json'])).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ deleted: other }, null, 2)}\n`,
      stderr: '',
    });
    expect(await cli.wdp(['subscriptions', 'remove', id, '--json'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `You have no subscription with the id "${id}"; see \`wdp subscriptions list\`.\n`,
    });
  });

  it('refuses a type other than ALL, ALERTS or NONE (exit 2), before any request', async () => {
    cli.service.admin.clearJournal();
    expect(await cli.wdp(['subscriptions', 'set-type', 'x', 'SOME'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'TYPE takes ALL, ALERTS or NONE (in any case); got "SOME".\n',
    });
    expect(cli.service.admin.journal()).toEqual([]);
  });
});

describe('wdp subscriptions --help', () => {
  it('shows an example for the group and each command', async () => {
    const group = await cli.wdp(['subscriptions', '--help']);
    expect(group).toMatchObject({ code: 0, stderr: '' });
    expect(group.stdout).toContain('\nExample:\n  $ wdp subscriptions add --channel Sales\n');
    for (const command of ['list', 'add', 'set-type', 'remove']) {
      const help = await cli.wdp(['subscriptions', command, '--help']);
      expect(help.stdout).toMatch(new RegExp(`\nExample:\n {2}\\$ wdp subscriptions ${command} `));
    }
  });
});
