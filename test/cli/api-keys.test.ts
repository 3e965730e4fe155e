import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();
/** What `--json` prints of a new key. */
type Key = { id: string; name: string; clientId: string; clientSecret: string };
const warning = 'Warning: store the client secret now; it will not be shown again.\n';

/** Runs `wdp profile --json` signed in with the API key, not a token; resolves to its exit code. */
async function signInWith(clientId: string, clientSecret: string): Promise<number> {
  const env = {
    WDP_TOKEN: undefined,
    WDP_CLIENT_ID: clientId,
    WDP_CLIENT_SECRET: clientSecret,
    WDP_TOKEN_URL: `${cli.server.url}/oauth/token`,
  };
  return (await cli.wdp(['profile', '--json'], { env })).code;
}

describe('wdp api-keys create', () => {
  it('prints the client secret once, unmasked, with a warning on stderr; the secret signs in', async () => {
    const result = await cli.wdp(['api-keys', 'create', '--name', 'ci']);
    expect(result).toMatchObject({ code: 0, stderr: warning });
    const match = /^id: {12}([0-9a-f-]{36})\nname: {10}ci\nclient id: {5}(\S+)\nclient secret: (\S+)\n$/.exec(
      result.stdout,
    );
    expect(match, result.stdout).not.toBeNull();
    const [, , clientId = '', clientSecret = ''] = match ?? [];
    expect(clientSecret).not.toContain('*');
    expect(await signInWith(clientId, clientSecret)).toBe(0);
  });

  it('prints the whole key, its secret included, with --json', async () => {
    const result = await cli.wdp(['apikeys', 'create', '--name', 'deploy', '--json']);
    expect(result).toMatchObject({ code: 0, stderr: warning });
    const key = JSON.parse(result.stdout) as { id: string; name: string; clientId: string; clientSecret: string };
    expect(key).toMatchObject({ name: 'deploy', clientId: expect.any(String), clientSecret: expect.any(String) });
    expect(await signInWith(key.clientId, key.clientSecret)).toBe(0);
  });
});

describe('wdp api-keys list and delete', () => {
  it('lists keys without their secrets, and deletes one by name', async () => {
    const made = await cli.wdp(['api-keys', 'create', '--name', 'ci', '--json']);
    const key = JSON.parse(made.stdout) as { id: string; clientId: string; clientSecret: string };
    const list = await cli.wdp(['api-keys', 'list']);
    expect(list).toMatchObject({ code: 0, stderr: '' });
    const [heading, row, end] = list.stdout.split('\n');
    expect(heading).toBe(`ID${' '.repeat(36)}NAME  CLIENT ID${' '.repeat(25)}CREATED`);
    expect(row).toMatch(new RegExp(`^${key.id} {2}ci {4}${key.clientId} {2}\\d{4}-\\d\\d-\\d\\dT`));
    expect(end).toBe('');
    const json = await cli.wdp(['api-keys', 'list', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject([{ id: key.id, name: 'ci' }]);
    expect(`${list.stdout}${json.stdout}`).not.toContain(key.clientSecret);

    expect(await cli.wdp(['api-keys', 'delete', 'CI'])).toEqual({
      code: 0,
      stdout: `Deleted API key ci (${key.id})\n`,
      stderr: '',
    });
    expect(await signInWith(key.clientId, key.clientSecret)).toBe(1);
    const other = JSON.parse((await cli.wdp(['api-keys', 'create', '--name', 'cd', '--json'])).stdout) as Key;
    const deleted = await cli.wdp(['api-keys', 'delete', other.clientId, '--json']);
    expect(deleted).toEqual({ code: 0, stdout: `${JSON.stringify({ deleted: other.id }, null, 2)}\n`, stderr: '' });
    expect(await cli.wdp(['api-keys', 'list', '--json'])).toEqual({ code: 0, stdout: '[]\n', stderr: '' });
  });

  it('says so when no key has the id, client id or name (exit 1)', async () => {
    expect(await cli.wdp(['api-keys', 'delete', 'nope', '--json'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'You have no API key with the id, client id or name "nope"; see `wdp api-keys list`.\n',
    });
  });
});

describe('wdp api creating an API key', () => {
  it('shows the new key’s client secret unmasked, once, with the warning', async () => {
    const draft = await cli.wdp(['api', 'POST', '/api/apikeys']);
    expect(draft).toMatchObject({ code: 0, stderr: '' });
    const { id } = JSON.parse(draft.stdout) as { id: string };
    const made = await cli.wdp(['api', 'PUT', `/api/apikeys/${id}`, '--data', '{"name":"by-hand"}']);
    expect(made).toMatchObject({ code: 0, stderr: warning });
    const key = JSON.parse(made.stdout) as { clientId: string; clientSecret: string };
    expect(key.clientSecret).not.toContain('*');
    expect(await signInWith(key.clientId, key.clientSecret)).toBe(0);
    // Renaming the key answers without a secret: nothing to show, no warning.
    const renamed = await cli.wdp(['api', 'PUT', `/api/apikeys/${id}`, '--data', '{"name":"renamed"}']);
    expect(renamed).toMatchObject({ code: 0, stderr: '' });
    expect(renamed.stdout).not.toContain(key.clientSecret);
  });
});

describe('wdp api-keys --help', () => {
  it('shows an example for the group and each command', async () => {
    const group = await cli.wdp(['api-keys', '--help']);
    expect(group).toMatchObject({ code: 0, stderr: '' });
    expect(group.stdout).toContain('\nExample:\n  $ wdp api-keys create --name ci\n');
    for (const command of ['list', 'create', 'delete']) {
      const help = await cli.wdp(['api-keys', command, '--help']);
      expect(help.stdout).toMatch(new RegExp(`\nExample:\n {2}\\$ wdp api-keys ${command}`));
    }
  });
});
