import { describe, expect, it } from 'vitest';
import { useCli } from './harness.js';

const cli = useCli();

/** The WORKSPACE_DEPLOY jobs of the mock. */
const deployJobs = () => [...cli.service.store.jobs.values()].filter((job) => job.type === 'WORKSPACE_DEPLOY');

describe('wdp deploy', () => {
  it('starts a WORKSPACE_DEPLOY job and prints it at once, with a hint; --json prints the job', async () => {
    const started = await cli.wdp(['deploy']);
    const [job] = deployJobs();
    expect(started).toMatchObject({ code: 0, stdout: `Job ${job?.id} QUEUED\n` });
    expect(started.stderr).toBe(
      `Follow it with \`wdp jobs logs ${job?.id} --follow\`, or \`wdp jobs wait ${job?.id}\`.\n`,
    );
    const json = await cli.wdp(['deploy', '--json']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toMatchObject({ id: deployJobs()[1]?.id, type: 'WORKSPACE_DEPLOY' });
  });

  it('--follow --wait prints the job id, the deploy log as it comes, and the end (exit 0)', async () => {
    const result = await cli.wdp(['deploy', '--follow', '--wait', '--interval', '10']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const id = deployJobs()[0]?.id;
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual([`Job ${id} QUEUED`, `Starting WORKSPACE_DEPLOY job ${id}`]);
    expect(lines.slice(3, 6)).toEqual([
      'Installing project dependencies',
      'Building the project',
      'Deploying to workspace Analytics',
    ]);
    expect(lines.slice(-2)).toEqual(['Job finished with status COMPLETE', `Job ${id} COMPLETE`]);
  });

  it('--wait --json prints only the job that ended, as one JSON document (progress stays on stderr)', async () => {
    const result = await cli.wdp(['deploy', '--wait', '--json', '--interval', '10']);
    const id = deployJobs()[0]?.id;
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ id, status: 'COMPLETE' });
    expect(result.stderr).toMatch(new RegExp(`^Waiting for job ${id}: QUEUED \\d+s\n(.*\n)*.*COMPLETE \\d+s\n$`));
  });

  it('--follow alone ends with the log, whatever the outcome (exit 0)', async () => {
    const { id } = cli.service.seed.job({
      workspaceId: cli.service.fixtures.workspaceId,
      type: 'WORKSPACE_DEPLOY',
      profileId: cli.service.fixtures.owner.id,
      outcome: 'ERROR',
    });
    const result = await cli.wdp(['jobs', 'logs', id, '--follow', '--interval', '10']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/\nThe job failed: a step exited with status 1\nJob finished with status ERROR\n$/);
  });

  it('is refused to a plain member (exit 1), and needs a workspace (exit 2)', async () => {
    const member = await cli.wdp(['deploy', '--wait'], { role: 'member' });
    expect(member).toMatchObject({ code: 1, stdout: '' });
    expect(member.stderr).toMatch(/^PermissionDeniedError: .*403/);
    const nowhere = await cli.wdp(['deploy'], { env: { WDP_WORKSPACE: undefined } });
    expect(nowhere).toMatchObject({ code: 2, stdout: '' });
    expect(deployJobs()).toEqual([]);
  });
});
