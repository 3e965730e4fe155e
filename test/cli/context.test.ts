import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareWdp } from '../helpers/bare-cli.js';
import { useCli, type WdpRun } from './harness.js';

const cli = useCli();

const token = 'tok-context-test-0123456789-wxyz';
const secret = 'sec-context-test-0123456789-abcd';

const wdp = bareWdp(cli);
/** The warning of a literal `--token T` or `--client-secret S` (argv-secrets.ts), which still works. */
const argvWarning = {
  token:
    'warning: --token puts a secret on the command line, where other users and shell history can read it; use ' +
    '--token - (stdin), WDP_TOKEN or `wdp auth login`.\n',
  clientSecret:
    'warning: --client-secret puts a secret on the command line, where other users and shell history can read ' +
    'it; use --client-secret - (stdin) or WDP_CLIENT_SECRET.\n',
};
const contextsFile = () => join(cli.configDir, 'contexts.json');
const stored = async () => JSON.parse(await readFile(contextsFile(), 'utf8')) as Record<string, unknown>;

describe('wdp context create', () => {
  it('stores the flags given (not the environment) in a 0600 file, the first context becoming current', async () => {
    const dir = join(cli.configDir, 'nested');
    const env = { WDP_CONFIG_DIR: dir, WDP_AUDIENCE: 'from-env' };
    const args = ['context', 'create', 'dev', '--base-url', 'https://dev.example.com', '--token', token, '-w', 'ws-1'];
    const created = await wdp(args, { env });
    expect(created).toEqual({
      code: 0,
      stdout: '',
      stderr: `${argvWarning.token}Created context dev, now the current one.\n`,
    });
    const path = join(dir, 'contexts.json');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({
      contexts: { dev: { baseUrl: 'https://dev.example.com', token, workspace: 'ws-1' } },
      current: 'dev',
    });
  });

  it('leaves the current context alone unless --use, and prints the new context masked with --json', async () => {
    await wdp(['context', 'create', 'dev', '--base-url', 'https://dev.example.com']);
    const prod = ['context', 'create', 'prod', '--base-url', 'https://prod.example.com', '--client-id', 'ci'];
    const created = await wdp([
      ...prod,
      '--client-secret',
      secret,
      '--token-url',
      'https://id.example.com/token',
      '--json',
    ]);
    expect(created).toMatchObject({ code: 0, stderr: argvWarning.clientSecret });
    expect(JSON.parse(created.stdout)).toEqual({
      name: 'prod',
      current: false,
      auth: 'api key',
      baseUrl: 'https://prod.example.com',
      clientId: 'ci',
      clientSecret: '****abcd',
      tokenUrl: 'https://id.example.com/token',
    });
    expect((await stored())['current']).toBe('dev');
    await wdp(['context', 'create', 'test', '--use']);
    expect((await stored())['current']).toBe('test');
  });

  it('refuses a name in use, a bad name and a bad URL (exit 2), leaving the file as it was', async () => {
    await wdp(['context', 'create', 'dev', '--base-url', 'https://dev.example.com']);
    const before = await readFile(contextsFile(), 'utf8');
    expect(await wdp(['context', 'create', 'dev', '--token', token])).toEqual({
      code: 2,
      stdout: '',
      stderr: `${argvWarning.token}A context named "dev" exists; change it with \`wdp context update dev ...\`.\n`,
    });
    const badName = await wdp(['context', 'create', 'my dev']);
    expect(badName).toMatchObject({ code: 2, stderr: expect.stringContaining('"my dev" is not a context name') });
    expect(await wdp(['context', 'create', '.hidden'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        '".hidden" is not a context name: use letters, digits, and . _ @ -, starting with a letter or digit ' +
        '(at most 64).\n',
    });
    const badUrl = await wdp(['context', 'create', 'other', '--base-url', 'dev.example.com']);
    expect(badUrl.stderr).toBe('--base-url takes an absolute http(s) URL, such as https://app.example.com.\n');
    expect(badUrl.code).toBe(2);
    expect(await readFile(contextsFile(), 'utf8')).toBe(before);
  });
});

describe('wdp context list and use', () => {
  it('lists the contexts as a table (current starred) and as a JSON array with secrets masked', async () => {
    expect(await wdp(['context', 'list'])).toEqual({
      code: 0,
      stdout: '',
      stderr: 'No contexts yet; create one with `wdp context create NAME --base-url URL --with-token < token-file`.\n',
    });
    await wdp(['context', 'create', 'prod', '--base-url', 'https://prod.example.com', '--client-id', 'ci']);
    await wdp(['context', 'create', 'dev', '--base-url', 'https://dev.example.com', '--token', token, '-w', 'ws-1']);
    await wdp(['context', 'create', 'empty']);
    expect(await wdp(['context', 'list'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'NAME   CURRENT  BASE URL                  WORKSPACE  AUTH',
        'dev             https://dev.example.com   ws-1       token',
        'empty                                                none',
        'prod   *        https://prod.example.com             api key',
        '',
      ].join('\n'),
    });
    const json = await wdp(['context', 'list', '--json']);
    expect(JSON.parse(json.stdout)).toEqual([
      {
        name: 'dev',
        current: false,
        auth: 'token',
        baseUrl: 'https://dev.example.com',
        token: '****wxyz',
        workspace: 'ws-1',
      },
      { name: 'empty', current: false, auth: 'none' },
      { name: 'prod', current: true, auth: 'api key', baseUrl: 'https://prod.example.com', clientId: 'ci' },
    ]);
  });

  it('switches the current context, and lists the names when asked for an unknown one (exit 2)', async () => {
    await wdp(['context', 'create', 'dev']);
    await wdp(['context', 'create', 'prod']);
    expect(await wdp(['context', 'use', 'prod'])).toEqual({ code: 0, stdout: '', stderr: 'Now using context prod.\n' });
    expect((await stored())['current']).toBe('prod');
    expect(await wdp(['context', 'use', 'staging'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'No context named "staging"; the contexts are: dev, prod.\n',
    });
    expect(await wdp(['context', 'use', 'constructor'])).toMatchObject({ code: 2 });
  });
});

describe('wdp context show', () => {
  it('shows the settings in force, masked, with where each comes from (credentials from one layer)', async () => {
    await wdp(['context', 'create', 'dev', '--base-url', 'https://dev.example.com', '--token', token, '-w', 'ctx-ws']);
    const shown = await wdp(['context', 'show', '--client-id', 'flag-id'], { env: { WDP_CLIENT_SECRET: secret } });
    expect(shown).toEqual({
      code: 0,
      stderr:
        'Warning: ignoring WDP_CLIENT_SECRET: the credentials come from the flags.\n' +
        'Warning: ignoring the token of context dev: the credentials come from the flags.\n',
      stdout: [
        'context: dev (current)',
        `file:    ${contextsFile()}`,
        '',
        'SETTING        VALUE                    SOURCE',
        'base-url       https://dev.example.com  context dev',
        'workspace      ctx-ws                   context dev',
        'token',
        'client-id      flag-id                  flag --client-id',
        'client-secret',
        'token-url',
        'audience',
        '',
      ].join('\n'),
    });
  });

  it('takes a flag over the environment over the context (--workspace, WDP_WORKSPACE, the context)', async () => {
    await wdp(['context', 'create', 'dev', '-w', 'ctx-ws']);
    const workspace = async (args: string[], env: WdpRun['env'] = {}) => {
      const { settings, sources } = JSON.parse((await wdp(['context', 'show', '--json', ...args], { env })).stdout);
      return [settings.workspace, sources.workspace];
    };
    expect(await workspace([])).toEqual(['ctx-ws', 'context']);
    expect(await workspace([], { WDP_WORKSPACE: 'env-ws' })).toEqual(['env-ws', 'env']);
    expect(await workspace(['-w', 'flag-ws'], { WDP_WORKSPACE: 'env-ws' })).toEqual(['flag-ws', 'flag']);
    expect(await workspace([], { WDP_WORKSPACE: '' })).toEqual([undefined, undefined]);
  });

  it('takes a flag over the environment over the context on a real request too', async () => {
    const { url } = cli.server;
    await wdp(['context', 'create', 'dev', '--base-url', url, '--token', 'not-a-token']);
    expect(await wdp(['profile'])).toMatchObject({ code: 1, stderr: expect.stringMatching(/^AuthenticationError/) });
    const owner = cli.service.fixtures.owner.token;
    expect(await wdp(['profile', '--json'], { env: { WDP_TOKEN: owner } })).toMatchObject({
      code: 0,
      stderr: 'Warning: ignoring the token of context dev: the credentials come from the environment.\n',
    });
    const flagged = await wdp(['profile', '--token', 'not-a-token'], { env: { WDP_TOKEN: owner } });
    expect(flagged.code).toBe(1);
  });

  it('shows a named context as --context would, and refuses an unknown one (exit 2)', async () => {
    await wdp(['context', 'create', 'dev', '-w', 'dev-ws']);
    await wdp(['context', 'create', 'prod', '-w', 'prod-ws']);
    const json = JSON.parse((await wdp(['context', 'show', 'prod', '--json'])).stdout);
    expect(json).toEqual({
      context: 'prod',
      current: false,
      file: contextsFile(),
      settings: { workspace: 'prod-ws' },
      sources: { workspace: 'context' },
    });
    expect(await wdp(['context', 'show', 'nope'])).toMatchObject({ code: 2, stdout: '' });
  });
});

describe('wdp context update and delete', () => {
  it('changes and unsets settings of the current or a named context', async () => {
    await wdp(['context', 'create', 'dev', '--base-url', 'https://dev.example.com', '--token', token, '-w', 'ws-1']);
    await wdp(['context', 'create', 'prod']);
    const updated = await wdp(['context', 'update', '--unset', 'token', '--unset', 'workspace', '--audience', 'aud']);
    expect(updated).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Updated context dev: set --audience, unset --token, unset --workspace.\n',
    });
    const named = await wdp(['context', 'update', 'prod', '--client-secret', secret, '--json']);
    expect(JSON.parse(named.stdout)).toEqual({
      name: 'prod',
      current: false,
      auth: 'api key',
      clientSecret: '****abcd',
    });
    expect((await stored())['contexts']).toEqual({
      dev: { baseUrl: 'https://dev.example.com', audience: 'aud' },
      prod: { clientSecret: secret },
    });
  });

  it('refuses an update that changes nothing, an unknown setting, or no context (exit 2)', async () => {
    expect(await wdp(['context', 'update', '--token', token])).toMatchObject({ code: 2 });
    await wdp(['context', 'create', 'dev']);
    expect(await wdp(['context', 'update'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Nothing to change: pass settings flags (such as --token - or -w ID) or --unset SETTING.\n',
    });
    const unknown = await wdp(['context', 'update', '--unset', 'password']);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('--unset takes one of base-url,') });
  });

  it('deletes a context, and no context is current once the current one is deleted', async () => {
    await wdp(['context', 'create', 'dev']);
    await wdp(['context', 'create', 'prod']);
    expect(await wdp(['context', 'delete', 'prod'])).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Deleted context prod.\n',
    });
    const current = await wdp(['context', 'delete', 'dev']);
    expect(current.stderr).toBe(
      'Deleted context dev. No context is current now; pick one with `wdp context use NAME`.\n',
    );
    expect(await stored()).toEqual({ contexts: {} });
    expect(await wdp(['context', 'delete', 'dev'])).toMatchObject({ code: 2 });
  });
});

describe('wdp context import-matatika', () => {
  const matatika = {
    contexts: {
      dev: { auth_token: token, endpoint_url: 'https://catalog.matatika.com/api', workspace_id: 'ws-1' },
      staging: { endpoint_url: 'https://staging.example.com/api/' },
      'bad name': {},
    },
    current: 'staging',
  };

  it('imports ~/.matatika/contexts.json: /api stripped, missing fields unset, its current kept', async () => {
    const home = join(cli.configDir, 'home');
    await mkdir(join(home, '.matatika'), { recursive: true });
    await writeFile(join(home, '.matatika', 'contexts.json'), JSON.stringify(matatika));
    const imported = await wdp(['context', 'import-matatika'], { env: { HOME: home } });
    expect(imported).toEqual({
      code: 0,
      stdout: 'NEW      dev\nNEW      staging\nSKIPPED  bad name (not a valid wdp context name)\n',
      stderr: 'Context staging is now the current one, as it was in matatika.\n',
    });
    expect(await stored()).toEqual({
      contexts: {
        dev: { baseUrl: 'https://catalog.matatika.com', workspace: 'ws-1', token },
        staging: { baseUrl: 'https://staging.example.com' },
      },
      current: 'staging',
    });
  });

  it('skips names wdp has, or replaces them with --force, keeping the current context', async () => {
    const path = join(cli.configDir, 'matatika.json');
    await writeFile(path, JSON.stringify(matatika));
    await wdp(['context', 'create', 'dev', '-w', 'mine']);
    const skipped = await wdp(['context', 'import-matatika', path]);
    expect(skipped.stdout).toContain('SKIPPED  dev (exists; --force replaces it)\nNEW      staging\n');
    expect(skipped.stderr).toBe('');
    const forced = await wdp(['context', 'import-matatika', path, '--force', '--json']);
    expect(JSON.parse(forced.stdout)).toEqual({
      file: path,
      contexts: [
        { name: 'dev', status: 'REPLACED' },
        { name: 'staging', status: 'REPLACED' },
        { name: 'bad name', status: 'SKIPPED', reason: 'not a valid wdp context name' },
      ],
      current: 'dev',
    });
    expect(await stored()).toMatchObject({ contexts: { dev: { workspace: 'ws-1' } }, current: 'dev' });
  });

  it('fails on a missing or malformed file (exit 1)', async () => {
    const path = join(cli.configDir, 'matatika.json');
    expect(await wdp(['context', 'import-matatika', path])).toEqual({
      code: 1,
      stdout: '',
      stderr: `Cannot read the matatika contexts file ${path}: no such file.\n`,
    });
    await writeFile(path, '["not", "contexts"]');
    const malformed = await wdp(['context', 'import-matatika', path]);
    expect(malformed).toMatchObject({
      code: 1,
      stderr: `${path} is not a matatika contexts file: it needs a "contexts" object of named contexts.\n`,
    });
  });
});

describe('wdp use workspace', () => {
  it("stores the workspace's id in the current context", async () => {
    const { url, service } = cli.server;
    await wdp(['context', 'create', 'dev', '--base-url', url, '--token', service.fixtures.owner.token]);
    expect(await wdp(['use', 'workspace', 'analytics'])).toMatchObject({ code: 0, stdout: '' });
    const { settings, sources } = JSON.parse((await wdp(['context', 'show', '--json'])).stdout);
    expect([settings.workspace, sources.workspace]).toEqual([service.fixtures.workspaceId, 'context']);
  });

  it('says that the context --context names does not exist (exit 2), though another is current', async () => {
    const args = ['--context', 'nosuch', 'use', 'workspace', 'analytics'];
    expect(await wdp(args)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'No context named "nosuch", nor any other; create one with `wdp context create nosuch`.\n',
    });
    await wdp(['context', 'create', 'dev', '--base-url', cli.server.url, '--token', '-'], { input: `${token}\n` });
    expect(await wdp(args)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'No context named "nosuch"; the contexts are: dev.\n',
    });
    expect(await stored()).toEqual({ contexts: { dev: { baseUrl: cli.server.url, token } }, current: 'dev' });
  });
});
