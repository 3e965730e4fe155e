// A name that several resources share, exactly as given, names none of them: a usage error that asks for the id
// (exit 2), and nothing is fetched, changed or deleted; a unique exact name still wins over others in another case.
// So too a data plugin's `name--variant` that two plugins share: the error lists their ids.
import { describe, expect, it } from 'vitest';
import { Client, type DataPluginInput } from '../../src/index.js';
import { useCli } from './harness.js';

const cli = useCli();

/** The requests the mock answered since `since`, as `METHOD /path`, other than reads. */
const writesSince = (since: number) =>
  cli.service.admin
    .journal()
    .slice(since)
    .map((entry) => `${entry.method} ${entry.path}`)
    .filter((request) => !request.startsWith('GET '));

/** Creates a channel by `wdp` and gives its id. */
async function channel(name: string): Promise<string> {
  const created = await cli.wdp(['channels', 'create', '--name', name, '--json']);
  expect(created.code).toBe(0);
  return (JSON.parse(created.stdout) as { id: string }).id;
}

describe('a name two resources share exactly', () => {
  it('is refused by channels get and delete (exit 2), which delete neither', async () => {
    const ids = [await channel('Dup'), await channel('Dup')];
    const asked = '2 channels are named "Dup"; give the id instead.\n';
    expect(await cli.wdp(['channels', 'get', 'Dup'])).toEqual({ code: 2, stdout: '', stderr: asked });
    const since = cli.service.admin.journal().length;
    expect(await cli.wdp(['channels', 'delete', 'Dup'])).toEqual({ code: 2, stdout: '', stderr: asked });
    expect(writesSince(since)).toEqual([]);
    const listed = JSON.parse((await cli.wdp(['channels', 'list', '--all', '--json'])).stdout) as { id: string }[];
    expect(listed.map((c) => c.id)).toEqual(expect.arrayContaining(ids));
    const [first] = ids;
    const deleted = await cli.wdp(['channels', 'delete', first ?? '']);
    expect(deleted).toMatchObject({ code: 0, stderr: '' });
  });

  it('is refused by api-keys delete (exit 2), which revokes neither key and shows no secret', async () => {
    const keys = [];
    for (let i = 0; i < 2; i++)
      keys.push(JSON.parse((await cli.wdp(['api-keys', 'create', '--name', 'ci', '--json'])).stdout));
    const since = cli.service.admin.journal().length;
    const refused = await cli.wdp(['api-keys', 'delete', 'ci']);
    expect(refused).toEqual({ code: 2, stdout: '', stderr: '2 API keys are named "ci"; give the id instead.\n' });
    for (const key of keys) expect(refused.stderr).not.toContain(key.clientSecret);
    expect(writesSince(since)).toEqual([]);
    const listed = JSON.parse((await cli.wdp(['api-keys', 'list', '--json'])).stdout) as { id: string }[];
    expect(listed.map((k) => k.id)).toEqual(expect.arrayContaining(keys.map((k) => k.id)));
  });

  it('is refused by datastores get, and by pipelines get for a label or a name and a label (exit 2)', async () => {
    const { workspaceId, owner } = cli.service.fixtures;
    for (let i = 0; i < 2; i++) cli.service.seed.datastore({ workspaceId, name: 'Warehouse' });
    expect(await cli.wdp(['datastores', 'get', 'Warehouse'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '2 datastores are named "Warehouse"; give the id instead.\n',
    });
    cli.service.seed.pipeline({ workspaceId, profileId: owner.id, name: 'nightly-a', label: 'Nightly' });
    cli.service.seed.pipeline({ workspaceId, profileId: owner.id, name: 'nightly-b', label: 'Nightly' });
    cli.service.seed.pipeline({ workspaceId, profileId: owner.id, name: 'weekly', label: 'nightly-a' });
    for (const key of ['Nightly', 'nightly-a'])
      expect(await cli.wdp(['pipelines', 'get', key])).toEqual({
        code: 2,
        stdout: '',
        stderr: `2 pipelines are named "${key}"; give the id instead.\n`,
      });
  });

  it('leaves a name exactly one resource has to it, though another has it in another case', async () => {
    const [exact] = [await channel('Dup'), await channel('DUP')];
    const got = await cli.wdp(['channels', 'get', 'Dup', '--json']);
    expect(got).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(got.stdout)).toMatchObject({ id: exact, name: 'Dup' });
    expect(await cli.wdp(['channels', 'get', 'dup'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '2 channels are named "dup"; give the id instead.\n',
    });
  });
});

describe('a name--variant two data plugins share exactly', () => {
  const workspace = () => cli.service.fixtures.workspaceId;
  const owner = () => new Client({ baseUrl: cli.server.url, auth: cli.service.fixtures.owner.token });
  /** A plugin of the workspace's own, named as `name--variant`; its id. */
  const ownPlugin = async (name: string, variant: string, settings: DataPluginInput['settings'] = []) =>
    (await owner().dataPlugins.create(workspace(), { pluginType: 'EXTRACTOR', name, variant, settings })).id;
  const refusal = (key: string, ids: string[]) =>
    [`${ids.length} data plugins are named "${key}"; give the id of the one you mean:`, ...ids.map((id) => `  ${id}`)]
      .join('\n')
      .concat('\n');

  it('is refused by plugins install (exit 2), which installs neither; an id installs the one it names', async () => {
    // tap-github--singer-io is a plugin the workspace can install; its own plugin of that name comes after it.
    const available = (await owner().dataPlugins.listAvailable(workspace())).items;
    const catalogue = available.find((p) => p.name === 'tap-github' && p.variant === 'singer-io')?.id ?? '';
    const own = await ownPlugin('tap-github', 'singer-io');
    const since = cli.service.admin.journal().length;
    expect(await cli.wdp(['plugins', 'install', 'tap-github--singer-io'])).toEqual({
      code: 2,
      stdout: '',
      stderr: refusal('tap-github--singer-io', [catalogue, own]),
    });
    expect(writesSince(since)).toEqual([]);
    const installed = await cli.wdp(['plugins', 'install', catalogue]);
    expect(installed).toMatchObject({
      code: 0,
      stdout: `Installed data plugin tap-github--singer-io (${catalogue}) in workspace ${workspace()}\n`,
    });
    expect(writesSince(since)).toEqual([`PUT /api/dataplugins/${catalogue}/workspaces/${workspace()}/installed`]);
  });

  it('is refused by plugins get (exit 2), listing both ids', async () => {
    const ids = [await ownPlugin('tap-twin', 'acme'), await ownPlugin('tap-twin', 'acme')];
    expect(await cli.wdp(['plugins', 'get', 'tap-twin--acme'])).toEqual({
      code: 2,
      stdout: '',
      stderr: refusal('tap-twin--acme', ids),
    });
    const [first = ''] = ids;
    expect(JSON.parse((await cli.wdp(['plugins', 'get', first, '--json'])).stdout)).toMatchObject({ id: first });
  });

  it("warns of a --property that either plugin's settings make secret", async () => {
    await ownPlugin('tap-twin', 'acme', [{ name: 'dsn', kind: 'STRING' }]);
    await ownPlugin('tap-twin', 'acme', [{ name: 'dsn', kind: 'PASSWORD' }]);
    const args = ['components', 'create', '--name', 'extractors/tap-twin', '--plugin', 'tap-twin--acme'];
    const created = await cli.wdp([...args, '--property', 'dsn=postgres://u:pw@db/x']);
    expect(created.stderr).toContain('warning: --property dsn puts a secret on the command line');
    expect(created.stderr).not.toContain('pw@db');
  });
});
