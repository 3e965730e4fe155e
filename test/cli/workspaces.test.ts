import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();

describe('wdp profile', () => {
  it('shows the signed-in profile as fields, or as JSON', async () => {
    const text = await cli.wdp(['profile']);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toMatch(/^name: +Ada Lovelace\nhandle: +@ada\n/);
    expect(text.stdout).toContain('default workspace: Analytics');
    const json = await cli.wdp(['profile', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ name: 'Ada Lovelace', handle: '@ada' });
  });

  it('says how to sign in when no token is given (exit 2), before any request', async () => {
    const result = await cli.wdp(['profile'], { env: { WDP_TOKEN: undefined } });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toBe(
      'Not signed in: run `wdp auth login`, pipe a token to --token - (or set WDP_TOKEN), or use an API key: ' +
        '--client-id ID --client-secret - (the secret on stdin, or WDP_CLIENT_SECRET) --token-url URL.\n',
    );
  });

  it('reports an API failure with the SDK error on one line, then a hint (exit 1)', async () => {
    const result = await cli.wdp(['profile'], { env: { WDP_TOKEN: 'not-a-token' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^AuthenticationError: .*401.*\nThe token from WDP_TOKEN was refused .*\n$/);
    expect(result.stderr).not.toContain('not-a-token');
    expect(result.stderr).not.toContain('    at ');
  });
});

describe('output streams', () => {
  it('--verbose logs each request to stderr, keeping stdout one JSON document', async () => {
    const result = await cli.wdp(['profile', '--json', '--verbose']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ name: 'Ada Lovelace' });
    expect(result.stderr).toMatch(
      /^wdp-sdk: GET http:\/\/127\.0\.0\.1:\d+\/api\/profiles 200 in \d+ ms \(attempt 1, request id [0-9a-f-]{36}\)\n$/,
    );
  });
});

describe('wdp workspaces', () => {
  it('lists the workspaces as a table, and as a JSON array', async () => {
    const { workspaceId } = cli.service.fixtures;
    const table = await cli.wdp(['workspaces', 'list']);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    expect(table.stdout).toBe(`ID${' '.repeat(36)}ALIAS      NAME\n${workspaceId}  analytics  Analytics\n`);
    const json = await cli.wdp(['workspaces', 'list', '--json']);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ id: workspaceId, name: 'Analytics' })]);
  });

  it('creates a workspace, gets it by alias and by name, and deletes it', async () => {
    const created = await cli.wdp(['workspaces', 'create', '--name', 'Research Lab', '--json']);
    expect(created.code).toBe(0);
    const workspace = JSON.parse(created.stdout) as { id: string; alias: string; deploymentSecret?: string };
    expect(workspace.deploymentSecret).toBeUndefined();
    const byAlias = await cli.wdp(['workspaces', 'get', workspace.alias]);
    expect(byAlias.stdout).toContain(`id:      ${workspace.id}`);
    const byName = await cli.wdp(['workspaces', 'get', 'research lab', '--json']);
    expect(JSON.parse(byName.stdout)).toMatchObject({ id: workspace.id, name: 'Research Lab' });
    const deleted = await cli.wdp(['workspaces', 'delete', workspace.id]);
    expect(deleted).toMatchObject({ code: 0, stdout: `Deleted workspace Research Lab (${workspace.id})\n` });
    const gone = await cli.wdp(['workspaces', 'get', workspace.id]);
    expect(gone).toMatchObject({ code: 1, stdout: '' });
    expect(gone.stderr).toContain(`No workspace of yours has the id, alias or name "${workspace.id}"`);
  });

  it('refuses a create without --name as a usage error (exit 2)', async () => {
    const result = await cli.wdp(['workspaces', 'create']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("required option '--name <name>' not specified");
  });
});

describe('wdp use workspace', () => {
  it('needs a current context to store the workspace in', async () => {
    const env = { WDP_WORKSPACE: undefined };
    const none = await cli.wdp(['use', 'workspace', 'analytics'], { env });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No current context');
  });
});
