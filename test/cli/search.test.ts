import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();

describe('wdp search', () => {
  it('finds datasets by free text, as a table with their channel and score', async () => {
    const { revenue } = cli.service.fixtures.datasets;
    const result = await cli.wdp(['search', 'revenue']);
    expect(result).toEqual({
      code: 0,
      stdout: `ID${' '.repeat(36)}TITLE            CHANNEL  SCORE\n${revenue}  Q3 revenue #kpi  Sales    5\n`,
      stderr: '',
    });
  });

  it('passes in:CHANNEL and tag:TAG filters through, given as one argument or several', async () => {
    const { revenue, churn } = cli.service.fixtures.datasets;
    const one = await cli.wdp(['search', 'in:sales tag:kpi', '--json']);
    expect(one).toMatchObject({ code: 0, stderr: '' });
    const ids = (JSON.parse(one.stdout) as Array<{ id: string; score: number }>).map((d) => d.id).sort();
    expect(ids).toEqual([revenue, churn].sort());
    const several = await cli.wdp(['search', 'in:sales', 'tag:kpi', '--json']);
    expect(JSON.parse(several.stdout)).toEqual(JSON.parse(one.stdout));
    const marketing = await cli.wdp(['search', 'in:marketing', 'tag:kpi', '--json']);
    expect(marketing).toEqual({ code: 0, stdout: '[]\n', stderr: '' });
  });

  it('pages like any list: --size 1 shows one with a hint, --limit reads across pages', async () => {
    const page = await cli.wdp(['search', 'tag:kpi', '--size', '1']);
    expect(page.code).toBe(0);
    expect(page.stdout.trimEnd().split('\n')).toHaveLength(2);
    expect(page.stderr).toBe('Showing 1 of 2; more exist: use --all, --limit N or --page N.\n');
    const all = await cli.wdp(['search', 'tag:kpi', '--size', '1', '--all', '--json']);
    expect(JSON.parse(all.stdout)).toHaveLength(2);
  });

  it('says so when nothing matches', async () => {
    expect(await cli.wdp(['search', 'unicorns'])).toEqual({ code: 0, stdout: '', stderr: 'Nothing to show.\n' });
  });

  it('refuses an empty query (exit 2) and needs a workspace (exit 2)', async () => {
    const empty = await cli.wdp(['search', ' ']);
    expect(empty).toEqual({
      code: 2,
      stdout: '',
      stderr: 'InvalidArgumentError: A search query must not be empty; give text, a channel or a tag.\n',
    });
    const none = await cli.wdp(['search', 'revenue'], { env: { WDP_WORKSPACE: undefined } });
    expect(none).toMatchObject({ code: 2, stdout: '' });
    expect(none.stderr).toContain('No workspace');
  });
});
