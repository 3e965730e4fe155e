// The list flags of every list command (src/cli/output/list-flags.ts) and what an empty list prints (lists.ts).
import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();

describe('--sort FIELD,asc|desc', () => {
  it('takes one value each time, so the arguments after it stay arguments', async () => {
    const search = await cli.wdp(['search', '--sort', 'title,asc', 'revenue', '--json']);
    expect(search).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(search.stdout)).toEqual([expect.objectContaining({ alias: 'q3-revenue' })]);
    const comments = await cli.wdp(['comments', 'list', '--sort', 'created,asc', 'q3-revenue', '--json']);
    expect(comments).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(comments.stdout)).toEqual([
      expect.objectContaining({ id: cli.service.fixtures.comments.question }),
    ]);
  });

  it('is repeatable: each sort key is sent, in order, its direction in lower case', async () => {
    const args = ['datasets', 'list', '--sort', 'title,DESC', '--sort=alias,asc', '--verbose', '--json'];
    const result = await cli.wdp(args);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('/datasets?sort=title%2Cdesc&sort=alias%2Casc 200 ');
    expect((JSON.parse(result.stdout) as { title: string }[]).map((d) => d.title)).toEqual([
      'Q3 revenue #kpi',
      'Customer churn #kpi',
      'Campaign reach',
    ]);
  });

  it.each([['title,up'], [',,,'], ['title'], [',asc'], ['title,asc,desc'], ['my title,asc']])(
    'refuses %j (exit 2), saying what it takes, before any request',
    async (value) => {
      for (const command of [
        ['datasets', 'list'],
        ['pipelines', 'run', '--all'],
      ])
        expect(await cli.wdp([...command, '--sort', value])).toEqual({
          code: 2,
          stdout: '',
          stderr: `--sort takes FIELD,asc or FIELD,desc, such as name,asc; got ${JSON.stringify(value)}.\n`,
        });
    },
  );
});

describe('--all, --limit and --page', () => {
  it.each([
    [['--all', '--limit', '1'], "option '--all' cannot be used with option '--limit <n>'"],
    [['--limit', '1', '--all'], "option '--all' cannot be used with option '--limit <n>'"],
    [['--all', '--page', '1'], "option '--all' cannot be used with option '--page <n>'"],
    [['--limit', '2', '--page', '1'], "option '--limit <n>' cannot be used with option '--page <n>'"],
  ])('refuses %j, which choose the items two ways (exit 2), naming both', async (flags, message) => {
    expect(await cli.wdp(['datasets', 'list', ...flags])).toEqual({
      code: 2,
      stdout: '',
      stderr: `error: ${message}\n`,
    });
  });

  it('takes each with --size and --sort', async () => {
    const all = await cli.wdp(['datasets', 'list', '--all', '--size', '1', '--sort', 'alias,asc', '--json']);
    expect((JSON.parse(all.stdout) as { alias: string }[]).map((d) => d.alias)).toEqual([
      'campaign-reach',
      'customer-churn',
      'q3-revenue',
    ]);
    const limited = await cli.wdp(['datasets', 'list', '--limit', '2', '--size', '1', '--sort', 'alias,desc']);
    expect(limited).toMatchObject({ code: 0, stderr: 'Showing 2; more exist: use --all, --limit N or --page N.\n' });
  });
});

describe('--limit N', () => {
  /** The path and query of each request a `--verbose` run logged. */
  const sent = (stderr: string) => [...stderr.matchAll(/GET https?:\/\/[^/\s]+(\S+) /g)].map((m) => m[1]);
  const datasets = () => `/api/workspaces/${cli.service.fixtures.workspaceId}/datasets`;

  it('requests no page beyond the one the limit ends on, and still says more exist', async () => {
    const result = await cli.wdp([
      'datasets',
      'list',
      '--limit',
      '2',
      '--size',
      '1',
      '--sort',
      'alias,asc',
      '--verbose',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('campaign-reach');
    expect(result.stdout).toContain('customer-churn');
    expect(result.stdout).not.toContain('q3-revenue');
    expect(sent(result.stderr)).toEqual([
      `${datasets()}?size=1&sort=alias%2Casc`,
      `${datasets()}?size=1&sort=alias,asc&page=1`,
    ]);
    expect(result.stderr).toMatch(/\nShowing 2; more exist: use --all, --limit N or --page N\.\n$/);
  });

  it('asks for pages of the limit when --size is not given: one request for a limit that one page holds', async () => {
    const result = await cli.wdp(['datasets', 'list', '--limit', '2', '--json', '--verbose']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveLength(2);
    expect(sent(result.stderr)).toEqual([`${datasets()}?size=2`]);
  });

  it('cuts a page the limit ends inside, and says nothing more when the limit takes the last item', async () => {
    const inside = await cli.wdp(['datasets', 'list', '--limit', '1', '--size', '2', '--json', '--verbose']);
    expect(JSON.parse(inside.stdout)).toHaveLength(1);
    expect(sent(inside.stderr)).toEqual([`${datasets()}?size=2`]);
    const every = await cli.wdp(['datasets', 'list', '--limit', '3', '--size', '2']);
    expect(every.code).toBe(0);
    expect(every.stderr).toBe('');
  });
});

describe('an empty list', () => {
  it.each([
    [['alerts', 'list']],
    [['api-keys', 'list']],
    [['invitations', 'list']],
    [['search', 'in:nosuch']],
    [['datasets', 'list', '--page', '99']],
  ])('%j prints nothing on stdout and says so on stderr; --json prints []', async (args) => {
    expect(await cli.wdp(args)).toEqual({ code: 0, stdout: '', stderr: 'Nothing to show.\n' });
    expect(await cli.wdp(args, { tty: true, env: { CI: undefined } })).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Nothing to show.\n',
    });
    expect(await cli.wdp([...args, '--json'])).toEqual({ code: 0, stdout: '[]\n', stderr: '' });
  });
});
