// `wdp api -i, --include`, as `gh api --include`: the status line and the response headers before the body, no
// credential ever shown; and the plain `wdp api` output unchanged without it.
import { describe, expect, it } from 'vitest';
import { useLoopbacks } from '../helpers/loopback.js';
import { useCli } from './harness.js';

const cli = useCli();
const serve = useLoopbacks();

/** The output of `--include` cut in two: its head (status line and header lines) and the body after the blank line. */
function split(stdout: string): { status: string; headers: string[]; body: string } {
  const end = stdout.indexOf('\n\n');
  const [status = '', ...headers] = stdout.slice(0, end).split('\n');
  return { status, headers, body: stdout.slice(end + 2) };
}

describe('wdp api --include', () => {
  it('prints the status line, each header as name: value, a blank line, then the JSON body', async () => {
    const plain = await cli.wdp(['api', 'GET', '/api/profiles']);
    cli.service.admin.clearJournal();
    const result = await cli.wdp(['api', 'GET', '/api/profiles', '-i']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const { status, headers, body } = split(result.stdout);
    expect(status).toBe('HTTP 200 OK');
    const [journaled] = cli.service.admin.journal();
    expect(headers).toContain('content-type: application/hal+json');
    expect(headers).toContain(`x-request-id: ${journaled?.headers['x-request-id']}`);
    expect(headers).toEqual(expect.arrayContaining([expect.stringMatching(/^date: \w{3}, \d\d \w{3} \d{4} /)]));
    for (const line of headers) expect(line).toMatch(/^[a-z0-9-]+: \S/);
    expect(body).toBe(plain.stdout);
  });

  it('leaves the plain output as it was: the JSON answer only, no status line or headers', async () => {
    const result = await cli.wdp(['api', 'GET', '/api/profiles']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^\{\n {2}"_embedded": \{\n/);
    expect(result.stdout).not.toMatch(/HTTP 200|content-type/);
  });

  it('prints the head alone for an answer without a body, and the --query pick after the head', async () => {
    const path = `/api/workspaces/${cli.service.fixtures.workspaceId}/resources/README.md`;
    const deleted = await cli.wdp(['api', 'DELETE', path, '--include']);
    expect(deleted).toMatchObject({ code: 0, stderr: '' });
    expect(deleted.stdout).toMatch(/^HTTP 204 No Content\n(?:[a-z0-9-]+: .*\n)+\n$/);
    const picked = await cli.wdp(['api', 'GET', '/api/profiles', '-i', '--query', '_embedded.profiles[0].name']);
    expect(split(picked.stdout)).toMatchObject({ status: 'HTTP 200 OK', body: '"Ada Lovelace"\n' });
  });

  it('prints the head of a failed request on stdout before the SDK error on stderr (exit 1)', async () => {
    const result = await cli.wdp(['api', 'GET', '/api/nowhere', '-i']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^HTTP 404 Not Found\n(?:[a-z0-9-]+: .*\n)+\n$/);
    expect(result.stderr).toMatch(/^NotFoundError: Request failed with status code 404: GET /);
  });

  it('with --paginate, prints the headers of the last page', async () => {
    const datasets = `/api/workspaces/${cli.service.fixtures.workspaceId}/datasets?size=2`;
    cli.service.admin.clearJournal();
    const result = await cli.wdp(['api', 'GET', datasets, '--paginate', '--include', '--query', 'length(@)']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const journaled = cli.service.admin.journal();
    expect(journaled.map((entry) => entry.query)).toEqual([{ size: '2' }, { size: '2', page: '1' }]);
    const { status, headers, body } = split(result.stdout);
    expect(status).toBe('HTTP 200 OK');
    expect(headers).toContain(`x-request-id: ${journaled[1]?.headers['x-request-id']}`);
    expect(body).toBe('3\n');
  });

  it('shows no credential: cookies and credential headers redacted, the token and secret-shaped text too', async () => {
    const token = 'tok_include_secret_0123';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJl';
    const api = await serve((_request, response) => {
      response.writeHead(200, 'OK', {
        'content-type': 'application/json',
        'set-cookie': ['session=s3ss10n-cookie-value; HttpOnly', 'refresh=r3fr3sh-cookie-value'],
        authorization: `Bearer ${token}`,
        'x-api-key': 'k3y-value-0123456789',
        'x-echo': `you sent ${token}`,
        'x-debug': `next=/api/x?access_token=qu3ry-token-value&jwt=${jwt}`,
        'x-plain': 'kept as it is',
      });
      response.end('{"ok":true}');
    });
    const result = await cli.wdp(['api', 'GET', '/api/x', '-i'], { env: { WDP_BASE_URL: api.url, WDP_TOKEN: token } });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const { status, headers, body } = split(result.stdout);
    expect(status).toBe('HTTP 200 OK');
    expect(headers).toEqual(
      expect.arrayContaining([
        'authorization: [redacted]',
        'set-cookie: [redacted]',
        'x-api-key: [redacted]',
        'x-echo: you sent [redacted]',
        'x-debug: next=/api/x?access_token=[redacted]&jwt=[redacted]',
        'x-plain: kept as it is',
      ]),
    );
    expect(headers.filter((line) => line.startsWith('set-cookie:'))).toHaveLength(2);
    expect(JSON.parse(body)).toEqual({ ok: true });
    for (const secret of [token, 's3ss10n', 'r3fr3sh', 'k3y-value', 'qu3ry-token', jwt])
      expect(result.stdout).not.toContain(secret);
  });
});
