import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
const account = () => cli.service.fixtures.owner.id;
/** An address where nothing listens: a command that reaches it fails, so exit code 2 shows it sent nothing. */
const nowhere = { env: { WDP_BASE_URL: 'http://127.0.0.1:9' } };

describe('wdp accounts list and get', () => {
  it('lists the accounts the caller owns as a table and as a JSON array', async () => {
    expect(await cli.wdp(['accounts', 'list'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `ID${' '.repeat(30)}COMPANY         OWNER EMAIL      MAX WORKSPACES  MINUTES`,
        `${account()}  Acme Analytics  ada@example.com  3               0/1000`,
        '',
      ].join('\n'),
    });
    const json = await cli.wdp(['accounts', 'list', '--json']);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ id: account(), maxWorkspaces: 3 })]);
    expect(await cli.wdp(['accounts', 'list'], { role: 'member' })).toEqual({
      code: 0,
      stderr: 'Nothing to show.\n',
      stdout: '',
    });
  });

  it('shows an account by company (any case) as fields, and by id as JSON', async () => {
    expect(await cli.wdp(['accounts', 'get', 'acme analytics'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `id:             ${account()}`,
        'company:        Acme Analytics',
        'owner email:    ada@example.com',
        'marketplace id:',
        'max workspaces: 3',
        'max rows:       1000000',
        'minutes/month:  1000',
        'minutes used:   0',
        'max clients:    5',
        'created:        2024-03-01T09:00:00.00',
        'modified:       2024-03-01T09:00:00.00',
        '',
      ].join('\n'),
    });
    const json = await cli.wdp(['accounts', 'get', account(), '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: account(), company: 'Acme Analytics', maxRows: 1_000_000 });
  });

  it('says when no account of the caller has the key (exit 1), and refuses a blank one (exit 2)', async () => {
    const missing = (key: string) =>
      `None of your accounts has the id or company "${key}"; see \`wdp accounts list\`.\n`;
    expect(await cli.wdp(['accounts', 'get', 'Globex'])).toEqual({ code: 1, stdout: '', stderr: missing('Globex') });
    expect(await cli.wdp(['accounts', 'get', account()], { role: 'admin' })).toEqual({
      code: 1,
      stdout: '',
      stderr: missing(account()),
    });
    expect(await cli.wdp(['accounts', 'get', ''], nowhere)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Give an account id or company; see `wdp accounts list`.\n',
    });
  });
});

describe('wdp accounts create-workspace', () => {
  it('creates a workspace in the account, as text and as JSON', async () => {
    const created = await cli.wdp(['accounts', 'create-workspace', 'Acme Analytics', '--name', 'Research Lab']);
    expect(created.code).toBe(0);
    const id = /^Created workspace Research Lab \(([0-9a-f-]{36})\) in account Acme Analytics\n$/.exec(
      created.stdout,
    )?.[1];
    expect(id).toBeDefined();
    expect(created.stderr).toBe(`Work in it with \`wdp use workspace ${id}\` or \`-w ${id}\`.\n`);
    const shown = await cli.wdp(['workspaces', 'get', 'Research Lab', '--json']);
    expect(JSON.parse(shown.stdout)).toMatchObject({ id, name: 'Research Lab' });
    expect(cli.service.store.accounts.get(account())?.workspaceIds.has(id ?? '')).toBe(true);
    const json = await cli.wdp([
      'accounts',
      'create-workspace',
      account(),
      '--name',
      'Ops',
      '--alias',
      'ops',
      '--json',
    ]);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    const workspace = JSON.parse(json.stdout) as Record<string, unknown>;
    expect(workspace).toMatchObject({ name: 'Ops', alias: 'ops' });
    expect(workspace).not.toHaveProperty('deploymentSecret');
  });

  it("reports the service's refusal past the account's quota (exit 1)", async () => {
    for (const name of ['Two', 'Three'])
      expect((await cli.wdp(['accounts', 'create-workspace', account(), '--name', name])).code).toBe(0);
    const refused = await cli.wdp(['accounts', 'create-workspace', account(), '--name', 'Four']);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain(`Account ${account()} has reached its limit of 3 workspaces`);
  });

  it('refuses a blank name before any request (exit 2)', async () => {
    expect(await cli.wdp(['accounts', 'create-workspace', account(), '--name', ' '], nowhere)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Give the workspace a name that is not blank: --name "Research Lab".\n',
    });
    const noName = await cli.wdp(['accounts', 'create-workspace', account()], nowhere);
    expect(noName).toMatchObject({ code: 2, stdout: '' });
    expect(noName.stderr).toContain("required option '--name <name>' not specified");
  });
});

describe('wdp accounts and server text', () => {
  it('prints control characters of a company escaped in text and exact in --json', async () => {
    const record = cli.service.store.accounts.get(account());
    if (record) record.company = 'Acme\u001b[2J\nEvil';
    const text = await cli.wdp(['accounts', 'get', account()]);
    expect(text.stdout).toContain('\ncompany:        Acme\\e[2J\\nEvil\n');
    const list = await cli.wdp(['accounts', 'list']);
    expect(list.stdout).toContain(`${account()}  Acme\\e[2J\\nEvil  ada@example.com`);
    const json = await cli.wdp(['accounts', 'get', account(), '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ company: 'Acme\u001b[2J\nEvil' });
  });
});

describe('wdp accounts --help', () => {
  it('shows an example for the group and for each command', async () => {
    for (const [args, line] of [
      [['accounts'], 'wdp accounts list'],
      [['accounts', 'list'], 'wdp accounts list --all'],
      [['accounts', 'get'], 'wdp accounts get "Acme Analytics"'],
      [['accounts', 'create-workspace'], 'wdp accounts create-workspace "Acme Analytics" --name "Research Lab"'],
    ] as const)
      expect((await cli.wdp([...args, '--help'])).stdout).toContain(`Example:\n  $ ${line}\n`);
  });
});
