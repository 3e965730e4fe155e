// `wdp components` (alias `data-components`): list, get (secret-looking settings hidden), create from flags (a
// plugin not installed explained with the command that installs it) and delete, each checked in the mock's state.
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
const workspace = () => cli.service.fixtures.workspaceId;
/** The demo workspace's data components (name to id), as the mock holds them. */
const components = () =>
  Object.fromEntries(
    [...cli.service.store.dataComponents.values()]
      .filter((c) => c.workspaceId === workspace() && !c.draft)
      .map((c) => [c.name, c.id]),
  );
const postgres = () => components()['extractors/tap-postgres'] ?? '';
/** The warning of a secret setting given as `--property key=value`, which still counts. */
const argvWarning = (key: string) =>
  `warning: --property ${key} puts a secret on the command line, where other users and shell history can read ` +
  `it; use --property-file ${key}=PATH or --property-env ${key}=VAR.\n`;

describe('wdp components list and get', () => {
  it("lists the workspace's data components as a table and as a JSON array", async () => {
    expect(await cli.wdp(['components', 'list'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `ID${' '.repeat(36)}NAME                     TYPE       PLUGIN`,
        `${postgres()}  extractors/tap-postgres  extractor  extractors/tap-postgres--meltanolabs`,
        '',
      ].join('\n'),
    });
    const json = await cli.wdp(['data-components', 'list', '--json']);
    expect((JSON.parse(json.stdout) as { id: string }[]).map((c) => c.id)).toEqual([postgres()]);
  });

  it('lists the components of a name, or of a data plugin given by name or id, by example', async () => {
    const table = [
      `ID${' '.repeat(36)}NAME                     TYPE       PLUGIN`,
      `${postgres()}  extractors/tap-postgres  extractor  extractors/tap-postgres--meltanolabs`,
      '',
    ].join('\n');
    expect(await cli.wdp(['components', 'list', '--plugin', 'tap-postgres'])).toEqual({
      code: 0,
      stderr: '',
      stdout: table,
    });
    const byId = ['--plugin', 'f746009b-3d73-4bee-8be9-eac5671c44e1', '--name', 'extractors/tap-postgres', '--json'];
    const json = await cli.wdp(['components', 'list', ...byId]);
    expect((JSON.parse(json.stdout) as { id: string }[]).map((c) => c.id)).toEqual([postgres()]);
    for (const filter of [
      ['--plugin', 'target-postgres'],
      ['--name', 'extractors/tap-github'],
    ])
      expect(await cli.wdp(['components', 'list', ...filter])).toEqual({
        code: 0,
        stdout: '',
        stderr: 'Nothing to show.\n',
      });
    expect(await cli.wdp(['components', 'list', '--plugin', 'tap-nope'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `No data plugin has the id or name "tap-nope" in workspace ${workspace()} or among those it can install; ` +
        'see `wdp plugins list` or `wdp plugins search tap-nope`.\n',
    });
  });

  it('shows a component by name (any case) as fields with its settings, and by id as JSON', async () => {
    const byName = await cli.wdp(['components', 'get', 'Extractors/TAP-postgres']);
    expect(byName).toMatchObject({ code: 0, stderr: '' });
    expect(byName.stdout).toMatch(new RegExp(`^id: +${postgres()}\nname: +extractors/tap-postgres\n`));
    expect(byName.stdout).toMatch(
      /\nproperties: host=db.internal\n {12}port=5432\n {12}user=etl\n {12}database=orders\n$/,
    );
    const byId = await cli.wdp(['components', 'get', postgres(), '--json']);
    expect(JSON.parse(byId.stdout)).toMatchObject({ id: postgres(), name: 'extractors/tap-postgres' });
  });

  it('says so when no component has the id or name (exit 1)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const key of ['extractors/tap-nope', id])
      expect(await cli.wdp(['components', 'delete', key])).toEqual({
        code: 1,
        stdout: '',
        stderr:
          `No data component of workspace ${workspace()} has the id or name "${key}"; ` +
          'see `wdp components list`.\n',
      });
  });
});

describe('wdp components create and delete', () => {
  it('creates a component with its settings, hides its secret-looking values in text, and deletes it', async () => {
    // Both demo pipelines use extractors/tap-postgres; customers-sync may go once its run is stopped.
    await cli.wdp(['pipelines', 'delete', 'orders-etl']);
    await cli.wdp(['jobs', 'stop', cli.service.fixtures.jobs.running]);
    await cli.wdp(['pipelines', 'delete', 'customers-sync']);
    await cli.wdp(['components', 'delete', 'extractors/tap-postgres']);
    expect(components()).toEqual({});
    const props = ['--property', 'host=db', '--property', 'password=pw', '--property', 'access_token=t'];
    const created = await cli.wdp([
      'components',
      'create',
      '--name',
      'extractors/tap-postgres',
      '--plugin',
      'tap-postgres',
      ...props,
    ]);
    expect(created).toEqual({
      code: 0,
      stdout: `Created data component extractors/tap-postgres (${postgres()}): extractors/tap-postgres--meltanolabs\n`,
      // password is a PASSWORD setting of tap-postgres; access_token, which it does not define, is told by its name.
      stderr: argvWarning('password') + argvWarning('access_token'),
    });
    expect(cli.service.store.dataComponents.get(postgres())?.properties).toEqual({
      host: 'db',
      password: 'pw',
      access_token: 't',
    });
    const shown = await cli.wdp(['components', 'get', postgres()]);
    expect(shown.stdout).toMatch(/\nproperties: host=db\n {12}password=\*\*\*\*\n {12}access_token=\*\*\*\*\n$/);
    const id = postgres();
    expect(await cli.wdp(['components', 'delete', 'extractors/tap-postgres', '--json'])).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ deleted: id }, null, 2)}\n`,
      stderr: '',
    });
    expect(components()).toEqual({});
  });

  it('prints the created component as JSON', async () => {
    await cli.wdp(['plugins', 'install', 'tap-github--meltanolabs']);
    const created = await cli.wdp([
      'components',
      'create',
      '--name',
      'extractors/tap-github',
      '--plugin',
      'tap-github',
      '--json',
    ]);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'extractors/tap-github', properties: {} });
    expect(Object.keys(components()).sort()).toEqual(['extractors/tap-github', 'extractors/tap-postgres']);
  });

  it('explains a plugin not installed in the workspace with the command that installs it (exit 1)', async () => {
    const args = ['components', 'create', '--name', 'extractors/tap-github', '--plugin', 'tap-github--meltanolabs'];
    const refused = await cli.wdp(args);
    const plugin = '59f23aba-a676-4eb6-a74e-8b85942de849';
    const install = `/api/dataplugins/${plugin}/workspaces/${workspace()}/installed`;
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'The service refused the data component: Data plugin extractors/tap-github--meltanolabs is not installed ' +
          `in workspace ${workspace()}; install it first (PUT ${install})`,
        `Data plugin tap-github--meltanolabs is not installed in workspace ${workspace()}. Install it, then run this ` +
          'again:',
        '  wdp plugins install tap-github--meltanolabs',
        '',
      ].join('\n'),
    });
    expect(Object.keys(components())).toEqual(['extractors/tap-postgres']);
    // The line it gives, run as it is, installs the plugin.
    const installed = await cli.wdp(['plugins', 'install', 'tap-github--meltanolabs']);
    expect(installed.code).toBe(0);
    expect((await cli.wdp(args)).code).toBe(0);
    expect(Object.keys(components()).sort()).toEqual(['extractors/tap-github', 'extractors/tap-postgres']);
  });

  it('lists every variant to install when the plugin is named without one', async () => {
    const refused = await cli.wdp([
      'components',
      'create',
      '--name',
      'extractors/tap-github',
      '--plugin',
      'tap-github',
    ]);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain(
      '. Install one of them, then run this again:\n' +
        '  wdp plugins install tap-github--meltanolabs\n  wdp plugins install tap-github--singer-io\n',
    );
    expect(refused.stderr.endsWith('singer-io\n')).toBe(true);
  });

  it('passes on a conflict that is not about installing (exit 1), and refuses a bad --property (exit 2)', async () => {
    const taken = await cli.wdp([
      'components',
      'create',
      '--name',
      'extractors/tap-postgres',
      '--plugin',
      'tap-postgres',
    ]);
    expect(taken).toMatchObject({ code: 1, stdout: '' });
    // The create's first step made a draft: wdp says so as a shell user can act on it, not as the SDK tells a program.
    expect(taken.stderr).toMatch(
      new RegExp(
        '^ConflictError: .*already has a data component named extractors/tap-postgres\\); its first step left the ' +
          'draft [0-9a-f-]{36}, which running it again does not reuse \\(request id [0-9a-f-]{36}\\)\n$',
      ),
    );
    expect(await cli.wdp(['components', 'create', '--name', 'x', '--plugin', 'y', '--property', '=v'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        '--property takes key=value, such as --property host=db.example.com; got no key before "=" (not shown).\n',
    });
  });
});

describe('wdp components and server text', () => {
  it('prints a control character of a setting escaped in text and exact in --json', async () => {
    const component = cli.service.store.dataComponents.get(postgres());
    if (component) component.properties = { host: 'db\u001b[2J\nevil' };
    const text = await cli.wdp(['components', 'get', postgres()]);
    expect(text.stdout).toMatch(/\nproperties: host=db\\e\[2J\n {12}evil\n$/);
    const json = await cli.wdp(['components', 'get', postgres(), '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ properties: { host: 'db\u001b[2J\nevil' } });
  });
});

describe('wdp components --help', () => {
  it('shows an example for the group and each command, and answers to data-components', async () => {
    const group = await cli.wdp(['data-components', '--help']);
    expect(group.stdout).toContain(
      '\nExample:\n  $ wdp components create --name extractors/tap-postgres --plugin tap-postgres\n',
    );
    for (const command of ['list', 'get', 'create', 'delete']) {
      const help = await cli.wdp(['components', command, '--help']);
      expect(help.stdout).toMatch(new RegExp(`\nExample:\n {2}\\$ wdp components ${command}`));
    }
  });
});

describe('wdp components get, text output', () => {
  it('masks the secrets in settings not named like one: a URL password, a connection string Pwd', async () => {
    const component = cli.service.store.dataComponents.get(postgres());
    if (component)
      component.properties = {
        sqlalchemy_url: 'postgresql://etl:hunter2-xyz@db.internal/orders',
        connection: 'Server=db.internal;Uid=etl;Pwd=hunter3-xyz;',
      };
    const shown = await cli.wdp(['components', 'get', postgres()]);
    expect(shown.stdout).toContain(
      '\nproperties: sqlalchemy_url=postgresql://etl:****@db.internal/orders\n' +
        `${' '.repeat(12)}connection=Server=db.internal;Uid=etl;Pwd=****;\n`,
    );
  });
});
