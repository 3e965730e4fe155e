import { describe, expect, it } from 'vitest';
import { pluginTypes } from '../../src/cli/commands/plugins/define.js';
import { Client, DataPluginType } from '../../src/index.js';
import { useCli } from './harness.js';

const cli = useCli();
const workspace = () => cli.service.fixtures.workspaceId;
const owner = () => new Client({ baseUrl: cli.server.url, auth: cli.service.fixtures.owner.token });
const ids = {
  tapPostgres: 'f746009b-3d73-4bee-8be9-eac5671c44e1',
  targetPostgres: '5b196d17-cbb4-468d-a1f3-95bcfad6a99e',
  singerGithub: 'b6c7d8e9-0a1b-4c2d-8e3f-405162738495',
};
/** An address where nothing listens: a command that reaches it fails, so exit code 2 shows it sent nothing. */
const nowhere = { env: { WDP_BASE_URL: 'http://127.0.0.1:9' } };

describe('wdp plugins list and get', () => {
  it("lists the workspace's installed plugins, and with --available those it can install", async () => {
    expect(await cli.wdp(['plugins', 'list'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'ID                                    NAME             VARIANT       TYPE       LABEL',
        `${ids.tapPostgres}  tap-postgres     meltanolabs   EXTRACTOR  PostgreSQL`,
        `${ids.targetPostgres}  target-postgres  transferwise  LOADER     PostgreSQL`,
        '',
      ].join('\n'),
    });
    const available = await cli.wdp(['plugins', 'list', '--available', '--json']);
    expect(available).toMatchObject({ code: 0, stderr: '' });
    const names = (JSON.parse(available.stdout) as { name: string; variant: string }[]).map(
      (p) => `${p.name}--${p.variant}`,
    );
    expect(names).toContain('tap-github--singer-io');
    expect(names).not.toContain('tap-postgres--meltanolabs');
  });

  it('shows a plugin by name as fields, and by name--variant or id as JSON', async () => {
    const byName = await cli.wdp(['plugins', 'get', 'TAP-POSTGRES']);
    expect(byName).toMatchObject({ code: 0, stderr: '' });
    expect(byName.stdout).toMatch(
      new RegExp(`^id: +${ids.tapPostgres}\nname: +tap-postgres\nvariant: +meltanolabs\ntype: +EXTRACTOR\n`),
    );
    expect(byName.stdout).toContain('settings:     host (STRING): The database server host name\n');
    expect(byName.stdout).toContain('\ncapabilities: CATALOG, DISCOVER, STATE, ABOUT, STREAM_MAPS\n');
    expect(byName.stdout).toMatch(/\ndescription: +PostgreSQL database extractor\n$/);
    const byVariant = await cli.wdp(['plugins', 'get', 'tap-github--singer-io', '--json']);
    expect(JSON.parse(byVariant.stdout)).toMatchObject({ id: ids.singerGithub, variant: 'singer-io' });
    const byId = await cli.wdp(['plugins', 'get', ids.singerGithub, '--json']);
    expect(JSON.parse(byId.stdout)).toMatchObject({ id: ids.singerGithub, name: 'tap-github' });
  });

  it('refuses a name two variants share (exit 2), and says when none has the key (exit 1)', async () => {
    expect(await cli.wdp(['plugins', 'get', 'tap-github'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        '2 data plugins are named "tap-github": tap-github--meltanolabs, tap-github--singer-io; ' +
        'give one of these names or an id.\n',
    });
    const missing = (key: string) =>
      `No data plugin has the id or name "${key}" in workspace ${workspace()} or among those it can install; ` +
      `see \`wdp plugins list\` or \`wdp plugins search ${key}\`.\n`;
    expect(await cli.wdp(['plugins', 'get', 'tap-nope'])).toEqual({ code: 1, stdout: '', stderr: missing('tap-nope') });
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await cli.wdp(['plugins', 'get', id])).toEqual({ code: 1, stdout: '', stderr: missing(id) });
    expect(await cli.wdp(['plugins', 'get', ' '], nowhere)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Give a data plugin id or name, such as tap-postgres; see `wdp plugins list --available`.\n',
    });
  });
});

describe('wdp plugins list --available, filtered by example', () => {
  it('lists the installable plugins of a type (any case), name, variant and namespace', async () => {
    expect(await cli.wdp(['plugins', 'list', '--available', '--type', 'extractor', '--name', 'tap-github'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'ID                                    NAME        VARIANT      TYPE       LABEL',
        '59f23aba-a676-4eb6-a74e-8b85942de849  tap-github  meltanolabs  EXTRACTOR  GitHub',
        `${ids.singerGithub}  tap-github  singer-io    EXTRACTOR  GitHub`,
        '',
      ].join('\n'),
    });
    const args = ['--variant', 'singer-io', '--namespace', 'tap_github', '--json'];
    const json = await cli.wdp(['plugins', 'list', '--available', '--name', 'tap-github', ...args]);
    expect((JSON.parse(json.stdout) as { id: string }[]).map((p) => p.id)).toEqual([ids.singerGithub]);
    expect(await cli.wdp(['plugins', 'list', '--available', '--name', 'tap-postgres'])).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Nothing to show.\n', // installed already: not among those it can install
    });
  });

  it('refuses a filter without --available, and an unknown type, before any request (exit 2)', async () => {
    expect(await cli.wdp(['plugins', 'list', '--name', 'tap-github', '--type', 'loader'], nowhere)).toEqual({
      code: 2,
      stdout: '',
      stderr: '--type, --name: only the plugins a workspace can install are filtered; add --available.\n',
    });
    expect(await cli.wdp(['plugins', 'list', '--available', '--type', 'tap'], nowhere)).toEqual({
      code: 2,
      stdout: '',
      stderr:
        '--type takes EXTRACTOR, LOADER, TRANSFORMER, TRANSFORM, MODEL, ORCHESTRATOR, UTILITY, MAPPER or FILE ' +
        '(in any case); got "tap".\n',
    });
    expect(pluginTypes).toEqual(DataPluginType.options);
  });
});

describe('wdp plugins search', () => {
  it('lists the Hub plugins whose name, label or description matches, each variant a row', async () => {
    expect(await cli.wdp(['plugins', 'search', 'PostgreSQL'])).toEqual({
      code: 0,
      stderr: 'Install one with `wdp plugins install NAME--VARIANT`.\n',
      stdout: [
        'NAME             TYPE          VARIANT                 DESCRIPTION',
        'tap-postgres     extractors    meltanolabs             PostgreSQL database extractor',
        'target-postgres  loaders       transferwise (default)  PostgreSQL database loader',
        'target-postgres  loaders       meltanolabs             PostgreSQL database loader (Meltano SDK)',
        'dbt-postgres     transformers  dbt-labs                SQL transformations in PostgreSQL',
        '',
      ].join('\n'),
    });
    const loaders = await cli.wdp(['plugins', 'search', 'csv', '--type', 'loaders', '--json']);
    expect(loaders).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(loaders.stdout)).toEqual([
      {
        name: 'target-csv',
        type: 'loaders',
        variant: 'hotgluexyz',
        default: true,
        label: 'Comma Separated Values (CSV)',
        description: 'CSV files',
      },
    ]);
  });

  it('searches the service-wide index without a workspace, and says when nothing matches', async () => {
    const github = await cli.wdp(['plugins', 'search', 'code hosting'], { env: { WDP_WORKSPACE: undefined } });
    expect(github).toMatchObject({ code: 0 });
    expect(github.stdout.split('\n').slice(1)).toEqual([
      'tap-github  extractors  meltanolabs (default)  Code hosting',
      'tap-github  extractors  singer-io              Code hosting',
      '',
    ]);
    expect(await cli.wdp(['plugins', 'search', 'github', '--type', 'loaders'])).toEqual({
      code: 0,
      stderr: '',
      stdout: 'No plugin of the Hub index matches "github".\n',
    });
  });

  it('refuses blank text and an unknown type before any request (exit 2)', async () => {
    expect(await cli.wdp(['plugins', 'search', '  '], nowhere)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Give some text to search for, such as `wdp plugins search postgres`.\n',
    });
    const badType = await cli.wdp(['plugins', 'search', 'x', '--type', 'taps'], nowhere);
    expect(badType).toMatchObject({ code: 2, stdout: '' });
    expect(badType.stderr).toContain("argument 'taps' is invalid. Allowed choices are extractors, loaders,");
  });
});

describe('wdp plugins install', () => {
  it('installs a plugin by name--variant and says what to do next', async () => {
    const installed = await cli.wdp(['plugins', 'install', 'tap-github--singer-io']);
    expect(installed).toEqual({
      code: 0,
      stdout: `Installed data plugin tap-github--singer-io (${ids.singerGithub}) in workspace ${workspace()}\n`,
      stderr: [
        'Next, configure it as a data component (its settings: `wdp plugins get tap-github--singer-io`):',
        '  wdp components create --name extractors/tap-github --plugin tap-github--singer-io --property KEY=VALUE',
        '',
      ].join('\n'),
    });
    const list = await cli.wdp(['plugins', 'list', '--json']);
    expect((JSON.parse(list.stdout) as { id: string }[]).map((p) => p.id)).toContain(ids.singerGithub);
  });

  it('installs a loader by id as JSON, and reports one installed already without an error', async () => {
    const json = await cli.wdp(['plugins', 'install', '840ea8d3-1fe9-45bf-ac6a-2e01e4841e58', '--json']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toMatchObject({
      workspace: workspace(),
      plugin: { id: '840ea8d3-1fe9-45bf-ac6a-2e01e4841e58', name: 'target-redshift' },
      alreadyInstalled: false,
    });
    const again = await cli.wdp(['plugins', 'install', 'target-redshift']);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(
      `Workspace ${workspace()} has data plugin target-redshift--transferwise ` +
        '(840ea8d3-1fe9-45bf-ac6a-2e01e4841e58) installed already\n',
    );
    expect(again.stderr).toContain(
      'or as a datastore:\n  wdp datastores create --name NAME --plugin target-redshift--transferwise',
    );
  });

  it('installs the default variant of a shared name, as plugins search marks it, and says so', async () => {
    const shared = await cli.wdp(['plugins', 'install', 'target-postgres']);
    expect(shared).toEqual({
      code: 0,
      stdout:
        `Workspace ${workspace()} has data plugin target-postgres--transferwise (${ids.targetPostgres}) ` +
        'installed already\n',
      stderr: [
        'Installing target-postgres (transferwise, the default variant); give target-postgres--VARIANT to choose ' +
          'another (`wdp plugins search target-postgres` lists them).',
        'Next, configure it as a data component (its settings: `wdp plugins get target-postgres--transferwise`):',
        '  wdp components create --name loaders/target-postgres --plugin target-postgres--transferwise ' +
          '--property KEY=VALUE',
        'or as a datastore:',
        '  wdp datastores create --name NAME --plugin target-postgres--transferwise --property KEY=VALUE',
        '',
      ].join('\n'),
    });
    const github = await cli.wdp(['plugins', 'install', 'tap-github', '--json']);
    expect(github.stderr).toBe(
      'Installing tap-github (meltanolabs, the default variant); give tap-github--VARIANT to choose another ' +
        '(`wdp plugins search tap-github` lists them).\n',
    );
    expect(JSON.parse(github.stdout)).toMatchObject({ plugin: { name: 'tap-github', variant: 'meltanolabs' } });
  });

  it('refuses a name the workspace cannot install (exit 1)', async () => {
    expect(await cli.wdp(['plugins', 'install', 'tap-nope'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `Workspace ${workspace()} can install no data plugin with the id or name "tap-nope"; ` +
        'see `wdp plugins list --available` or `wdp plugins search tap-nope`.\n',
    });
    const before = await cli.wdp(['plugins', 'list', '--json']);
    expect(JSON.parse(before.stdout)).toHaveLength(2);
  });
});

describe('wdp plugins and server text', () => {
  it('prints control characters of a plugin escaped in text and exact in --json', async () => {
    await owner().dataPlugins.create(workspace(), {
      pluginType: 'EXTRACTOR',
      name: 'tap-evil',
      variant: 'acme',
      label: 'Evil\u001b[2J',
      description: 'Wipes\nthe screen',
    });
    const text = await cli.wdp(['plugins', 'get', 'tap-evil']);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toContain('\nlabel:        Evil\\e[2J\n');
    expect(text.stdout).toMatch(/\ndescription: +Wipes\n {14}the screen\n$/);
    const json = await cli.wdp(['plugins', 'get', 'tap-evil', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ label: 'Evil\u001b[2J', description: 'Wipes\nthe screen' });
    const found = await cli.wdp(['plugins', 'search', 'evil']);
    expect(found.stdout).toBe(
      'NAME      TYPE        VARIANT  DESCRIPTION\ntap-evil  extractors  acme     Wipes\\nthe screen\n',
    );
  });
});

describe('wdp plugins --help', () => {
  it('shows an example for the group and for each command', async () => {
    const group = await cli.wdp(['plugins', '--help']);
    expect(group.stdout).toContain(
      'Example:\n  $ wdp plugins search github\n  $ wdp plugins install tap-github--meltanolabs\n',
    );
    for (const [command, line] of [
      ['list', 'wdp plugins list --available --all'],
      ['get', 'wdp plugins get tap-postgres'],
      ['search', 'wdp plugins search postgres --type loaders'],
      ['install', 'wdp plugins install tap-github--meltanolabs'],
    ] as const)
      expect((await cli.wdp(['plugins', command, '--help'])).stdout).toContain(`Example:\n  $ ${line}\n`);
  });
});
