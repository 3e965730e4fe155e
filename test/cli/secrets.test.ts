// No command prints a token or a client secret: each command line of the table runs with recognisable secrets
// (in the context, the environment or the flags; good ones and bad ones) and neither stdout nor stderr may hold
// one, whole or all but its last 4 characters (which a masked value shows). Add a row for each new command.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../src/cli/settings/contexts.js';
import { bare } from '../helpers/bare-cli.js';
import { useCli } from './harness.js';

const cli = useCli();

/** Where the secrets are, and whether they are good. */
type Auth = 'context-token' | 'env-api-key' | 'flag-token' | 'bad-token' | 'bad-secret';

/** One command line, the ways of signing in to run it with, and its exit code when the credentials are good. */
interface Row {
  args: string[];
  auth: Auth[];
  code?: number;
}

/** Every way of signing in: the commands that send requests run with each. */
const every: Auth[] = ['context-token', 'env-api-key', 'flag-token', 'bad-token', 'bad-secret'];
const good: Auth[] = ['context-token', 'env-api-key'];
const requests: Auth[] = [...good, 'bad-token'];

const rows: Row[] = [
  { args: ['context', 'list'], auth: ['context-token'] },
  { args: ['context', 'list', '--json'], auth: ['context-token'] },
  { args: ['context', 'show'], auth: ['context-token', 'flag-token', 'env-api-key'] },
  { args: ['context', 'show', '--json', '--verbose'], auth: ['context-token', 'flag-token', 'env-api-key'] },
  { args: ['context', 'create', 'other'], auth: ['flag-token', 'bad-secret'] },
  { args: ['context', 'create', 'other', '--json'], auth: ['flag-token', 'bad-secret'] },
  { args: ['context', 'create', 'ci', '--verbose'], auth: ['flag-token'], code: 2 },
  { args: ['context', 'update'], auth: ['flag-token', 'bad-secret'] },
  { args: ['context', 'update', '--json'], auth: ['flag-token'] },
  { args: ['context', 'update', '--unset', 'token', '--json'], auth: ['context-token'] },
  { args: ['context', 'delete', 'ci', '--json'], auth: ['context-token'] },
  { args: ['profile'], auth: every },
  { args: ['profile', '--json', '--verbose'], auth: every },
  { args: ['workspaces', 'list'], auth: requests },
  { args: ['workspaces', 'get', 'analytics', '--json', '--verbose'], auth: every },
  { args: ['use', 'workspace', 'analytics', '--verbose'], auth: every },
  { args: ['datasets', 'list', '--json', '--verbose'], auth: requests },
  { args: ['pipelines', 'list', '--verbose'], auth: requests },
  { args: ['jobs', 'list', '--json'], auth: requests },
  { args: ['files', 'list', '--verbose'], auth: requests },
  { args: ['search', 'revenue', '--json'], auth: requests },
  { args: ['notifications', 'list'], auth: requests },
  { args: ['api', 'GET', '/api/profiles', '--verbose'], auth: every },
];

const contextSecret = 'wdp-leak-check-client-secret-6d1f0b7e';
const badToken = 'wdp-leak-check-bad-token-93c2a5e1';
const badSecret = 'wdp-leak-check-bad-secret-4be8d07f';

/** Where one run's secrets go: the context `ci` (current), environment variables, flags; and which they are. */
interface Setup {
  context: Settings;
  env: Record<string, string | undefined>;
  flags: string[];
  secrets: () => string[];
}

function setup(auth: Auth): Setup {
  const { url, service } = cli.server;
  const context: Settings = { baseUrl: url, workspace: service.fixtures.workspaceId };
  const env = { ...bare };
  const token = service.fixtures.owner.token;
  const tokenUrl = `${url}/oauth/token`;
  const key = service.seed.apiKey({ profileId: service.fixtures.owner.id, name: 'ci' });
  const { clientId = '', clientSecret = '' } = key;
  // The access tokens the mock mints for the API key are secrets too.
  const keySecrets = () => [clientSecret, ...key.tokens];
  switch (auth) {
    case 'context-token':
      return {
        context: { ...context, token, clientId: 'unused', clientSecret: contextSecret },
        env,
        flags: [],
        secrets: () => [token, contextSecret],
      };
    case 'env-api-key':
      return {
        context,
        env: { ...env, WDP_CLIENT_ID: clientId, WDP_CLIENT_SECRET: clientSecret, WDP_TOKEN_URL: tokenUrl },
        flags: [],
        secrets: keySecrets,
      };
    case 'flag-token':
      return { context, env, flags: ['--token', token], secrets: () => [token] };
    case 'bad-token':
      return { context, env: { ...env, WDP_TOKEN: badToken }, flags: [], secrets: () => [badToken] };
    case 'bad-secret':
      return {
        context,
        env,
        flags: ['--client-id', clientId, '--client-secret', badSecret, '--token-url', tokenUrl],
        secrets: () => [badSecret, ...keySecrets()],
      };
  }
}

const cases = rows.flatMap((row) =>
  row.auth.map((auth) => ({ ...row, auth, title: `${row.args.join(' ')} (${auth})` })),
);

describe('no command prints a token or a client secret', () => {
  it.each(cases)('wdp $title', async ({ args, auth, code }) => {
    const { context, env, flags, secrets } = setup(auth);
    const file = { contexts: { ci: context }, current: 'ci' };
    await writeFile(join(cli.configDir, 'contexts.json'), JSON.stringify(file), { mode: 0o600 });
    const result = await cli.wdp([...args, ...flags], { env });
    const bad = auth === 'bad-token' || auth === 'bad-secret';
    const sendsRequest = args[0] !== 'context';
    expect(result.code, result.stderr).toBe(bad && sendsRequest ? 1 : (code ?? 0));
    const shown = secrets();
    expect(shown.length).toBeGreaterThan(0);
    for (const secret of shown)
      for (const part of [secret, secret.slice(0, -4)]) {
        expect(result.stdout).not.toContain(part);
        expect(result.stderr).not.toContain(part);
      }
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/mock_cc_[0-9a-f]{8}/);
  });
});

describe("a token in the base URL's query (issue 32, finding 7)", () => {
  const queryToken = 'wdp-leak-check-query-token-5a9e31c0';
  const baseUrl = `https://wdp.example/?token=${queryToken}`;
  const byEnv = { env: { WDP_BASE_URL: baseUrl }, flags: [] };
  const byFlag = { env: {}, flags: ['--base-url', baseUrl] };
  const commands = [
    { args: ['context', 'show'], runs: [byEnv, byFlag] },
    { args: ['context', 'show', '--json'], runs: [byEnv, byFlag] },
    { args: ['context', 'create', 'other', '--json'], runs: [byFlag] },
    { args: ['profile'], runs: [byEnv, byFlag] },
    { args: ['workspaces', 'list', '--json'], runs: [byEnv, byFlag] },
  ].map((row) => ({ ...row, title: row.args.join(' ') }));

  it.each(commands)('is printed by none of wdp $title', async ({ args, runs }) => {
    for (const run of runs) {
      const result = await cli.wdp([...args, ...run.flags], { env: run.env });
      const output = `${result.stdout}${result.stderr}`;
      expect(output).not.toContain(queryToken.slice(0, -4));
      // The URL is still shown, its secret masked: in the context's settings, or in the error that refuses it.
      expect(output).toMatch(args[0] === 'context' ? /wdp\.example\/\?token=\*\*\*\*/ : /wdp\.example\/\?…/);
    }
  });
});
