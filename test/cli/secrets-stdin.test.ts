// Secrets never on the command line: `--token -`, `--client-secret -` and `context create --with-token` read them
// from stdin, `context create` takes them from WDP_TOKEN / WDP_CLIENT_SECRET, and the credentials in force all come
// from one layer (flags > environment > context), never a mix; what is ignored is a warning without the secret.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareWdp } from '../helpers/bare-cli.js';
import { useCli } from './harness.js';

const cli = useCli();

const secret = 'sec-stdin-test-0123456789-abcd';
const wdp = bareWdp(cli);
const stored = async () => JSON.parse(await readFile(join(cli.configDir, 'contexts.json'), 'utf8'));
const owner = () => cli.service.fixtures.owner.token;

describe('secrets from stdin', () => {
  it('--token - reads the token from stdin (its newline trimmed) and signs in with it', async () => {
    const result = await wdp(['profile', '--json', '--base-url', cli.server.url, '--token', '-'], {
      input: `${owner()}\n`,
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('context create stores the secret of --token -, --with-token and --client-secret -, never a "-"', async () => {
    const url = cli.server.url;
    expect(
      await wdp(['context', 'create', 'a', '--base-url', url, '--token', '-'], { input: `${owner()}\r\n` }),
    ).toMatchObject({ code: 0 });
    expect(await wdp(['context', 'create', 'b', '--with-token'], { input: owner() })).toMatchObject({ code: 0 });
    const key = ['context', 'create', 'c', '--client-id', 'ci', '--client-secret', '-', '--json'];
    const created = await wdp(key, { input: `${secret}\n` });
    expect(created.code).toBe(0);
    expect(created.stdout).not.toContain(secret);
    const { contexts } = await stored();
    expect(contexts).toEqual({
      a: { baseUrl: url, token: owner() },
      b: { token: owner() },
      c: { clientId: 'ci', clientSecret: secret },
    });
    expect(await wdp(['profile', '--json'])).toMatchObject({ code: 0, stderr: '' });
    expect(await wdp(['context', 'update', 'c', '--client-secret', '-'], { input: 'sec-2\n' })).toMatchObject({
      code: 0,
      stderr: 'Updated context c: set --client-secret.\n',
    });
    expect((await stored()).contexts.c).toEqual({ clientId: 'ci', clientSecret: 'sec-2' });
  });

  it('refuses an empty secret, two lines, and both secrets from stdin (exit 2), storing nothing', async () => {
    const empty = await wdp(['context', 'create', 'a', '--token', '-'], { input: '\n' });
    expect(empty).toEqual({
      code: 2,
      stdout: '',
      stderr: '--token - read an empty secret from stdin; pipe it in: `printenv VAR | wdp ... --token -`.\n',
    });
    const twoLines = await wdp(['context', 'create', 'a', '--with-token'], { input: `${secret}\nmore\n` });
    expect(twoLines).toMatchObject({ code: 2, stderr: expect.stringContaining('--with-token reads one line') });
    expect(twoLines.stderr).not.toContain(secret);
    const both = await wdp(['context', 'create', 'a', '--token', '-', '--client-secret', '-'], { input: secret });
    expect(both).toMatchObject({ code: 2, stderr: expect.stringContaining('Only one secret can come from stdin') });
    expect(await wdp(['context', 'list', '--json'])).toMatchObject({ code: 0, stdout: '[]\n' });
  });

  it('context create takes a secret left out from WDP_TOKEN or WDP_CLIENT_SECRET, saying so', async () => {
    const fromEnv = await wdp(['context', 'create', 'a'], { env: { WDP_TOKEN: owner() } });
    expect(fromEnv).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Stored the token of WDP_TOKEN in the context.\nCreated context a, now the current one.\n',
    });
    const env = { WDP_TOKEN: owner(), WDP_CLIENT_SECRET: secret };
    expect(await wdp(['context', 'create', 'b', '--client-id', 'ci'], { env })).toMatchObject({ code: 0 });
    expect(await wdp(['context', 'create', 'c', '--token', '-'], { env, input: 'tok-c' })).toMatchObject({ code: 0 });
    expect((await stored()).contexts).toEqual({
      a: { token: owner() },
      b: { clientId: 'ci', clientSecret: secret },
      c: { token: 'tok-c' },
    });
  });

  it('shows the stdin form in the help of the flags and of context create', async () => {
    const help = await wdp(['context', 'create', '--help']);
    expect(help.stdout).toContain('--with-token');
    expect(help.stdout).toMatch(/--token <token> +a bearer token; - reads it from stdin/);
    expect(help.stdout).toMatch(/--client-secret <secret> +an API key's client secret; - reads it from stdin/);
  });
});

describe('credentials from one layer only', () => {
  it('fails with a wrong --client-secret over a good context token (flags win), naming what is missing', async () => {
    await wdp(['context', 'create', 'dev', '--base-url', cli.server.url, '--token', '-'], { input: owner() });
    const result = await wdp(['profile', '--client-secret', '-'], { input: 'wrong-secret-0123456789' });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^Warning: ignoring the token of context dev: the credentials come from the flags\.\n/,
    );
    expect(result.stderr).toContain('An API key needs --client-id, --token-url too');
    expect(result.stderr).not.toContain('wrong-secret');
    expect(result.stderr).not.toContain(owner());
  });

  it("never uses a context's token with a flag's client id, nor an environment secret with it", async () => {
    await wdp(['context', 'create', 'dev', '--base-url', cli.server.url, '--with-token'], { input: owner() });
    const shown = await wdp(['context', 'show', '--json', '--client-id', 'ci'], { env: { WDP_CLIENT_SECRET: secret } });
    expect(JSON.parse(shown.stdout)).toMatchObject({
      settings: { baseUrl: cli.server.url, clientId: 'ci' },
      sources: { baseUrl: 'context', clientId: 'flag' },
    });
    expect(JSON.parse(shown.stdout).settings).not.toHaveProperty('token');
    expect(shown.stderr).toBe(
      'Warning: ignoring WDP_CLIENT_SECRET: the credentials come from the flags.\n' +
        'Warning: ignoring the token of context dev: the credentials come from the flags.\n',
    );
    expect(shown.stderr).not.toContain(secret);
  });

  it('takes every credential from the environment over the context, with a warning', async () => {
    await wdp(['context', 'create', 'dev', '--base-url', cli.server.url, '--token', '-'], { input: 'not-a-token' });
    const result = await wdp(['profile', '--json'], { env: { WDP_TOKEN: owner() } });
    expect(result).toMatchObject({
      code: 0,
      stderr: 'Warning: ignoring the token of context dev: the credentials come from the environment.\n',
    });
  });
});
