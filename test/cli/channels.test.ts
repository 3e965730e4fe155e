import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
const channels = () => cli.service.fixtures.channels;
const workspace = () => cli.service.fixtures.workspaceId;

describe('wdp channels list and get', () => {
  it("lists the workspace's channels as a table and as a JSON array", async () => {
    const { sales, marketing } = channels();
    const table = await cli.wdp(['channels', 'list']);
    expect(table).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `ID${' '.repeat(36)}NAME       TYPE    SCOPE      DATASETS`,
        `${marketing}  Marketing  SOURCE  PROFILE    1`,
        `${sales}  Sales      SOURCE  WORKSPACE  2`,
        '',
      ].join('\n'),
    });
    const json = await cli.wdp(['channels', 'list', '--json']);
    expect((JSON.parse(json.stdout) as { id: string }[]).map((c) => c.id)).toEqual([marketing, sales]);
  });

  it('shows a channel by name (any case) as fields, and by id as JSON', async () => {
    const byName = await cli.wdp(['channels', 'get', 'sales']);
    expect(byName).toMatchObject({ code: 0, stderr: '' });
    expect(byName.stdout).toMatch(
      new RegExp(`^id: +${channels().sales}\nname: +Sales\ntype: +SOURCE\nscope: +WORKSPACE\ndatasets: +2\n`),
    );
    expect(byName.stdout).toMatch(/\ndescription: Quarterly sales numbers\n$/);
    const byId = await cli.wdp(['channels', 'get', channels().marketing, '--json']);
    expect(byId).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(byId.stdout)).toMatchObject({ id: channels().marketing, name: 'Marketing' });
  });

  it('says so when no channel has the id or name (exit 1)', async () => {
    const hint = 'see `wdp channels list`.\n';
    expect(await cli.wdp(['channels', 'get', 'Nope'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `No channel of workspace ${workspace()} has the id or name "Nope"; ${hint}`,
    });
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await cli.wdp(['channels', 'delete', id])).toEqual({
      code: 1,
      stdout: '',
      stderr: `No channel of workspace ${workspace()} has the id or name "${id}"; ${hint}`,
    });
  });
});

describe('wdp channels list --type and --scope', () => {
  it('lists the channels of one type or scope, either flag in any case, sent as the service names them', async () => {
    const { sales, marketing } = channels();
    const created = await cli.wdp(['channels', 'create', '--name', 'Picks', '--type', 'list', '--json']);
    const picks = (JSON.parse(created.stdout) as { id: string }).id;
    const names = async (...flags: string[]) => {
      const result = await cli.wdp(['channels', 'list', ...flags, '--json']);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      return (JSON.parse(result.stdout) as { id: string }[]).map((c) => c.id);
    };
    expect(await names('--type', 'LIST')).toEqual([picks]);
    expect(await names('--type', 'source')).toEqual([marketing, sales]);
    expect(await names('--scope', 'WORKSPACE')).toEqual([sales]);
    expect(await names('--scope', 'profile', '--type', 'Source')).toEqual([marketing]);
    expect(await cli.wdp(['channels', 'list', '--scope', 'workspace'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `ID${' '.repeat(36)}NAME   TYPE    SCOPE      DATASETS`,
        `${sales}  Sales  SOURCE  WORKSPACE  2`,
        '',
      ].join('\n'),
    });
  });

  it('refuses a type or scope the service does not know (exit 2), before any request', async () => {
    cli.service.admin.clearJournal();
    expect(await cli.wdp(['channels', 'list', '--type', 'folder'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--type takes SOURCE or LIST (in any case); got "folder".\n',
    });
    expect(await cli.wdp(['channels', 'list', '--scope', 'team'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--scope takes WORKSPACE or PROFILE (in any case); got "team".\n',
    });
    expect(cli.service.admin.journal()).toEqual([]);
    const help = await cli.wdp(['channels', 'list', '--help']);
    expect(help.stdout).toMatch(/--type <type> .*\(choices:\s+"SOURCE", "LIST"\)/s);
    expect(help.stdout).toMatch(/--scope <scope> .*\(choices:\s+"WORKSPACE", "PROFILE"\)/s);
  });
});

describe('wdp channels create, add-dataset, remove-dataset and delete', () => {
  it('creates a list channel, adds and removes a dataset, and deletes it', async () => {
    const created = await cli.wdp(['channels', 'create', '--name', 'Finance', '--description', 'Month end']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const id = /^Created channel Finance \(([0-9a-f-]{36})\)\n$/.exec(created.stdout)?.[1];
    expect(id).toBeDefined();
    const listChannel = await cli.wdp(['channels', 'create', '--name', 'Picks', '--type', 'list', '--json']);
    const picks = JSON.parse(listChannel.stdout) as { id: string; type: string; datasetCount: number };
    expect(picks).toMatchObject({ name: 'Picks', type: 'LIST', datasetCount: 0 });
    const source = await cli.wdp(['channels', 'create', '--name', 'Feed', '--type', 'Source', '--json']);
    expect(JSON.parse(source.stdout)).toMatchObject({ name: 'Feed', type: 'SOURCE' });

    expect(await cli.wdp(['channels', 'add-dataset', 'Picks', 'q3-revenue'])).toEqual({
      code: 0,
      stdout: 'Added dataset q3-revenue to channel Picks\n',
      stderr: '',
    });
    const churn = await cli.wdp(['channels', 'add-dataset', picks.id, cli.service.fixtures.datasets.churn, '--json']);
    expect(JSON.parse(churn.stdout)).toEqual({ channel: picks.id, added: cli.service.fixtures.datasets.churn });
    const after = await cli.wdp(['channels', 'get', picks.id, '--json']);
    expect(JSON.parse(after.stdout)).toMatchObject({ datasetCount: 2 });
    const removed = await cli.wdp(['channels', 'remove-dataset', 'picks', 'q3-revenue', '--json']);
    expect(removed).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ channel: picks.id, removed: cli.service.fixtures.datasets.revenue }, null, 2)}\n`,
      stderr: '',
    });

    expect(await cli.wdp(['channels', 'delete', 'Finance'])).toEqual({
      code: 0,
      stdout: `Deleted channel Finance (${id})\n`,
      stderr: '',
    });
    const deleted = await cli.wdp(['channels', 'delete', picks.id, '--json']);
    expect(JSON.parse(deleted.stdout)).toEqual({ deleted: picks.id });
    const left = await cli.wdp(['channels', 'list', '--json']);
    expect((JSON.parse(left.stdout) as { name: string }[]).map((c) => c.name)).toEqual(['Feed', 'Marketing', 'Sales']);
  });

  it('says which dataset is unknown (exit 1), and refuses a bad --type or a missing --name (exit 2)', async () => {
    expect(await cli.wdp(['channels', 'add-dataset', 'Sales', 'nope'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `No dataset has the id or alias "nope" in workspace ${workspace()}; see \`wdp datasets list\`.\n`,
    });
    const badType = await cli.wdp(['channels', 'create', '--name', 'X', '--type', 'folder']);
    expect(badType).toEqual({
      code: 2,
      stdout: '',
      stderr: '--type takes SOURCE or LIST (in any case); got "folder".\n',
    });
    const noName = await cli.wdp(['channels', 'create']);
    expect(noName).toMatchObject({ code: 2, stdout: '' });
    expect(noName.stderr).toContain("required option '--name <name>' not specified");
  });
});

describe('wdp channels --help', () => {
  it('shows an example for the group and each command', async () => {
    const group = await cli.wdp(['channels', '--help']);
    expect(group).toMatchObject({ code: 0, stderr: '' });
    expect(group.stdout).toContain('\nExample:\n  $ wdp channels create --name Finance --type list\n');
    for (const command of ['list', 'get', 'create', 'delete', 'add-dataset', 'remove-dataset']) {
      const help = await cli.wdp(['channels', command, '--help']);
      expect(help.stdout).toMatch(new RegExp(`\nExample:\n {2}\\$ wdp channels ${command} `));
    }
  });
});
