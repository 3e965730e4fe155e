import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';
import { memoryKeychain, runPiped, startOnTerminal } from './terminal-input.js';

const cli = useCli();

/** The environment of a person not signed in yet: the mock's URL and this test's config dir, no token. */
const fresh = () => ({ WDP_BASE_URL: cli.server.url, WDP_CONFIG_DIR: cli.configDir });
const contextsFile = () => join(cli.configDir, 'contexts.json');
const stored = async () => JSON.parse(await readFile(contextsFile(), 'utf8'));
const exists = () =>
  stat(contextsFile()).then(
    () => true,
    () => false,
  );

describe('wdp auth login, from a pipe', () => {
  it('checks the token, says who it is and where, and saves it in the 0600 contexts file', async () => {
    const token = cli.service.fixtures.owner.token;
    const result = await runPiped(['auth', 'login', '--context', 'demo'], { env: fresh(), input: `  ${token}\n` });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      'Signed in as Ada Lovelace (@ada, ada@example.com).\nWorkspaces:\n  Analytics (analytics), the default\n' +
        `Saved as context demo, now the current one; its token is kept in ${contextsFile()} (mode 0600).\n`,
    );
    expect(result.code).toBe(0);
    expect(await stored()).toEqual({
      current: 'demo',
      contexts: { demo: { baseUrl: cli.server.url, token, workspace: expect.any(String) } },
    });
    expect((await stat(contextsFile())).mode & 0o777).toBe(0o600);
    expect(cli.service.admin.journal().map((entry) => `${entry.method} ${entry.path}`)).toEqual(
      expect.arrayContaining(['GET /api/profiles', 'GET /api/workspaces']),
    );
  });

  it('refuses a wrong token before saving anything (exit 1), and never prints it', async () => {
    const result = await runPiped(['login'], { env: fresh(), input: 'wrong-token-123\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^${cli.server.url} refused the token: nothing was saved \\(.*401`));
    expect(`${result.stdout}${result.stderr}`).not.toContain('wrong-token-123');
    expect(await exists()).toBe(false);
  });

  it('takes no token on argv (exit 2, nothing saved), and an empty stdin is no token', async () => {
    const argv = await runPiped(['auth', 'login', '--token', 'abc123'], { env: fresh() });
    expect(argv).toMatchObject({ code: 2, stdout: '' });
    expect(argv.stderr).toContain('takes no secret on the command line');
    expect(argv.stderr).not.toContain('abc123');
    const empty = await runPiped(['auth', 'login', '--with-token'], { env: fresh(), input: '\n' });
    expect(empty).toEqual({ code: 2, stdout: '', stderr: 'No token was given; nothing was saved.\n' });
    expect(await exists()).toBe(false);
  });

  it('signs in with an API key: --client-id and --token-url, the secret on stdin', async () => {
    const key = JSON.parse((await cli.wdp(['api-keys', 'create', '--name', 'ci', '--json'])).stdout);
    const tokenUrl = `${cli.server.url}/oauth/token`;
    const args = ['auth', 'login', '--client-credentials', '--client-id', key.clientId, '--token-url', tokenUrl];
    const result = await runPiped([...args, '--json'], { env: fresh(), input: key.clientSecret });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toMatchObject({
      context: 'default',
      kept: 'file',
      profile: { name: 'Ada Lovelace' },
    });
    expect(result.stdout).not.toContain(key.clientSecret);
    expect((await stored()).contexts.default).toMatchObject({ clientId: key.clientId, clientSecret: key.clientSecret });
    const wrong = await runPiped(args, { env: fresh(), input: 'not-the-secret' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('refused the API key: nothing was saved');
  });
});

describe('wdp auth login, at a terminal', () => {
  it('asks for the context and the token, echoes no character of the token, and ends on Enter', async () => {
    const token = cli.service.fixtures.admin.token;
    const run = startOnTerminal(['auth', 'login'], fresh());
    await run.io.stderr.waitFor(/Context to save the sign-in as \(default\): $/, run.exited);
    run.terminal.type('lab\r');
    await run.io.stderr.waitFor(/Paste your token: $/, run.exited);
    run.terminal.type(`x\u007f${token.slice(0, 5)}\u001b[D${token.slice(5)}\r`);
    expect(await run.exited).toBe(0);
    expect(run.io.stderr.text()).toBe('Context to save the sign-in as (default): lab\nPaste your token: \n');
    expect(run.io.stdout.text()).toContain('Signed in as Grace Hopper (@grace, grace@example.com).\n');
    expect(run.terminal.modes).toEqual([true, false, true, false]);
    expect((await stored()).contexts.lab.token).toBe(token);
  });

  it('asks for the service URL when nothing gives one, showing what is typed there', async () => {
    const run = startOnTerminal(['login', '--context', 'u'], { WDP_CONFIG_DIR: cli.configDir });
    await run.io.stderr.waitFor(/Service URL: $/, run.exited);
    run.terminal.type(`${cli.server.url}\r`);
    await run.io.stderr.waitFor(/Paste your token: $/, run.exited);
    run.terminal.type(`${cli.service.fixtures.owner.token}\r`);
    expect(await run.exited).toBe(0);
    expect(run.io.stderr.text()).toBe(`Service URL: ${cli.server.url}\nPaste your token: \n`);
    expect((await stored()).contexts.u.baseUrl).toBe(cli.server.url);
  });

  it('with --with-token asks for the token only, still without echo', async () => {
    const token = cli.service.fixtures.owner.token;
    const run = startOnTerminal(['login', '--with-token'], fresh());
    await run.io.stderr.waitFor(/^Paste your token: $/, run.exited);
    run.terminal.type(`${token}\r`);
    expect(await run.exited).toBe(0);
    expect(run.io.stderr.text()).toBe('Paste your token: \n');
    expect((await stored()).contexts.default.token).toBe(token);
  });

  it('cancels on Ctrl-C (exit 130) and on Ctrl-D at an empty prompt (exit 2), saving nothing', async () => {
    const interrupted = startOnTerminal(['auth', 'login', '--context', 'a'], fresh());
    await interrupted.io.stderr.waitFor(/Paste your token: $/, interrupted.exited);
    interrupted.terminal.type('secret-so-far\u0003');
    expect(await interrupted.exited).toBe(130);
    expect(interrupted.io.stderr.text()).toBe('Paste your token: \nCancelled.\n');
    const ended = startOnTerminal(['auth', 'login', '--context', 'a'], fresh());
    await ended.io.stderr.waitFor(/Paste your token: $/, ended.exited);
    ended.terminal.type('\u0004');
    expect(await ended.exited).toBe(2);
    expect(ended.terminal.modes).toEqual([true, false]);
    expect(await exists()).toBe(false);
  });
});

describe('the OS keychain', () => {
  it('keeps the token where it answers; status says so, commands sign in with it, logout removes it', async () => {
    const token = cli.service.fixtures.owner.token;
    const keychain = memoryKeychain();
    const env = fresh();
    const login = await runPiped(['auth', 'login', '--context', 'k'], { env, input: token, keychain: keychain.open });
    expect(login.stdout).toContain('Saved as context k, now the current one; its token is kept in the OS keychain.\n');
    expect(keychain.secrets).toEqual(new Map([['k/token', token]]));
    expect((await stored()).contexts.k).toEqual({
      baseUrl: cli.server.url,
      keychain: 'token',
      workspace: expect.any(String),
    });
    expect(await readFile(contextsFile(), 'utf8')).not.toContain(token);

    const status = await runPiped(['auth', 'status'], { env, keychain: keychain.open });
    expect(status).toMatchObject({ code: 0, stderr: '' });
    expect(status.stdout).toMatch(/^context: {5}k \(current\)\nservice: {5}http:\S+\n/);
    expect(status.stdout).toContain('\ncredentials: token, kept in the OS keychain\nSigned in as Ada Lovelace (@ada');
    const profile = await runPiped(['profile', '--json'], { env, keychain: keychain.open });
    expect(JSON.parse(profile.stdout)).toMatchObject({ name: 'Ada Lovelace' });

    const logout = await runPiped(['auth', 'logout'], { env, keychain: keychain.open });
    expect(logout).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Signed out of context k: its stored credentials are removed.\n',
    });
    expect(keychain.secrets.size).toBe(0);
    expect((await stored()).contexts.k).toEqual({ baseUrl: cli.server.url, workspace: expect.any(String) });
    const after = await runPiped(['auth', 'status', '--offline'], { env, keychain: keychain.open });
    expect(after.code).toBe(1);
    expect(after.stderr).toContain('Not signed in: run `wdp auth login`');
  });

  it('wdp context lists a kept token as such, and update and delete drop it from the keychain', async () => {
    const { open, secrets } = memoryKeychain();
    const env = fresh();
    const token = cli.service.fixtures.owner.token;
    await runPiped(['auth', 'login', '--context', 'k'], { env, input: token, keychain: open });
    const list = await runPiped(['context', 'list'], { env, keychain: open });
    expect(list.stdout).toMatch(/\nk +\* +http:\S+ +\S+ +token \(keychain\)\n$/);
    const update = await runPiped(['context', 'update', 'k', '--token', '-'], { env, input: token, keychain: open });
    expect(update.code).toBe(0);
    expect(secrets.size).toBe(0);
    expect((await stored()).contexts.k).toEqual({ baseUrl: cli.server.url, token, workspace: expect.any(String) });
    await runPiped(['auth', 'login', '--context', 'k'], { env, input: token, keychain: open });
    expect(secrets.size).toBe(1);
    expect(await runPiped(['context', 'delete', 'k'], { env, keychain: open })).toMatchObject({ code: 0 });
    expect(secrets.size).toBe(0);
  });

  it('falls back to the contexts file when the keychain refuses, and says why', async () => {
    const token = cli.service.fixtures.owner.token;
    const locked = memoryKeychain('the keyring is locked');
    const login = await runPiped(['login', '--json'], { env: fresh(), input: token, keychain: locked.open });
    expect(login).toMatchObject({ code: 0, stderr: 'The OS keychain did not take it (the keyring is locked).\n' });
    expect(JSON.parse(login.stdout)).toMatchObject({ kept: 'file', file: contextsFile() });
    const text = await runPiped(['login'], { env: fresh(), input: token, keychain: locked.open });
    expect(text.stderr).toBe('The OS keychain did not take it (the keyring is locked).\n');
    expect((await stored()).contexts.default.token).toBe(token);
  });

  it('a context whose keychain is not open here says how to sign in again', async () => {
    const keychain = memoryKeychain();
    const env = fresh();
    const input = cli.service.fixtures.owner.token;
    await runPiped(['auth', 'login', '--context', 'k'], { env, input, keychain: keychain.open });
    const result = await runPiped(['profile'], { env });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sign in again with `wdp auth login --context k`');
  });
});

describe('wdp auth status', () => {
  it('names the credential in force and its source, never any part of it, and who it is', async () => {
    const result = await cli.wdp(['auth', 'status', '--json']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toMatchObject({
      context: null,
      baseUrl: cli.server.url,
      credentials: { kind: 'token', from: 'env' },
      file: join(cli.configDir, 'contexts.json'),
      profile: { name: 'Ada Lovelace' },
    });
    expect(result.stdout).not.toContain(cli.service.fixtures.owner.token);
    expect(result.stdout).not.toContain('****');
  });

  it('--offline says where the token is kept without asking the service', async () => {
    const env = fresh();
    await runPiped(['login', '--context', 'f'], { env, input: cli.service.fixtures.owner.token });
    const calls = cli.service.admin.journal().length;
    const result = await runPiped(['auth', 'status', '--offline'], { env });
    expect(result).toEqual({
      code: 0,
      stdout:
        `context:     f (current)\nservice:     ${cli.server.url}\n` +
        `credentials: token, kept in ${contextsFile()} (mode 0600)\n`,
      stderr: '',
    });
    expect(cli.service.admin.journal()).toHaveLength(calls);
    const logout = await runPiped(['auth', 'logout', '--json'], { env });
    expect(logout).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(logout.stdout)).toEqual({ context: 'f', removed: { keychain: [], file: ['token'] } });
  });

  it('exits 1 when the service refuses the token', async () => {
    const result = await cli.wdp(['auth', 'status'], { env: { WDP_TOKEN: 'expired-token' } });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('credentials: token, from WDP_TOKEN\n');
    expect(result.stderr).toContain('The service refused the token');
    // WDP_TOKEN wins over every context: signing in again would not replace it.
    expect(result.stderr).toContain(
      'The token from WDP_TOKEN was refused (expired, revoked, or for another service); set WDP_TOKEN to a valid one.',
    );
    expect(result.stderr).not.toContain('wdp auth login');
    expect(`${result.stdout}${result.stderr}`).not.toContain('expired-token');
  });
});

describe('a secret from stdin, at a terminal', () => {
  it('context create --with-token asks for the token without echo and ends on Enter', async () => {
    const token = cli.service.fixtures.owner.token;
    const run = startOnTerminal(['context', 'create', 'c', '--base-url', cli.server.url, '--with-token'], fresh());
    await run.io.stderr.waitFor(/Paste your token: $/, run.exited);
    run.terminal.type(`${token}\r`);
    expect(await run.exited).toBe(0);
    expect(run.io.stderr.text()).toBe('Paste your token: \nCreated context c, now the current one.\n');
    expect(run.terminal.modes).toEqual([true, false]);
    expect((await stored()).contexts.c).toEqual({ baseUrl: cli.server.url, token });
  });

  it('--client-secret - asks for the client secret, and Ctrl-C cancels (exit 130)', async () => {
    const run = startOnTerminal(['profile', '--client-id', 'ci', '--client-secret', '-'], fresh());
    await run.io.stderr.waitFor(/Paste the client secret: $/, run.exited);
    run.terminal.type('half-typed\u0003');
    expect(await run.exited).toBe(130);
    expect(run.io.stderr.text()).toBe('Paste the client secret: \nCancelled.\n');
  });
});
