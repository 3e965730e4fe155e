// First answers that help: a command of another group or a long flag typed with one dash is suggested, `wdp api`'s
// 404 for a path outside /api says where paths start, and https:// against a plain-http server says to use http://.
import { describe, expect, it } from 'vitest';
import { withRequestId } from '../helpers/request-id.js';
import { useCli } from './harness.js';

const cli = useCli();

describe('a refused command line suggests what was meant (exit 2, nothing sent)', () => {
  it.each([
    [['use', 'analytics'], "error: unknown command 'analytics'\n(Did you mean wdp context use?)\n"],
    [['run', 'orders-etl'], "error: unknown command 'run'\n(Did you mean wdp pipelines run?)\n"],
    [
      ['-workspace', 'analytics', 'datasets', 'list'],
      "error: unknown command 'analytics'\n(Did you mean --workspace? A long flag takes two dashes.)\n",
    ],
    [
      ['datasets', 'list', '-all'],
      "error: unknown option '-all'\n(Did you mean --all? A long flag takes two dashes.)\n",
    ],
    [
      ['jobs', '-pipeline', 'orders-etl', 'list'],
      "error: unknown option '-pipeline'\n(Did you mean --pipeline? A long flag takes two dashes.)\n",
    ],
    // commander's own suggestion stays where no better one is known; a word most groups have gets none.
    [['datasets', 'lst'], "error: unknown command 'lst'\n(Did you mean list?)\n"],
    [['list'], "error: unknown command 'list'\n"],
  ])('wdp %s', async (args, stderr) => {
    const before = cli.service.admin.journal().length;
    expect(await cli.wdp(args)).toEqual({ code: 2, stdout: '', stderr });
    expect(cli.service.admin.journal().length).toBe(before);
  });

  it('never repeats an argument, which may be a secret', async () => {
    const result = await cli.wdp(['-token', 'ghp_secret123', 'profile']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('(Did you mean --token? A long flag takes two dashes.)\n');
    expect(result.stderr).not.toContain('ghp_secret123');
  });
});

describe('wdp api says that paths start with /api', () => {
  it('retells a 404 for a path outside /api with the path meant (exit 1)', async () => {
    const url = `${cli.server.url}/workspaces`;
    cli.service.admin.clearJournal();
    const result = await cli.wdp(['api', 'GET', '/workspaces?page=1']);
    const [journaled] = cli.service.admin.journal().map((entry) => entry.headers['x-request-id']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `NotFoundError: Request failed with status code 404: GET ${url}?page=1 (No resource at /workspaces) ` +
        `(request id ${journaled})\nPaths start with /api: wdp api GET /api/workspaces\n`,
    });
  });

  it('leaves a 404 under /api as the SDK words it', async () => {
    const result = await cli.wdp(['api', 'GET', '/api/no-such-thing']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^NotFoundError: Request failed with status code 404: GET .*\n$/);
  });
});

describe('https:// against a plain-http server', () => {
  it('says the server answered in plain HTTP and which URL to use (exit 1)', async () => {
    const https = cli.server.url.replace(/^http:/, 'https:');
    const result = await cli.wdp(['profile', '--base-url', https]);
    const origin = new URL(https).origin;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(
        withRequestId(
          `ConnectionError: Cannot reach ${origin}: it answered in plain HTTP, not TLS; use ${cli.server.url} ` +
            '(ERR_SSL_WRONG_VERSION_NUMBER).\n' +
            'The service URL comes from the --base-url flag: check it and the network.\n',
        ),
      ),
    });
  });
});
