import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();

describe('wdp api', () => {
  it('GETs a path with the settings’ credentials and prints the JSON answer, secrets masked', async () => {
    const result = await cli.wdp(['api', 'get', '/api/workspaces']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^\{\n {2}"_embedded": \{\n/);
    const body = JSON.parse(result.stdout) as { _embedded: { workspaces: Array<Record<string, unknown>> } };
    expect(body._embedded.workspaces[0]).toMatchObject({ name: 'Analytics', deploymentSecret: '****ploy' });
    expect(result.stdout).not.toContain(cli.service.fixtures.webhookSecret);
  });

  it('takes a path without its leading slash, or a full URL on the service', async () => {
    const bare = await cli.wdp(['api', 'GET', 'api/profiles']);
    const full = await cli.wdp(['api', 'GET', `${cli.server.url}/api/profiles`]);
    expect(bare).toMatchObject({ code: 0, stderr: '' });
    expect(full).toEqual(bare);
    expect(bare.stdout).toContain('"name": "Ada Lovelace"');
  });

  it('sends --data as the JSON body: inline, @FILE or - (stdin)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wdp-api-test-'));
    try {
      const comments = `/api/datasets/${cli.service.fixtures.datasets.revenue}/comments`;
      const draft = async () => {
        const made = await cli.wdp(['api', 'POST', comments]);
        return `${comments}/${(JSON.parse(made.stdout) as { id: string }).id}`;
      };
      const inline = await cli.wdp(['api', 'put', await draft(), '--data', '{"message":"Inline"}']);
      expect(inline).toMatchObject({ code: 0, stderr: '' });
      expect(JSON.parse(inline.stdout)).toMatchObject({ message: 'Inline' });
      await writeFile(join(dir, 'body.json'), '{"message":"From a file"}');
      const file = await cli.wdp(['api', 'PUT', await draft(), '--data', '@body.json'], { cwd: dir });
      expect(JSON.parse(file.stdout)).toMatchObject({ message: 'From a file' });
      const stdin = await cli.wdp(['api', 'PUT', await draft(), '--data', '-'], { input: '{"message":"From stdin"}' });
      expect(JSON.parse(stdin.stdout)).toMatchObject({ message: 'From stdin' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prints nothing for an answer without a body', async () => {
    const path = `/api/workspaces/${cli.service.fixtures.workspaceId}/resources/README.md`;
    expect(await cli.wdp(['api', 'DELETE', path])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('reports an HTTP error with the SDK error message (exit 1)', async () => {
    const result = await cli.wdp(['api', 'GET', '/api/nowhere']);
    const url = `${cli.server.url}/api/nowhere`;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `NotFoundError: Request failed with status code 404: GET ${url} (No resource at /api/nowhere)\n`,
    });
  });

  it('refuses usage mistakes before any request (exit 2)', async () => {
    const cases: Array<[string[], string]> = [
      [['api', 'FETCH', '/api/x'], 'Unknown method "FETCH"; use GET, HEAD, POST, PUT, PATCH or DELETE.\n'],
      [
        ['api', 'POST', '/api/x', '--data', '{nope'],
        `--data is not valid JSON: ${jsonError('{nope')}; nothing was sent.\n`,
      ],
      [['api', 'POST', '/api/x', '--data', '@missing.json'], 'Cannot read the --data file missing.json: '],
      [
        ['api', 'GET', '/api/x', '--data', '{}'],
        'A GET request takes no body; drop --data or use POST, PUT or PATCH.\n',
      ],
      [
        ['api', 'GET', 'https://elsewhere.example.com/api/x'],
        `"https://elsewhere.example.com/api/x" is not on the service (${new URL(cli.server.url).origin}); ` +
          'wdp api sends its credentials there only.\n',
      ],
    ];
    const requests = cli.service.clock.now();
    for (const [args, stderr] of cases) {
      const result = await cli.wdp(args);
      expect(result).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderr.startsWith(stderr)).toBe(true);
    }
    const stdin = await cli.wdp(['api', 'POST', '/api/x', '--data', '-'], { input: 'not json' });
    expect(stdin.stderr).toBe(`--data is not valid JSON (from stdin): ${jsonError('not json')}; nothing was sent.\n`);
    // The mock's clock moves on every request it answers: it has not moved.
    expect(cli.service.clock.now()).toBe(requests);
  });
});

function jsonError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} is valid JSON`);
}

describe('wdp api and a URL holding a password', () => {
  it('refuses it before sending (exit 2), and never shows the password', async () => {
    const elsewhere = await cli.wdp(['api', 'GET', 'https://ada:s3cret-pw@app.example.com/api/profiles']);
    expect(elsewhere).toEqual({
      code: 2,
      stdout: '',
      stderr:
        `"https://****@app.example.com/api/profiles" is not on the service (${cli.server.url}); ` +
        'wdp api sends its credentials there only.\n',
    });
    const service = new URL(cli.server.url);
    const here = await cli.wdp(['api', 'GET', `http://ada:s3cret-pw@${service.host}/api/profiles`]);
    expect(here).toEqual({
      code: 2,
      stdout: '',
      stderr:
        `InvalidArgumentError: "http://****@${service.host}/api/profiles" is not a usable http(s) URL or path; ` +
        'nothing was sent.\n',
    });
  });
});
