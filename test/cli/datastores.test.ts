// `wdp datastores`: list, get (secret-looking settings hidden), create from flags or a checked YAML/JSON file,
// make-default and delete, each checked in the mock's state.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'wdp-datastores-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const wdp = (args: string[]) => cli.wdp(args, { cwd: folder });
const file = (name: string, text: string) => writeFile(join(folder, name), text);
const workspace = () => cli.service.fixtures.workspaceId;
const managed = () => cli.service.fixtures.datastoreId;
/** The names of the demo workspace's datastores, as the mock holds them. */
const names = () =>
  [...cli.service.store.datastores.values()]
    .filter((d) => d.workspaceId === workspace())
    .map((d) => d.name)
    .sort();
const warehouse = ['--name', 'Warehouse', '--plugin', 'target-postgres'];

describe('wdp datastores list and get', () => {
  it("lists the workspace's datastores as a table and as a JSON array", async () => {
    expect(await wdp(['datastores', 'list'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `ID${' '.repeat(36)}NAME               PLUGIN                         MANAGED`,
        `${managed()}  Default datastore  target-postgres--transferwise  true`,
        '',
      ].join('\n'),
    });
    const json = await wdp(['datastores', 'list', '--json']);
    expect((JSON.parse(json.stdout) as { id: string }[]).map((d) => d.id)).toEqual([managed()]);
  });

  it('shows a datastore by name (any case) as fields with its settings, and by id as JSON', async () => {
    const byName = await wdp(['datastores', 'get', 'default DATASTORE']);
    expect(byName).toMatchObject({ code: 0, stderr: '' });
    expect(byName.stdout).toMatch(new RegExp(`^id: +${managed()}\nname: +Default datastore\n`));
    expect(byName.stdout).toMatch(/\njdbc url: +jdbc:postgresql:\/\/db.internal:5432\/analytics\n/);
    expect(byName.stdout).toMatch(/\nproperties: host=db.internal\n {12}port=5432\n {12}dbname=analytics\n$/);
    const byId = await wdp(['datastores', 'get', managed(), '--json']);
    expect(JSON.parse(byId.stdout)).toMatchObject({ id: managed(), name: 'Default datastore', managed: true });
  });

  it('says so when no datastore has the id or name (exit 1)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const key of ['Nope', id])
      expect(await wdp(['datastores', 'get', key])).toEqual({
        code: 1,
        stdout: '',
        stderr: `No datastore of workspace ${workspace()} has the id or name "${key}"; see \`wdp datastores list\`.\n`,
      });
  });
});

describe('wdp datastores create from flags', () => {
  it('creates it with its settings, and never prints a secret-looking value in text', async () => {
    const props = ['--property', 'host=db.example.com', '--property', 'password=s3cr=t', '--property', 'api_key=k1'];
    const created = await wdp(['datastores', 'create', ...warehouse, ...props]);
    const id = /^Created datastore Warehouse \(([0-9a-f-]{36})\): target-postgres--transferwise\n$/.exec(
      created.stdout,
    )?.[1];
    expect(id).toBeDefined();
    expect(created).toMatchObject({
      code: 0,
      stderr:
        'warning: --property password puts a secret on the command line, where other users and shell history can ' +
        'read it; use --property-file password=PATH or --property-env password=VAR.\n' +
        'warning: --property api_key puts a secret on the command line, where other users and shell history can ' +
        'read it; use --property-file api_key=PATH or --property-env api_key=VAR.\n' +
        `Make it the workspace's default with \`wdp datastores make-default ${id}\`.\n`,
    });
    expect(created.stderr).not.toContain('s3cr');
    expect(cli.service.store.datastores.get(id ?? '')?.properties).toEqual({
      host: 'db.example.com',
      password: 's3cr=t',
      api_key: 'k1',
    });
    const shown = await wdp(['datastores', 'get', 'Warehouse']);
    expect(shown.stdout).toMatch(/\nproperties: host=db.example.com\n {12}password=\*\*\*\*\n {12}api_key=\*\*\*\*\n$/);
    expect(shown.stdout).not.toContain('s3cr');
    const json = await wdp(['datastores', 'get', 'Warehouse', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ properties: { password: 's3cr=t', api_key: 'k1' } });
  });

  it('takes the plugin by id and prints the datastore as JSON', async () => {
    const plugins = await wdp(['api', 'GET', `/api/workspaces/${workspace()}/dataplugins`]);
    const loader = (
      JSON.parse(plugins.stdout) as { _embedded: { dataplugins: { id: string; name: string }[] } }
    )._embedded.dataplugins.find((p) => p.name === 'target-postgres');
    const created = await wdp(['datastores', 'create', '--name', 'Lake', '--plugin', loader?.id ?? '', '--json']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'Lake', dataPlugin: 'target-postgres--transferwise' });
    expect(names()).toEqual(['Default datastore', 'Lake']);
  });

  it('refuses bad flags before any request (exit 2)', async () => {
    expect(await wdp(['datastores', 'create', ...warehouse, '--property', 'host'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--property takes key=value, such as --property host=db.example.com; got no "=" (not shown).\n',
    });
    expect(await wdp(['datastores', 'create', ...warehouse, '--property', 'a=1', '--property', 'a=2'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--property a is given twice; give each setting once.\n',
    });
    const noPlugin = await wdp(['datastores', 'create', '--name', 'Warehouse']);
    expect(noPlugin).toMatchObject({ code: 2, stdout: '' });
    expect(noPlugin.stderr).toMatch(/^Give the datastore --name and --plugin .*, or -f FILE; see `wdp datastores/);
    const both = await wdp(['datastores', 'create', '-f', 'store.yml', '--name', 'Warehouse']);
    expect(both).toMatchObject({ code: 2, stdout: '' });
    expect(both.stderr).toMatch(/option '-f, --file <file>' cannot be used with option '--name <name>'/);
    expect(names()).toEqual(['Default datastore']);
  });
});

describe('wdp datastores create -f', () => {
  it('creates the datastore a YAML file describes, its numbers taken as text', async () => {
    await file('store.yml', 'name: Warehouse\ndataPlugin: target-postgres\nproperties:\n  host: db\n  port: 5433\n');
    const created = await wdp(['datastores', 'create', '-f', 'store.yml', '--json']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'Warehouse', properties: { host: 'db', port: '5433' } });
  });

  it('creates the datastore a JSON file describes', async () => {
    await file('store.json', JSON.stringify({ name: 'Lake', dataPlugin: 'target-postgres', draft: true }, null, 2));
    const created = await wdp(['datastores', 'create', '--file', 'store.json']);
    expect(created).toMatchObject({ code: 0 });
    expect(created.stdout).toMatch(/^Created datastore Lake \(/);
    expect(names()).toEqual(['Default datastore', 'Lake']);
  });

  it('reports every problem of the file as file:line and sends nothing (exit 2)', async () => {
    await file('bad.yml', 'name: ""\ndataPlugn: target-postgres\nproperties:\n  host: db\n  hosts: [a, b]\n');
    expect(await wdp(['datastores', 'create', '-f', 'bad.yml'])).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        'bad.yml:1: `name`: a datastore needs a non-empty name',
        'bad.yml:1: `dataPlugin` is required',
        'bad.yml:2: unknown key `dataPlugn` (did you mean `dataPlugin`?); a datastore takes name, dataPlugin, ' +
          'properties, commands, streams, draft',
        'bad.yml:5: setting `hosts` must be text, a number or true/false; got a list',
        'Nothing was sent; fix the file and run again.',
        '',
      ].join('\n'),
    });
    await file('bad.json', '{\n  "name": "Lake",\n  "dataPlugin": 7\n}\n');
    const json = await wdp(['datastores', 'create', '-f', 'bad.json']);
    expect(json).toMatchObject({ code: 2, stdout: '' });
    expect(json.stderr).toMatch(/^bad\.json:3: `dataPlugin` must be text; got a number \(quote it to make it text\)\n/);
    expect(await wdp(['datastores', 'create', '-f', 'missing.yml'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Cannot read the datastore file missing.yml: ENOENT.\n',
    });
    expect(names()).toEqual(['Default datastore']);
  });
});

describe('wdp datastores make-default and delete', () => {
  it('makes a datastore the default, and deletes it (the managed one becomes the default again)', async () => {
    await wdp(['datastores', 'create', ...warehouse]);
    const id = [...cli.service.store.datastores.values()].find((d) => d.name === 'Warehouse')?.id ?? '';
    expect(await wdp(['datastores', 'make-default', 'warehouse'])).toEqual({
      code: 0,
      stdout: `Datastore Warehouse (${id}) is now the workspace's default\n`,
      stderr: '',
    });
    expect(cli.service.store.defaultDatastores.get(workspace())).toBe(id);
    expect(await wdp(['datastores', 'make-default', managed(), '--json'])).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ default: managed() }, null, 2)}\n`,
      stderr: '',
    });
    expect(cli.service.store.defaultDatastores.get(workspace())).toBe(managed());
    await wdp(['datastores', 'make-default', id]);
    expect(await wdp(['datastores', 'delete', id, '--json'])).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ deleted: id }, null, 2)}\n`,
      stderr: '',
    });
    expect(cli.service.store.defaultDatastores.get(workspace())).toBe(managed());
    expect(names()).toEqual(['Default datastore']);
  });

  it('passes on the refusal to delete the managed datastore (exit 1)', async () => {
    const refused = await wdp(['datastores', 'delete', 'Default datastore']);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(/^ConflictError: .*is the managed datastore supplied by the service/);
    expect(names()).toEqual(['Default datastore']);
  });
});

describe('wdp datastores and server text', () => {
  it('prints a control character of a name escaped in text and exact in --json', async () => {
    await wdp(['datastores', 'create', '--name', 'Ware\u001b[2J\nhouse', '--plugin', 'target-postgres']);
    const text = await wdp(['datastores', 'list']);
    expect(text.stdout).toContain('  Ware\\e[2J\\nhouse  ');
    const json = await wdp(['datastores', 'get', 'Ware\u001b[2J\nhouse', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ name: 'Ware\u001b[2J\nhouse' });
  });
});

describe('wdp datastores --help', () => {
  it('shows an example for the group and each command', async () => {
    const group = await wdp(['datastores', '--help']);
    expect(group.stdout).toContain('\nExample:\n  $ wdp datastores create -f warehouse.yml\n');
    for (const command of ['list', 'get', 'create', 'make-default', 'delete']) {
      const help = await wdp(['datastores', command, '--help']);
      expect(help.stdout).toMatch(new RegExp(`\nExample:\n {2}\\$ wdp datastores ${command}`));
    }
  });
});
