// A URL with a user name or password (`https://user:pw@host`): refused where it is given, as a flag of context
// create and update or auth login, skipped by import-matatika, refused with its source named when a context or
// WDP_BASE_URL holds it already; and never printed with its password (auth status masks it, as context show does).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareWdp } from '../helpers/bare-cli.js';
import { useCli } from './harness.js';
import { runPiped } from './terminal-input.js';

const cli = useCli();
const wdp = bareWdp(cli);
const contextsFile = () => join(cli.configDir, 'contexts.json');
/** Reads the contexts file, or undefined when there is none. */
const stored = () => readFile(contextsFile(), 'utf8').then(JSON.parse, () => undefined);
/** The mock's URL with a user name and a password in it. */
const withPassword = (password: string) => cli.server.url.replace('http://', `http://u:${password}@`);
const signIn = 'sign in with a token (--token -) or an API key (--client-id ID --client-secret -) instead.\n';

describe('a URL with a user name or password, where it is given', () => {
  it('is refused by context create and update (exit 2), naming the flag and never the password', async () => {
    const token = cli.service.fixtures.owner.token;
    const created = await wdp(['context', 'create', 'a', '--base-url', withPassword('pa55word'), '--token', '-'], {
      input: `${token}\n`,
    });
    expect(created).toEqual({
      code: 2,
      stdout: '',
      stderr: `--base-url must not hold a user name or password; give the URL alone, and ${signIn}`,
    });
    expect(await stored()).toBeUndefined();
    await wdp(['context', 'create', 'a', '--base-url', cli.server.url]);
    for (const [flag, url] of [
      ['--base-url', withPassword('pa55word')],
      ['--token-url', `${withPassword('pa55word')}/oauth/token`],
    ] as const) {
      const updated = await wdp(['context', 'update', 'a', flag, url]);
      expect(updated).toMatchObject({ code: 2, stdout: '' });
      expect(updated.stderr).toBe(`${flag} must not hold a user name or password; give the URL alone, and ${signIn}`);
    }
    expect(await stored()).toEqual({ contexts: { a: { baseUrl: cli.server.url } }, current: 'a' });
  });

  it('is refused by auth login (exit 2) before the token is read or anything saved', async () => {
    const env = { WDP_CONFIG_DIR: cli.configDir };
    const input = cli.service.fixtures.owner.token;
    const flag = await runPiped(['auth', 'login', '--base-url', withPassword('pa55word')], { env, input });
    expect(flag).toEqual({
      code: 2,
      stdout: '',
      stderr:
        '--base-url must not hold a user name or password; give the URL alone, and sign in with a token or an API ' +
        'key instead.\n',
    });
    const variable = await runPiped(['auth', 'login'], {
      env: { ...env, WDP_BASE_URL: withPassword('pa55word') },
      input,
    });
    expect(variable).toMatchObject({ code: 2, stdout: '' });
    expect(variable.stderr).toMatch(/^WDP_BASE_URL must not hold a user name or password;/);
    expect(`${flag.stderr}${variable.stderr}`).not.toContain('pa55word');
    expect(await stored()).toBeUndefined();
  });

  it('is skipped by context import-matatika, with the reason, as create would refuse it', async () => {
    const path = join(cli.configDir, 'matatika.json');
    const endpoint = 'https://user:pa55word@catalog.example.com/api';
    await mkdir(cli.configDir, { recursive: true });
    await writeFile(path, JSON.stringify({ contexts: { prod: { auth_token: 'tok', endpoint_url: endpoint } } }));
    const imported = await wdp(['context', 'import-matatika', path]);
    expect(imported).toEqual({
      code: 0,
      stdout:
        'SKIPPED  prod (its endpoint_url must not hold a user name or password; give the URL alone, and sign in ' +
        'with a token or an API key instead)\n',
      stderr: '',
    });
    expect(await stored()).toBeUndefined();
  });
});

describe('a URL with a user name or password, given already', () => {
  /** A contexts file written by hand (or by an older wdp) whose context holds such a URL. */
  async function storedWithPassword(): Promise<void> {
    const context = { baseUrl: withPassword('secretpw'), token: cli.service.fixtures.owner.token };
    await writeFile(contextsFile(), JSON.stringify({ contexts: { a: context }, current: 'a' }), { mode: 0o600 });
  }

  it('is refused by a command with its source in command-line terms (exit 2), before any request', async () => {
    await storedWithPassword();
    const calls = cli.service.admin.journal().length;
    const fromContext = await wdp(['channels', 'list']);
    expect(fromContext).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'The base-url of context a holds a user name or password, which wdp never sends; replace it with the URL ' +
        'alone (`wdp context update a --base-url URL`), and sign in with a token or an API key instead.\n',
    });
    const fromEnv = await wdp(['profile'], {
      env: { WDP_BASE_URL: withPassword('envsecretpw'), WDP_TOKEN: 'x', WDP_CONFIG_DIR: join(cli.configDir, 'none') },
    });
    expect(fromEnv).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'WDP_BASE_URL holds a user name or password, which wdp never sends; set WDP_BASE_URL to the URL alone, and ' +
        'sign in with a token or an API key instead.\n',
    });
    const fromFlag = await wdp(['profile', '--base-url', withPassword('flagsecretpw')], { env: { WDP_TOKEN: 'x' } });
    expect(fromFlag).toMatchObject({ code: 2, stdout: '' });
    expect(fromFlag.stderr).toMatch(/^--base-url holds a user name or password, which wdp never sends; give --base/m);
    expect(cli.service.admin.journal()).toHaveLength(calls);
  });

  it('is shown masked by auth status, in text and JSON, as context show and list show it', async () => {
    await storedWithPassword();
    const masked = cli.server.url.replace('http://', 'http://****@');
    const status = await wdp(['auth', 'status', '--offline']);
    expect(status).toEqual({
      code: 0,
      stdout:
        `context:     a (current)\nservice:     ${masked}\n` +
        `credentials: token, kept in ${contextsFile()} (mode 0600)\n`,
      stderr: '',
    });
    const json = await wdp(['auth', 'status', '--offline', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ context: 'a', baseUrl: masked });
    const env = { WDP_BASE_URL: withPassword('envsecretpw'), WDP_TOKEN: 'x', WDP_CONFIG_DIR: join(cli.configDir, 'n') };
    const fromEnv = await wdp(['auth', 'status', '--offline', '--json'], { env });
    expect(JSON.parse(fromEnv.stdout)).toMatchObject({ context: null, baseUrl: masked });
    const online = await wdp(['auth', 'status']);
    expect(online).toMatchObject({ code: 2 });
    expect(online.stdout).toContain(`service:     ${masked}\n`);
    const shown = await wdp(['context', 'show', '--json']);
    expect(JSON.parse(shown.stdout)).toMatchObject({ settings: { baseUrl: masked } });
    for (const result of [status, json, fromEnv, online, shown])
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/secretpw/);
  });
});

describe('a URL that is no absolute http(s) URL, given already', () => {
  it('is refused by a command with its source named and the URL never shown (exit 2), before any request', async () => {
    const calls = cli.service.admin.journal().length;
    const apiKey = { WDP_CLIENT_ID: 'id', WDP_CLIENT_SECRET: 'k3ysecret', WDP_CONFIG_DIR: join(cli.configDir, 'none') };
    const fromEnv = await wdp(['profile'], {
      env: { ...apiKey, WDP_BASE_URL: cli.server.url, WDP_TOKEN_URL: 'ftp://id.example/token?sig=s1gvalue' },
    });
    expect(fromEnv).toEqual({
      code: 2,
      stdout: '',
      stderr: 'WDP_TOKEN_URL is no absolute http(s) URL; set WDP_TOKEN_URL to one, such as https://app.example.com.\n',
    });
    const fromFlag = await wdp(['profile', '--base-url', 'localhost:4010'], { env: { WDP_TOKEN: 'x' } });
    expect(fromFlag).toEqual({
      code: 2,
      stdout: '',
      stderr: '--base-url is no absolute http(s) URL; give --base-url one, such as https://app.example.com.\n',
    });
    const context = {
      baseUrl: cli.server.url,
      clientId: 'id',
      clientSecret: 'k3ysecret',
      tokenUrl: 'file:///x?sig=s1g',
    };
    await writeFile(contextsFile(), JSON.stringify({ contexts: { a: context }, current: 'a' }), { mode: 0o600 });
    const fromContext = await wdp(['channels', 'list']);
    expect(fromContext).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'The token-url of context a is no absolute http(s) URL; replace it with one, such as ' +
        'https://app.example.com (`wdp context update a --token-url URL`).\n',
    });
    for (const result of [fromEnv, fromFlag, fromContext]) expect(result.stderr).not.toMatch(/s1g|ftp:|file:/);
    expect(cli.service.admin.journal()).toHaveLength(calls);
  });
});
