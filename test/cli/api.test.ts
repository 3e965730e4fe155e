import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRequestId } from '../helpers/request-id.js';
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
      stderr: expect.stringMatching(
        withRequestId(`NotFoundError: Request failed with status code 404: GET ${url} (No resource at /api/nowhere)\n`),
      ),
    });
  });

  it('ends the error line with the request id the mock journaled for the failed request', async () => {
    cli.service.admin.clearJournal();
    const result = await cli.wdp(['api', 'GET', '/api/nowhere']);
    const journaled = cli.service.admin.journal().map((entry) => entry.headers['x-request-id']);
    expect(journaled).toHaveLength(1);
    expect(result.stderr).toMatch(new RegExp(` \\(request id ${journaled[0]}\\)\n$`));
  });

  it('refuses usage mistakes before any request (exit 2)', async () => {
    const cases: Array<[string[], string]> = [
      [['api', 'FETCH', '/api/x'], 'Unknown method "FETCH"; use GET, HEAD, POST, PUT, PATCH or DELETE.\n'],
      [
        ['api', 'POST', '/api/x', '--data', '{nope'],
        '--data is not valid JSON: expected a property name in double quotes at line 1, column 2; nothing was sent.\n',
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
    // The mock's clock moves on every request it answers: it has not moved.
    expect(cli.service.clock.now()).toBe(requests);
  });

  it('says where stdin stops being JSON, never echoing any of it (it may be a secret piped by mistake)', async () => {
    const cases: Array<[string, string]> = [
      ['sk-live-0123456789abcdef', 'expected a value at line 1, column 1'],
      ['{\n  "name": "x",\n  "key": s3cr3t\n}', 'expected a value at line 3, column 10'],
      ['{"name": "x",}', 'expected a property name in double quotes at line 1, column 14'],
      ['["a" "b"]', "expected ',' or ']' at line 1, column 6"],
      ['{"a": "b\tc"}', 'expected a string without raw control characters (escape them) at line 1, column 9'],
      ['{"a": "\\q"}', 'expected an escape such as \\n, \\" or \\u0041 after the backslash at line 1, column 8'],
      ['{"token": "abc', "expected the closing '\"' of the string at its end (line 1, column 15)"],
      ['{} trailing-secret', 'expected the end of the JSON text at line 1, column 4'],
      ['', 'expected a value at its end (line 1, column 1)'],
    ];
    for (const [input, where] of cases) {
      const result = await cli.wdp(['api', 'POST', '/api/x', '--data', '-'], { input });
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr: `--data is not valid JSON (from stdin): ${where}; nothing was sent.\n`,
      });
    }
  });

  it('refuses --data - with --token - before reading stdin: it can hold one of them only (exit 2)', async () => {
    const requests = cli.service.clock.now();
    const { owner } = cli.service.fixtures;
    for (const secret of [
      ['--token', '-'],
      ['--client-id', 'k', '--client-secret', '-'],
    ]) {
      const args = ['api', 'POST', '/api/x', '--data', '-', ...secret];
      const result = await cli.wdp(args, { input: `${owner.token}\n` });
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr:
          `--data - and ${secret.at(-2)} - both read stdin, which can give one of them only; put the --data text ` +
          'in a file, or give the secret in its WDP_* variable or a context.\n',
      });
    }
    expect(cli.service.clock.now()).toBe(requests);
  });
});
