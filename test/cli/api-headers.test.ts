// `wdp api -H, --header 'Name: value'`, as `gh api -H`: request headers sent as given; a malformed one, or one of the
// service's credential, refused before anything is sent; a credential-named one warned about, never echoed.
import { describe, expect, it } from 'vitest';
import { sendJson, useLoopbacks } from '../helpers/loopback.js';
import { useCli } from './harness.js';

const cli = useCli();
const serve = useLoopbacks();

describe('wdp api -H', () => {
  it('sends each header as given, a repeated name with its values joined, and the settings’ token still', async () => {
    cli.service.admin.clearJournal();
    const args = ['api', 'GET', '/api/profiles', '-H', 'X-Trace:abc', '--header', 'Accept-Language:  en  '];
    const result = await cli.wdp([...args, '-H', 'x-trace: def']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const journaled = cli.service.admin.journal();
    expect(journaled).toHaveLength(1);
    expect(journaled[0]).toMatchObject({ method: 'GET', path: '/api/profiles', query: {} });
    expect(journaled[0]?.headers).toMatchObject({
      'x-trace': 'abc, def',
      'accept-language': 'en',
      authorization: '****', // the journal masks it
    });
  });

  it('sends the headers with a body, and on every page of --paginate', async () => {
    const datasets = `/api/workspaces/${cli.service.fixtures.workspaceId}/datasets?size=2`;
    cli.service.admin.clearJournal();
    const result = await cli.wdp(['api', 'GET', datasets, '--paginate', '-H', 'X-Trace: walk']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const journaled = cli.service.admin.journal();
    expect(journaled.map((entry) => [entry.query, entry.headers['x-trace']])).toEqual([
      [{ size: '2' }, 'walk'],
      [{ size: '2', page: '1' }, 'walk'],
    ]);
    const comments = `/api/datasets/${cli.service.fixtures.datasets.revenue}/comments`;
    const posted = await cli.wdp(['api', 'POST', comments, '-H', 'X-Trace: post', '--data', '{"message":"Hi"}']);
    expect(posted).toMatchObject({ code: 0, stderr: '' });
    expect(cli.service.admin.journal().at(-1)).toMatchObject({
      method: 'POST',
      headers: { 'x-trace': 'post', 'content-type': expect.stringMatching(/^application\/json/) },
    });
  });

  it('refuses a malformed header before sending anything, never echoing its value (exit 2)', async () => {
    const cases: Array<[string[], string]> = [
      [['-H', 'sk-live-secret-no-colon'], "-H takes a header as 'Name: value'; it has no colon (not shown)."],
      [
        ['-H', 'X-A: 1', '-H', 'sk-live-secret'],
        "-H takes a header as 'Name: value'; the 2nd -H has no colon (not shown).",
      ],
      [
        ['-H', 'X Trace: sk-live-secret'],
        '-H "X Trace" is not a header name (letters, digits and !#$%&\'*+-.^_`|~ only, no blanks before the colon).',
      ],
      [['-H', ': sk-live-secret'], '-H "" is not a header name'],
      [
        ['-H', 'X-Trace: sk-live\r\nInjected: secret'],
        '-H X-Trace has U+000D at position 8 of its value: a header cannot carry CR, LF, NUL, other control ' +
          'characters or anything beyond Latin-1.',
      ],
      [['-H', 'X-Trace: sk-live-\u0000secret'], '-H X-Trace has U+0000 at position 9 of its value'],
      [['-H', 'X-Trace: sk-live-secret-\u2603'], '-H X-Trace has U+2603 at position 16 of its value'],
    ];
    cli.service.admin.clearJournal();
    for (const [flags, message] of cases) {
      const result = await cli.wdp(['api', 'GET', '/api/profiles', ...flags]);
      expect(result).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderr.startsWith(message)).toBe(true);
      expect(result.stderr).toMatch(/Nothing was sent\.\n$/);
      expect(result.stderr).not.toMatch(/secret|Injected/);
    }
    expect(cli.service.admin.journal()).toEqual([]);
  });

  it('refuses the credential headers: the token comes from the settings (exit 2), nothing sent', async () => {
    cli.service.admin.clearJournal();
    for (const name of ['Authorization', 'proxy-authorization', 'COOKIE']) {
      const result = await cli.wdp(['api', 'GET', '/api/profiles', '-H', `${name}: Bearer sk-live-secret`]);
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr:
          `-H ${name} is not taken: wdp api sends the settings' credential (a context, --token - on stdin, or ` +
          'WDP_TOKEN) and no other. Nothing was sent.\n',
      });
    }
    expect(cli.service.admin.journal()).toEqual([]);
  });

  it('warns once of credential-named headers on the command line, naming them, and sends them', async () => {
    const api = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    const args = ['api', 'GET', '/api/x', '-H', 'X-Api-Key: k3y-0123456789', '-H', 'X-Auth-Token: t0k-0123456789'];
    const result = await cli.wdp([...args, '-H', 'x-api-key: k3y-again', '-H', 'X-Trace: abc'], {
      env: { WDP_BASE_URL: api.url },
    });
    expect(result).toEqual({
      code: 0,
      stdout: '{\n  "ok": true\n}\n',
      stderr:
        'warning: -H puts a secret (X-Api-Key, X-Auth-Token) on the command line, where other users and shell ' +
        "history can read it; the service's own token belongs in --token - (stdin), WDP_TOKEN or `wdp auth login`.\n",
    });
    expect(api.requests[0]?.headers).toMatchObject({
      'x-api-key': 'k3y-0123456789, k3y-again',
      'x-auth-token': 't0k-0123456789',
      'x-trace': 'abc',
    });
  });

  it('gives the warnings of -H and of --token T each once, with the request sent', async () => {
    const api = await serve((_request, response) => sendJson(response, 200, { ok: true }));
    const result = await cli.wdp(['api', 'GET', '/api/x', '-H', 'X-Api-Key: k3y-0123456789', '--token', 'tok_argv'], {
      env: { WDP_BASE_URL: api.url, WDP_TOKEN: undefined },
    });
    expect(result.code).toBe(0);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^warning: -H puts a secret \(X-Api-Key\) on the command line/),
      expect.stringMatching(/^warning: --token puts a secret on the command line/),
    ]);
    expect(result.stderr).not.toMatch(/k3y-0123456789|tok_argv/);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok_argv');
  });
});
