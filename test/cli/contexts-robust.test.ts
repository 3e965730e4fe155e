// The contexts file under concurrency and hand edits: parallel writers keep every change (a lock), a hand-edited
// file gives a clear error naming it (never a TypeError or a polluted prototype), loose modes are repaired, and a
// password in a URL is never shown.
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareWdp } from '../helpers/bare-cli.js';
import { useCli } from './harness.js';
import { spawnWdp } from './spawn-wdp.js';

const cli = useCli();

const wdp = bareWdp(cli);
const path = () => join(cli.configDir, 'contexts.json');
const pickOne = 'pick one with `wdp context use NAME`.\n';
const handEdit = (value: unknown) => writeFile(path(), JSON.stringify(value), { mode: 0o600 });

describe('parallel writers', { timeout: 120_000 }, () => {
  it('keeps 10 of 10 contexts created by 10 wdp processes at once', async () => {
    const env = { WDP_CONFIG_DIR: cli.configDir };
    const names = Array.from({ length: 10 }, (_, index) => `ctx-${index}`);
    const runs = names.map((name) => spawnWdp(['context', 'create', name, '--base-url', 'https://x.example.com'], env));
    const codes = await Promise.all(runs.map((run) => run.exited));
    expect({ codes, stderr: runs.map((run) => run.stderr()).filter((text) => !text.startsWith('Created')) }).toEqual({
      codes: names.map(() => 0),
      stderr: [],
    });
    const file = JSON.parse(await readFile(path(), 'utf8'));
    expect(Object.keys(file.contexts).sort()).toEqual(names);
    expect(names).toContain(file.current);
    const list = await wdp(['context', 'list', '--json']);
    expect(JSON.parse(list.stdout)).toHaveLength(10);
  });
});

describe('wdp use workspace among parallel writers', { timeout: 120_000 }, () => {
  it('sets the workspace under the lock: the contexts other processes create meanwhile are kept', async () => {
    const env = { WDP_CONFIG_DIR: cli.configDir };
    const create = ['context', 'create', 'main', '--base-url', cli.server.url, '--token', '-'];
    expect(await wdp(create, { input: cli.service.fixtures.owner.token })).toMatchObject({ code: 0 });
    const names = Array.from({ length: 8 }, (_, index) => `ctx-${index}`);
    const others = names.map((name) =>
      spawnWdp(['context', 'create', name, '--base-url', 'https://x.example.com'], env),
    );
    const use = await wdp(['use', 'workspace', 'analytics']);
    const codes = await Promise.all(others.map((run) => run.exited));
    expect({ use: use.code, codes }).toEqual({ use: 0, codes: names.map(() => 0) });
    const file = JSON.parse(await readFile(path(), 'utf8'));
    expect(Object.keys(file.contexts).sort()).toEqual([...names, 'main']);
    expect(file.contexts.main).toMatchObject({ workspace: cli.service.fixtures.workspaceId });
  });

  it('refuses a current context named "__proto__" (exit 2), writing nothing', async () => {
    await writeFile(path(), '{"current": "__proto__", "contexts": {}}', { mode: 0o600 });
    const result = await wdp(['use', 'workspace', 'analytics'], { env: cli.env() });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toContain(
      'No current context to set the workspace of; create one with `wdp context create NAME`.',
    );
    expect(await readFile(path(), 'utf8')).toBe('{"current": "__proto__", "contexts": {}}');
    expect(Object.hasOwn(Object.prototype, 'workspace')).toBe(false);
  });
});

describe('a hand-edited contexts file', () => {
  it('names the file and the fix for a token that is a number, unknown shapes, and bad JSON (exit 1)', async () => {
    const cases: Array<[unknown, string]> = [
      [{ contexts: { dev: { token: 42 } } }, 'has a token in its context "dev" that is not a string (quote it)'],
      [[], 'is not a JSON object of "contexts" and "current"'],
      [{ contexts: [] }, 'has "contexts" that is not an object of named contexts'],
      [{ contexts: {}, profiles: {} }, 'has unknown fields ("profiles")'],
      [{ contexts: { dev: 'x' } }, 'has a context "dev" that is not an object of settings'],
      [{ contexts: { dev: { password: 'p' } } }, 'has an unknown setting "password" in its context "dev"'],
      [{ current: 7, contexts: {} }, 'has a "current" that is not a context name'],
    ];
    for (const [content, what] of cases) {
      await handEdit(content);
      for (const args of [['context', 'list'], ['profile'], ['context', 'create', 'x']]) {
        const result = await wdp(args, { env: { WDP_TOKEN: 't', WDP_BASE_URL: cli.server.url } });
        expect(result).toEqual({
          code: 1,
          stdout: '',
          stderr: `The contexts file ${path()} ${what}; fix it by hand, or move it away and create contexts anew.\n`,
        });
      }
    }
    await writeFile(path(), '{"contexts": ');
    expect((await wdp(['context', 'list'])).stderr).toContain(`The contexts file ${path()} is not JSON; fix it`);
  });

  it('takes current "__proto__" as no current context (a warning), and "__proto__" names pollute nothing', async () => {
    await writeFile(path(), '{"current": "__proto__", "contexts": {}}', { mode: 0o600 });
    const list = await wdp(['context', 'list', '--json']);
    expect(list).toEqual({
      code: 0,
      stdout: '[]\n',
      stderr: `Warning: ${path()} names a current context that does not exist; ${pickOne}`,
    });
    await writeFile(path(), '{"contexts": {"__proto__": {"token": "t-polluted"}}}', { mode: 0o600 });
    const listed = await wdp(['context', 'list', '--json']);
    expect(JSON.parse(listed.stdout)).toEqual([{ name: '__proto__', current: false, auth: 'token', token: '****' }]);
    expect(await wdp(['context', 'create', 'dev'])).toMatchObject({ code: 0 });
    expect(({} as Record<string, unknown>)['token']).toBeUndefined();
    expect(JSON.parse(await readFile(path(), 'utf8'))).toEqual({
      current: 'dev',
      contexts: JSON.parse('{"__proto__": {"token": "t-polluted"}, "dev": {}}'),
    });
  });

  it('repairs a 0777 folder and a 0644 file to 0700 and 0600, with a warning naming each', async () => {
    await wdp(['context', 'create', 'dev']);
    await chmod(cli.configDir, 0o777);
    await chmod(path(), 0o644);
    const list = await wdp(['context', 'list']);
    expect(list.code).toBe(0);
    expect(list.stderr).toBe(
      `Warning: ${cli.configDir} was open to others (mode 0777); wdp made it 0700.\n` +
        `Warning: ${path()} was open to others (mode 0644); wdp made it 0600.\n`,
    );
    expect((await stat(cli.configDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path())).mode & 0o777).toBe(0o600);
    expect((await wdp(['context', 'list'])).stderr).toBe('');
  });
});

describe('a password in a URL', () => {
  it('is never shown by context create (which refuses it), list and show', async () => {
    const url = 'https://ada:pa55word@app.example.com/';
    const created = await wdp(['context', 'create', 'dev', '--base-url', url, '--token-url', url, '--json']);
    expect(created).toMatchObject({ code: 2, stdout: '' });
    expect(created.stderr).toMatch(/^--base-url must not hold a user name or password;/);
    expect(created.stderr).not.toContain('pa55word');
    await handEdit({ contexts: { dev: { baseUrl: url, tokenUrl: url } }, current: 'dev' });
    for (const args of [
      ['context', 'list'],
      ['context', 'list', '--json'],
      ['context', 'show'],
      ['context', 'show', '--json'],
    ]) {
      const result = await wdp(args);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('https://****@app.example.com/');
      expect(`${result.stdout}${result.stderr}`).not.toContain('pa55word');
    }
  });
});

describe('wdp context import-matatika', () => {
  it('checks URLs and tokens as context create does, skipping what it would refuse', async () => {
    const home = join(cli.configDir, 'home');
    await mkdir(join(home, '.matatika'), { recursive: true });
    const contexts = {
      good: { auth_token: 'tok-good', endpoint_url: 'https://catalog.example.com/api' },
      ftp: { auth_token: 'tok-ftp', endpoint_url: 'ftp://catalog.example.com/api' },
      spaced: { auth_token: 'tok with spaces', endpoint_url: 'https://catalog.example.com/api' },
    };
    await writeFile(join(home, '.matatika', 'contexts.json'), JSON.stringify({ contexts }));
    const result = await wdp(['context', 'import-matatika', '--json'], { env: { HOME: home } });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).contexts).toEqual([
      { name: 'good', status: 'NEW' },
      {
        name: 'ftp',
        status: 'SKIPPED',
        reason: 'its endpoint_url takes an absolute http(s) URL, such as https://app.example.com',
      },
      {
        name: 'spaced',
        status: 'SKIPPED',
        reason: 'its auth_token takes one word: no spaces, newlines or control characters',
      },
    ]);
    expect(result.stdout).not.toContain('tok with spaces');
    expect(Object.keys(JSON.parse(await readFile(path(), 'utf8')).contexts)).toEqual(['good']);
  });
});
